import { useState } from 'react';
import { roleLabels, verificationVisibility, type Member } from '@candor/contracts';
import {
  Button,
  CardList,
  CardListItem,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui';
import { useMembers, useSetMemberActive } from '../../../features/members/api/members-api';
import { InviteDialog } from '../../../features/members/components/invite-dialog';
import { PendingInvitations } from '../../../features/members/components/pending-invitations';
import { RolesDialog } from '../../../features/members/components/roles-dialog';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackToAdmin } from './back-to-admin';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A department-scoped member without a department sees only what they invite: the list says so. */
const departmentText = (member: Member) =>
  member.department ??
  (verificationVisibility(member.roles) === 'department' ? 'None (sees only their own invitations)' : '—');
const statusText = (member: Member) => (member.status === 'active' ? 'Active' : 'Deactivated');
const lastSignIn = (member: Member) =>
  member.lastSignInAt ? dateTime.format(new Date(member.lastSignInAt)) : 'Never';
const memberName = (member: Member) => (
  <>
    {member.name}
    {member.twoFactorEnabled && <span className="ml-2 text-xs text-emerald-700">2-step on</span>}
  </>
);

function UsersPage() {
  useDocumentTitle('Users');
  const session = useSession();
  const members = useMembers();
  const setActive = useSetMemberActive();
  const [editing, setEditing] = useState<Member | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const me = session.status === 'signed-in' ? session.me : null;

  /** Roles and (de)activation for another member; the same buttons in the table and on phones. */
  const actionsFor = (member: Member) => (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Roles and department of ${member.name}`}
        onClick={() => {
          setEditing(member);
        }}
      >
        Edit
      </Button>
      <Button
        size="sm"
        variant={member.status === 'active' ? 'danger' : 'secondary'}
        aria-label={`${member.status === 'active' ? 'Deactivate' : 'Reactivate'} ${member.name}`}
        loading={setActive.isPending && setActive.variables.membershipId === member.membershipId}
        onClick={() => {
          setError(null);
          setActive.mutate(
            { membershipId: member.membershipId, active: member.status !== 'active' },
            {
              onError: (caught) => {
                setError(caught.message);
              },
            },
          );
        }}
      >
        {member.status === 'active' ? 'Deactivate' : 'Reactivate'}
      </Button>
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <BackToAdmin />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Users</h1>
          <p className="mt-1 text-ink-muted">
            Everyone who can sign in to {me?.organisation?.name ?? 'your organisation'}.
          </p>
        </div>
        {me?.membership && (
          <Button
            onClick={() => {
              setNotice(null);
              setInviting(true);
            }}
          >
            Invite colleague
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {notice}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {members.isPending ? (
        <Skeleton className="h-40 w-full" announce />
      ) : members.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          The members could not be loaded: {members.error.message}
          <Button size="sm" variant="secondary" onClick={() => void members.refetch()}>
            Retry
          </Button>
        </div>
      ) : members.data.members.length === 0 ? (
        <EmptyState title="No members yet" />
      ) : (
        <>
          <Table caption="Members" captionHidden containerClassName="max-md:hidden">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Email</TableHeaderCell>
                <TableHeaderCell>Roles</TableHeaderCell>
                <TableHeaderCell>Department</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Last sign-in</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">Actions</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.data.members.map((member) => {
                const self = member.userId === me?.user.id;
                return (
                  <TableRow key={member.membershipId}>
                    <TableCell className="font-medium text-ink">{memberName(member)}</TableCell>
                    <TableCell>{member.email}</TableCell>
                    <TableCell>{member.roles.map((r) => roleLabels[r]).join(', ')}</TableCell>
                    <TableCell>{departmentText(member)}</TableCell>
                    <TableCell>{statusText(member)}</TableCell>
                    <TableCell>{lastSignIn(member)}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-2">{!self && actionsFor(member)}</div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <CardList label="Members">
            {members.data.members.map((member) => (
              <CardListItem
                key={member.membershipId}
                title={memberName(member)}
                subtitle={member.email}
                details={[
                  ['Roles', member.roles.map((r) => roleLabels[r]).join(', ')],
                  ['Department', departmentText(member)],
                  ['Status', statusText(member)],
                  ['Last sign-in', lastSignIn(member)],
                ]}
                actions={member.userId === me?.user.id ? undefined : actionsFor(member)}
              />
            ))}
          </CardList>
        </>
      )}
      <PendingInvitations onNotice={setNotice} />
      {inviting && me?.membership && (
        <InviteDialog
          inviterRoles={me.membership.roles}
          onClose={() => {
            setInviting(false);
          }}
          onInvited={(email) => {
            setInviting(false);
            setNotice(`Invitation sent to ${email}.`);
          }}
        />
      )}
      {editing && me?.membership && (
        <RolesDialog
          member={editing}
          editorRoles={me.membership.roles}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}

export { UsersPage as Component };
