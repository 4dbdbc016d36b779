import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  /** A button or link that gets the user going, e.g. "Invite a candidate". */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      )}
      <Heading className="text-base font-semibold text-ink">{title}</Heading>
      {description != null && <p className="max-w-md text-sm text-ink-muted">{description}</p>}
      {action != null && <div className="mt-2">{action}</div>}
    </div>
  );
}
