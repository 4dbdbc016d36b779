import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVerificationResponseSchema, verificationStatusResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';

const path = (id: string) => `/verifications/${encodeURIComponent(id)}`;

/** GET /api/verifications/{id}/status: what the status screen shows. */
export const verificationStatusQuery = (id: string) =>
  queryOptions({
    queryKey: ['verification-status', id],
    queryFn: ({ signal }) =>
      apiFetch(`${path(id)}/status`, { schema: verificationStatusResponseSchema, signal }),
  });

/** GET /api/verifications/{id}: the candidate, the record status and the documents (PII masked). */
export const verificationRecordQuery = (id: string) =>
  queryOptions({
    queryKey: ['verification', id],
    queryFn: ({ signal }) => apiFetch(path(id), { schema: getVerificationResponseSchema, signal }),
  });

export const useVerificationStatus = (id: string) => useQuery(verificationStatusQuery(id));
export const useVerificationRecord = (id: string) => useQuery(verificationRecordQuery(id));

/** The authorised, audited download of one document. */
export const documentDownloadUrl = (verificationId: string, documentId: string) =>
  `/api${path(verificationId)}/documents/${encodeURIComponent(documentId)}`;
