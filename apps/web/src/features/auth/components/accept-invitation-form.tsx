import { useState, type SyntheticEvent } from 'react';
import { PASSWORDS_DO_NOT_MATCH, acceptStaffInvitationBodySchema } from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { acceptStaffInvitation } from '../api/invitation-api';
import { FormError } from './auth-card';

/** The invitee chooses their name and password (the same rules as registration). */
export function AcceptInvitationForm({
  token,
  email,
  onAccepted,
}: {
  token: string;
  email: string;
  onAccepted: (redirectTo: string) => void;
}) {
  const form = useZodForm(acceptStaffInvitationBodySchema, {
    token,
    firstName: '',
    lastName: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      onAccepted(await acceptStaffInvitation(body));
    } catch (caught) {
      if (caught instanceof ApiError && caught.details.length > 0 && caught.code === 'VALIDATION_FAILED') {
        form.showServerErrors(caught.details);
      } else {
        setError(caught instanceof Error ? caught.message : 'The invitation could not be accepted.');
      }
    } finally {
      setBusy(false);
    }
  }

  const mismatch = form.errors.confirmPassword === PASSWORDS_DO_NOT_MATCH;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormError message={error} />
      <TextField label="Email" value={email} readOnly hint="You will sign in with this address." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="8+ characters"
        hint="At least 8 characters. A passphrase of a few words is easy to remember and hard to guess."
        required
        {...form.field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
        error={mismatch ? PASSWORDS_DO_NOT_MATCH : form.errors.confirmPassword}
      />
      <Button type="submit" loading={busy} className="w-full">
        {busy ? 'Creating your account...' : 'Join and sign in'}
      </Button>
    </form>
  );
}
