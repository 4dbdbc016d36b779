import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { myVerificationsResponseSchema, ownVerificationLinkResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { myVerificationKeys } from '../../../lib/query-keys';

/** GET /api/my-verifications: the signed-in candidate's own verifications. */
export const myVerificationsQuery = () =>
  queryOptions({
    queryKey: myVerificationKeys.all,
    queryFn: ({ signal }) => apiFetch('/my-verifications', { schema: myVerificationsResponseSchema, signal }),
  });

export const useMyVerifications = () => useQuery(myVerificationsQuery());

/** POST /api/my-verifications/{id}/link: a new private link to open the form now. */
export function useOpenOwnLink() {
  return useMutation({
    mutationFn: (verificationId: string) =>
      apiFetch(`/my-verifications/${encodeURIComponent(verificationId)}/link`, {
        method: 'POST',
        schema: ownVerificationLinkResponseSchema,
      }),
  });
}
