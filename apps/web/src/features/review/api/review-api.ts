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
  listInformationRequestsResponseSchema,
  listVerificationsResponseSchema,
  requestMoreInfoResponseSchema,
  verificationStatsResponseSchema,
  type InformationRequestInput,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { eventKeys, verificationKeys, type VerificationListParams } from '../../../lib/query-keys';
import {
  revealedVerificationQueryOptions,
  verificationDocumentPath,
  verificationDocumentUrl,
  verificationPath,
  verificationQueryOptions,
} from '../../../lib/verification-queries';

/** The dashboard list's search, filter and order; `limit` is the page size. */
export type ListParams = VerificationListParams;

function listPath(params: ListParams, cursor: string | null): string {
  const query = new URLSearchParams({ sort: params.sort, limit: String(params.limit) });
  const search = params.search.trim();
  if (search) query.set('search', search);
  if (params.status) query.set('status', params.status);
  if (params.link) query.set('link', params.link);
  if (cursor) query.set('cursor', cursor);
  return `/verifications?${query.toString()}`;
}

/** GET /api/verifications: keyset pages, each page carrying the cursor of the next. */
export const verificationsListQuery = (params: ListParams) =>
  infiniteQueryOptions({
    queryKey: verificationKeys.list(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(listPath(params, pageParam), { schema: listVerificationsResponseSchema, signal }),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
export const useVerificationsList = (params: ListParams) => useInfiniteQuery(verificationsListQuery(params));

/** GET /api/verifications/stats: the cards, counted by the server within what the caller may see. */
export const verificationStatsQuery = () =>
  queryOptions({
    queryKey: verificationKeys.stats(),
    queryFn: ({ signal }) =>
      apiFetch('/verifications/stats', { schema: verificationStatsResponseSchema, signal }),
  });
export const useVerificationStats = () => useQuery(verificationStatsQuery());

/** GET /api/verifications/{id}; with `reveal` the SSN and date of birth in full (view_pii, audited). */
export const verificationDetailQuery = (id: string, reveal: boolean) =>
  reveal ? revealedVerificationQueryOptions(id) : verificationQueryOptions(id);
// Revealing keeps the masked record on screen until the full one arrives.
export const useVerificationDetail = (id: string, reveal: boolean) =>
  useQuery({ ...verificationDetailQuery(id, reveal), placeholderData: keepPreviousData });

/** GET /api/verifications/{id}/information-requests: every request and answer, newest first. */
export const informationRequestsQuery = (id: string) =>
  queryOptions({
    queryKey: verificationKeys.informationRequests(id),
    queryFn: ({ signal }) =>
      apiFetch(`${verificationPath(id)}/information-requests`, {
        schema: listInformationRequestsResponseSchema,
        signal,
      }),
  });
export const useInformationRequests = (id: string) => useQuery(informationRequestsQuery(id));

/** POST /api/submit-verification with action REQUEST_MORE_INFO (call 5 of docs/product.md#api-calls). */
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
        queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
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
      apiFetch(`${verificationPath(verificationId)}/${decision}`, {
        method: 'POST',
        body: { note },
        schema: decisionResponseSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  });
}

/** GET /api/events: the 50 most recent events since this user last cleared the log. */
export const eventsQuery = () =>
  queryOptions({
    queryKey: eventKeys.log(),
    queryFn: ({ signal }) => apiFetch('/events', { schema: eventsResponseSchema, signal }),
  });
export const useEvents = (enabled: boolean) => useQuery({ ...eventsQuery(), enabled });

/** POST /api/events/clear: hides the current events from this user's view (the audit trail stays). */
export function useClearEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/events/clear', { method: 'POST', schema: clearEventsResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** The authorised, audited address of one document of a verification. */
export const documentUrl = verificationDocumentUrl;

/** The document's bytes (for an in-page preview); failures throw an ApiError like every call. */
export async function fetchDocument(verificationId: string, documentId: string, signal?: AbortSignal) {
  const response = await apiFetch(verificationDocumentPath(verificationId, documentId), {
    raw: true,
    signal,
  });
  return response.blob();
}
