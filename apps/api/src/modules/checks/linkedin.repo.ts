import { and, asc, count, desc, eq, ilike, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, verifications } from '../../db/schema.js';
import { verificationScopeCondition, type ViewScope } from '../../db/visibility.js';

/** The verifications with a LinkedIn profile PDF, and one verification's LinkedIn documents. */

/** At most this many verifications are listed; the search narrows them. */
export const LINKEDIN_LIST_LIMIT = 50;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createLinkedinRepo(db: Db) {
  return {
    /** Visible verifications that have a LINKEDIN document, latest upload first; by candidate name when searched. */
    async withProfiles(scope: ViewScope, search: string | null) {
      const conditions: SQL[] = [
        verificationScopeCondition(scope),
        eq(documents.documentType, 'LINKEDIN'),
        eq(documents.organisationId, scope.organisationId),
      ];
      if (search) conditions.push(ilike(verifications.candidateName, `%${escapeLike(search)}%`));
      return db
        .select({
          id: verifications.id,
          candidateName: verifications.candidateName,
          status: verifications.status,
          documents: count(documents.id),
          lastUploadedAt: max(documents.uploadedAt),
        })
        .from(documents)
        .innerJoin(verifications, eq(verifications.id, documents.verificationId))
        .where(and(...conditions))
        .groupBy(verifications.id)
        .orderBy(desc(max(documents.uploadedAt)))
        .limit(LINKEDIN_LIST_LIMIT);
    },

    /** A verification's LinkedIn documents, in upload order. */
    async documentsOf(organisationId: string, verificationId: string) {
      return db
        .select({
          id: documents.id,
          fileName: documents.fileName,
          contentType: documents.contentType,
          sha256: documents.sha256,
          documentType: documents.documentType,
          uploadedAt: documents.uploadedAt,
        })
        .from(documents)
        .where(
          and(
            eq(documents.organisationId, organisationId),
            eq(documents.verificationId, verificationId),
            eq(documents.documentType, 'LINKEDIN'),
          ),
        )
        .orderBy(asc(documents.uploadedAt), asc(documents.id));
    },
  };
}
export type LinkedinRepo = ReturnType<typeof createLinkedinRepo>;
