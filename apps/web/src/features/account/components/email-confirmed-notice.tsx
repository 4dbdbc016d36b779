import { useSearchParams } from 'react-router';
import { EMAIL_CONFIRMED_MESSAGE } from '@candor/contracts';

/**
 * Where the email-confirmation link lands (`?email=confirmed`, with `&error=…` when the link had
 * expired or was already used): says which it was.
 */
export function EmailConfirmedNotice() {
  const [params] = useSearchParams();
  if (params.get('email') !== 'confirmed') return null;
  const failed = params.get('error') !== null;
  return (
    <p
      role="status"
      className={
        failed
          ? 'rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900'
          : 'rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900'
      }
    >
      {failed
        ? 'That confirmation link has expired or was already used. Sign in and ask for a new one.'
        : `${EMAIL_CONFIRMED_MESSAGE}.`}
    </p>
  );
}

/** True when the page after sign-in is the landing of an email-confirmation link. */
export function isEmailConfirmationLanding(redirectTo: string | null): boolean {
  if (!redirectTo) return false;
  const url = new URL(redirectTo, 'http://x');
  return url.searchParams.get('email') === 'confirmed' && url.searchParams.get('error') === null;
}
