import { queryOptions } from '@tanstack/react-query';
import { getVerificationResponseSchema } from '@candor/contracts';
import { API_BASE, apiFetch } from './api-fetch';
import { verificationKeys } from './query-keys';

/** The API path of one verification. */
export const verificationPath = (id: string) => `/verifications/${encodeURIComponent(id)}`;

/**
 * GET /api/verifications/{id}: the candidate, the record status and the documents, personal data
 * masked. The one query behind every screen that shows a verification (details dialog, status
 * screen, documents panel, staff form), so one invalidation refreshes them all.
 */
export const verificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: verificationKeys.record(id),
    queryFn: ({ signal }) =>
      apiFetch(verificationPath(id), { schema: getVerificationResponseSchema, signal }),
  });

/**
 * GET /api/verifications/{id}?reveal=pii: the same record with the SSN and date of birth in full
 * (view_pii). Every such request is written to the audit log, so it runs only because the user
 * asked: never again on window focus, reconnection or a remount, never retried, and dropped from
 * the cache as soon as no screen shows it (asking again is a new, audited reveal). Only an explicit
 * invalidation of this verification (it changed) fetches it again while it is on screen.
 */
export const revealedVerificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: verificationKeys.revealed(id),
    queryFn: ({ signal }) =>
      apiFetch(`${verificationPath(id)}?reveal=pii`, { schema: getVerificationResponseSchema, signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
    retry: false,
  });

/** The API path of one document of a verification: an authorised, audited read. */
export const verificationDocumentPath = (verificationId: string, documentId: string) =>
  `${verificationPath(verificationId)}/documents/${encodeURIComponent(documentId)}`;

/** The same document's address for a link (download or open in a new tab). */
export const verificationDocumentUrl = (verificationId: string, documentId: string) =>
  `${API_BASE}${verificationDocumentPath(verificationId, documentId)}`;
