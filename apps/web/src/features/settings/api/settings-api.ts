import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsResponseSchema, type UpdateSettingsBody } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { settingsKeys } from '../../../lib/query-keys';

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => apiFetch('/settings', { schema: settingsResponseSchema, signal }),
  });
export const useSettings = () => useQuery(settingsQuery());

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSettingsBody) =>
      apiFetch('/settings', { method: 'PATCH', body: changes, schema: settingsResponseSchema }),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKeys.all, data);
    },
  });
}
