import { and, asc, eq, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import { CANDIDATE_EDITABLE_STATUSES, DEFAULT_SETTINGS } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { candidateReminders, organisationSettings, organisations, verifications } from '../../db/schema.js';

export type ReminderRow = typeof candidateReminders.$inferSelect;

/** Statuses of a candidate who has not submitted yet. */
const WAITING = CANDIDATE_EDITABLE_STATUSES;

export function createRemindersRepo(db: Db) {
  const sentCount = sql<number>`(select count(*)::int from ${candidateReminders} where ${candidateReminders.verificationId} = ${verifications.id})`;
  const lastSentAt = sql`(select max(${candidateReminders.createdAt}) from ${candidateReminders} where ${candidateReminders.verificationId} = ${verifications.id})`;

  return {
    /**
     * Verifications that are due a reminder at `now`: never submitted, link valid, reminders on
     * for the organisation, fewer than `max` sent, and the last email (invitation or reminder) at
     * least `intervalMs` ago.
     */
    async findDue(now: Date, options: { max: number; intervalMs: number; limit: number }) {
      const cutoff = new Date(now.getTime() - options.intervalMs);
      return db
        .select({ id: verifications.id, organisationId: verifications.organisationId })
        .from(verifications)
        .leftJoin(organisationSettings, eq(organisationSettings.organisationId, verifications.organisationId))
        .where(
          and(
            inArray(verifications.status, WAITING),
            isNull(verifications.submittedAt),
            isNull(verifications.tokenRevokedAt),
            sql`${verifications.tokenExpiresAt} > ${now.toISOString()}::timestamptz`,
            sql`coalesce(${organisationSettings.remindersEnabled}, ${DEFAULT_SETTINGS.remindersEnabled})`,
            sql`${sentCount} < ${options.max}`,
            sql`greatest(${verifications.invitationSentAt}, ${lastSentAt}) <= ${cutoff.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(verifications.invitationSentAt), asc(verifications.id))
        .limit(options.limit);
    },

    /** Locks the verification for the decision and reads what the decision needs. */
    async lockForDecision(tx: Db, organisationId: string, verificationId: string) {
      const [row] = await tx
        .select({
          verification: verifications,
          organisationName: organisations.name,
          remindersEnabled: sql<boolean>`coalesce(${organisationSettings.remindersEnabled}, true)`,
        })
        .from(verifications)
        .innerJoin(organisations, eq(organisations.id, verifications.organisationId))
        .leftJoin(organisationSettings, eq(organisationSettings.organisationId, verifications.organisationId))
        .where(and(eq(verifications.organisationId, organisationId), eq(verifications.id, verificationId)))
        .for('update', { of: verifications })
        .limit(1);
      if (!row) return undefined;
      const [sent] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          last: max(candidateReminders.createdAt),
        })
        .from(candidateReminders)
        .where(eq(candidateReminders.verificationId, verificationId));
      return {
        ...row,
        sentCount: sent?.count ?? 0,
        lastSentAt: sent?.last ?? null,
      };
    },

    async insert(tx: Db, values: typeof candidateReminders.$inferInsert): Promise<void> {
      await tx.insert(candidateReminders).values(values);
    },

    /** Reminders decided but not yet confirmed delivered (a crash, an SMTP failure). */
    listUndelivered(maxAttempts: number, limit: number): Promise<ReminderRow[]> {
      return db
        .select()
        .from(candidateReminders)
        .where(and(isNull(candidateReminders.deliveredAt), lt(candidateReminders.attempts, maxAttempts)))
        .orderBy(asc(candidateReminders.createdAt))
        .limit(limit);
    },

    async markDelivered(id: string, at: Date): Promise<void> {
      await db
        .update(candidateReminders)
        .set({ deliveredAt: at, attempts: sql`${candidateReminders.attempts} + 1`, lastError: null })
        .where(eq(candidateReminders.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(candidateReminders)
        .set({ attempts: sql`${candidateReminders.attempts} + 1`, lastError: error })
        .where(eq(candidateReminders.id, id));
    },
  };
}
export type RemindersRepo = ReturnType<typeof createRemindersRepo>;
