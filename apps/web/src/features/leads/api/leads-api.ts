import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLeadsResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { leadKeys } from '../../../lib/query-keys';

export const leadsQuery = () =>
  queryOptions({
    queryKey: leadKeys.all,
    queryFn: ({ signal }) => apiFetch('/admin/demo-requests', { schema: listLeadsResponseSchema, signal }),
  });
export const useLeads = () => useQuery(leadsQuery());
