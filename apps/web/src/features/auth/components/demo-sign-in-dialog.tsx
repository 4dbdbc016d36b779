import { useState } from 'react';
import { useNavigate } from 'react-router';
import { demoSignInResponseSchema, type DemoUser } from '@candor/contracts';
import { Button, Dialog } from '../../../components/ui';
import { apiFetch } from '../../../lib/api-fetch';
import { loadSession } from '../../../lib/session';

const choices: { user: DemoUser; title: string; description: string }[] = [
  {
    user: 'admin',
    title: 'Platform administrator',
    description: 'Candor staff: demo requests and platform pages.',
  },
  {
    user: 'company_admin',
    title: 'Company administrator',
    description: 'Northwind Talent’s HR director: invite candidates, review, decide, manage users.',
  },
  { user: 'candidate', title: 'Candidate', description: 'A candidate following their own verification.' },
];

/** With ?demo=true, the three demo users are one click away (demo installations only; docs/product.md#demo-mode). */
export function DemoSignInDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<DemoUser | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function signInAs(user: DemoUser) {
    setPending(user);
    setError(null);
    try {
      const { redirectTo } = await apiFetch('/demo/sign-in', {
        body: { user },
        schema: demoSignInResponseSchema,
      });
      await loadSession(true);
      onClose();
      void navigate(redirectTo);
    } catch {
      setError('Demo sign-in is not available on this installation.');
    } finally {
      setPending(null);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Try Candor with a demo account"
      description="Choose who you want to be. Demo data only."
    >
      <ul className="flex flex-col gap-3">
        {choices.map((choice) => (
          <li
            key={choice.user}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
          >
            <div>
              <p className="font-medium text-ink">{choice.title}</p>
              <p className="text-sm text-ink-muted">{choice.description}</p>
            </div>
            <Button size="sm" loading={pending === choice.user} onClick={() => void signInAs(choice.user)}>
              Sign in as {choice.title.toLowerCase()}
            </Button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </Dialog>
  );
}
