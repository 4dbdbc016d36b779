import { queryOptions } from '@tanstack/react-query';
import {
  acceptStaffInvitationResponseSchema,
  staffInvitationLookupResponseSchema,
  type AcceptStaffInvitationBody,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { loadSession } from '../../../lib/session';
import { staffInvitationKeys } from '../../../lib/query-keys';

/** What an invitation link stands for: the organisation, the address and the roles. */
export const staffInvitationLookupQuery = (token: string) =>
  queryOptions({
    queryKey: staffInvitationKeys.lookup(token),
    queryFn: ({ signal }) =>
      apiFetch(`/staff-invitations/lookup?token=${encodeURIComponent(token)}`, {
        schema: staffInvitationLookupResponseSchema,
        signal,
      }),
    retry: false,
  });

/** Creates the account from the invitation; the server signs the new member in. */
export async function acceptStaffInvitation(body: AcceptStaffInvitationBody): Promise<string> {
  const { redirectTo } = await apiFetch('/staff-invitations/accept', {
    body,
    schema: acceptStaffInvitationResponseSchema,
  });
  await loadSession(true);
  return redirectTo;
}
