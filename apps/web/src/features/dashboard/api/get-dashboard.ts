import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { dashboardKeys } from '../../../lib/query-keys';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => apiFetch('/dashboard', { schema: dashboardResponseSchema, signal }),
  });

export const useDashboard = () => useQuery(dashboardQuery());
