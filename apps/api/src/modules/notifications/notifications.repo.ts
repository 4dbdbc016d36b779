import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { isRole, type NotificationType } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { memberships, notifications, verifications } from '../../db/schema.js';
import {
  verificationScopeCondition,
  type VerificationAudience,
  type ViewingMember,
  type ViewScope,
} from '../../db/visibility.js';

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'userId' | 'readAt'>;
export type NotificationRow = typeof notifications.$inferSelect & { candidateName: string; cursorAt: string };

export type NotificationFilters = { type?: NotificationType; unread?: boolean };

/** The notification history: written per member by the consumer, read by each member for themselves. */
export function createNotificationsRepo(db: Db) {
  /** A notification of this user, in their organisation, about a verification their scope sees. */
  const ownAndVisible = (userId: string, scope: ViewScope): SQL =>
    and(
      eq(notifications.userId, userId),
      eq(notifications.organisationId, scope.organisationId),
      verificationScopeCondition(scope),
    ) as SQL;

  const countUnread = async (userId: string, scope: ViewScope): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .innerJoin(verifications, eq(verifications.id, notifications.verificationId))
      .where(and(ownAndVisible(userId, scope), isNull(notifications.readAt)));
    return row?.n ?? 0;
  };

  return {
    /** The verification's audience now (undefined when it no longer exists). */
    async findAudience(
      organisationId: string,
      verificationId: string,
    ): Promise<VerificationAudience | undefined> {
      const [row] = await db
        .select({
          organisationId: verifications.organisationId,
          department: verifications.department,
          invitedByUserId: verifications.invitedByUserId,
        })
        .from(verifications)
        .where(and(eq(verifications.organisationId, organisationId), eq(verifications.id, verificationId)))
        .limit(1);
      return row;
    },

    /** The organisation's active members with what decides their view scope. */
    async activeMembers(organisationId: string): Promise<(ViewingMember & { userId: string })[]> {
      const rows = await db
        .select({ userId: memberships.userId, role: memberships.role, department: memberships.department })
        .from(memberships)
        .where(and(eq(memberships.organisationId, organisationId), eq(memberships.status, 'active')));
      return rows.map((row) => ({
        organisationId,
        userId: row.userId,
        roles: row.role
          .split(',')
          .map((role) => role.trim())
          .filter(isRole),
        department: row.department,
      }));
    },

    /** One copy per user; a copy of the same event for the same user is never written twice. */
    async insertForUsers(userIds: readonly string[], notification: NewNotification): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insert(notifications)
        .values(userIds.map((userId) => ({ ...notification, id: randomUUID(), userId })))
        .onConflictDoNothing({ target: [notifications.userId, notifications.eventId] });
    },

    /** A keyset page of the user's notifications, newest first. Fetches `limit + 1`. */
    async list(
      userId: string,
      scope: ViewScope,
      filters: NotificationFilters,
      cursor: { at: string; id: string } | null,
      limit: number,
    ): Promise<NotificationRow[]> {
      const conditions: SQL[] = [ownAndVisible(userId, scope)];
      if (filters.type) conditions.push(eq(notifications.type, filters.type));
      if (filters.unread) conditions.push(isNull(notifications.readAt));
      if (cursor) {
        conditions.push(
          sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
        );
      }
      const rows = await db
        .select({
          row: notifications,
          candidateName: verifications.candidateName,
          cursorAt: sql<string>`${notifications.createdAt}::text`,
        })
        .from(notifications)
        .innerJoin(verifications, eq(verifications.id, notifications.verificationId))
        .where(and(...conditions))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1);
      return rows.map(({ row, candidateName, cursorAt }) => ({ ...row, candidateName, cursorAt }));
    },

    countUnread,

    /** Marks one of the user's visible notifications read; undefined when it is not theirs to see. */
    async markRead(
      userId: string,
      scope: ViewScope,
      id: string,
      at: Date,
    ): Promise<{ marked: number } | undefined> {
      const [found] = await db
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .innerJoin(verifications, eq(verifications.id, notifications.verificationId))
        .where(and(ownAndVisible(userId, scope), eq(notifications.id, id)))
        .limit(1);
      if (!found) return undefined;
      if (found.readAt) return { marked: 0 };
      const updated = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return { marked: updated.length };
    },

    /** Marks every unread notification the user may see read. */
    async markAllRead(userId: string, scope: ViewScope, at: Date): Promise<number> {
      const visibleUnread = db
        .select({ id: notifications.id })
        .from(notifications)
        .innerJoin(verifications, eq(verifications.id, notifications.verificationId))
        .where(and(ownAndVisible(userId, scope), isNull(notifications.readAt)));
      const updated = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(inArray(notifications.id, visibleUnread), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return updated.length;
    },
  };
}
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
