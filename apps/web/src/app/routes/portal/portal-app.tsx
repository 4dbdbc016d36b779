import { ShieldCheck } from 'lucide-react';
import { CandidatePortal } from '../../../features/candidate-portal/components/candidate-portal';
import { cn } from '../../../lib/cn';

const MAIN_CONTENT_ID = 'main-content';

/** The link token from `/candidate/{token}` (a trailing slash is allowed); '' when absent. */
export function tokenFromPath(pathname: string): string {
  const match = /^\/candidate\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}

/**
 * /candidate/{token}: the candidate's private link, with no sign-in. It is a page of its own
 * (portal.html) with a quiet header instead of the marketing navigation, and no router or
 * query library, so a candidate on a phone downloads only what the form needs.
 */
export function PortalApp({ pathname = window.location.pathname }: { pathname?: string }) {
  const token = tokenFromPath(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className={cn(
          'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50',
          'focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-800 focus:shadow-lg',
        )}
      >
        Skip to main content
      </a>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <a
            href="/"
            className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-brand-800"
          >
            <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" />
            Candor
          </a>
          <p className="text-sm text-ink-muted max-[359px]:hidden">Secure candidate verification</p>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8">
        <div className="mx-auto w-full max-w-7xl">
          <CandidatePortal token={token} />
        </div>
      </main>
      <footer className="border-t border-border bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-6 text-sm text-ink-muted sm:px-6 lg:px-8">
          Candor · Candidate verification for hiring teams
        </div>
      </footer>
    </div>
  );
}
