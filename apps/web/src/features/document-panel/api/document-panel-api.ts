import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getVerificationResponseSchema,
  INTERNAL_ERROR_MESSAGE,
  parseErrorEnvelope,
  UPLOAD_PANEL_FAILED_MESSAGE,
  uploadDocumentResponseSchema,
  type Document,
  type UploadPanelVerificationType,
} from '@candor/contracts';
import { ApiError } from '../../../lib/api-error';
import { API_BASE, apiFetch } from '../../../lib/api-fetch';

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

/**
 * Sends one file to POST /api/verifications/{id}/documents (multipart). XMLHttpRequest, because
 * only it reports upload progress; `onProgress` receives a fraction from 0 to 1.
 */
export function uploadPanelDocument(
  verificationId: string,
  file: File,
  verificationType: UploadPanelVerificationType,
  onProgress: (fraction: number) => void,
): Promise<Document> {
  return new Promise<Document>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path(verificationId)}/documents?verificationType=${verificationType}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText) as unknown;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadDocumentResponseSchema.safeParse(data);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.data.document);
        } else {
          reject(
            new ApiError({ status: xhr.status, code: 'INTERNAL', message: UPLOAD_PANEL_FAILED_MESSAGE }),
          );
        }
        return;
      }
      const envelope = parseErrorEnvelope(data);
      reject(
        envelope
          ? ApiError.fromEnvelope(xhr.status, envelope)
          : ApiError.fromStatus(xhr.status, xhr.statusText, INTERNAL_ERROR_MESSAGE),
      );
    };
    xhr.onerror = () => {
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: UPLOAD_PANEL_FAILED_MESSAGE }));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
