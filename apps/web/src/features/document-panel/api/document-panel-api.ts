import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getVerificationResponseSchema,
  UPLOAD_PANEL_FAILED_MESSAGE,
  type Document,
  type UploadPanelVerificationType,
} from '@candor/contracts';
import { API_BASE, apiFetch } from '../../../lib/api-fetch';
import { uploadDocument } from '../../../lib/upload-document';

const path = (id: string) => `/verifications/${encodeURIComponent(id)}`;

/** The verification with its documents (PII masked): what the panel lists. */
export const panelVerificationQuery = (id: string) =>
  queryOptions({
    queryKey: ['verification', id],
    queryFn: ({ signal }) => apiFetch(path(id), { schema: getVerificationResponseSchema, signal }),
  });
export const usePanelVerification = (id: string) => useQuery(panelVerificationQuery(id));

/** The authorised, audited download of one document. */
export const documentDownloadUrl = (verificationId: string, documentId: string) =>
  `${API_BASE}${path(verificationId)}/documents/${encodeURIComponent(documentId)}`;

/** Sends one file to POST /api/verifications/{id}/documents, reporting progress from 0 to 1. */
export function uploadPanelDocument(
  verificationId: string,
  file: File,
  verificationType: UploadPanelVerificationType,
  onProgress: (fraction: number) => void,
): Promise<Document> {
  return uploadDocument(
    `${API_BASE}${path(verificationId)}/documents?verificationType=${verificationType}`,
    file,
    { onProgress, failedMessage: UPLOAD_PANEL_FAILED_MESSAGE },
  ).promise;
}
