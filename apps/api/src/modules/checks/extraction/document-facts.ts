import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { loggableError } from '../../../lib/logger.js';
import type { Storage } from '../../../lib/storage.js';
import type { DocumentFacts as CheckDocumentFacts } from '../check.js';
import { extractDocument, type ExtractDeps } from './extract.js';
import {
  EXTRACTION_LIMITS,
  EXTRACTOR_VERSION,
  storableFacts,
  unreadableFacts,
  type ExtractedFacts,
} from './facts.js';
import { createDocumentFactsRepo, type DocumentToRead, type StoredFacts } from './document-facts.repo.js';

/**
 * The cache of extraction results (`document_facts`): facts are extracted once per document and
 * extractor version, by the `document-facts-extract` job soon after an upload and, for whatever
 * is missing or stale when checks run, by the run itself. Never on a request.
 */

export type DocumentFactsDeps = {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  now: () => Date;
} & ExtractDeps;

/** Facts of a document that was not read before the run had to go on. */
export const NOT_READ_IN_TIME = 'The document was not read within the processing time.';

const fresh = (row: StoredFacts | undefined): row is StoredFacts =>
  row?.extractorVersion === EXTRACTOR_VERSION;

const factsOfRow = (row: StoredFacts): ExtractedFacts => ({
  text: row.text,
  ocrConfidence: row.ocrConfidence,
  metadata: row.metadata,
  pages: row.pages,
  error: row.error,
  layout: row.layout,
});

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await storage.get(key)) {
    const piece = chunk as Buffer;
    size += piece.length;
    if (size > EXTRACTION_LIMITS.maxBytes) return null;
    chunks.push(piece);
  }
  return Buffer.concat(chunks, size);
}

export function createDocumentFactsStore(deps: DocumentFactsDeps) {
  const repo = createDocumentFactsRepo(deps.db);
  /** One extraction per document at a time in this process (the job and a run may both ask). */
  const inFlight = new Map<string, Promise<ExtractedFacts>>();

  async function extractAndSave(document: DocumentToRead): Promise<ExtractedFacts> {
    let facts: ExtractedFacts;
    try {
      const bytes = await readAll(deps.storage, document.storageKey);
      facts = bytes
        ? await extractDocument(bytes, document.contentType, deps)
        : unreadableFacts('The file is too large to read.');
    } catch (error) {
      // The stored file is missing or fails its integrity check: nothing of it can be read.
      deps.log.warn(
        { err: loggableError(error), documentId: document.id },
        'a stored document could not be opened',
      );
      facts = unreadableFacts('The stored file could not be opened.');
    }
    facts = storableFacts(facts);
    await repo.save(document, facts, { extractorVersion: EXTRACTOR_VERSION, extractedAt: deps.now() });
    if (facts.error)
      deps.log.info({ documentId: document.id, reason: facts.error }, 'a document could not be read');
    return facts;
  }

  function extract(document: DocumentToRead): Promise<ExtractedFacts> {
    const running = inFlight.get(document.id);
    if (running) return running;
    const started = extractAndSave(document)
      .catch((error: unknown) => {
        // The facts could not be stored (the database went away): answered, not cached.
        deps.log.error(
          { err: loggableError(error), documentId: document.id },
          'document facts were not stored',
        );
        return unreadableFacts('The document could not be read.');
      })
      .finally(() => inFlight.delete(document.id));
    inFlight.set(document.id, started);
    return started;
  }

  return {
    /** The job: extracts one document unless its facts are current. Safe to run twice. */
    async extractById(documentId: string): Promise<'extracted' | 'current' | 'gone'> {
      const document = await repo.document(documentId);
      if (!document) return 'gone';
      const [stored] = await repo.factsOf(document.organisationId, [documentId]);
      if (fresh(stored)) return 'current';
      await extract(document);
      return 'extracted';
    },

    /**
     * The facts of a run's documents. With `extractUntil` (epoch ms), missing or stale ones are
     * extracted one after another until then (`afterEach` after each, to renew the run's lease); a
     * document not read by then is answered as not read in time, and its extraction goes on in
     * the background. Without it, only stored facts are answered.
     */
    async forRun(
      organisationId: string,
      documentIds: readonly string[],
      options: { extractUntil: number | null; afterEach?: () => Promise<void> },
    ): Promise<Map<string, ExtractedFacts>> {
      const stored = new Map(
        (await repo.factsOf(organisationId, documentIds)).map((row) => [row.documentId, row]),
      );
      const answer = new Map<string, ExtractedFacts>();
      for (const [id, row] of stored) if (fresh(row)) answer.set(id, factsOfRow(row));
      const missing = documentIds.filter((id) => !answer.has(id));
      if (options.extractUntil === null || missing.length === 0) return answer;
      for (const document of await repo.documents(organisationId, missing)) {
        const left = options.extractUntil - deps.now().getTime();
        let timer: NodeJS.Timeout | undefined;
        const facts =
          left <= 0
            ? null
            : await Promise.race([
                extract(document),
                new Promise<null>((resolve) => {
                  timer = setTimeout(() => {
                    resolve(null);
                  }, left);
                }),
              ]).finally(() => {
                clearTimeout(timer);
              });
        answer.set(document.id, facts ?? unreadableFacts(NOT_READ_IN_TIME));
        await options.afterEach?.();
      }
      return answer;
    },
  };
}
export type DocumentFactsStore = ReturnType<typeof createDocumentFactsStore>;

/** A run's document as the checks see it: its row and its facts (none when not extracted). */
export function documentFactsOf(
  document: {
    id: string;
    fileName: string;
    contentType: string;
    sha256: string;
    documentType: CheckDocumentFacts['documentType'];
  },
  facts: ExtractedFacts | undefined,
): CheckDocumentFacts {
  return {
    id: document.id,
    fileName: document.fileName,
    mimeType: document.contentType,
    sha256: document.sha256,
    documentType: document.documentType,
    text: facts?.text ?? null,
    ocrConfidence: facts?.ocrConfidence ?? null,
    metadata: facts?.metadata ?? {},
    pages: facts?.pages ?? null,
    layout: facts?.layout ?? null,
    extractionError: facts?.error ?? null,
  };
}
