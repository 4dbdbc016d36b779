import { ShieldCheck } from 'lucide-react';
import { CandidatePortal } from '../../../features/candidate-portal/components/candidate-portal';
import { CompactFooter, MAIN_CONTENT_ID, SkipToContent } from '../../layouts/page-chrome';

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
      <SkipToContent />
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
      <CompactFooter />
    </div>
  );
}
