/** What a figure shows when there is nothing to compute it from. */
export const NO_VALUE = '—';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration in milliseconds as "2 d 4 h", "3 h 12 min", "45 s"; '—' when unknown. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms) || ms < 0) return NO_VALUE;
  if (ms < SECOND) return '< 1 s';
  if (ms < MINUTE) return `${Math.round(ms / SECOND)} s`;
  if (ms < HOUR) {
    const minutes = Math.floor(ms / MINUTE);
    const seconds = Math.round((ms - minutes * MINUTE) / SECOND);
    return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
  }
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    const minutes = Math.round((ms - hours * HOUR) / MINUTE);
    return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(ms / DAY);
  const hours = Math.round((ms - days * DAY) / HOUR);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}

/** A percentage with one decimal ("87.5%"); '—' when unknown. */
export function formatPercent(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return NO_VALUE;
  return `${value.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;
}

const weekFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "3 Nov" for the Monday a week starts on (YYYY-MM-DD, UTC). */
export function formatWeek(weekStart: string): string {
  return weekFormat.format(new Date(`${weekStart}T00:00:00Z`));
}
