import { useState } from 'react';
import { ROLES, canAccessRole, roleLabels, type Member, type Role } from '@candor/contracts';
import { Button, Checkbox, Dialog } from '../../../components/ui';
import { useUpdateMember } from '../api/members-api';

/** Choose a member's roles; only roles ranked at or below the editor's own are offered. */
export function RolesDialog({
  member,
  editorRoles,
  onClose,
}: {
  member: Member;
  editorRoles: readonly Role[];
  onClose: () => void;
}) {
  const [roles, setRoles] = useState<Role[]>(member.roles);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMember();
  const grantable = ROLES.filter((role) => canAccessRole(editorRoles, role));

  function save() {
    if (roles.length === 0) {
      setError('Choose at least one role');
      return;
    }
    setError(null);
    update.mutate(
      { membershipId: member.membershipId, changes: { roles } },
      {
        onSuccess: onClose,
        onError: (caught) => {
          setError(caught.message);
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Roles of ${member.name}`}
      description="Permissions are the sum of the roles' grants."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={save}>
            Save roles
          </Button>
        </>
      }
    >
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">Roles</legend>
        {grantable.map((role) => (
          <Checkbox
            key={role}
            label={roleLabels[role]}
            checked={roles.includes(role)}
            onChange={(event) => {
              setRoles((current) =>
                event.target.checked ? [...current, role] : current.filter((r) => r !== role),
              );
            }}
          />
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </Dialog>
  );
}
