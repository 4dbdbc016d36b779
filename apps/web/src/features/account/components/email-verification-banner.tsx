import { useState } from 'react';
import { Button } from '../../../components/ui';
import { resendVerificationEmail } from '../api/account-api';

type Sent =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; message: string };

/** Until the signed-in user's email is confirmed, every staff page asks for it. */
export function EmailVerificationBanner({ email }: { email: string }) {
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="min-w-0 flex-1 basis-64">
        Please confirm your email address: we sent a link to <strong className="break-all">{email}</strong>.
      </p>
      <Button
        size="sm"
        variant="secondary"
        loading={sent.state === 'sending'}
        onClick={() => {
          setSent({ state: 'sending' });
          resendVerificationEmail(email).then(
            () => {
              setSent({ state: 'sent' });
            },
            (error: unknown) => {
              setSent({
                state: 'failed',
                message: error instanceof Error ? error.message : 'The email could not be sent.',
              });
            },
          );
        }}
      >
        Resend verification email
      </Button>
      <p aria-live="polite" className="basis-full empty:hidden">
        {sent.state === 'sent' && 'Sent. Check your inbox for the new link.'}
        {sent.state === 'failed' && sent.message}
      </p>
    </div>
  );
}
