import { z } from 'zod';
import { idSchema, isoDateTimeSchema, SHORT_TEXT_MAX, tooLongMessage, text } from './common.js';
import {
  MAX_FILES_PER_VERIFICATION,
  MAX_UPLOAD_BYTES,
  PORTAL_UPLOAD_TYPES,
  UPLOAD_PANEL_TYPES,
  type PortalUploadType,
} from './constants.js';

/** What a document is evidence for. */
export const DOCUMENT_TYPES = ['IDENTITY', 'EDUCATION', 'EMPLOYMENT', 'LINKEDIN', 'GENERAL'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: 'Unknown document type' });
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** The MIME type stored for each accepted extension. */
export const UPLOAD_MIME_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const satisfies Record<PortalUploadType, string>;

/** The value for a file input's `accept` attribute, e.g. ".pdf,.jpg,.jpeg,.png,.doc,.docx". */
export function acceptAttribute(types: readonly string[]): string {
  return types.map((type) => `.${type}`).join(',');
}

/** The lower-case extension of a file name, without the dot; '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isPortalUploadType(fileName: string): boolean {
  return (PORTAL_UPLOAD_TYPES as readonly string[]).includes(fileExtension(fileName));
}

export function isUploadPanelType(fileName: string): boolean {
  return (UPLOAD_PANEL_TYPES as readonly string[]).includes(fileExtension(fileName));
}

export const PORTAL_FILE_TYPE_MESSAGE = 'File must be a PDF, JPG, JPEG, PNG, DOC or DOCX file';
export const UPLOAD_PANEL_FILE_TYPE_MESSAGE = 'File must be a PDF, JPG, JPEG or PNG file';
export const FILE_TOO_LARGE_MESSAGE = 'File must be 10MB or smaller';
/** How large an Office document may become once unpacked (a .docx is a zip archive). */
export const MAX_EXPANDED_BYTES = 50 * 1024 * 1024;
/** An archive that unpacks past the limit, or is built to look like it might (a "zip bomb"). */
export function archiveTooLargeMessage(fileName: string): string {
  return `"${fileName}" could not be accepted: once unpacked it would be larger than ${MAX_EXPANDED_BYTES / (1024 * 1024)} MB. Save it as a PDF and upload that instead.`;
}
/** An Office document whose archive structure cannot be read. */
export function archiveUnreadableMessage(fileName: string): string {
  return `"${fileName}" could not be read as a Word document. Save it again from Word, or as a PDF, and upload that instead.`;
}
export const TOO_MANY_FILES_MESSAGE = `At most ${MAX_FILES_PER_VERIFICATION} files can be uploaded per verification`;

/** A file name as shown to people: trimmed, non-empty, bounded. */
export const fileNameSchema = text({ error: 'File name is required' })
  .trim()
  .min(1, 'File name is required')
  .max(SHORT_TEXT_MAX, tooLongMessage(SHORT_TEXT_MAX));

/** A stored document (docs/product.md#documents); served through an authorised download endpoint, never a bucket link. */
export const documentSchema = z.object({
  id: idSchema,
  fileName: fileNameSchema,
  /** MIME type, checked against the file's content on upload. */
  type: z.string(),
  size: z.number().int().nonnegative().max(MAX_UPLOAD_BYTES, FILE_TOO_LARGE_MESSAGE),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid SHA-256 digest'),
  uploadedAt: isoDateTimeSchema,
  documentType: documentTypeSchema,
});
export type Document = z.infer<typeof documentSchema>;

/** Fields sent with a multipart upload besides the file itself. */
export const uploadDocumentFieldsSchema = z.object({
  documentType: documentTypeSchema.default('GENERAL'),
});
export type UploadDocumentFields = z.infer<typeof uploadDocumentFieldsSchema>;

export const uploadDocumentResponseSchema = z.object({
  success: z.literal(true),
  document: documentSchema,
});
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponseSchema>;

export const documentListSchema = z
  .array(documentSchema)
  .max(MAX_FILES_PER_VERIFICATION, TOO_MANY_FILES_MESSAGE);

/** Query of the portal's multipart upload (POST /api/candidate/{token}/documents). */
export const uploadDocumentQuerySchema = uploadDocumentFieldsSchema;
export type UploadDocumentQuery = z.infer<typeof uploadDocumentQuerySchema>;

/**
 * POST /api/upload-document (call 3 of docs/product.md#api-calls): the file as base64 in JSON. The candidate token
 * travels in the `x-candidate-token` header. `fileType` is what the browser declared; the server
 * decides the type from the file's bytes.
 */
export const uploadDocumentBodySchema = z.object({
  verificationId: idSchema,
  fileName: fileNameSchema,
  fileType: text().trim().max(SHORT_TEXT_MAX, tooLongMessage(SHORT_TEXT_MAX)).optional(),
  /** Base64, optionally as a data: URL (`data:…;base64,…`). */
  fileContent: text({ error: 'File content is required' }).min(1, 'File content is required'),
  documentType: documentTypeSchema.default('GENERAL'),
});
export type UploadDocumentBody = z.infer<typeof uploadDocumentBodySchema>;

export const FILE_CONTENT_NOT_BASE64_MESSAGE = 'File content must be base64';
export const EMPTY_FILE_MESSAGE = 'The file is empty';

/** `{ token, documentId }`: a candidate's own document. */
export const candidateDocumentParamsSchema = z.object({
  token: text().min(1).max(256),
  documentId: idSchema,
});
export type CandidateDocumentParams = z.infer<typeof candidateDocumentParamsSchema>;

/** `{ id, documentId }`: a document of a verification, for staff. */
export const verificationDocumentParamsSchema = z.object({ id: idSchema, documentId: idSchema });
export type VerificationDocumentParams = z.infer<typeof verificationDocumentParamsSchema>;

export const deleteDocumentResponseSchema = z.object({ success: z.literal(true), documentId: idSchema });
export type DeleteDocumentResponse = z.infer<typeof deleteDocumentResponseSchema>;
