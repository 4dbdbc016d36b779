import { useState } from 'react';
import { roleLabels, type StaffInvitation } from '@candor/contracts';
import {
  Button,
  CardList,
  CardListItem,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui';
import { useStaffInvitationAction, useStaffInvitations } from '../api/members-api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const statusOf = (invitation: StaffInvitation) =>
  invitation.status === 'expired' ? (
    <span className="text-red-700">Expired</span>
  ) : (
    <>Pending until {dateTime.format(new Date(invitation.expiresAt))}</>
  );

/** Invitations not yet accepted: resend (new link, new expiry) or revoke. Hidden when there are none. */
export function PendingInvitations({ onNotice }: { onNotice: (message: string) => void }) {
  const invitations = useStaffInvitations();
  const action = useStaffInvitationAction();
  const [error, setError] = useState<string | null>(null);

  const run = (invitation: StaffInvitation, kind: 'resend' | 'revoke') => {
    setError(null);
    action.mutate(
      { invitationId: invitation.id, action: kind },
      {
        onSuccess: () => {
          onNotice(
            kind === 'resend'
              ? `A new invitation link was sent to ${invitation.email}.`
              : `The invitation to ${invitation.email} was revoked.`,
          );
        },
        onError: (caught) => {
          setError(caught.message);
        },
      },
    );
  };

  /** Resend and Revoke; the same buttons in the table and on phones. */
  const actionsFor = (invitation: StaffInvitation) => {
    const busy = action.isPending && action.variables.invitationId === invitation.id;
    return (
      <>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          loading={busy && action.variables.action === 'resend'}
          aria-label={`Resend the invitation to ${invitation.email}`}
          onClick={() => {
            run(invitation, 'resend');
          }}
        >
          Resend
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          loading={busy && action.variables.action === 'revoke'}
          aria-label={`Revoke the invitation to ${invitation.email}`}
          onClick={() => {
            run(invitation, 'revoke');
          }}
        >
          Revoke
        </Button>
      </>
    );
  };

  if (invitations.isPending) return <Skeleton className="h-24 w-full" announce />;
  if (invitations.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
        The invitations could not be loaded: {invitations.error.message}
        <Button size="sm" variant="secondary" onClick={() => void invitations.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (invitations.data.invitations.length === 0) return null;

  return (
    <section aria-labelledby="pending-invitations-heading" className="flex flex-col gap-3">
      <h2 id="pending-invitations-heading" className="text-lg font-semibold text-ink">
        Pending invitations
      </h2>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Table caption="Pending invitations" captionHidden containerClassName="max-md:hidden">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Email</TableHeaderCell>
            <TableHeaderCell>Roles</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Invited by</TableHeaderCell>
            <TableHeaderCell>
              <span className="sr-only">Actions</span>
            </TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.data.invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell className="font-medium text-ink">{invitation.email}</TableCell>
              <TableCell>{invitation.roles.map((r) => roleLabels[r]).join(', ')}</TableCell>
              <TableCell>{statusOf(invitation)}</TableCell>
              <TableCell>{invitation.invitedBy ?? '—'}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-2">{actionsFor(invitation)}</div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <CardList label="Pending invitations">
        {invitations.data.invitations.map((invitation) => (
          <CardListItem
            key={invitation.id}
            title={invitation.email}
            details={[
              ['Roles', invitation.roles.map((r) => roleLabels[r]).join(', ')],
              ['Status', statusOf(invitation)],
              ['Invited by', invitation.invitedBy ?? '—'],
            ]}
            actions={actionsFor(invitation)}
          />
        ))}
      </CardList>
    </section>
  );
}
