import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  clearEventsResponseSchema,
  decisionResponseSchema,
  eventsResponseSchema,
  getVerificationResponseSchema,
  INTERNAL_ERROR_MESSAGE,
  listInformationRequestsResponseSchema,
  listVerificationsResponseSchema,
  parseErrorEnvelope,
  requestMoreInfoResponseSchema,
  verificationStatsResponseSchema,
  type InformationRequestInput,
  type VerificationSort,
  type VerificationStatus,
} from '@candor/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-error';
import { API_BASE, apiFetch } from '../../../lib/api-fetch';

/**
 * Query keys. The realtime client invalidates ['verifications'] and ['events'] when an event
 * arrives, so every list, count and record query starts with 'verifications', and the event log
 * with 'events'.
 */
export const reviewKeys = {
  all: ['verifications'] as const,
  lists: () => ['verifications', 'list'] as const,
  list: (params: ListParams) => ['verifications', 'list', params] as const,
  stats: () => ['verifications', 'stats'] as const,
  detail: (id: string, reveal: boolean) => ['verifications', 'detail', id, { reveal }] as const,
  informationRequests: (id: string) => ['verifications', 'information-requests', id] as const,
  events: () => ['events', 'log'] as const,
};

/** The dashboard list's search, filter and order; `limit` is the page size. */
export type ListParams = {
  search: string;
  status: VerificationStatus | '';
  sort: VerificationSort;
  limit: number;
};

const path = (id: string) => `/verifications/${encodeURIComponent(id)}`;

function listPath(params: ListParams, cursor: string | null): string {
  const query = new URLSearchParams({ sort: params.sort, limit: String(params.limit) });
  const search = params.search.trim();
  if (search) query.set('search', search);
  if (params.status) query.set('status', params.status);
  if (cursor) query.set('cursor', cursor);
  return `/verifications?${query.toString()}`;
}

/** GET /api/verifications: keyset pages, each page carrying the cursor of the next. */
export const verificationsListQuery = (params: ListParams) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(listPath(params, pageParam), { schema: listVerificationsResponseSchema, signal }),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
export const useVerificationsList = (params: ListParams) => useInfiniteQuery(verificationsListQuery(params));

/** GET /api/verifications/stats: the cards, counted by the server within what the caller may see. */
export const verificationStatsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.stats(),
    queryFn: ({ signal }) =>
      apiFetch('/verifications/stats', { schema: verificationStatsResponseSchema, signal }),
  });
export const useVerificationStats = () => useQuery(verificationStatsQuery());

/** GET /api/verifications/{id}; with `reveal` the SSN and date of birth in full (view_pii, audited). */
export const verificationDetailQuery = (id: string, reveal: boolean) =>
  queryOptions({
    queryKey: reviewKeys.detail(id, reveal),
    queryFn: ({ signal }) =>
      apiFetch(reveal ? `${path(id)}?reveal=pii` : path(id), {
        schema: getVerificationResponseSchema,
        signal,
      }),
  });
// Revealing keeps the masked record on screen until the full one arrives.
export const useVerificationDetail = (id: string, reveal: boolean) =>
  useQuery({ ...verificationDetailQuery(id, reveal), placeholderData: keepPreviousData });

/** GET /api/verifications/{id}/information-requests: every request and answer, newest first. */
export const informationRequestsQuery = (id: string) =>
  queryOptions({
    queryKey: reviewKeys.informationRequests(id),
    queryFn: ({ signal }) =>
      apiFetch(`${path(id)}/information-requests`, { schema: listInformationRequestsResponseSchema, signal }),
  });
export const useInformationRequests = (id: string) => useQuery(informationRequestsQuery(id));

/** POST /api/submit-verification with action REQUEST_MORE_INFO (SPEC §7 call 5). */
export function useRequestMoreInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      verificationId: string;
      requestId: string;
      message?: string;
      requestData: InformationRequestInput;
    }) =>
      apiFetch('/submit-verification', {
        method: 'POST',
        body: {
          action: 'REQUEST_MORE_INFO',
          verificationId: input.verificationId,
          message: input.message,
          requestData: input.requestData,
          requestId: input.requestId,
          requestedAt: new Date().toISOString(),
        },
        schema: requestMoreInfoResponseSchema,
      }),
    // A failed request may still have changed the record (e.g. the email failed): refresh either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['events'] }),
      ]),
  });
}

export type Decision = 'approve' | 'reject';

/** POST /api/verifications/{id}/approve or /reject, with the required note. */
export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      verificationId,
      decision,
      note,
    }: {
      verificationId: string;
      decision: Decision;
      note: string;
    }) =>
      apiFetch(`${path(verificationId)}/${decision}`, {
        method: 'POST',
        body: { note },
        schema: decisionResponseSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['events'] }),
      ]),
  });
}

/** GET /api/events: the 50 most recent events since this user last cleared the log. */
export const eventsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.events(),
    queryFn: ({ signal }) => apiFetch('/events', { schema: eventsResponseSchema, signal }),
  });
export const useEvents = (enabled: boolean) => useQuery({ ...eventsQuery(), enabled });

/** POST /api/events/clear: hides the current events from this user's view (the audit trail stays). */
export function useClearEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/events/clear', { method: 'POST', schema: clearEventsResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}

/** The authorised, audited address of one document of a verification. */
export const documentUrl = (verificationId: string, documentId: string) =>
  `${API_BASE}${path(verificationId)}/documents/${encodeURIComponent(documentId)}`;

/** The document's bytes (for an in-page preview); failures throw an ApiError like every call. */
export async function fetchDocument(verificationId: string, documentId: string, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(documentUrl(verificationId, documentId), { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, cause: error });
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const envelope = parseErrorEnvelope(body);
    throw envelope
      ? ApiError.fromEnvelope(response.status, envelope)
      : ApiError.fromStatus(response.status, response.statusText, INTERNAL_ERROR_MESSAGE);
  }
  return response.blob();
}
