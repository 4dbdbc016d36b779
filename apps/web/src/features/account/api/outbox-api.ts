import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { outboxKeys } from '../../../lib/query-keys';

export const outboxQuery = () =>
  queryOptions({
    queryKey: outboxKeys.all,
    queryFn: ({ signal }) => apiFetch('/admin/outbox', { schema: outboxResponseSchema, signal }),
  });
export const useOutbox = () => useQuery(outboxQuery());
