import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { FieldIds } from './use-field-ids';

export function FieldLabel({
  htmlFor,
  required,
  children,
  className,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label htmlFor={htmlFor} className={cn('block text-sm font-medium text-ink', className)}>
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-ink-muted">
      {children}
    </p>
  );
}

/** The error under a field; announced when it appears. */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * A field's frame: label, hint, the control, and its error under it, tied together by the ids
 * of `useFieldIds` (the control itself must use `ids.controlId` and `ids.describedBy`).
 */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      {hint != null && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {children}
      {ids.invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

/** Shared look of text inputs, selects and textareas. */
export const controlClassName =
  'block w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-base text-ink shadow-xs sm:text-sm ' +
  'placeholder:text-slate-500 hover:border-slate-600 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-invalid:border-red-700 aria-invalid:focus-visible:outline-red-700';
