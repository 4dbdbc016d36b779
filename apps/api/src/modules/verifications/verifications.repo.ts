import { and, count, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { VerificationStatus } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { verifications } from '../../db/schema.js';

export type VerificationRow = typeof verifications.$inferSelect;

/**
 * Which verifications of an organisation a member may see (SPEC §6 view permissions): all of
 * them, those of their department (and their own), or only those they invited.
 */
export type ViewScope =
  | { organisationId: string; kind: 'organisation' }
  | { organisationId: string; kind: 'department'; department: string | null; userId: string }
  | { organisationId: string; kind: 'own'; userId: string };

function scopeCondition(scope: ViewScope): SQL | undefined {
  const inOrganisation = eq(verifications.organisationId, scope.organisationId);
  switch (scope.kind) {
    case 'organisation':
      return inOrganisation;
    case 'department':
      return and(
        inOrganisation,
        scope.department === null
          ? eq(verifications.invitedByUserId, scope.userId)
          : or(
              eq(verifications.department, scope.department),
              eq(verifications.invitedByUserId, scope.userId),
            ),
      );
    case 'own':
      return and(inOrganisation, eq(verifications.invitedByUserId, scope.userId));
  }
}

export type ListCursor = { updatedAt: string; id: string };

export function createVerificationsRepo(db: Db) {
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
        .where(eq(verifications.organisationId, organisationId));
      return row?.n ?? 0;
    },

    async deleteInOrganisation(organisationId: string, id: string): Promise<void> {
      await db
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

    /** Keyset page, newest activity first: `(updated_at, id) < cursor`. Fetches `limit + 1` rows. */
    async listVisible(
      scope: ViewScope,
      options: { status?: VerificationStatus; cursor?: ListCursor; limit: number },
    ): Promise<(VerificationRow & { cursorUpdatedAt: string })[]> {
      const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
      if (options.status) conditions.push(eq(verifications.status, options.status));
      if (options.cursor) {
        conditions.push(
          sql`(${verifications.updatedAt}, ${verifications.id}) < (${options.cursor.updatedAt}::timestamptz, ${options.cursor.id}::uuid)`,
        );
      }
      // The cursor carries the exact database value of the sort key (microseconds), so a page
      // boundary never skips or repeats a row.
      return db
        .select({
          ...getTableColumns(verifications),
          cursorUpdatedAt: sql<string>`${verifications.updatedAt}::text`,
        })
        .from(verifications)
        .where(and(...conditions))
        .orderBy(desc(verifications.updatedAt), desc(verifications.id))
        .limit(options.limit + 1);
    },

    findByTokenHash(tokenHash: string): Promise<VerificationRow | undefined> {
      return db.query.verifications.findFirst({ where: eq(verifications.tokenHash, tokenHash) });
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
