import type { QueryKey } from '@tanstack/react-query';

/**
 * Whether a cached query is out of date once a realtime event about `verificationId` arrives:
 * the verification lists and counts, the event log, the dashboard and the notification history always; a single
 * verification's views only when they show that verification (so an open record of another
 * candidate is not fetched, or its personal data revealed and audited, again for nothing).
 * `null` stands for events that may have been missed (after a reconnection): lists and counts only.
 */
export function isStaleAfterEvent(queryKey: QueryKey, verificationId: string | null): boolean {
  const [area, part, id] = queryKey;
  switch (area) {
    case 'events':
    case 'dashboard':
    case 'notifications':
      return true;
    case 'verifications':
      return part === 'detail' ? id === verificationId : true;
    default:
      return false;
  }
}
