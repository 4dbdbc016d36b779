import {
  documentTypeSchema,
  FILE_CONTENT_NOT_BASE64_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  PORTAL_FILE_TYPE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  type Document,
} from '@candor/contracts';
import { AppError } from '../../lib/app-error.js';
import type { DocumentRow } from './documents.repo.js';

/** The errors of uploads and downloads, and a stored document as the API returns it. */
export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
export const unsupportedType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', PORTAL_FILE_TYPE_MESSAGE);
export const tooManyFiles = () => new AppError('CONFLICT', TOO_MANY_FILES_MESSAGE);
export const documentNotFound = () => new AppError('NOT_FOUND', 'Document not found');

export function toDocument(row: DocumentRow): Document {
  const documentType = documentTypeSchema.safeParse(row.documentType);
  return {
    id: row.id,
    fileName: row.fileName,
    type: row.contentType,
    size: row.sizeBytes,
    sha256: row.sha256,
    uploadedAt: row.uploadedAt.toISOString(),
    documentType: documentType.success ? documentType.data : 'GENERAL',
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a file sent as base64 (a data: URL or bare); too large before it is decoded. */
export function decodeBase64Upload(fileContent: string): Buffer {
  const comma = fileContent.indexOf(',');
  const encoded = (
    fileContent.startsWith('data:') && comma > 0 ? fileContent.slice(comma + 1) : fileContent
  ).replace(/\s+/g, '');
  if (!BASE64.test(encoded) || encoded.length % 4 === 1) {
    throw new AppError('VALIDATION_FAILED', FILE_CONTENT_NOT_BASE64_MESSAGE, [
      { path: 'fileContent', message: FILE_CONTENT_NOT_BASE64_MESSAGE },
    ]);
  }
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  if (Math.floor((encoded.length * 3) / 4) - padding > MAX_UPLOAD_BYTES) throw tooLarge();
  return Buffer.from(encoded, 'base64');
}
