import { describe, expect, it } from 'vitest';
import {
  dashboardKeys,
  eventKeys,
  memberKeys,
  notificationKeys,
  settingsKeys,
  verificationKeys,
} from '../../../lib/query-keys';
import { isStaleAfterEvent } from './stale-queries';

const params = { search: '', status: '', sort: 'updated', limit: 25 } as const;

const id = '3f0c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b';
const otherId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('isStaleAfterEvent', () => {
  it('refreshes the lists, counts, event log and dashboard on any event', () => {
    expect(isStaleAfterEvent(verificationKeys.list(params), id)).toBe(true);
    expect(isStaleAfterEvent(verificationKeys.stats(), id)).toBe(true);
    expect(isStaleAfterEvent(eventKeys.log(), id)).toBe(true);
    expect(isStaleAfterEvent(dashboardKeys.all, id)).toBe(true);
    expect(isStaleAfterEvent(notificationKeys.list({ type: '', unread: false }), id)).toBe(true);
  });

  it("refreshes one verification's views only when the event is about it", () => {
    expect(isStaleAfterEvent(verificationKeys.revealed(id), id)).toBe(true);
    expect(isStaleAfterEvent(verificationKeys.revealed(otherId), id)).toBe(false);
    expect(isStaleAfterEvent(verificationKeys.informationRequests(otherId), id)).toBe(false);
    expect(isStaleAfterEvent(verificationKeys.record(id), id)).toBe(true);
    expect(isStaleAfterEvent(verificationKeys.status(id), id)).toBe(true);
    expect(isStaleAfterEvent(verificationKeys.informationRequests(id), id)).toBe(true);
    expect(isStaleAfterEvent(verificationKeys.status(otherId), id)).toBe(false);
  });

  it('after a gap in the connection refreshes the lists and counts, not single records', () => {
    expect(isStaleAfterEvent(verificationKeys.list(params), null)).toBe(true);
    expect(isStaleAfterEvent(dashboardKeys.all, null)).toBe(true);
    expect(isStaleAfterEvent(verificationKeys.revealed(id), null)).toBe(false);
    expect(isStaleAfterEvent(verificationKeys.status(id), null)).toBe(false);
  });

  it('leaves everything else alone', () => {
    expect(isStaleAfterEvent(memberKeys.all, id)).toBe(false);
    expect(isStaleAfterEvent(settingsKeys.all, id)).toBe(false);
  });
});
