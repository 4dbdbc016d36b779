import { useId } from 'react';
import type { Analytics, DurationStats } from '@candor/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui';
import { ChartFigure } from './chart-figure';
import { formatDuration } from './format';

type Stage = { label: string; stats: DurationStats };

/** Time from invitation to submission and from submission to decision: median (p50) and p90. */
export function TimingsChart({ analytics }: { analytics: Analytics }) {
  const summaryId = useId();
  const stages: Stage[] = [
    { label: 'Invitation → submission', stats: analytics.invitationToSubmission },
    { label: 'Submission → decision', stats: analytics.submissionToDecision },
  ];
  const max = Math.max(0, ...stages.flatMap(({ stats }) => [stats.p50 ?? 0, stats.p90 ?? 0]));
  const width = (value: number | null) => (value != null && max > 0 ? (value / max) * 100 : 0);
  const summary = stages
    .map(({ label, stats }) =>
      stats.count === 0
        ? `${label}: no verification has reached this stage yet`
        : `${label}: median ${formatDuration(stats.p50)}, 90th percentile ${formatDuration(stats.p90)} over ${stats.count}`,
    )
    .join('. ')
    .concat('.');

  return (
    <ChartFigure
      title="Time to submit and to decide"
      description="Median (p50) and 90th percentile (p90) over the verifications that reached each stage."
      table={
        <Table caption="Timings" captionHidden>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Stage</TableHeaderCell>
              <TableHeaderCell className="text-right">p50</TableHeaderCell>
              <TableHeaderCell className="text-right">p90</TableHeaderCell>
              <TableHeaderCell className="text-right">Verifications</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stages.map(({ label, stats }) => (
              <TableRow key={label}>
                <TableCell>{label}</TableCell>
                <TableCell className="text-right tabular-nums">{formatDuration(stats.p50)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatDuration(stats.p90)}</TableCell>
                <TableCell className="text-right tabular-nums">{stats.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    >
      <div role="img" aria-label="Bar chart of the time each stage takes" aria-describedby={summaryId}>
        <dl aria-hidden="true" className="flex flex-col gap-4">
          {stages.map(({ label, stats }) => (
            <div key={label} className="flex flex-col gap-1.5">
              <dt className="text-sm font-medium text-ink">{label}</dt>
              {(['p50', 'p90'] as const).map((key) => (
                <dd
                  key={key}
                  className="grid grid-cols-[2rem_minmax(0,1fr)_minmax(0,6.5rem)] items-center gap-3"
                >
                  <span className="text-xs font-medium text-ink-muted uppercase">{key}</span>
                  <svg
                    viewBox="0 0 100 10"
                    preserveAspectRatio="none"
                    className="h-3 w-full rounded-sm bg-slate-100"
                  >
                    <rect
                      x="0"
                      y="0"
                      height="10"
                      width={width(stats[key])}
                      className={key === 'p50' ? 'fill-brand-600' : 'fill-brand-300'}
                    />
                  </svg>
                  <span className="text-right text-sm tabular-nums text-ink">
                    {formatDuration(stats[key])}
                  </span>
                </dd>
              ))}
            </div>
          ))}
        </dl>
      </div>
      <p id={summaryId} className="text-sm text-ink-muted">
        {summary}
      </p>
    </ChartFigure>
  );
}
