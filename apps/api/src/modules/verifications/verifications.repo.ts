import { and, asc, count, desc, eq, getTableColumns, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { type VerificationStatus } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { candidateLinkTokens, verifications } from '../../db/schema.js';
import { verificationScopeCondition, type ViewScope } from '../../db/visibility.js';
import { createListQueries, type ListCursor } from './verification-list-query.js';

export type { ListCursor };

export type { ViewScope } from '../../db/visibility.js';

export type VerificationRow = typeof verifications.$inferSelect;

const scopeCondition = verificationScopeCondition;

/** The verifications of an organisation about one candidate (by email, any case). */
export function ownVerificationsCondition(organisationId: string, email: string): SQL {
  return and(
    eq(verifications.organisationId, organisationId),
    sql`lower(${verifications.candidateEmail}) = ${email.toLowerCase()}`,
  ) as SQL;
}

export function createVerificationsRepo(db: Db) {
  const lists = createListQueries(db);

  return {
    async insert(tx: Db, values: typeof verifications.$inferInsert): Promise<VerificationRow> {
      const [row] = await tx.insert(verifications).values(values).returning();
      if (!row) throw new Error('verification insert returned no row');
      return row;
    },

    /** Serialises invitations of one organisation (the free-trial count) until the transaction ends. */
    async lockOrganisationInvitations(tx: Db, organisationId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitations:${organisationId}`}))`);
    },

    async countInOrganisation(tx: Db, organisationId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(verifications)
        // Sample rows (the demo organisation's) are not usage.
        .where(and(eq(verifications.organisationId, organisationId), eq(verifications.isSample, false)));
      return row?.n ?? 0;
    },

    async deleteInOrganisation(tx: Db, organisationId: string, id: string): Promise<void> {
      await tx
        .delete(verifications)
        .where(and(eq(verifications.organisationId, organisationId), eq(verifications.id, id)));
    },

    /** One verification the scope may see, or undefined (also for another organisation's). */
    async findVisible(scope: ViewScope, id: string, tx: Db = db): Promise<VerificationRow | undefined> {
      const [row] = await tx
        .select()
        .from(verifications)
        .where(and(scopeCondition(scope), eq(verifications.id, id)))
        .limit(1);
      return row;
    },

    /** One keyset page of the verifications the scope sees (verification-list-query.ts). */
    listVisible: (...args: Parameters<typeof lists.listVisible>) => lists.listVisible(...args),

    /** How many visible verifications are in each status. */
    async countByStatus(scope: ViewScope): Promise<{ status: VerificationStatus; n: number }[]> {
      return db
        .select({ status: verifications.status, n: sql<number>`count(*)::int` })
        .from(verifications)
        .where(scopeCondition(scope))
        .groupBy(verifications.status);
    },

    /** The verifications of an organisation about one candidate (by email, any case), newest first. */
    async listForCandidateEmail(
      organisationId: string,
      email: string,
      limit: number,
    ): Promise<VerificationRow[]> {
      return db
        .select()
        .from(verifications)
        .where(
          and(
            eq(verifications.organisationId, organisationId),
            sql`lower(${verifications.candidateEmail}) = ${email.toLowerCase()}`,
          ),
        )
        .orderBy(desc(verifications.createdAt), desc(verifications.id))
        .limit(limit);
    },

    /** One verification of an organisation about one candidate (by email, any case). */
    async findForCandidateEmail(
      organisationId: string,
      email: string,
      id: string,
    ): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(verifications)
        .where(
          and(
            eq(verifications.organisationId, organisationId),
            eq(verifications.id, id),
            sql`lower(${verifications.candidateEmail}) = ${email.toLowerCase()}`,
          ),
        )
        .limit(1);
      return row;
    },

    /** The most recently created visible verifications. */
    async listRecentlyCreated(scope: ViewScope, limit: number): Promise<VerificationRow[]> {
      return db
        .select()
        .from(verifications)
        .where(scopeCondition(scope))
        .orderBy(desc(verifications.createdAt), desc(verifications.id))
        .limit(limit);
    },

    /** One batch of the export, oldest first: `(created_at, id) > after`. */
    async listForExport(
      scope: ViewScope,
      after: ListCursor | null,
      limit: number,
    ): Promise<(VerificationRow & { cursorAt: string })[]> {
      return db
        .select({
          ...getTableColumns(verifications),
          cursorAt: sql<string>`${verifications.createdAt}::text`,
        })
        .from(verifications)
        .where(
          and(
            scopeCondition(scope),
            after?.at
              ? sql`(${verifications.createdAt}, ${verifications.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(verifications.createdAt), asc(verifications.id))
        .limit(limit);
    },

    /** Figures of the analytics page, computed by the database over the visible verifications. */
    async analytics(scope: ViewScope, weeksFrom: Date) {
      const where = scopeCondition(scope);
      const durations = (from: SQL, to: SQL, extra: SQL) =>
        db
          .select({
            n: sql<number>`count(*)::int`,
            p50: sql<
              number | null
            >`(percentile_cont(0.5) within group (order by extract(epoch from (${to} - ${from})) * 1000))::float8`,
            p90: sql<
              number | null
            >`(percentile_cont(0.9) within group (order by extract(epoch from (${to} - ${from})) * 1000))::float8`,
            mean: sql<number | null>`(avg(extract(epoch from (${to} - ${from})) * 1000))::float8`,
          })
          .from(verifications)
          .where(and(where, extra));
      const [byType, perWeek, toSubmission, toDecision] = await Promise.all([
        db
          .select({ type: verifications.type, n: sql<number>`count(*)::int` })
          .from(verifications)
          .where(where)
          .groupBy(verifications.type)
          .orderBy(sql`count(*) desc`, asc(verifications.type)),
        db
          .select({
            week: sql<string>`to_char(date_trunc('week', ${verifications.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
            n: sql<number>`count(*)::int`,
          })
          .from(verifications)
          .where(and(where, gte(verifications.createdAt, weeksFrom)))
          .groupBy(sql`1`),
        durations(
          sql`${verifications.createdAt}`,
          sql`${verifications.submittedAt}`,
          isNotNull(verifications.submittedAt),
        ),
        durations(
          sql`${verifications.submittedAt}`,
          sql`${verifications.decidedAt}`,
          and(
            isNotNull(verifications.submittedAt),
            isNotNull(verifications.decidedAt),
            sql`${verifications.status} in ('COMPLETED', 'FAILED')`,
          ) as SQL,
        ),
      ]);
      return { byType, perWeek, toSubmission: toSubmission[0], toDecision: toDecision[0] };
    },

    /** The verification behind a candidate link's token hash (any of its links). */
    async findByTokenHash(tokenHash: string): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select(getTableColumns(verifications))
        .from(candidateLinkTokens)
        .innerJoin(verifications, eq(verifications.id, candidateLinkTokens.verificationId))
        .where(eq(candidateLinkTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Adds one candidate link (its hash) to a verification. */
    async addLinkToken(
      tx: Db,
      values: {
        id: string;
        organisationId: string;
        verificationId: string;
        tokenHash: string;
        createdAt: Date;
      },
    ): Promise<void> {
      await tx.insert(candidateLinkTokens).values(values);
    },

    /** Removes one candidate link (an email that carried it was never sent). */
    async deleteLinkToken(tx: Db, organisationId: string, tokenHash: string): Promise<void> {
      await tx
        .delete(candidateLinkTokens)
        .where(
          and(
            eq(candidateLinkTokens.organisationId, organisationId),
            eq(candidateLinkTokens.tokenHash, tokenHash),
          ),
        );
    },

    /** Removes every candidate link of a verification (revocation): none of them opens it again. */
    async deleteLinkTokens(tx: Db, organisationId: string, verificationId: string): Promise<void> {
      await tx
        .delete(candidateLinkTokens)
        .where(
          and(
            eq(candidateLinkTokens.organisationId, organisationId),
            eq(candidateLinkTokens.verificationId, verificationId),
          ),
        );
    },

    /** Locks one verification row that matches a reach condition (the lifecycle's one lock). */
    async lockWhere(tx: Db, reach: SQL, id: string): Promise<VerificationRow | undefined> {
      const [row] = await tx
        .select()
        .from(verifications)
        .where(and(reach, eq(verifications.id, id)))
        .for('update')
        .limit(1);
      return row;
    },

    /**
     * Who may see a verification now (realtime): its organisation, department and inviter; and
     * the candidate's name, which the notifications name.
     */
    async findAudience(
      organisationId: string,
      id: string,
    ): Promise<
      | {
          organisationId: string;
          department: string | null;
          invitedByUserId: string | null;
          candidateName: string;
        }
      | undefined
    > {
      const [row] = await db
        .select({
          organisationId: verifications.organisationId,
          department: verifications.department,
          invitedByUserId: verifications.invitedByUserId,
          candidateName: verifications.candidateName,
        })
        .from(verifications)
        .where(and(eq(verifications.organisationId, organisationId), eq(verifications.id, id)))
        .limit(1);
      return row;
    },

    /** Locks one verification row until the transaction ends (submission, uploads, drafts). */
    async lockById(tx: Db, organisationId: string, id: string): Promise<VerificationRow | undefined> {
      const [row] = await tx
        .select()
        .from(verifications)
        .where(and(eq(verifications.organisationId, organisationId), eq(verifications.id, id)))
        .for('update')
        .limit(1);
      return row;
    },

    async update(
      tx: Db,
      organisationId: string,
      id: string,
      values: Partial<Omit<typeof verifications.$inferInsert, 'id' | 'organisationId'>> & { updatedAt: Date },
    ): Promise<VerificationRow> {
      const [row] = await tx
        .update(verifications)
        .set(values)
        .where(and(eq(verifications.organisationId, organisationId), eq(verifications.id, id)))
        .returning();
      if (!row) throw new Error('verification update matched no row');
      return row;
    },
  };
}
export type VerificationsRepo = ReturnType<typeof createVerificationsRepo>;
