import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CANDIDATE_TOKEN_HEADER,
  candidateDocumentParamsSchema,
  candidateTokenParamsSchema,
  deleteDocumentResponseSchema,
  type Document,
  documentTypeSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  MAX_UPLOAD_BYTES,
  staffUploadQuerySchema,
  uploadDocumentBodySchema,
  uploadDocumentQuerySchema,
  uploadDocumentResponseSchema,
  verificationDocumentParamsSchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { AppError } from '../../lib/app-error.js';
import { candidateTokenFromHeader } from '../../lib/candidate-token.js';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import { tooLarge } from './document-record.js';
import type { DocumentsService } from './documents.service.js';

/** Room for the multipart envelope around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** A base64 file of the maximum size plus the rest of the JSON body. */
const JSON_UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;
const UPLOADS_PER_MINUTE = 60;

const uploadErrors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** A body that is not well-formed multipart/form-data (busboy's own errors carry no status). */
const malformedMultipart = () =>
  new AppError(
    'VALIDATION_FAILED',
    'The upload was not a valid multipart/form-data body. Please try again.',
    [{ path: 'file', message: 'The upload was not a valid multipart/form-data body.' }],
  );

/** The one file of a multipart request; a malformed body is the client's error (400), not ours. */
async function fileOf(request: FastifyRequest) {
  try {
    return await request.file();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw malformedMultipart();
  }
}

/** Content-Disposition for a download, safe for any name (RFC 6266 / 5987). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Candidate uploads (streaming multipart for the portal, base64 JSON for call 3 of docs/product.md#api-calls), their
 * removal before submission, and the authorised, audited download for staff.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{ service: DocumentsService }> = async (
  app,
  { service },
) => {
  // Multipart parsing exists only in this scope, with limits that stop a file at 10 MB while it streams.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
  });

  const candidate = {
    access: 'candidate' as const,
    rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' },
  };

  app.post(
    '/api/candidate/:token/documents',
    {
      config: candidate,
      schema: {
        operationId: 'uploadCandidateDocument',
        tags: ['candidate'],
        summary:
          'Upload one file as multipart/form-data (field "file"); type decided from its bytes, 10 MB at most, 20 files per verification',
        consumes: ['multipart/form-data'],
        params: candidateTokenParamsSchema,
        querystring: uploadDocumentQuerySchema,
        response: { 201: uploadDocumentResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES)
        throw tooLarge();
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
      }
      // The link is checked before any of the body is read.
      const verification = await service.authoriseUpload(request.params.token, contextOf(request));
      const part = await fileOf(request);
      if (!part) {
        throw new AppError('VALIDATION_FAILED', 'No file was sent.', [
          { path: 'file', message: 'No file was sent.' },
        ]);
      }
      // busboy stops the file at the limit; fail the stream there so nothing more is read or stored.
      part.file.once('limit', () => {
        part.file.destroy(tooLarge());
      });
      const field = part.fields.documentType;
      const fieldValue = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
      const fromField = documentTypeSchema.safeParse(fieldValue);
      const document = await service.uploadForCandidate(
        verification,
        {
          fileName: part.filename,
          content: part.file,
          documentType: fromField.success ? fromField.data : request.query.documentType,
        },
        contextOf(request),
      );
      return reply.status(201).send({ success: true, document });
    },
  );

  app.post(
    '/api/upload-document',
    {
      config: candidate,
      bodyLimit: JSON_UPLOAD_BODY_LIMIT,
      schema: {
        operationId: 'uploadDocument',
        tags: ['candidate'],
        summary: `Upload one file as base64 JSON; token in the ${CANDIDATE_TOKEN_HEADER} header`,
        body: uploadDocumentBodySchema,
        response: { 201: uploadDocumentResponseSchema, 401: errorEnvelopeSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const document = await service.uploadBase64ForCandidate(
        candidateTokenFromHeader(request.headers[CANDIDATE_TOKEN_HEADER]),
        request.body,
        contextOf(request),
      );
      return reply.status(201).send({ success: true, document });
    },
  );

  app.delete(
    '/api/candidate/:token/documents/:documentId',
    {
      config: candidate,
      schema: {
        operationId: 'deleteCandidateDocument',
        tags: ['candidate'],
        summary: 'Remove an uploaded file before submission',
        params: candidateDocumentParamsSchema,
        response: { 200: deleteDocumentResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      await service.deleteForCandidate(request.params.token, request.params.documentId, contextOf(request));
      return { success: true as const, documentId: request.params.documentId };
    },
  );

  app.post(
    '/api/verifications/:id/documents',
    {
      config: {
        access: { permission: 'initiate_verification' },
        rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        operationId: 'uploadVerificationDocument',
        tags: ['verifications'],
        summary:
          'Document upload panel: staff add one file as multipart/form-data (field "file"); pdf, jpg, jpeg or png decided from its bytes, 10 MB at most, 20 files per verification',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        querystring: staffUploadQuerySchema,
        response: {
          201: uploadDocumentResponseSchema,
          ...uploadErrors,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES)
        throw tooLarge();
      const actor = actorOf(request);
      // Who may add to this verification is settled before any of the body is read.
      const verification = await service.authoriseStaffUpload(actor, request.params.id);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
      }
      const part = await fileOf(request);
      if (!part) {
        throw new AppError('VALIDATION_FAILED', 'No file was sent.', [
          { path: 'file', message: 'No file was sent.' },
        ]);
      }
      part.file.once('limit', () => {
        part.file.destroy(tooLarge());
      });
      const document = await service.uploadForStaff(
        actor,
        verification,
        { fileName: part.filename, content: part.file, documentType: request.query.verificationType },
        contextOf(request),
      );
      return reply.status(201).send({ success: true, document });
    },
  );

  const sendDocument = (
    reply: FastifyReply,
    { document, content }: { document: Document; content: Readable },
  ) =>
    reply
      .type(document.type)
      .header('content-length', document.size)
      .header('content-disposition', attachment(document.fileName))
      .header('x-document-sha256', document.sha256)
      .send(content);

  app.get(
    '/api/verifications/:id/documents/:documentId',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'downloadDocument',
        tags: ['verifications'],
        summary: 'Download a document of a verification the caller may see (audited)',
        produces: ['application/octet-stream'],
        params: verificationDocumentParamsSchema,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await service.openForStaff(
          actorOf(request),
          request.params.id,
          request.params.documentId,
          contextOf(request),
        ),
      ),
  );

  app.get(
    '/api/documents/:id',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getDocument',
        tags: ['verifications'],
        summary: 'Download a document by its id, when the caller may see its verification (audited)',
        produces: ['application/octet-stream'],
        params: idParamsSchema,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await service.openByIdForStaff(actorOf(request), request.params.id, contextOf(request)),
      ),
  );
};
