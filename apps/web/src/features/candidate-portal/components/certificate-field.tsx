import { Upload } from 'lucide-react';
import { useId } from 'react';
import { acceptAttribute, PORTAL_UPLOAD_TYPES, type Document } from '@candor/contracts';
import type { UploadItem } from '../hooks/use-uploads';
import { FileRow } from './file-row';

export const PORTAL_ACCEPT = acceptAttribute(PORTAL_UPLOAD_TYPES);

/** What is known about one entry's certificate: an upload of this visit and/or the stored document. */
export type CertificateState = {
  fileName: string | null;
  item: UploadItem | undefined;
  document: Document | undefined;
};

/** The optional certificate of an education entry: pick a file, watch it upload, retry or remove it. */
export function CertificateField({
  label,
  state,
  onFile,
  onRetry,
  onRemove,
  removing,
  removeError,
}: {
  label: string;
  state: CertificateState;
  onFile: (file: File) => void;
  onRetry: (itemKey: string) => void;
  onRemove: () => void;
  removing: boolean;
  removeError: string | undefined;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const { item, document, fileName } = state;

  if (item) {
    return (
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-ink">{label}</p>
        <ul className="flex flex-col gap-2" aria-label={label}>
          <FileRow
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
            onRemove={onRemove}
            removing={removing}
            removeError={removeError}
          />
        </ul>
      </div>
    );
  }
  if (fileName) {
    return (
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-ink">{label}</p>
        <ul className="flex flex-col gap-2" aria-label={label}>
          <FileRow
            fileName={fileName}
            size={document?.size ?? 0}
            state={{ kind: 'stored' }}
            onRemove={onRemove}
            removing={removing}
            removeError={removeError}
          />
        </ul>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        PDF, JPG, JPEG, PNG, DOC or DOCX, up to 10 MB.
      </p>
      <div className="relative">
        <input
          id={inputId}
          type="file"
          accept={PORTAL_ACCEPT}
          aria-describedby={hintId}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <span
          aria-hidden="true"
          className="flex items-center justify-center gap-2 rounded-md border border-dashed border-border-strong bg-surface px-4 py-3 text-sm font-medium text-brand-700 peer-hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
        >
          <Upload className="size-4" />
          Choose a file
        </span>
      </div>
    </div>
  );
}
