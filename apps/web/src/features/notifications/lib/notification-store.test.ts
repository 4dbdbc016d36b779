import { NOTIFICATIONS_MAX, type Notification } from '@candor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notification-store';

const note = (n: number): Notification => ({
  id: String(n),
  type: 'verification',
  title: `Notice ${n}`,
  message: 'Education verification is now Submitted.',
  status: 'SUBMITTED',
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  priority: 'high',
});

describe('notification store', () => {
  it(`keeps the ${NOTIFICATIONS_MAX} newest notifications, newest first`, () => {
    const store = createNotificationStore();
    for (let n = 1; n <= NOTIFICATIONS_MAX + 3; n++) store.add(note(n));
    const kept = store.getSnapshot();
    expect(kept).toHaveLength(NOTIFICATIONS_MAX);
    expect(kept[0]?.title).toBe(`Notice ${NOTIFICATIONS_MAX + 3}`);
    expect(kept.at(-1)?.title).toBe('Notice 4');
  });

  it('clears all and returns what it removed; listeners hear each change', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add(note(1));
    store.add(note(2));
    expect(listener).toHaveBeenCalledTimes(2);

    const removed = store.clear();
    expect(removed.map((n) => n.id)).toEqual(['2', '1']);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);

    // Clearing an empty list changes nothing.
    expect(store.clear()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.add(note(3));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
