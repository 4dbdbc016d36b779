import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationStatusResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { verificationKeys } from '../../../lib/query-keys';
import {
  verificationDocumentUrl,
  verificationPath,
  verificationQueryOptions,
} from '../../../lib/verification-queries';

/** GET /api/verifications/{id}/status: what the status screen shows. */
export const verificationStatusQuery = (id: string) =>
  queryOptions({
    queryKey: verificationKeys.status(id),
    queryFn: ({ signal }) =>
      apiFetch(`${verificationPath(id)}/status`, { schema: verificationStatusResponseSchema, signal }),
  });

/** GET /api/verifications/{id}: the candidate, the record status and the documents (PII masked). */
export const verificationRecordQuery = verificationQueryOptions;

export const useVerificationStatus = (id: string) => useQuery(verificationStatusQuery(id));
export const useVerificationRecord = (id: string) => useQuery(verificationRecordQuery(id));

/** The authorised, audited download of one document. */
export const documentDownloadUrl = verificationDocumentUrl;
