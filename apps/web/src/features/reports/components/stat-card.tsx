import type { ReactNode } from 'react';

/** One headline figure with its label; use inside a <dl>. */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-5 shadow-sm">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-2 text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">{value}</dd>
      {hint != null && <dd className="mt-1 text-xs text-ink-muted">{hint}</dd>}
    </div>
  );
}
