import { isIsoDate } from '@candor/contracts';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' days, in UTC, for the timeline checks
 * (docs/product.md#the-candidate-form: every date of the form is a calendar day).
 *
 * Months are whole calendar months: from 2020-01-15 one month is 2020-02-15. When the target
 * month is shorter, the day is clamped to its last day (2020-01-31 + 1 month = 2020-02-29,
 * 2020-02-29 + 12 months = 2021-02-28). We use calendar months rather than days / 30.44 because
 * candidates usually enter the first of a month for "June 2021": calendar months make
 * 2020-01-01 → 2020-04-01 exactly 3 months, which is what a recruiter reads.
 *
 * A date is a boundary, not a day included at both ends: the time from 2020-01-01 to
 * 2020-04-01 is their difference (3 months), whatever day-of-month the candidate chose.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a trimmed 'YYYY-MM-DD' text names (UTC midnight); null when blank, missing or invalid. */
export function parseDay(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!isIsoDate(trimmed)) return null;
  return new Date(`${trimmed}T00:00:00.000Z`);
}

/** The day as 'YYYY-MM-DD'. */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The year and month as 'YYYY-MM', as messages show dates. */
export function monthLabel(day: Date): string {
  return isoDay(day).slice(0, 7);
}

/** The UTC calendar day of a moment (the run's "today"). */
export function dayOf(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** `day` plus `months` calendar months (negative to go back), clamped to the month's last day. */
export function addMonths(day: Date, months: number): Date {
  const total = day.getUTCFullYear() * 12 + day.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const monthIndex = total - year * 12;
  const date = Math.min(day.getUTCDate(), daysInMonth(year, monthIndex));
  return new Date(Date.UTC(year, monthIndex, date));
}

/** `day` plus `years` years; 29 February becomes 28 February in a common year. */
export function addYears(day: Date, years: number): Date {
  return addMonths(day, years * 12);
}

/**
 * Whole calendar months from `from` to `to` (negative when `to` is earlier): the largest n such
 * that `from` + n months is not after `to`.
 */
export function monthsBetween(from: Date, to: Date): number {
  if (to < from) return -monthsBetween(to, from);
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (addMonths(from, months) > to) months -= 1;
  return months;
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

/**
 * Completed years of age on `day` for someone born on `birth` (negative before birth).
 * Someone born on 29 February turns a year older on 28 February in a common year: of the two
 * conventions in use (28 February or 1 March) this is the earlier, so an age rule never flags a
 * person whom some jurisdiction already counts as that age.
 */
export function ageOn(birth: Date, day: Date): number {
  return Math.floor(monthsBetween(birth, day) / 12);
}

/** True when `to` is more than `months` calendar months after `from`. */
export function isMoreThanMonths(from: Date, to: Date, months: number): boolean {
  return to > addMonths(from, months);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** "17 months", "3 months and 14 days", "12 days": overlaps and gaps are counted in months, as in the thresholds. */
export function durationText(from: Date, to: Date): string {
  const months = monthsBetween(from, to);
  const days = daysBetween(addMonths(from, months), to);
  if (months === 0) return plural(days, 'day');
  if (days === 0) return plural(months, 'month');
  return `${plural(months, 'month')} and ${plural(days, 'day')}`;
}

/** The later of two days. */
export function laterOf(a: Date, b: Date): Date {
  return a > b ? a : b;
}

/** The earlier of two days. */
export function earlierOf(a: Date, b: Date): Date {
  return a < b ? a : b;
}
