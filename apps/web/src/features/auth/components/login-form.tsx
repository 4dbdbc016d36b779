import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import {
  ACCOUNT_DEACTIVATED_CODE,
  FOREIGN_ORIGIN_DETAIL_PATH,
  SIGN_IN_CODE_INVALID,
  loginBodySchema,
  signInCodeSchema,
} from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { signIn, verifySecondFactor } from '../api/auth-api';
import { FormError } from './auth-card';

const INVALID_CREDENTIALS = 'Invalid credentials';
const LOGIN_FAILED = 'Login failed. Please try again.';
const EMAIL_CODE_NOT_ACCEPTED =
  'That code was not accepted. Use the code from the newest email, or go back and check your password.';

function messageFor(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return INVALID_CREDENTIALS;
    // Too many attempts, a deactivated account, or a page opened at an address the server does not
    // accept (e.g. 127.0.0.1 for localhost): the server says what to do.
    if (error.status === 429) return error.message;
    const saysWhatToDo = error.details.some(
      (d) => d.path === FOREIGN_ORIGIN_DETAIL_PATH || d.message === ACCOUNT_DEACTIVATED_CODE,
    );
    if (error.status === 403 && saysWhatToDo) return error.message;
  }
  return LOGIN_FAILED;
}

/** Email and password, then — when the member has MFA on — the authenticator or backup code. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useZodForm(loginBodySchema, { email: '', password: '' });
  const [step, setStep] = useState<
    | { kind: 'password' }
    | { kind: 'two-factor' }
    | { kind: 'email-code'; email: string; password: string; message: string }
  >({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submitPassword(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      const result = await signIn(body.email, body.password);
      if (result.kind === 'signed-in') onSignedIn();
      else if (result.kind === 'two-factor') setStep({ kind: 'two-factor' });
      else
        setStep({ kind: 'email-code', email: body.email, password: body.password, message: result.message });
    } catch (caught) {
      setError(messageFor(caught));
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'two-factor') return <TwoFactorStep onSignedIn={onSignedIn} />;
  if (step.kind === 'email-code') {
    return (
      <EmailCodeStep
        {...step}
        onSignedIn={onSignedIn}
        onTwoFactor={() => {
          setStep({ kind: 'two-factor' });
        }}
        onBack={() => {
          setStep({ kind: 'password' });
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submitPassword(event)} className="flex flex-col gap-4">
      <FormError message={error} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        {...form.field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <div className="flex justify-end text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" loading={busy} className="w-full">
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

/** After many failed attempts on the address: the code emailed to the right password. */
function EmailCodeStep(props: {
  email: string;
  password: string;
  message: string;
  onSignedIn: () => void;
  onTwoFactor: () => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    const parsed = signInCodeSchema.safeParse(code.replace(/\s+/g, ''));
    if (!parsed.success) {
      setFieldError(SIGN_IN_CODE_INVALID);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const result = await signIn(props.email, props.password, parsed.data);
      if (result.kind === 'signed-in') props.onSignedIn();
      else if (result.kind === 'two-factor') props.onTwoFactor();
      else setError(EMAIL_CODE_NOT_ACCEPTED);
    } catch (caught) {
      setError(messageFor(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{props.message}</p>
      <FormError message={error} />
      <OneTimeCodeField label="Sign-in code" numeric value={code} error={fieldError} onChange={setCode} />
      <Button type="submit" loading={busy} className="w-full">
        Sign In
      </Button>
      <Button variant="ghost" onClick={props.onBack}>
        Back to email and password
      </Button>
    </form>
  );
}

function TwoFactorStep({ onSignedIn }: { onSignedIn: () => void }) {
  const [method, setMethod] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    const value = code.replace(/\s+/g, '');
    if (!value) {
      setFieldError(
        method === 'totp'
          ? 'Enter the 6-digit code from your authenticator app'
          : 'Enter one of your backup codes',
      );
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await verifySecondFactor(value, method);
      onSignedIn();
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status === 401
          ? 'That code is not valid. Try again.'
          : messageFor(caught),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {method === 'totp'
          ? 'Two-step verification is on for your account. Enter the code from your authenticator app.'
          : 'Enter one of the backup codes you saved when you turned on two-step verification. Each works once.'}
      </p>
      <FormError message={error} />
      <OneTimeCodeField
        label={method === 'totp' ? 'Authentication code' : 'Backup code'}
        numeric={method === 'totp'}
        value={code}
        error={fieldError}
        onChange={setCode}
      />
      <Button type="submit" loading={busy} className="w-full">
        Verify
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          setMethod(method === 'totp' ? 'backup' : 'totp');
          setCode('');
          setFieldError(undefined);
          setError(null);
        }}
      >
        {method === 'totp' ? 'Use a backup code instead' : 'Use my authenticator app instead'}
      </Button>
    </form>
  );
}

/** A code the user types from an email or an authenticator app (focused, filled by the browser's one-time-code hint). */
function OneTimeCodeField(props: {
  label: string;
  numeric: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={props.label}
      inputMode={props.numeric ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      autoFocus
      required
      value={props.value}
      error={props.error}
      onChange={(event) => {
        props.onChange(event.target.value);
      }}
    />
  );
}
