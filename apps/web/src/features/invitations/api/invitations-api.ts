import { useMutation } from '@tanstack/react-query';
import {
  inviteCandidateResponseSchema,
  resendInvitationResponseSchema,
  revokeInvitationResponseSchema,
  type InviteCandidateBody,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';

/** Call 2 of docs/product.md#api-calls: creates the verification and emails the candidate their private link. */
export function useInviteCandidate() {
  return useMutation({
    mutationFn: (body: InviteCandidateBody) =>
      apiFetch('/invite-candidate', { body, schema: inviteCandidateResponseSchema }),
  });
}

/** Emails a new link; links sent earlier keep working until the (extended) expiry. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (verificationId: string) =>
      apiFetch(`/verifications/${encodeURIComponent(verificationId)}/resend-invitation`, {
        method: 'POST',
        schema: resendInvitationResponseSchema,
      }),
  });
}

/** Every candidate link of the verification stops working at once. */
export function useRevokeLink() {
  return useMutation({
    mutationFn: (verificationId: string) =>
      apiFetch(`/verifications/${encodeURIComponent(verificationId)}/revoke-link`, {
        method: 'POST',
        schema: revokeInvitationResponseSchema,
      }),
  });
}
