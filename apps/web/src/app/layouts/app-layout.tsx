import type { ReactNode } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { SiteFooter } from '../../features/marketing/components/site-footer';
import { SiteHeader } from '../../features/marketing/components/site-header';
import { cn } from '../../lib/cn';
import { CompactFooter, MAIN_CONTENT_ID, SkipToContent } from './page-chrome';

/** A route's `handle` may ask for the full-width marketing layout (bands from edge to edge). */
export type LayoutHandle = { layout?: 'marketing' };

/** The pathless route around every staff page (routes/admin/routes.ts). */
const STAFF_ROUTE_ID = 'staff';

function isMarketingHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'layout' in handle && handle.layout === 'marketing';
}

export type AppLayoutProps = {
  /** Navigation for signed-in users, shown beside the content; none when signed out. */
  sidebar?: ReactNode;
  /** Switches the navigation to its signed-in form. */
  signedIn?: boolean;
  /** For signed-in users: shown at the end of the navigation bar, e.g. the user menu. */
  account?: ReactNode;
  /** For signed-in users: the application header, used instead of the marketing one on staff pages. */
  staffHeader?: ReactNode;
  /** The page; defaults to the matched child route. */
  children?: ReactNode;
};

export function AppLayout({ sidebar, signedIn = false, account, staffHeader, children }: AppLayoutProps) {
  const matches = useMatches();
  const marketing = matches.some((match) => isMarketingHandle(match.handle)) && sidebar == null;
  // Staff pages get the application header; its menu carries the navigation on phones.
  const staff = staffHeader != null && matches.some((match) => match.id === STAFF_ROUTE_ID);
  const page = children ?? <Outlet />;

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipToContent />
      <header className="sticky top-0 z-40 border-b print:hidden border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
        <NavigationProgress />
        {staff ? staffHeader : <SiteHeader signedIn={signedIn} account={account} />}
      </header>
      {marketing ? (
        // Marketing pages draw their own bands; the page fills the screen so the footer never
        // jumps into view while the page loads.
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-dvh min-w-0 flex-col outline-none">
          {page}
        </main>
      ) : (
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
          {sidebar != null && (
            <div
              className={cn(
                'border-b border-border md:w-64 md:shrink-0 md:border-r md:border-b-0 print:hidden',
                staff && 'max-md:hidden',
              )}
            >
              {sidebar}
            </div>
          )}
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="min-w-0 flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8"
          >
            {page}
          </main>
        </div>
      )}
      {marketing ? <SiteFooter /> : <CompactFooter />}
    </div>
  );
}

/** A thin bar under the header while the next route loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 overflow-hidden bg-brand-100">
      <div className="h-full w-2/5 bg-brand-600 motion-safe:animate-progress" />
    </div>
  );
}
