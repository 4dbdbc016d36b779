import type { VerificationStats } from '@candor/contracts';
import { Button, Skeleton } from '../../../components/ui';
import { useVerificationStats } from '../api/review-api';

const CARDS: {
  key: keyof Omit<VerificationStats, 'byStatus'>;
  label: string;
  hint: string;
  accent: string;
}[] = [
  { key: 'total', label: 'Total', hint: 'All verifications', accent: 'border-t-slate-400' },
  {
    key: 'pendingReview',
    label: 'Pending Review',
    hint: 'Submitted, waiting for a reviewer',
    accent: 'border-t-teal-500',
  },
  {
    key: 'inProgress',
    label: 'In Progress',
    hint: 'The candidate is filling the form',
    accent: 'border-t-blue-500',
  },
  { key: 'initiated', label: 'Initiated', hint: 'Automated checks running', accent: 'border-t-purple-500' },
  { key: 'completed', label: 'Completed', hint: 'Approved by a reviewer', accent: 'border-t-green-500' },
  {
    key: 'aiVerified',
    label: 'AI Verified',
    hint: 'Automated checks finished',
    accent: 'border-t-slate-500',
  },
];

/** The dashboard's counts (docs/product.md#screens), counted by the server within what the viewer may see. */
export function StatCards() {
  const stats = useVerificationStats();
  if (stats.isPending) return <Skeleton className="h-11 w-full" announce label="Loading counts…" />;
  if (stats.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        The counts could not be loaded: {stats.error.message}
        <Button size="sm" variant="secondary" onClick={() => void stats.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <dl aria-label="Verification counts" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
      {CARDS.map((card) => (
        <div
          key={card.key}
          className={`flex items-baseline justify-between gap-2 rounded-lg border border-t-4 border-border bg-surface px-3 py-1.5 shadow-sm ${card.accent}`}
        >
          <dt className="truncate text-xs font-medium text-ink-muted" title={card.hint}>
            {card.label}
          </dt>
          <dd className="text-xl font-semibold text-ink tabular-nums">{stats.data.stats[card.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
