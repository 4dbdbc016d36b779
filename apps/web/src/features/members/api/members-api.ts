import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  administratorsResponseSchema,
  listMembersResponseSchema,
  listStaffInvitationsResponseSchema,
  memberResponseSchema,
  staffInvitationResponseSchema,
  type InviteStaffBody,
  type UpdateMemberBody,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { administratorKeys, memberKeys, staffInvitationKeys } from '../../../lib/query-keys';

export const membersQuery = () =>
  queryOptions({
    queryKey: memberKeys.all,
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

export const staffInvitationsQuery = () =>
  queryOptions({
    queryKey: staffInvitationKeys.all,
    queryFn: ({ signal }) =>
      apiFetch('/staff-invitations', { schema: listStaffInvitationsResponseSchema, signal }),
  });
export const useStaffInvitations = () => useQuery(staffInvitationsQuery());

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffBody) =>
      apiFetch('/staff-invitations', { body, schema: staffInvitationResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffInvitationKeys.all }),
  });
}

/** Resend (new link, new expiry) or revoke an open invitation. */
export function useStaffInvitationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, action }: { invitationId: string; action: 'resend' | 'revoke' }) =>
      apiFetch(`/staff-invitations/${encodeURIComponent(invitationId)}/${action}`, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffInvitationKeys.all }),
  });
}

/** Who manages the organisation's members, by name (any member with a verification view may ask). */
export const administratorsQuery = () =>
  queryOptions({
    queryKey: administratorKeys.all,
    queryFn: ({ signal }) =>
      apiFetch('/organisation/administrators', { schema: administratorsResponseSchema, signal }),
  });
export const useAdministrators = (enabled = true) => useQuery({ ...administratorsQuery(), enabled });
