import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listMembersResponseSchema, memberResponseSchema, type UpdateMemberBody } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';

export const membersQuery = () =>
  queryOptions({
    queryKey: ['members'],
    queryFn: ({ signal }) => apiFetch('/members', { schema: listMembersResponseSchema, signal }),
  });
export const useMembers = () => useQuery(membersQuery());

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, changes }: { membershipId: string; changes: UpdateMemberBody }) =>
      apiFetch(`/members/${encodeURIComponent(membershipId)}`, {
        method: 'PATCH',
        body: changes,
        schema: memberResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}

export function useSetMemberActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, active }: { membershipId: string; active: boolean }) =>
      apiFetch(`/members/${encodeURIComponent(membershipId)}/${active ? 'reactivate' : 'deactivate'}`, {
        method: 'POST',
        schema: memberResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
