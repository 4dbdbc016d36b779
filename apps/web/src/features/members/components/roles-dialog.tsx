import { useState } from 'react';
import { DEPARTMENT_MAX, ROLES, grantableRoles, roleLabels, type Member, type Role } from '@candor/contracts';
import { Button, Checkbox, Dialog, TextField } from '../../../components/ui';
import { useUpdateMember } from '../api/members-api';

/**
 * Choose a member's roles. Only roles the editor may grant (ranked at or below their own, granting
 * no permission they lack) can be added; a role the member holds beyond that can only be removed.
 */
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
  const [department, setDepartment] = useState(member.department ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMember();
  const grantable = new Set(grantableRoles(editorRoles));
  const offered = ROLES.filter((role) => grantable.has(role) || member.roles.includes(role));
  const keepsUngrantable = roles.some((role) => !grantable.has(role));

  function save() {
    if (roles.length === 0) {
      setError('Choose at least one role');
      return;
    }
    setError(null);
    update.mutate(
      {
        membershipId: member.membershipId,
        changes: {
          ...(sameRoles(roles, member.roles) ? {} : { roles }),
          department: department.trim() || null,
        },
      },
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
      title={`Roles and department of ${member.name}`}
      description="Permissions are the sum of the roles' grants. Department-scoped roles see their department's verifications."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={save}>
            Save
          </Button>
        </>
      }
    >
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">Roles</legend>
        {offered.map((role) => (
          <Checkbox
            key={role}
            label={roleLabels[role]}
            checked={roles.includes(role)}
            disabled={!grantable.has(role) && !roles.includes(role)}
            onChange={(event) => {
              setRoles((current) =>
                event.target.checked ? [...current, role] : current.filter((r) => r !== role),
              );
            }}
          />
        ))}
      </fieldset>
      <TextField
        label="Department"
        containerClassName="mt-4"
        autoComplete="off"
        maxLength={DEPARTMENT_MAX}
        value={department}
        hint="Empty for none."
        onChange={(event) => {
          setDepartment(event.target.value);
        }}
      />
      {keepsUngrantable && (
        <p className="mt-3 text-sm text-ink-muted">
          Some of these roles grant permissions you do not hold: you can remove them, but to keep them ask an
          administrator who holds those permissions to change this member&apos;s roles.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </Dialog>
  );
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));
