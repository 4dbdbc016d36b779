import { queryOptions, useQuery } from '@tanstack/react-query';
import { myVerificationsResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';

/** GET /api/my-verifications: the signed-in candidate's own verifications. */
export const myVerificationsQuery = () =>
  queryOptions({
    queryKey: ['my-verifications'],
    queryFn: ({ signal }) => apiFetch('/my-verifications', { schema: myVerificationsResponseSchema, signal }),
  });

export const useMyVerifications = () => useQuery(myVerificationsQuery());
