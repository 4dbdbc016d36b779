import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';

export const outboxQuery = () =>
  queryOptions({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => apiFetch('/admin/outbox', { schema: outboxResponseSchema, signal }),
  });
export const useOutbox = () => useQuery(outboxQuery());
