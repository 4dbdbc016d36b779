import { describe, expect, it } from 'vitest';
import { isStaleAfterEvent } from './stale-queries';

const id = '3f0c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b';
const otherId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('isStaleAfterEvent', () => {
  it('refreshes the lists, counts, event log and dashboard on any event', () => {
    expect(isStaleAfterEvent(['verifications', 'list', { search: '' }], id)).toBe(true);
    expect(isStaleAfterEvent(['verifications', 'stats'], id)).toBe(true);
    expect(isStaleAfterEvent(['events', 'log'], id)).toBe(true);
    expect(isStaleAfterEvent(['dashboard'], id)).toBe(true);
  });

  it("refreshes one verification's views only when the event is about it", () => {
    expect(isStaleAfterEvent(['verifications', 'detail', id, { reveal: true }], id)).toBe(true);
    expect(isStaleAfterEvent(['verifications', 'detail', otherId, { reveal: true }], id)).toBe(false);
    expect(isStaleAfterEvent(['verifications', 'information-requests', otherId], id)).toBe(false);
    expect(isStaleAfterEvent(['verification', id], id)).toBe(true);
    expect(isStaleAfterEvent(['verification-status', otherId], id)).toBe(false);
  });

  it('after a gap in the connection refreshes the lists and counts, not single records', () => {
    expect(isStaleAfterEvent(['verifications', 'list', { search: '' }], null)).toBe(true);
    expect(isStaleAfterEvent(['dashboard'], null)).toBe(true);
    expect(isStaleAfterEvent(['verifications', 'detail', id, { reveal: true }], null)).toBe(false);
    expect(isStaleAfterEvent(['verification-status', id], null)).toBe(false);
  });

  it('leaves everything else alone', () => {
    expect(isStaleAfterEvent(['members'], id)).toBe(false);
    expect(isStaleAfterEvent(['settings'], id)).toBe(false);
  });
});
