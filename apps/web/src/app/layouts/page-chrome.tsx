import { cn } from '../../lib/cn';

/** The id of every page's <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps past the navigation to the content. */
export function SkipToContent() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50',
        'focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-800 focus:shadow-lg',
      )}
    >
      Skip to main content
    </a>
  );
}

/** The one-line footer of working pages (the marketing pages have their own). */
export function CompactFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-6 text-sm text-ink-muted sm:px-6 lg:px-8">
        Candor · Candidate verification for hiring teams
      </div>
    </footer>
  );
}
