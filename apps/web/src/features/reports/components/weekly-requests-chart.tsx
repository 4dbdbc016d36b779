import { useId } from 'react';
import type { Analytics } from '@candor/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { ChartFigure } from './chart-figure';
import { formatWeek } from './format';

const HEIGHT = 100;

/** Requests per week (oldest first) as columns; the axis labels are HTML so they never scale. */
export function WeeklyRequestsChart({ weeks }: { weeks: Analytics['requestsPerWeek'] }) {
  const max = Math.max(0, ...weeks.map((w) => w.count));
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const busiest = weeks.reduce<Analytics['requestsPerWeek'][number] | null>(
    (best, w) => (w.count > (best?.count ?? 0) ? w : best),
    null,
  );
  const summary =
    total === 0
      ? `No requests in the last ${weeks.length} weeks.`
      : `${total} request${total === 1 ? '' : 's'} in the last ${weeks.length} weeks; the busiest week began ${formatWeek(busiest?.weekStart ?? weeks[0]?.weekStart ?? '')} with ${busiest?.count ?? 0}.`;
  const summaryId = useId();
  const slot = weeks.length > 0 ? 100 / weeks.length : 100;

  return (
    <ChartFigure
      title="Requests per week"
      description={`Verifications created, by week starting Monday (last ${weeks.length} weeks).`}
      table={
        <Table caption="Requests per week" captionHidden>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Week of</TableHeaderCell>
              <TableHeaderCell className="text-right">Requests</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((w) => (
              <TableRow key={w.weekStart}>
                <TableCell>{formatWeek(w.weekStart)}</TableCell>
                <TableCell className="text-right tabular-nums">{w.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    >
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex flex-col justify-between pb-6 text-right text-xs text-ink-muted"
        >
          <span className="tabular-nums">{max}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label="Column chart of requests per week"
            aria-describedby={summaryId}
            viewBox={`0 0 100 ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full overflow-visible border-b border-l border-border-strong"
          >
            <line
              x1="0"
              x2="100"
              y1="0.5"
              y2="0.5"
              className="stroke-slate-200"
              strokeWidth="0.5"
              vectorEffect="non-scaling-stroke"
            />
            {weeks.map((w, index) => {
              const height = max > 0 ? (w.count / max) * (HEIGHT - 2) : 0;
              return (
                <rect
                  key={w.weekStart}
                  data-week={w.weekStart}
                  data-count={w.count}
                  x={index * slot + slot * 0.15}
                  width={slot * 0.7}
                  y={HEIGHT - height}
                  height={height}
                  className="fill-brand-600"
                >
                  <title>{`Week of ${formatWeek(w.weekStart)}: ${w.count}`}</title>
                </rect>
              );
            })}
          </svg>
          <ol aria-hidden="true" className="mt-1 flex text-[0.6875rem] text-ink-muted">
            {weeks.map((w, index) => (
              <li
                key={w.weekStart}
                className={cn(
                  'flex w-0 flex-1 justify-center whitespace-nowrap',
                  // Phones label every third week; the others keep their slot.
                  (weeks.length - 1 - index) % 3 !== 0 && 'invisible sm:visible',
                )}
              >
                <span>{formatWeek(w.weekStart)}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <p id={summaryId} className="text-sm text-ink-muted">
        {summary}
      </p>
    </ChartFigure>
  );
}
