import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingResponseSchema,
  organisationPlanResponseSchema,
  upgradeRequestResponseSchema,
  type ChangePlanBody,
  type UpgradeRequestBody,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { billingKeys, leadKeys } from '../../../lib/query-keys';

export const billingQuery = () =>
  queryOptions({
    queryKey: billingKeys.all,
    queryFn: ({ signal }) => apiFetch('/billing', { schema: billingResponseSchema, signal }),
  });
export const useBilling = (enabled = true) => useQuery({ ...billingQuery(), enabled });

export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpgradeRequestBody) =>
      apiFetch('/billing/upgrade-request', { body, schema: upgradeRequestResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/** Platform staff: an organisation's plan and limits. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organisationId, body }: { organisationId: string; body: ChangePlanBody }) =>
      apiFetch(`/admin/organisations/${encodeURIComponent(organisationId)}/plan`, {
        method: 'PATCH',
        body,
        schema: organisationPlanResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
