import { useState, type SyntheticEvent } from 'react';
import { z } from 'zod';
import { requiredText } from '@candor/contracts';
import { Button, Card, CardContent, TextField } from '../../../components/ui';
import { resendVerificationEmail, updateProfile } from '../../../features/account/api/account-api';
import { loadSession, useSession, type Me } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useZodForm } from '../../../lib/use-zod-form';

const schema = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  jobTitle: requiredText('Job title is required'),
  phone: requiredText('Phone number is required', 50),
});

function ProfileForm({ me }: { me: Me }) {
  const form = useZodForm(schema, {
    firstName: me.user.firstName,
    lastName: me.user.lastName,
    jobTitle: me.user.jobTitle ?? '',
    phone: me.user.phone ?? '',
  });
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setStatus(null);
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      await updateProfile(body);
      await loadSession(true);
      setStatus('saved');
    } catch {
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {status === 'saved' && (
        <p role="status" className="text-sm text-emerald-800">
          Your profile has been saved.
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          Your profile could not be saved. Please try again.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <TextField label="Job title" autoComplete="organization-title" {...form.field('jobTitle')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField
        label="Email"
        value={me.user.email}
        readOnly
        hint="Contact your administrator to change the email you sign in with."
      />
      <div>
        <Button type="submit" loading={busy}>
          Save profile
        </Button>
      </div>
    </form>
  );
}

function ProfilePage() {
  useDocumentTitle('Profile');
  const session = useSession();
  const [resent, setResent] = useState<'sent' | 'failed' | null>(null);
  if (session.status !== 'signed-in') return null;
  const { me } = session;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Profile</h1>
      {!me.user.emailVerified && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <span>Please confirm your email address: we sent a link to {me.user.email}.</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              resendVerificationEmail(me.user.email).then(
                () => {
                  setResent('sent');
                },
                () => {
                  setResent('failed');
                },
              );
            }}
          >
            Send it again
          </Button>
          {resent === 'sent' && <span>Sent.</span>}
          {resent === 'failed' && <span>Could not send it. Please try again later.</span>}
        </div>
      )}
      <Card>
        <CardContent className="p-6">
          <ProfileForm me={me} />
        </CardContent>
      </Card>
    </div>
  );
}

export { ProfilePage as Component };
