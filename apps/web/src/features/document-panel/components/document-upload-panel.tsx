import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Download, FileText, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import {
  acceptAttribute,
  FILE_TOO_LARGE_MESSAGE,
  isUploadPanelType,
  MAX_FILES_PER_VERIFICATION,
  MAX_UPLOAD_BYTES,
  TOO_MANY_FILES_MESSAGE,
  UPLOAD_PANEL_FAILED_MESSAGE,
  UPLOAD_PANEL_FILE_TYPE_MESSAGE,
  UPLOAD_PANEL_NO_FILES_MESSAGE,
  UPLOAD_PANEL_TYPES,
  UPLOAD_PANEL_VERIFICATION_TYPES,
  uploadPanelVerificationTypeSchema,
  verificationTypeLabels,
  type Document,
  type UploadPanelVerificationType,
  type VerificationRecord,
} from '@candor/contracts';
import { Button, buttonClassName, SelectField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { documentDownloadUrl, uploadPanelDocument } from '../api/document-panel-api';
import { verificationKeys } from '../../../lib/query-keys';

const sizeFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Selected = {
  key: string;
  file: File;
  /** A problem found before sending (type, size), or the server's answer. */
  error: string | null;
  progress: number | null;
  done: boolean;
};

const typeOptions = UPLOAD_PANEL_VERIFICATION_TYPES.map((type) => ({
  value: type,
  label: type === 'GENERAL' ? 'General' : verificationTypeLabels[type],
}));

function checkFile(file: File): string | null {
  if (!isUploadPanelType(file.name)) return UPLOAD_PANEL_FILE_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  if (file.size === 0) return 'The file is empty';
  return null;
}

/** Documents already stored for the verification, each with its authorised download. */
export function StoredDocuments({
  verificationId,
  documents,
}: {
  verificationId: string;
  documents: Document[];
}) {
  if (documents.length === 0) {
    return <p className="text-sm text-ink-muted">No documents uploaded</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
          <div className="min-w-0 flex-1">
            <p className="font-medium [overflow-wrap:anywhere] text-ink">{document.fileName}</p>
            <p className="text-sm text-ink-muted">
              {
                verificationTypeLabels[
                  document.documentType === 'IDENTITY' ? 'GENERAL' : document.documentType
                ]
              }{' '}
              · {formatFileSize(document.size)} · {dateFormat.format(new Date(document.uploadedAt))}
            </p>
          </div>
          <a
            href={documentDownloadUrl(verificationId, document.id)}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            aria-label={`Download ${document.fileName}`}
          >
            <Download aria-hidden="true" className="size-4" />
            Download
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * the document upload panel (docs/product.md#documents): the verification type, a multi-file picker with drag and drop,
 * the selected files with Remove, 'Submit Verification Request' with a progress bar per file,
 * then the success screen.
 */
export function DocumentUploadPanel({ verification }: { verification: VerificationRecord }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const initialType = uploadPanelVerificationTypeSchema.safeParse(verification.verificationType);
  const [verificationType, setVerificationType] = useState<UploadPanelVerificationType>(
    initialType.success ? initialType.data : 'GENERAL',
  );
  const [selected, setSelected] = useState<Selected[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<Document[] | null>(null);
  const [dragging, setDragging] = useState(false);
  const room = MAX_FILES_PER_VERIFICATION - verification.documents.length;

  function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    // Copied now: the input is cleared right after, which empties its live FileList.
    const picked = Array.from(files);
    setFormError(null);
    setSelected((current) => [
      ...current,
      ...picked.map((file) => ({
        key: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
        file,
        error: checkFile(file),
        progress: null,
        done: false,
      })),
    ]);
  }

  function remove(key: string) {
    setSelected((current) => current.filter((item) => item.key !== key));
  }

  const patch = (key: string, change: Partial<Selected>) => {
    setSelected((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  };

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const pending = selected.filter((item) => !item.done);
    if (pending.length === 0) {
      setFormError(UPLOAD_PANEL_NO_FILES_MESSAGE);
      return;
    }
    if (pending.some((item) => item.error && item.progress === null)) {
      setFormError('Remove the files marked with a problem, then submit again.');
      return;
    }
    if (pending.length > room) {
      setFormError(TOO_MANY_FILES_MESSAGE);
      return;
    }
    setFormError(null);
    setUploading(true);
    const stored: Document[] = [];
    let failed = false;
    for (const item of pending) {
      patch(item.key, { error: null, progress: 0 });
      try {
        const document = await uploadPanelDocument(
          verification.verificationId,
          item.file,
          verificationType,
          (p) => {
            patch(item.key, { progress: p });
          },
        );
        stored.push(document);
        patch(item.key, { done: true, progress: 1 });
      } catch (error) {
        failed = true;
        const message = isApiError(error) && error.status > 0 && error.status < 500 ? error.message : null;
        patch(item.key, { error: message ?? UPLOAD_PANEL_FAILED_MESSAGE, progress: null });
      }
    }
    setUploading(false);
    // The lists, the counts and every view of this verification.
    await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    if (failed) {
      setFormError(UPLOAD_PANEL_FAILED_MESSAGE);
      return;
    }
    setUploaded(stored);
    setSelected([]);
  }

  if (uploaded) {
    return (
      <section
        aria-labelledby="upload-success"
        className="flex flex-col gap-4 rounded-xl border border-green-300 bg-green-50 p-5 text-green-950"
      >
        <h2 id="upload-success" className="flex items-center gap-2 text-lg font-semibold" tabIndex={-1}>
          <CircleCheck aria-hidden="true" className="size-5" />
          Documents Uploaded Successfully!
        </h2>
        <ul className="list-inside list-disc text-sm [overflow-wrap:anywhere]">
          {uploaded.map((document) => (
            <li key={document.id}>
              {document.fileName} ({formatFileSize(document.size)})
            </li>
          ))}
        </ul>
        <div className="text-sm">
          <p className="font-medium">Next steps</p>
          <ul className="mt-1 list-inside list-disc">
            <li>Our team reviews the documents with the verification.</li>
            <li>You get an email when the status changes.</li>
            <li>Review takes 1-3 business days.</li>
          </ul>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={`/verification/${verification.verificationId}/status`}
            className={buttonClassName({ className: 'w-full sm:w-auto' })}
          >
            View verification status
          </Link>
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            onClick={() => {
              setUploaded(null);
            }}
          >
            Upload more documents
          </Button>
        </div>
      </section>
    );
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <SelectField
        label="Verification type"
        options={typeOptions}
        value={verificationType}
        disabled={uploading}
        onChange={(event) => {
          setVerificationType(event.target.value as UploadPanelVerificationType);
        }}
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
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-border-strong bg-surface',
        )}
      >
        <Upload aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="text-sm text-ink">Drag and drop files here, or</p>
        <label
          htmlFor={inputId}
          className={buttonClassName({ variant: 'secondary', className: 'cursor-pointer' })}
        >
          Choose files
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={acceptAttribute(UPLOAD_PANEL_TYPES)}
          disabled={uploading}
          className="sr-only"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <p className="text-xs text-ink-muted">PDF, JPG, JPEG or PNG · up to 10MB each</p>
      </div>

      {selected.length > 0 && (
        <ul aria-label="Selected files" className="flex flex-col gap-2">
          {selected.map((item) => (
            <li key={item.key} className="rounded-lg border border-border bg-surface px-4 py-3">
              <div className="flex items-center gap-3">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium [overflow-wrap:anywhere] text-ink">{item.file.name}</p>
                  <p className="text-sm text-ink-muted">{formatFileSize(item.file.size)}</p>
                </div>
                {item.done ? (
                  <CircleCheck aria-label="Uploaded" className="size-5 text-green-700" />
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={uploading}
                    aria-label={`Remove ${item.file.name}`}
                    onClick={() => {
                      remove(item.key);
                    }}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </div>
              {item.progress !== null && (
                <progress
                  className="mt-2 h-2 w-full accent-brand-600"
                  max={100}
                  value={Math.round(item.progress * 100)}
                  aria-label={`Uploading ${item.file.name}`}
                />
              )}
              {item.error && (
                <p className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {item.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      <div aria-live="polite">
        {formError && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {formError}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" size="lg" loading={uploading} className="w-full sm:w-auto">
          Submit Verification Request
        </Button>
      </div>
    </form>
  );
}
