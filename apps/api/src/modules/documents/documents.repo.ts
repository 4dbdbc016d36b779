import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema.js';

export type DocumentRow = typeof documents.$inferSelect;

export function createDocumentsRepo(db: Db) {
  // Read with every page of the verifications list: prepared once, then only bound.
  const ofVerifications = db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.organisationId, sql.placeholder('organisationId')),
        sql`${documents.verificationId} = any(${sql.placeholder('verificationIds')}::uuid[])`,
      ),
    )
    .orderBy(asc(documents.uploadedAt), asc(documents.id))
    .prepare('documents_of_verifications');

  return {
    async insert(tx: Db, values: typeof documents.$inferInsert): Promise<DocumentRow> {
      const [row] = await tx.insert(documents).values(values).returning();
      if (!row) throw new Error('document insert returned no row');
      return row;
    },

    async countForVerification(organisationId: string, verificationId: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(documents)
        .where(
          and(eq(documents.organisationId, organisationId), eq(documents.verificationId, verificationId)),
        );
      return row?.n ?? 0;
    },

    /** The documents of one verification of an organisation, oldest first. */
    listForVerification(organisationId: string, verificationId: string, tx: Db = db): Promise<DocumentRow[]> {
      return tx
        .select()
        .from(documents)
        .where(
          and(eq(documents.organisationId, organisationId), eq(documents.verificationId, verificationId)),
        )
        .orderBy(asc(documents.uploadedAt), asc(documents.id));
    },

    listForVerifications(organisationId: string, verificationIds: readonly string[]): Promise<DocumentRow[]> {
      if (verificationIds.length === 0) return Promise.resolve([]);
      return ofVerifications.execute({ organisationId, verificationIds: [...verificationIds] });
    },

    async find(
      organisationId: string,
      verificationId: string,
      documentId: string,
      tx: Db = db,
    ): Promise<DocumentRow | undefined> {
      const [row] = await tx
        .select()
        .from(documents)
        .where(
          and(
            eq(documents.organisationId, organisationId),
            eq(documents.verificationId, verificationId),
            eq(documents.id, documentId),
          ),
        )
        .limit(1);
      return row;
    },

    /** The verification a document belongs to, within one organisation. */
    async verificationIdOf(organisationId: string, documentId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ verificationId: documents.verificationId })
        .from(documents)
        .where(and(eq(documents.organisationId, organisationId), eq(documents.id, documentId)))
        .limit(1);
      return row?.verificationId;
    },

    async delete(tx: Db, organisationId: string, documentId: string): Promise<void> {
      await tx
        .delete(documents)
        .where(and(eq(documents.organisationId, organisationId), eq(documents.id, documentId)));
    },

    /** Of these storage keys, those a row refers to (the orphan sweep spans every organisation). */
    async referencedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: documents.storageKey })
        .from(documents)
        .where(inArray(documents.storageKey, [...keys]));
      return new Set(rows.map((r) => r.key));
    },

    /** Every row with its storage key (used to check that no row points at a missing file). */
    listAllKeys(): Promise<{ id: string; storageKey: string }[]> {
      return db.select({ id: documents.id, storageKey: documents.storageKey }).from(documents);
    },
  };
}
export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
