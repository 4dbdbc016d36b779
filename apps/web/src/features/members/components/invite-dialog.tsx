import { useState, type SyntheticEvent } from 'react';
import {
  DEPARTMENT_MAX,
  grantableRoles,
  requiredEmail,
  roleLabels,
  verificationVisibility,
  type Role,
} from '@candor/contracts';
import { Button, Checkbox, Dialog, TextField } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { useInviteStaff } from '../api/members-api';

const emailSchema = requiredEmail();

/**
 * Invite a colleague: their email and the roles they will hold. Only roles the inviter may grant
 * are offered: ranked at or below their own, granting no permission they lack (candidates are
 * invited from Invite candidate, not here).
 */
export function InviteDialog({
  inviterRoles,
  onClose,
  onInvited,
}: {
  inviterRoles: readonly Role[];
  onClose: () => void;
  onInvited: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Role[]>([]);
  const [department, setDepartment] = useState('');
  const [errors, setErrors] = useState<{
    email?: string;
    roles?: string;
    department?: string;
    form?: string;
  }>({});
  const departmentScoped = roles.length > 0 && verificationVisibility(roles) === 'department';
  const invite = useInviteStaff();
  const grantable = grantableRoles(inviterRoles).filter((role) => role !== 'candidate');

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    const next = {
      ...(parsed.success ? {} : { email: parsed.error.issues[0]?.message ?? 'Email is invalid' }),
      ...(roles.length === 0 ? { roles: 'Choose at least one role' } : {}),
    };
    setErrors(next);
    if (!parsed.success || roles.length === 0) return;
    invite.mutate(
      { email: parsed.data, roles, ...(department.trim() ? { department: department.trim() } : {}) },
      {
        onSuccess: () => {
          onInvited(parsed.data);
        },
        onError: (caught) => {
          const field =
            caught instanceof ApiError
              ? caught.details.find((d) => d.path === 'email' || d.path === 'department')
              : undefined;
          setErrors(
            field?.path === 'email'
              ? { email: caught.message }
              : field?.path === 'department'
                ? { department: field.message }
                : { form: caught.message },
          );
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Invite colleague"
      description="They receive an email with a link to choose their name and password. The link works once, for 7 days."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="invite-colleague-form" loading={invite.isPending}>
            Send invitation
          </Button>
        </>
      }
    >
      <form id="invite-colleague-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors(({ email: _email, ...rest }) => rest);
          }}
        />
        <fieldset aria-describedby={errors.roles ? 'invite-roles-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink">Roles</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {grantable.map((role) => (
              <Checkbox
                key={role}
                label={roleLabels[role]}
                checked={roles.includes(role)}
                onChange={(event) => {
                  setErrors(({ roles: _roles, ...rest }) => rest);
                  setRoles((current) =>
                    event.target.checked ? [...current, role] : current.filter((r) => r !== role),
                  );
                }}
              />
            ))}
          </div>
          {errors.roles && (
            <p id="invite-roles-error" role="alert" className="mt-2 text-sm text-red-700">
              {errors.roles}
            </p>
          )}
        </fieldset>
        <TextField
          label="Department"
          autoComplete="off"
          maxLength={DEPARTMENT_MAX}
          value={department}
          error={errors.department}
          hint={
            departmentScoped
              ? 'These roles see the verifications of their department: without one, only those they invite.'
              : 'Optional, e.g. Engineering. Department-scoped roles (HR Manager, Hiring Manager) see its verifications.'
          }
          onChange={(event) => {
            setDepartment(event.target.value);
            setErrors(({ department: _department, ...rest }) => rest);
          }}
        />
      </form>
    </Dialog>
  );
}
