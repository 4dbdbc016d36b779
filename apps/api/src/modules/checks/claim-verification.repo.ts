import { and, eq } from 'drizzle-orm';
import type { ClaimSection } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { claimVerifications, documents, users } from '../../db/schema.js';

export type ClaimVerificationRow = typeof claimVerifications.$inferSelect;

/** A person's verification of a claim, with the verifier's name and the document's file name. */
export type ClaimVerificationView = ClaimVerificationRow & {
  verifierName: string | null;
  documentFileName: string | null;
};

/** Claims verified by a person against a primary source (part of the checks' repository). */
export function createClaimVerificationsRepo(db: Db) {
  return {
    /** The claims of a verification that a person verified, with who and which document. */
    async claimVerifications(
      organisationId: string,
      verificationId: string,
      tx: Db = db,
    ): Promise<ClaimVerificationView[]> {
      const rows = await tx
        .select({
          claim: claimVerifications,
          verifierName: users.name,
          documentFileName: documents.fileName,
        })
        .from(claimVerifications)
        .leftJoin(users, eq(users.id, claimVerifications.verifiedByUserId))
        .leftJoin(documents, eq(documents.id, claimVerifications.documentId))
        .where(
          and(
            eq(claimVerifications.organisationId, organisationId),
            eq(claimVerifications.verificationId, verificationId),
          ),
        )
        .orderBy(claimVerifications.section, claimVerifications.entryIndex);
      return rows.map((row) => ({
        ...row.claim,
        verifierName: row.verifierName,
        documentFileName: row.documentFileName,
      }));
    },

    /**
     * Records a person's verification of a claim, replacing an earlier one of the same claim (which
     * keeps its id): answers the row's id and whether it replaced one.
     */
    async saveClaimVerification(
      tx: Db,
      values: typeof claimVerifications.$inferInsert & { id: string },
    ): Promise<{ id: string; replaced: boolean }> {
      const { id: _id, organisationId: _organisationId, ...changes } = values;
      const [row] = await tx
        .insert(claimVerifications)
        .values(values)
        .onConflictDoUpdate({
          target: [
            claimVerifications.verificationId,
            claimVerifications.section,
            claimVerifications.entryIndex,
          ],
          set: changes,
        })
        .returning({ id: claimVerifications.id });
      if (!row) throw new Error('claim verification upsert returned no row');
      return { id: row.id, replaced: row.id !== values.id };
    },

    /** Withdraws a person's verification of a claim: answers its id, or undefined when there was none. */
    async deleteClaimVerification(
      tx: Db,
      organisationId: string,
      verificationId: string,
      section: ClaimSection,
      entryIndex: number,
    ): Promise<string | undefined> {
      const [deleted] = await tx
        .delete(claimVerifications)
        .where(
          and(
            eq(claimVerifications.organisationId, organisationId),
            eq(claimVerifications.verificationId, verificationId),
            eq(claimVerifications.section, section),
            eq(claimVerifications.entryIndex, entryIndex),
          ),
        )
        .returning({ id: claimVerifications.id });
      return deleted?.id;
    },

    /** Whether the document belongs to this verification (of this organisation). */
    async hasDocument(tx: Db, organisationId: string, verificationId: string, documentId: string) {
      const [row] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.organisationId, organisationId),
            eq(documents.verificationId, verificationId),
            eq(documents.id, documentId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
