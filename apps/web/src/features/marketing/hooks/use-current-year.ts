import { useSyncExternalStore } from 'react';

const noUpdates = () => () => undefined;
const thisYear = () => new Date().getFullYear();
const unknownYet = () => null;

/**
 * The visitor's current year; null in a page prerendered at build time (the year of the build
 * need not be the visitor's) and while the browser takes that page over, then the year.
 */
export function useCurrentYear(): number | null {
  return useSyncExternalStore(noUpdates, thisYear, unknownYet);
}
