import { addNotification, type Notification } from '@candor/contracts';

export type NotificationStore = {
  /** The kept notifications, newest first (at most 10, docs/product.md#notifications-and-event-log). */
  getSnapshot: () => readonly Notification[];
  subscribe: (listener: () => void) => () => void;
  add: (notification: Notification) => void;
  /** Removes every notification and returns what was removed, newest first. */
  clear: () => readonly Notification[];
};

/** A small external store for the bell: one per signed-in session, read with useSyncExternalStore. */
export function createNotificationStore(): NotificationStore {
  let list: readonly Notification[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly Notification[]) => {
    list = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add(notification) {
      set(addNotification(list, notification));
    },
    clear() {
      const removed = list;
      if (removed.length > 0) set([]);
      return removed;
    },
  };
}
