import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => apiFetch('/dashboard', { schema: dashboardResponseSchema, signal }),
  });

export const useDashboard = () => useQuery(dashboardQuery());
