import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  resendInvitationResponseSchema,
  revokeInvitationResponseSchema,
  verificationTimelineResponseSchema,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { eventKeys, verificationKeys } from '../../../lib/query-keys';
import { verificationPath } from '../../../lib/verification-queries';

export const TIMELINE_PAGE_SIZE = 50;

/**
 * GET /api/verifications/{id}/timeline, newest first, one keyset page at a time. Its key sits
 * under the verification's detail key, so every change to the verification (and its realtime
 * event) refreshes it.
 */
export const timelineQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...verificationKeys.detail(id), 'timeline'] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(TIMELINE_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch(`${verificationPath(id)}/timeline?${query.toString()}`, {
        schema: verificationTimelineResponseSchema,
        signal,
      });
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
export const useTimeline = (id: string) => useInfiniteQuery(timelineQuery(id));

/** Refreshes everything about the verification after the case page changed it. */
function useRefreshCase(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: verificationKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: verificationKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
}

/** POST /api/verifications/{id}/resend-invitation: a new link is emailed to the candidate. */
export function useResendLink(id: string) {
  const refresh = useRefreshCase(id);
  return useMutation({
    mutationFn: () =>
      apiFetch(`${verificationPath(id)}/resend-invitation`, {
        method: 'POST',
        schema: resendInvitationResponseSchema,
      }),
    onSettled: refresh,
  });
}

/** POST /api/verifications/{id}/revoke-link: every candidate link stops working at once. */
export function useRevokeCaseLink(id: string) {
  const refresh = useRefreshCase(id);
  return useMutation({
    mutationFn: () =>
      apiFetch(`${verificationPath(id)}/revoke-link`, {
        method: 'POST',
        schema: revokeInvitationResponseSchema,
      }),
    onSettled: refresh,
  });
}
