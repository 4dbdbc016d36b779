import { useSyncExternalStore } from 'react';

const noUpdates = () => () => undefined;
const yes = () => true;
const no = () => false;

/**
 * False while the browser takes over a page prerendered at build time (docs/decisions/018) and in
 * the prerendering itself, true once the page's handlers are attached. A control that would do
 * the wrong thing without them (a form that would submit itself natively) stays disabled until
 * then. Pages rendered in the browser from the start are true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noUpdates, yes, no);
}
