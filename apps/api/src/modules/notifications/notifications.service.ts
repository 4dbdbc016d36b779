import {
  VIEW_PERMISSIONS,
  type ListNotificationsQuery,
  type ListNotificationsResponse,
  type MarkNotificationsReadResponse,
  type NotificationItem,
} from '@candor/contracts';
import { authorizeAny, forbidden, type Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/app-error.js';
import { decodeKeyset, encodeKeyset, invalidCursor } from '../../lib/keyset.js';
import { scopeOfActor, type ViewScope } from '../../db/visibility.js';
import type { NotificationRow, NotificationsRepo } from './notifications.repo.js';

const CURSOR_SORT = 'notifications';

function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    event: row.event,
    status: row.status,
    documentType: row.documentType,
    verificationId: row.verificationId,
    candidateName: row.candidateName,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * A member's own notification history (docs/product.md#notifications-and-event-log): only their
 * own copies, only about verifications their scope sees now, read state kept per member.
 */
export function createNotificationsService(deps: { repo: NotificationsRepo; now: () => Date }) {
  const { repo, now } = deps;

  /** Staff who may see verifications; anyone else has no notifications to read. */
  const viewer = (actor: Actor): { userId: string; scope: ViewScope } => {
    authorizeAny(actor, VIEW_PERMISSIONS);
    const scope = scopeOfActor(actor);
    if (actor.kind !== 'user' || !scope) throw forbidden();
    return { userId: actor.userId, scope };
  };

  return {
    async list(actor: Actor, query: ListNotificationsQuery): Promise<ListNotificationsResponse> {
      const { userId, scope } = viewer(actor);
      let cursor: { at: string; id: string } | null = null;
      if (query.cursor) {
        const decoded = decodeKeyset(query.cursor, CURSOR_SORT);
        if (decoded.at === null) throw invalidCursor();
        cursor = { at: decoded.at, id: decoded.id };
      }
      const filters = {
        ...(query.type ? { type: query.type } : {}),
        ...(query.unread ? { unread: true } : {}),
      };
      const rows = await repo.list(userId, scope, filters, cursor, query.limit);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        success: true,
        notifications: page.map(toItem),
        nextCursor:
          rows.length > query.limit && last
            ? encodeKeyset({ sort: CURSOR_SORT, at: last.cursorAt, id: last.id })
            : null,
        unreadCount: await repo.countUnread(userId, scope),
      };
    },

    /** Marks one read; another member's (or another organisation's) notification is a 404. */
    async markRead(actor: Actor, id: string): Promise<MarkNotificationsReadResponse> {
      const { userId, scope } = viewer(actor);
      const result = await repo.markRead(userId, scope, id, now());
      if (!result) throw notFound('Notification');
      return { success: true, marked: result.marked, unreadCount: await repo.countUnread(userId, scope) };
    },

    async markAllRead(actor: Actor): Promise<MarkNotificationsReadResponse> {
      const { userId, scope } = viewer(actor);
      const marked = await repo.markAllRead(userId, scope, now());
      return { success: true, marked, unreadCount: await repo.countUnread(userId, scope) };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
