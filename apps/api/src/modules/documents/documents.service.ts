import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  archiveTooLargeMessage,
  archiveUnreadableMessage,
  DOCUMENT_LOCKED_MESSAGE,
  EMPTY_FILE_MESSAGE,
  MAX_FILES_PER_VERIFICATION,
  MAX_UPLOAD_BYTES,
  FINAL_STATUSES,
  UPLOAD_PANEL_FILE_TYPE_MESSAGE,
  type Document,
  type DocumentType,
  type UploadDocumentBody,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { authorize, authorizeAny } from '../../lib/actor.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RequestContext } from '../../lib/request-context.js';
import {
  ObjectNotFoundError,
  ObjectTooLargeError,
  type Storage,
  type StoredObject,
} from '../../lib/storage.js';
import type { UserActor } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import {
  alreadyDecided,
  alreadySubmitted,
  candidateLinkNotFound,
  isCandidateEditable,
  type CandidateVerification,
  type VerificationAccess,
} from '../verifications/verification-access.service.js';
import type { DocumentsRepo } from './documents.repo.js';
import {
  decodeBase64Upload,
  documentNotFound,
  toDocument,
  tooLarge,
  tooManyFiles,
  unsupportedType,
} from './document-record.js';
import { ARCHIVE_TAIL_BYTES, checkOfficeArchive, keepTail } from './archive-checks.js';
import { detectFromHead, detectFromStream, readHead, sanitizeFileName, SNIFF_BYTES } from './file-checks.js';

/** Files without a row older than this are orphans (a crash between storing and committing). */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;

export type Upload = {
  /** The name the browser sent; sanitised before it is stored. */
  fileName: string;
  content: AsyncIterable<Uint8Array>;
  documentType: DocumentType;
};

type Deps = {
  db: Db;
  repo: DocumentsRepo;
  access: VerificationAccess;
  storage: Storage;
  audit: AuditService;
  /** Records `document.processed` with each stored upload (and `document.deleted`). */
  events: DomainEvents;
  now: () => Date;
};

/**
 * Candidate documents: type decided from the bytes, stored encrypted and durably before the row
 * is committed, at most 20 per verification, changeable only until the submission.
 */
