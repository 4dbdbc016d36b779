import { lazy, Suspense } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { AppLayout } from './app-layout';

// The signed-in chrome and the demo overlay are separate chunks: visitors never download them.
const AccountMenu = lazy(() => import('./signed-in-chrome').then((m) => ({ default: m.AccountMenu })));
const StaffChrome = lazy(() => import('./signed-in-chrome').then((m) => ({ default: m.StaffChrome })));
const Sidebar = lazy(() => import('./signed-in-chrome').then((m) => ({ default: m.Sidebar })));
const EmailVerificationBanner = lazy(() =>
  import('../../features/account/components/email-verification-banner').then((m) => ({
    default: m.EmailVerificationBanner,
  })),
);
const DemoSignInDialog = lazy(() =>
  import('../../features/auth/components/demo-sign-in-dialog').then((m) => ({ default: m.DemoSignInDialog })),
);

/**
 * The app layout for whoever is here: visitors get the public navigation; signed-in users get the
 * user menu and the workspace sidebar (a sidebar appears when signed in). `?demo=true`
 * offers the demo users to a visitor.
 */
export function SessionLayout() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const me = session.status === 'signed-in' ? session.me : null;
  const offerDemo = params.get('demo') === 'true' && session.status === 'signed-out';

  // One boundary around the whole layout: a signed-in page appears with its sidebar, menu and
  // banner (separate chunks), never before them, so nothing moves under the user's pointer. The
  // boundary is there for visitors too, so signing in or out keeps the page mounted.
  const layout = (
    <Suspense fallback={<LoadingScreen />}>
      {me ? (
        <AppLayout
          signedIn
          account={<AccountMenu me={me} />}
          staffHeader={<StaffChrome me={me} />}
          sidebar={<Sidebar me={me} />}
          {...(me.user.emailVerified
            ? {}
            : {
                // Until the email is confirmed, every signed-in page asks for it.
                children: (
                  <>
                    <EmailVerificationBanner email={me.user.email} />
                    <Outlet />
                  </>
                ),
              })}
        />
      ) : (
        <AppLayout signedIn={false} />
      )}
    </Suspense>
  );

  return (
    <>
      {layout}
      {offerDemo && (
        <Suspense fallback={null}>
          <DemoSignInDialog
            onClose={() => {
              const next = new URLSearchParams(params);
              next.delete('demo');
              setParams(next, { replace: true });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
