import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { documentFacts, documents } from '../../../db/schema.js';
import type { ExtractedFacts } from './facts.js';

export type StoredFacts = typeof documentFacts.$inferSelect;

/** What extraction needs of a stored document. */
export type DocumentToRead = {
  id: string;
  organisationId: string;
  storageKey: string;
  contentType: string;
};

const toRead = {
  id: documents.id,
  organisationId: documents.organisationId,
  storageKey: documents.storageKey,
  contentType: documents.contentType,
};

/** The cached extraction results of documents (`document_facts`), scoped by organisation. */
export function createDocumentFactsRepo(db: Db) {
  return {
    async factsOf(organisationId: string, documentIds: readonly string[]): Promise<StoredFacts[]> {
      if (documentIds.length === 0) return [];
      return db
        .select()
        .from(documentFacts)
        .where(
          and(
            eq(documentFacts.organisationId, organisationId),
            inArray(documentFacts.documentId, [...documentIds]),
          ),
        );
    },

    /** A document by id alone: the extraction job's payload carries nothing else. */
    async document(documentId: string): Promise<DocumentToRead | undefined> {
      const [row] = await db.select(toRead).from(documents).where(eq(documents.id, documentId)).limit(1);
      return row;
    },

    async documents(organisationId: string, documentIds: readonly string[]): Promise<DocumentToRead[]> {
      if (documentIds.length === 0) return [];
      return db
        .select(toRead)
        .from(documents)
        .where(and(eq(documents.organisationId, organisationId), inArray(documents.id, [...documentIds])));
    },

    /**
     * Stores (or replaces) a document's facts. A document deleted meanwhile has no row to attach
     * them to: nothing is stored and the answer is false.
     */
    async save(
      document: Pick<DocumentToRead, 'id' | 'organisationId'>,
      facts: ExtractedFacts,
      values: { extractorVersion: number; extractedAt: Date },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The document row is locked against deletion until the facts are written.
        const [exists] = await tx
          .select({ id: documents.id })
          .from(documents)
          .where(and(eq(documents.id, document.id), eq(documents.organisationId, document.organisationId)))
          .for('share');
        if (!exists) return false;
        const row = { ...facts, layout: facts.layout ?? null, ...values };
        await tx
          .insert(documentFacts)
          .values({ documentId: document.id, organisationId: document.organisationId, ...row })
          .onConflictDoUpdate({ target: documentFacts.documentId, set: row });
        return true;
      });
    },
  };
}
export type DocumentFactsRepo = ReturnType<typeof createDocumentFactsRepo>;
