import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui';

/** One entry of a repeated list (an address, a school, a job) with its Remove button. */
export function EntryCard({
  legend,
  onRemove,
  removeLabel,
  children,
}: {
  legend: string;
  onRemove?: () => void;
  /** The accessible name of the Remove button, e.g. "Remove previous address 2". */
  removeLabel: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="relative rounded-lg border border-border bg-slate-50/60 p-4 sm:p-5">
      <legend className="float-left mb-4 w-full pr-28 text-base font-semibold text-ink">{legend}</legend>
      {onRemove && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={removeLabel}
          className="absolute top-3 right-3 text-red-700 hover:bg-red-50 sm:top-4 sm:right-4"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      )}
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/** A titled group of fields inside a step. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        {description != null && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** The list-level message of a step, e.g. 'At least one education entry is required'. */
export function ListError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  );
}