export function createDocumentsService(deps: Deps) {
  const { db, repo, access, storage, audit, events } = deps;

  /** The verification a candidate token may upload to now, before any of the file is read. */
  async function authoriseUpload(token: string, context: RequestContext): Promise<CandidateVerification> {
    const verification = await access.resolveCandidate(token, context);
    if (!isCandidateEditable(verification.status)) throw alreadySubmitted();
    const stored = await repo.countForVerification(verification.organisationId, verification.id);
    if (stored >= MAX_FILES_PER_VERIFICATION) throw tooManyFiles();
    return verification;
  }

  /** Who is storing a file: the candidate (portal types, editable statuses) or a staff member. */
  type Uploader =
    | { kind: 'candidate' }
    | { kind: 'staff'; userId: string; accepts: readonly string[]; unsupported: () => AppError };

  async function store(
    verification: CandidateVerification,
    upload: Upload,
    context: RequestContext,
    uploader: Uploader = { kind: 'candidate' },
  ): Promise<Document> {
    const refuse = uploader.kind === 'staff' ? uploader.unsupported : unsupportedType;
    const acceptable = (type: { ext: string }) =>
      uploader.kind === 'candidate' || uploader.accepts.includes(type.ext);
    const { head, complete, content, release } = await readHead(upload.content, SNIFF_BYTES);
    if (complete && head.length === 0) throw new AppError('VALIDATION_FAILED', EMPTY_FILE_MESSAGE);
    let detection = await detectFromHead(head, complete);
    if (detection.kind === 'refused' || (detection.kind === 'accepted' && !acceptable(detection.type))) {
      await release();
      throw refuse();
    }

    // A .docx is a zip archive: its end (the central directory) is kept for the expansion check.
    const archive = keepTail(content, ARCHIVE_TAIL_BYTES);
    let stored: StoredObject;
    try {
      stored = await storage.put(archive.content, { maxBytes: MAX_UPLOAD_BYTES });
    } catch (error) {
      if (error instanceof ObjectTooLargeError) throw tooLarge();
      throw error;
    }

    try {
      if (detection.kind === 'undecided') detection = await detectFromStream(await storage.get(stored.key));
      if (detection.kind !== 'accepted' || !acceptable(detection.type)) throw refuse();
      const type = detection.type;
      const fileName = sanitizeFileName(upload.fileName, type);
      if (type.ext === 'docx') {
        const verdict = await checkOfficeArchive(archive.tail(), stored.size, () => storage.get(stored.key));
        if (verdict === 'too-large')
          throw new AppError('PAYLOAD_TOO_LARGE', archiveTooLargeMessage(fileName));
        if (verdict === 'unreadable') {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', archiveUnreadableMessage(fileName));
        }
      }
      const row = await db.transaction(async (tx) => {
        if (uploader.kind === 'staff') await access.lockUndecided(tx, verification);
        else await access.lockEditable(tx, verification);
        if (
          (await repo.countForVerification(verification.organisationId, verification.id, tx)) >=
          MAX_FILES_PER_VERIFICATION
        ) {
          throw tooManyFiles();
        }
        const inserted = await repo.insert(tx, {
          id: randomUUID(),
          organisationId: verification.organisationId,
          verificationId: verification.id,
          storageKey: stored.key,
          fileName,
          contentType: type.mime,
          sizeBytes: stored.size,
          sha256: stored.sha256,
          documentType: upload.documentType,
          uploadedAt: deps.now(),
        });
        await audit.record(
          {
            organisationId: verification.organisationId,
            actor:
              uploader.kind === 'staff'
                ? { type: 'user', id: uploader.userId }
                : { type: 'candidate', verificationId: verification.id },
            action: 'document.uploaded',
            target: { type: 'document', id: inserted.id },
            verificationId: verification.id,
            metadata: { contentType: type.mime, size: stored.size, documentType: upload.documentType },
            context,
          },
          tx,
        );
        const document = toDocument(inserted);
        await events.record(tx, {
          type: 'document.processed',
          organisationId: verification.organisationId,
          aggregateId: verification.id,
          occurredAt: inserted.uploadedAt,
          payload: {
            verificationId: verification.id,
            documentId: document.id,
            documentType: document.documentType,
          },
        });
        return inserted;
      });
      events.wake();
      return toDocument(row);
    } catch (error) {
      await storage.delete(stored.key).catch(() => undefined);
      throw error;
    }
  }

  return {
    /**
     * A streamed upload from the portal (multipart): first `authoriseUpload` with the token, so
     * nothing of the body is read for a bad link, then `uploadForCandidate` with the file.
     */
    authoriseUpload,

    uploadForCandidate(
      verification: CandidateVerification,
      upload: Upload,
      context: RequestContext,
    ): Promise<Document> {
      return store(verification, upload, context);
    },

    /**
     * The document upload panel: a staff member who may see the verification adds a file (panel
     * types pdf, jpg, jpeg, png only) until a person has decided it. Check with
     * `authoriseStaffUpload` before reading the body.
     */
    async authoriseStaffUpload(actor: UserActor, verificationId: string): Promise<CandidateVerification> {
      authorize(actor, 'initiate_verification');
      const row = await access.requireVisible(actor, verificationId);
      if ((FINAL_STATUSES as readonly string[]).includes(row.status)) throw alreadyDecided();
      const stored = await repo.countForVerification(row.organisationId, row.id);
      if (stored >= MAX_FILES_PER_VERIFICATION) throw tooManyFiles();
      return { id: row.id, organisationId: row.organisationId, status: row.status };
    },

    uploadForStaff(
      actor: UserActor,
      verification: CandidateVerification,
      upload: Upload,
      context: RequestContext,
    ): Promise<Document> {
      authorize(actor, 'initiate_verification');
      return store(verification, upload, context, {
        kind: 'staff',
        userId: actor.userId,
        accepts: ['pdf', 'jpg', 'png'],
        unsupported: () => new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_PANEL_FILE_TYPE_MESSAGE),
      });
    },

    /** Call 3 of docs/product.md#api-calls: the file as base64 in JSON. */
    async uploadBase64ForCandidate(
      token: string,
      body: UploadDocumentBody,
      context: RequestContext,
    ): Promise<Document> {
      const verification = await authoriseUpload(token, context);
      if (body.verificationId !== verification.id) throw candidateLinkNotFound();
      const bytes = decodeBase64Upload(body.fileContent);
      return store(
        verification,
        {
          fileName: body.fileName,
          documentType: body.documentType,
          content: Readable.from([bytes]),
        },
        context,
      );
    },

    /** The candidate removes one of their files before submitting. */
    async deleteForCandidate(token: string, documentId: string, context: RequestContext): Promise<void> {
      const verification = await access.resolveCandidate(token, context);
      if (!isCandidateEditable(verification.status)) throw alreadySubmitted();
      const removed = await db.transaction(async (tx) => {
        await access.lockEditable(tx, verification);
        const row = await repo.find(verification.organisationId, verification.id, documentId, tx);
        if (!row) throw documentNotFound();
        // While answering a request for more information, documents can be added, and only those
        // added since the request can be removed: the earlier submission stays as it was.
        const open = await access.findOpenRequest(verification, tx);
        if (open && row.uploadedAt <= open.createdAt) {
          throw new AppError('INVALID_STATE', DOCUMENT_LOCKED_MESSAGE);
        }
        await repo.delete(tx, row.organisationId, row.id);
        await audit.record(
          {
            organisationId: verification.organisationId,
            actor: { type: 'candidate', verificationId: verification.id },
            action: 'document.deleted',
            target: { type: 'document', id: row.id },
            verificationId: verification.id,
            context,
          },
          tx,
        );
        await events.record(tx, {
          type: 'document.deleted',
          organisationId: verification.organisationId,
          aggregateId: verification.id,
          occurredAt: deps.now(),
          payload: { verificationId: verification.id, documentId: row.id },
        });
        return row;
      });
      events.wake();
      // The row is gone first, so no row ever points at a missing file; if this fails the
      // orphan sweep removes the file later.
      await storage.delete(removed.storageKey).catch(() => undefined);
    },

    async listForVerification(organisationId: string, verificationId: string, tx?: Db): Promise<Document[]> {
      return (await repo.listForVerification(organisationId, verificationId, tx)).map(toDocument);
    },

    async listForVerifications(
      organisationId: string,
      verificationIds: readonly string[],
    ): Promise<Map<string, Document[]>> {
      const byVerification = new Map<string, Document[]>(verificationIds.map((id) => [id, []]));
      for (const row of await repo.listForVerifications(organisationId, verificationIds)) {
        byVerification.get(row.verificationId)?.push(toDocument(row));
      }
      return byVerification;
    },

    /** A document's content for a staff member who may see the verification; audited. */
    async openForStaff(
      actor: UserActor,
      verificationId: string,
      documentId: string,
      context: RequestContext,
    ): Promise<{ document: Document; content: Readable }> {
      authorizeAny(actor, VIEW_PERMISSIONS);
      const verification = await access.requireVisible(actor, verificationId);
      const row = await repo.find(verification.organisationId, verification.id, documentId);
      if (!row) throw documentNotFound();
      let content: Readable;
      try {
        content = await storage.get(row.storageKey);
      } catch (error) {
        if (error instanceof ObjectNotFoundError) {
          throw new Error(`document ${row.id} has no stored file`, { cause: error });
        }
        throw error;
      }
      await audit.record({
        organisationId: verification.organisationId,
        actor: { type: 'user', id: actor.userId },
        action: 'document.downloaded',
        target: { type: 'document', id: row.id },
        verificationId: verification.id,
        context,
      });
      return { document: toDocument(row), content };
    },

    /** `openForStaff` for a document named by its id alone (GET /api/documents/{id}). */
    async openByIdForStaff(
      actor: UserActor,
      documentId: string,
      context: RequestContext,
    ): Promise<{ document: Document; content: Readable }> {
      const verificationId = actor.member
        ? await repo.verificationIdOf(actor.member.organisationId, documentId)
        : undefined;
      if (!verificationId) throw documentNotFound();
      return this.openForStaff(actor, verificationId, documentId, context);
    },

    /**
     * Removes stored files that no row refers to and that are older than an hour (a crash
     * between storing a file and committing its row), and writes that never completed.
     */
    async sweepOrphans(): Promise<{ orphansRemoved: number; incompleteRemoved: number }> {
      const cutoff = new Date(deps.now().getTime() - ORPHAN_AGE_MS);
      const incompleteRemoved = await storage.removeIncomplete(cutoff);
      let orphansRemoved = 0;
      const flush = async (keys: string[]) => {
        const referenced = await repo.referencedKeys(keys);
        for (const key of keys) {
          if (referenced.has(key)) continue;
          await storage.delete(key);
          orphansRemoved += 1;
        }
      };
      let batch: string[] = [];
      for await (const entry of storage.list()) {
        if (entry.modifiedAt >= cutoff) continue;
        batch.push(entry.key);
        if (batch.length >= SWEEP_BATCH) {
          await flush(batch);
          batch = [];
        }
      }
      await flush(batch);
      return { orphansRemoved, incompleteRemoved };
    },

    /** Rows whose stored file is missing (there should never be any). */
    async findRowsWithoutFiles(): Promise<string[]> {
      const missing: string[] = [];
      for (const row of await repo.listAllKeys()) {
        if (!(await storage.exists(row.storageKey))) missing.push(row.id);
      }
      return missing;
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
