/** "6 hours", "1 hour". */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO calendar date (YYYY-MM-DD) as "September 16, 2025", the same in every time zone. */
export function formatIsoDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
