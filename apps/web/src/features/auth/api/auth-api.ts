import { signInCodeRequiredSchema, type RegisterInput } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { clearSession, loadSession } from '../../../lib/session';

export type SignInResult =
  { kind: 'signed-in' } | { kind: 'two-factor' } | { kind: 'email-code'; message: string };

/**
 * POST /api/auth/sign-in/email; a member with MFA on must then give a code. After many failed
 * attempts on the address the server asks for the code it emailed, sent again with the password.
 */
export async function signIn(email: string, password: string, emailCode?: string): Promise<SignInResult> {
  const body = await apiFetch('/auth/sign-in/email', {
    body: { email, password, rememberMe: true, ...(emailCode ? { emailCode } : {}) },
  });
  const codeStep = signInCodeRequiredSchema.safeParse(body);
  if (codeStep.success) return { kind: 'email-code', message: codeStep.data.message };
  if ((body as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) return { kind: 'two-factor' };
  await loadSession(true);
  return { kind: 'signed-in' };
}

/** Completes a sign-in with a TOTP code or a backup code. */
export async function verifySecondFactor(code: string, method: 'totp' | 'backup'): Promise<void> {
  await apiFetch(method === 'totp' ? '/auth/two-factor/verify-totp' : '/auth/two-factor/verify-backup-code', {
    body: { code, trustDevice: false },
  });
  await loadSession(true);
}

/**
 * Ends the session on the server, then forgets everything this device kept: the session record,
 * cached queries (the caller clears its query client) and both web storages.
 */
export async function signOut(): Promise<void> {
  try {
    await apiFetch('/auth/sign-out', { body: {} });
  } finally {
    clearSession();
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
}

export function register(input: RegisterInput): Promise<unknown> {
  return apiFetch('/register', { body: input });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch('/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiFetch('/auth/reset-password', { body: { token, newPassword } });
}
