import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export type LoadErrorProps = {
  /** What failed and why, e.g. "The analytics could not be loaded: Network error". */
  children: ReactNode;
  /** Loads again; the Retry button is shown when given. */
  onRetry?: () => void;
  className?: string;
};

/** A failed load, announced to screen readers, with a Retry button. */
export function LoadError({ children, onRetry, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800',
        className,
      )}
    >
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{children}</span>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
