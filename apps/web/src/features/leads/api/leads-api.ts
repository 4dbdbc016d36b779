import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLeadsResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';

export const leadsQuery = () =>
  queryOptions({
    queryKey: ['platform', 'leads'],
    queryFn: ({ signal }) => apiFetch('/admin/demo-requests', { schema: listLeadsResponseSchema, signal }),
  });
export const useLeads = () => useQuery(leadsQuery());
