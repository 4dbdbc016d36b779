import { useState, type SyntheticEvent } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TextField,
} from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { loadSession } from '../../../lib/session';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateBackupCodes,
  startTwoFactor,
} from '../api/account-api';
import { QrCode, secretOf } from './qr-code';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'enable' | 'disable' | 'codes' }
  | { kind: 'scan'; totpUri: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

const wrongPassword = (error: unknown) =>
  isApiError(error) && (error.status === 400 || error.status === 401)
    ? 'That password is not correct.'
    : 'Something went wrong. Please try again.';

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
      <p className="text-sm font-medium text-amber-900">
        Save these backup codes somewhere safe. Each one signs you in once if you lose your phone.
      </p>
      <ul
        aria-label="Backup codes"
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-ink sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Two-step verification with an authenticator app (TOTP) and backup codes. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setStep({ kind: 'idle' });
    setPassword('');
    setCode('');
    setError(undefined);
  };

  async function submitPassword(event: SyntheticEvent) {
    event.preventDefault();
    if (step.kind !== 'password') return;
    if (!password) {
      setError('Enter your password');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      if (step.purpose === 'enable') {
        const result = await startTwoFactor(password);
        setStep({ kind: 'scan', totpUri: result.totpURI, backupCodes: result.backupCodes });
      } else if (step.purpose === 'disable') {
        await disableTwoFactor(password);
        await loadSession(true);
        reset();
      } else {
        const result = await regenerateBackupCodes(password);
        setStep({ kind: 'codes', backupCodes: result.backupCodes });
      }
      setPassword('');
    } catch (caught) {
      setError(wrongPassword(caught));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: SyntheticEvent) {
    event.preventDefault();
    if (step.kind !== 'scan') return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await confirmTwoFactor(code.trim());
      await loadSession(true);
      setStep({ kind: 'codes', backupCodes: step.backupCodes });
      setCode('');
    } catch {
      setError('That code is not valid. Check the time on your phone and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-step verification</CardTitle>
        <CardDescription>
          {enabled
            ? 'On. Signing in asks for a code from your authenticator app, or a backup code.'
            : 'Off. Add a code from an authenticator app to every sign-in, so a stolen password is not enough.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {step.kind === 'idle' && (
          <div className="flex flex-wrap gap-2">
            {enabled ? (
              <>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setStep({ kind: 'password', purpose: 'codes' });
                  }}
                >
                  New backup codes
                </Button>
                <Button
                  variant="danger"
                  onClick={() => {
                    setStep({ kind: 'password', purpose: 'disable' });
                  }}
                >
                  Turn off
                </Button>
              </>
            ) : (
              <Button
                onClick={() => {
                  setStep({ kind: 'password', purpose: 'enable' });
                }}
              >
                Turn on two-step verification
              </Button>
            )}
          </div>
        )}

        {step.kind === 'password' && (
          <form
            noValidate
            onSubmit={(event) => void submitPassword(event)}
            className="flex max-w-sm flex-col gap-3"
          >
            <TextField
              label="Confirm with your password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              error={error}
              onChange={(event) => {
                setPassword(event.target.value);
              }}
            />
            <div className="flex gap-2">
              <Button type="submit" loading={busy}>
                Continue
              </Button>
              <Button variant="ghost" onClick={reset}>
                Cancel
              </Button>
            </div>
          </form>
        )}

        {step.kind === 'scan' && (
          <div className="flex flex-col gap-4 md:flex-row md:items-start">
            <QrCode value={step.totpUri} label="QR code to add Candor to your authenticator app" />
            <form
              noValidate
              onSubmit={(event) => void submitCode(event)}
              className="flex max-w-sm flex-1 flex-col gap-3"
            >
              <p className="text-sm text-ink-muted">
                Scan the code with your authenticator app, or type this key into it:
              </p>
              <p
                className="rounded bg-canvas px-3 py-2 font-mono text-sm break-all text-ink"
                aria-label="Setup key"
              >
                {secretOf(step.totpUri)}
              </p>
              <TextField
                label="Code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                error={error}
                onChange={(event) => {
                  setCode(event.target.value);
                }}
              />
              <div className="flex gap-2">
                <Button type="submit" loading={busy}>
                  Confirm and turn on
                </Button>
                <Button variant="ghost" onClick={reset}>
                  Cancel
                </Button>
              </div>
            </form>
          </div>
        )}

        {step.kind === 'codes' && (
          <>
            <BackupCodes codes={step.backupCodes} />
            <div>
              <Button variant="secondary" onClick={reset}>
                I have saved them
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
