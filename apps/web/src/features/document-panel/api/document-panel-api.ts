import { useQuery } from '@tanstack/react-query';
import {
  UPLOAD_PANEL_FAILED_MESSAGE,
  type Document,
  type UploadPanelVerificationType,
} from '@candor/contracts';
import { API_BASE } from '../../../lib/api-fetch';
import { uploadDocument } from '../../../lib/upload-document';
import {
  verificationDocumentUrl,
  verificationPath,
  verificationQueryOptions,
} from '../../../lib/verification-queries';

/** The verification with its documents (PII masked): what the panel lists. */
export const panelVerificationQuery = verificationQueryOptions;
export const usePanelVerification = (id: string) => useQuery(panelVerificationQuery(id));

/** The authorised, audited download of one document. */
export const documentDownloadUrl = verificationDocumentUrl;

/** Sends one file to POST /api/verifications/{id}/documents, reporting progress from 0 to 1. */
export function uploadPanelDocument(
  verificationId: string,
  file: File,
  verificationType: UploadPanelVerificationType,
  onProgress: (fraction: number) => void,
): Promise<Document> {
  return uploadDocument(
    `${API_BASE}${verificationPath(verificationId)}/documents?verificationType=${verificationType}`,
    file,
    { onProgress, failedMessage: UPLOAD_PANEL_FAILED_MESSAGE },
  ).promise;
}
