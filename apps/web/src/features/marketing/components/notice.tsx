import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A highlighted note, e.g. that a page shows sample data. */
export function Notice({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex max-w-3xl gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950',
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold">{title}</p>
        <div>{children}</div>
      </div>
    </div>
  );
}
