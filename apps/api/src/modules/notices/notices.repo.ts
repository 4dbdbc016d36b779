import { and, count, eq, inArray } from 'drizzle-orm';
import { DEFAULT_SETTINGS, INFO_REQUEST_STATUSES } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import {
  memberships,
  organisationSettings,
  organisations,
  sentNotices,
  users,
  verifications,
} from '../../db/schema.js';

export function createNoticesRepo(db: Db) {
  return {
    /** The two settings notices follow, with their defaults when never saved. */
    async settings(organisationId: string, tx: Db = db) {
      const [row] = await tx
        .select({
          name: organisations.name,
          emailNotifications: organisationSettings.emailNotifications,
          alertThreshold: organisationSettings.alertThreshold,
        })
        .from(organisations)
        .leftJoin(organisationSettings, eq(organisationSettings.organisationId, organisations.id))
        .where(eq(organisations.id, organisationId));
      if (!row) return null;
      return {
        organisationName: row.name,
        emailNotifications: row.emailNotifications ?? DEFAULT_SETTINGS.emailNotifications,
        alertThreshold: row.alertThreshold ?? DEFAULT_SETTINGS.alertThreshold,
      };
    },

    async verification(organisationId: string, verificationId: string) {
      const [row] = await db
        .select({
          id: verifications.id,
          organisationId: verifications.organisationId,
          candidateName: verifications.candidateName,
          candidateEmail: verifications.candidateEmail,
          department: verifications.department,
          invitedByUserId: verifications.invitedByUserId,
        })
        .from(verifications)
        .where(and(eq(verifications.organisationId, organisationId), eq(verifications.id, verificationId)));
      return row ?? null;
    },

    /** The organisation's active members, with what notices need of them. */
    activeMembers(organisationId: string, tx: Db = db) {
      return tx
        .select({
          userId: users.id,
          email: users.email,
          role: memberships.role,
          department: memberships.department,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.organisationId, organisationId), eq(memberships.status, 'active')));
    },

    /** Submissions waiting for a reviewer: submitted, not decided, not reopened to the candidate. */
    async waitingForReview(tx: Db, organisationId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(verifications)
        .where(
          and(
            eq(verifications.organisationId, organisationId),
            inArray(verifications.status, [...INFO_REQUEST_STATUSES]),
          ),
        );
      return row?.n ?? 0;
    },

    /** Disarms the review alert; true only for the one caller that found it armed. */
    async disarmReviewAlert(tx: Db, organisationId: string): Promise<boolean> {
      const rows = await tx
        .update(organisations)
        .set({ reviewAlertArmed: false })
        .where(and(eq(organisations.id, organisationId), eq(organisations.reviewAlertArmed, true)))
        .returning({ id: organisations.id });
      return rows.length > 0;
    },

    async armReviewAlert(tx: Db, organisationId: string): Promise<void> {
      await tx
        .update(organisations)
        .set({ reviewAlertArmed: true })
        .where(and(eq(organisations.id, organisationId), eq(organisations.reviewAlertArmed, false)));
    },

    /** Claims the notice of an event for a recipient; false when it was already sent. */
    async claimNotice(tx: Db, eventId: string, recipient: string): Promise<boolean> {
      const rows = await tx
        .insert(sentNotices)
        .values({ eventId, recipient })
        .onConflictDoNothing()
        .returning({ eventId: sentNotices.eventId });
      return rows.length > 0;
    },
  };
}
export type NoticesRepo = ReturnType<typeof createNoticesRepo>;
