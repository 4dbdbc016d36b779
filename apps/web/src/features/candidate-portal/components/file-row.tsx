import { CircleAlert, CircleCheck, FileText, RotateCw, X } from 'lucide-react';
import { Button } from '../../../components/ui';
import { cn } from '../../../lib/cn';

const sizeFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

export type FileRowState =
  | { kind: 'stored' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'done' }
  | { kind: 'failed'; error: string; canRetry: boolean };

/**
 * One file: its name and size, a progress bar while (and once) it uploads this visit, its error
 * with Retry, and Remove.
 */
export function FileRow({
  fileName,
  size,
  state,
  onRetry,
  onRemove,
  removing = false,
  removeError,
}: {
  fileName: string;
  size: number;
  state: FileRowState;
  onRetry?: () => void;
  /** Without it the file cannot be removed (e.g. it belongs to an earlier submission). */
  onRemove?: (() => void) | undefined;
  removing?: boolean;
  removeError?: string | undefined;
}) {
  const percent =
    state.kind === 'uploading' ? Math.round(state.progress * 100) : state.kind === 'done' ? 100 : null;
  const failed = state.kind === 'failed';
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-surface p-3',
        failed ? 'border-red-300' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-md',
            failed ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
          )}
        >
          <FileText className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="truncate text-sm font-medium text-ink" title={fileName}>
            {fileName}
          </p>
          <p className="flex items-center gap-1.5 text-xs text-ink-muted">
            <span>{formatFileSize(size)}</span>
            {state.kind === 'uploading' && <span>· Uploading {percent}%</span>}
            {(state.kind === 'done' || state.kind === 'stored') && (
              <span className="inline-flex items-center gap-1 text-green-800">
                · <CircleCheck aria-hidden="true" className="size-3.5" /> Uploaded
              </span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {failed && state.canRetry && onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry} aria-label={`Retry ${fileName}`}>
              <RotateCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          )}
          {onRemove && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              loading={removing}
              aria-label={`Remove ${fileName}`}
              className="text-ink-muted hover:bg-slate-100 hover:text-ink"
            >
              {!removing && <X aria-hidden="true" className="size-4" />}
              <span className="hidden sm:inline">Remove</span>
            </Button>
          )}
        </div>
      </div>
      {percent !== null && (
        <div
          role="progressbar"
          aria-label={`Upload of ${fileName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={percent === 100 ? 'Uploaded' : `${percent}%`}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-200',
              percent === 100 ? 'bg-green-600' : 'bg-brand-600',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      {failed && (
        <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {state.error}
        </p>
      )}
      {removeError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {removeError}
        </p>
      )}
    </li>
  );
}
