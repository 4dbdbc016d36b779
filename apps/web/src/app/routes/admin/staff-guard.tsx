import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { loadSession } from '../../../lib/session';

/**
 * Every staff page sits under this pathless route: the session is checked before the page
 * loads, and a visitor is sent to sign in, then back here. A member whose organisation requires
 * MFA they have not set up is sent to /security (the API refuses everything else meanwhile).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await loadSession();
  if (session.status === 'error')
    throw new Response(session.message, { status: 503, statusText: 'Service Unavailable' });
  if (session.status !== 'signed-in') {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  // The organisation requires MFA and this member has none yet: Security is the only way on.
  const { me } = session;
  if (
    me.organisation?.requireMfa &&
    !me.user.twoFactorEnabled &&
    new URL(request.url).pathname !== '/security'
  ) {
    throw redirect('/security');
  }
  return null;
}

function StaffGuard() {
  return <Outlet />;
}

export { StaffGuard as Component };
