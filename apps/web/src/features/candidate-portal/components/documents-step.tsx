import { CloudUpload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import {
  LINKEDIN_EXPORT_HINT,
  MAX_FILES_PER_VERIFICATION,
  type Document,
  type DocumentType,
} from '@candor/contracts';
import { SelectField } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import type { UploadItem } from '../hooks/use-uploads';
import { PORTAL_ACCEPT } from './certificate-field';
import { FileRow } from './file-row';
import { NotRequestedNote } from './not-requested';

/** What the candidate says the files they add are; the checks read a LinkedIn export by its type. */
const KINDS: readonly { value: DocumentType; label: string }[] = [
  { value: 'GENERAL', label: 'Other supporting document' },
  { value: 'IDENTITY', label: 'Photo ID' },
  { value: 'EDUCATION', label: 'Diploma or transcript' },
  { value: 'EMPLOYMENT', label: 'Employment letter or payslip' },
  { value: 'LINKEDIN', label: 'LinkedIn profile PDF' },
];

/** Step 4: supporting documents, several at once, each with its own progress and error. */
export function DocumentsStep({
  items,
  storedDocuments,
  onFiles,
  onRetry,
  onDiscard,
  onRemoveDocument,
  removing,
  removeErrors,
  isLocked = () => false,
  notRequested = false,
}: {
  /** Uploads of this visit (in progress, failed or done). */
  items: UploadItem[];
  /** Documents stored before this visit, not attached to an education entry. */
  storedDocuments: Document[];
  onFiles: (files: File[], documentType: DocumentType) => void;
  onRetry: (itemKey: string) => void;
  onDiscard: (itemKey: string) => void;
  onRemoveDocument: (documentId: string) => void;
  removing: string | null;
  removeErrors: Partial<Record<string, string>>;
  /** Documents of an earlier submission, which stay while a request for more information is open. */
  isLocked?: (document: Document) => boolean;
  /** An open request did not ask for documents; adding one is still allowed. */
  notRequested?: boolean;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [kind, setKind] = useState<DocumentType>('GENERAL');
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files), kind);
  };
  const count = storedDocuments.length + items.length;
  const anyLocked = storedDocuments.some(isLocked);

  return (
    <div className="flex flex-col gap-5">
      {notRequested && (
        <NotRequestedNote>You can still add a document if it helps to answer the request.</NotRequestedNote>
      )}
      <p className="text-sm text-ink-muted">
        Upload documents that support your application, such as a photo ID, diplomas, transcripts or
        employment letters. This step is optional, and you can remove a file before you submit.
        {anyLocked && ' Documents from your earlier submission stay with it and cannot be removed.'}
      </p>
      <SelectField
        label="What are you adding?"
        value={kind}
        options={KINDS}
        onChange={(event) => {
          setKind(event.target.value as DocumentType);
        }}
        hint={kind === 'LINKEDIN' ? LINKEDIN_EXPORT_HINT : undefined}
      />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'relative flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-surface hover:bg-slate-50',
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          <CloudUpload className="size-6" />
        </span>
        <label
          htmlFor={inputId}
          className="cursor-pointer text-base font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Choose files to upload
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
          <span className="hidden sm:inline">or drag and drop them here. </span>
          PDF, JPG, JPEG, PNG, DOC or DOCX, up to 10 MB each, {MAX_FILES_PER_VERIFICATION} files at most.
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={PORTAL_ACCEPT}
          aria-describedby={`${inputId}-hint`}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onFiles(files, kind);
          }}
        />
      </div>

      {count > 0 ? (
        <ul aria-label="Your documents" className="flex flex-col gap-2">
          {storedDocuments.map((document) => (
            <FileRow
              key={document.id}
              fileName={document.fileName}
              size={document.size}
              state={{ kind: 'stored' }}
              onRemove={
                isLocked(document)
                  ? undefined
                  : () => {
                      onRemoveDocument(document.id);
                    }
              }
              removing={removing === document.id}
              removeError={removeErrors[document.id]}
            />
          ))}
          {items.map((item) => (
            <FileRow
              key={item.key}
              fileName={item.file.name}
              size={item.file.size}
              state={
                item.status === 'uploading'
                  ? { kind: 'uploading', progress: item.progress }
                  : item.status === 'done'
                    ? { kind: 'done' }
                    : { kind: 'failed', error: item.error ?? '', canRetry: item.status === 'failed' }
              }
              onRetry={() => {
                onRetry(item.key);
              }}
              onRemove={() => {
                if (item.status === 'done' && item.document) onRemoveDocument(item.document.id);
                else onDiscard(item.key);
              }}
              removing={item.document !== undefined && removing === item.document.id}
              removeError={item.document ? removeErrors[item.document.id] : undefined}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No documents uploaded</p>
      )}
    </div>
  );
}
