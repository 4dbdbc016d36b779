import { cn } from '../../../lib/cn';

export type Stat = { value: string; label: string };

/** Key figures, large value over a short label. */
export function StatList({
  stats,
  tone = 'light',
  className,
}: {
  stats: readonly Stat[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <dl
      className={cn(
        'grid gap-4',
        stats.length === 4 ? 'grid-cols-2 lg:grid-cols-4' : 'grid-cols-1 sm:grid-cols-3',
        className,
      )}
    >
      {stats.map(({ value, label }) => (
        <div
          key={label}
          className={cn(
            'flex flex-col-reverse justify-end gap-1 rounded-lg p-5',
            tone === 'dark' ? 'bg-white/10' : 'border border-border bg-surface shadow-sm',
          )}
        >
          <dt className={cn('text-sm', tone === 'dark' ? 'text-brand-100' : 'text-ink-muted')}>{label}</dt>
          <dd
            className={cn(
              'text-3xl font-semibold tracking-tight',
              tone === 'dark' ? 'text-white' : 'text-brand-800',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
