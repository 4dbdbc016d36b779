import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { loadSession } from '../../../lib/session';

/**
 * Every staff page sits under this pathless route: the session is checked before the page
 * loads, and a visitor is sent to sign in, then back here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await loadSession();
  if (session.status === 'error')
    throw new Response(session.message, { status: 503, statusText: 'Service Unavailable' });
  if (session.status !== 'signed-in') {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

function StaffGuard() {
  return <Outlet />;
}

export { StaffGuard as Component };
