import { cn } from '../../lib/cn';

export type SkeletonProps = {
  /** Size and shape, e.g. "h-4 w-40" or "size-10 rounded-full". */
  className?: string;
  /** Also announce a visually hidden status text (use on one skeleton per loading area). */
  announce?: boolean;
  label?: string;
};

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, announce = false, label = 'Loading…' }: SkeletonProps) {
  return (
    <>
      {announce && (
        <span role="status" className="sr-only">
          {label}
        </span>
      )}
      <div
        aria-hidden="true"
        className={cn('rounded-md bg-slate-200 motion-safe:animate-pulse', className)}
      />
    </>
  );
}
