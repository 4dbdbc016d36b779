import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type CardListProps = {
  /** What the list holds, for screen readers (e.g. the table caption it stands in for). */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * On phones a list of cards stands in for a table, which would otherwise scroll sideways inside
 * its box. Pair it with a table hidden below `md` (`containerClassName="max-md:hidden"`).
 */
export function CardList({ label, children, className }: CardListProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-3 md:hidden', className)}>
      {children}
    </ul>
  );
}

export type CardListItemProps = {
  title: ReactNode;
  /** Under the title, e.g. an email address. */
  subtitle?: ReactNode;
  /** Label and value pairs, shown as a description list. */
  details?: [label: string, value: ReactNode][];
  actions?: ReactNode;
};

export function CardListItem({ title, subtitle, details = [], actions }: CardListItemProps) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="min-w-0">
        <p className="font-medium text-ink">{title}</p>
        {subtitle != null && <p className="text-sm break-all text-ink-muted">{subtitle}</p>}
      </div>
      {details.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-ink">{label}</dt>
              <dd className="text-ink-muted">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {actions != null && <div className="flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}
