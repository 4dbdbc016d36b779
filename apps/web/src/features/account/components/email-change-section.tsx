import { useState, type SyntheticEvent } from 'react';
import { changeEmailBodySchema } from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { changeEmail } from '../api/account-api';

/** A new sign-in address: confirmed with the current password, then by a link sent to it. */
export function EmailChangeSection({ currentEmail }: { currentEmail: string }) {
  const form = useZodForm(changeEmailBodySchema, { newEmail: '', password: '' });
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setResult(null);
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      const { message } = await changeEmail(body);
      form.reset();
      setResult({ ok: true, message });
    } catch (caught) {
      if (caught instanceof ApiError && caught.details.length > 0 && caught.code === 'VALIDATION_FAILED') {
        form.showServerErrors(caught.details);
      } else {
        setResult({
          ok: false,
          message: caught instanceof Error ? caught.message : 'Your email could not be changed.',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="email-change-heading"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <div>
        <h2 id="email-change-heading" className="text-lg font-semibold text-ink">
          Email address
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          You sign in with <strong className="break-all text-ink">{currentEmail}</strong>. To change it, enter
          the new address and your current password; we send a link to the new address, and the change takes
          effect once you follow it.
        </p>
      </div>
      <div aria-live="polite">
        {result && (
          <p className={result.ok ? 'text-sm text-emerald-800' : 'text-sm text-red-700'}>{result.message}</p>
        )}
      </div>
      <TextField label="New email" type="email" autoComplete="email" required {...form.field('newEmail')} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          Change email
        </Button>
      </div>
    </form>
  );
}
