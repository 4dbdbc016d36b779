import { useState, type SyntheticEvent } from 'react';
import { z } from 'zod';
import { requiredText } from '@candor/contracts';
import { Button, Card, CardContent, TextField } from '../../../components/ui';
import { useSearchParams } from 'react-router';
import { updateProfile } from '../../../features/account/api/account-api';
import { EmailChangeSection } from '../../../features/account/components/email-change-section';
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
  const [params] = useSearchParams();
  const emailChanged = params.get('email') === 'changed';
  const linkError = params.get('error') !== null;
  if (session.status !== 'signed-in') return null;
  const { me } = session;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Profile</h1>
      {emailChanged && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          {linkError
            ? 'That confirmation link has expired or was already used. Ask for a new one below.'
            : `Your email address is now ${me.user.email}.`}
        </p>
      )}
      <Card>
        <CardContent className="p-6">
          <ProfileForm me={me} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="p-6">
          <EmailChangeSection currentEmail={me.user.email} />
        </CardContent>
      </Card>
    </div>
  );
}

export { ProfilePage as Component };
