import { useEffect } from 'react';

export const APP_NAME = 'Candor';

/** Formats a page title as "Page · Candor", or just "Candor" without one. */
export function formatDocumentTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Sets `document.title` while the calling route is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
