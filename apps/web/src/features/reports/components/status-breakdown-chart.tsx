import { useId } from 'react';
import {
  statusBadgeColor,
  verificationStatusLabel,
  type Analytics,
  type BadgeColor,
} from '@candor/contracts';
import {
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui';
import { ChartFigure } from './chart-figure';

/** Bar fills in the status badge colours (docs/product.md#verification-statuses). */
const fillClass: Record<BadgeColor, string> = {
  amber: 'fill-amber-500',
  teal: 'fill-teal-600',
  blue: 'fill-blue-600',
  purple: 'fill-purple-600',
  green: 'fill-green-600',
  red: 'fill-red-600',
  grey: 'fill-slate-500',
};

/** How many verifications are in each status, as horizontal bars in the status colours. */
export function StatusBreakdownChart({ breakdown }: { breakdown: Analytics['statusBreakdown'] }) {
  const summaryId = useId();
  const total = breakdown.reduce((sum, row) => sum + row.count, 0);
  const max = Math.max(0, ...breakdown.map((row) => row.count));
  const share = (count: number) => (total > 0 ? Math.round((count / total) * 1000) / 10 : 0);
  const summary =
    total === 0
      ? 'No verifications yet.'
      : breakdown
          .filter((row) => row.count > 0)
          .map((row) => `${verificationStatusLabel(row.status)} ${row.count}`)
          .join(', ') + '.';

  return (
    <ChartFigure
      title="Status breakdown"
      description="Where every verification stands now."
      table={
        <Table caption="Verifications by status" captionHidden>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell className="text-right">Verifications</TableHeaderCell>
              <TableHeaderCell className="text-right">Share</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {breakdown.map((row) => (
              <TableRow key={row.status}>
                <TableCell>{verificationStatusLabel(row.status)}</TableCell>
                <TableCell className="text-right tabular-nums">{row.count}</TableCell>
                <TableCell className="text-right tabular-nums">{share(row.count)}%</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    >
      <div role="img" aria-label="Bar chart of verifications by status" aria-describedby={summaryId}>
        <ul aria-hidden="true" className="flex flex-col gap-2">
          {breakdown.map((row) => (
            <li
              key={row.status}
              className="grid grid-cols-[minmax(0,9.5rem)_minmax(0,1fr)_2.5rem] items-center gap-3"
            >
              <StatusBadge status={row.status} className="justify-self-start" />
              <svg
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                className="h-3 w-full rounded-sm bg-slate-100"
              >
                <rect
                  data-status={row.status}
                  data-count={row.count}
                  x="0"
                  y="0"
                  height="10"
                  width={max > 0 ? (row.count / max) * 100 : 0}
                  className={fillClass[statusBadgeColor(row.status)]}
                />
              </svg>
              <span className="text-right text-sm tabular-nums text-ink">{row.count}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={summaryId} className="text-sm text-ink-muted">
        {summary}
      </p>
    </ChartFigure>
  );
}
