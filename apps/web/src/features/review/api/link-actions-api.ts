import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendInvitationResponseSchema, revokeInvitationResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { eventKeys, verificationKeys } from '../../../lib/query-keys';
import { verificationPath } from '../../../lib/verification-queries';

/** After a change to a candidate link: the list (badges, filters) and the event log. */
function useRefreshAfterLinkChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
}

/** POST /api/verifications/{id}/resend-invitation: a new link, emailed; the way out of an expired or revoked one. */
export function useResendCandidateLink() {
  const refresh = useRefreshAfterLinkChange();
  return useMutation({
    mutationFn: (verificationId: string) =>
      apiFetch(`${verificationPath(verificationId)}/resend-invitation`, {
        method: 'POST',
        schema: resendInvitationResponseSchema,
      }),
    onSettled: refresh,
  });
}

/** POST /api/verifications/{id}/revoke-link: every link of the verification stops working at once. */
export function useRevokeCandidateLink() {
  const refresh = useRefreshAfterLinkChange();
  return useMutation({
    mutationFn: (verificationId: string) =>
      apiFetch(`${verificationPath(verificationId)}/revoke-link`, {
        method: 'POST',
        schema: revokeInvitationResponseSchema,
      }),
    onSettled: refresh,
  });
}
