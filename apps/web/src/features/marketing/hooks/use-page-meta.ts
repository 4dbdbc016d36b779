import { createContext, use, useEffect } from 'react';
import { formatDocumentTitle } from '../../../lib/use-document-title';

export type PageMeta = {
  /** The page's own title; shown as "Title · Candor". */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
};

/**
 * Given only while a page is prerendered at build time (src/entry-prerender.tsx): receives the
 * page's title and description, which go into the prerendered document's head. In the browser
 * there is none, and the effect below sets them.
 */
export const PageMetaCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);

function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * Sets the document title and `<meta name="description">` while the page is shown. The previous
 * description comes back when the page goes, so pages without their own keep the site's default.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  use(PageMetaCollectorContext)?.({ title, description });
  useEffect(() => {
    document.title = formatDocumentTitle(title);
    const meta = descriptionElement();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [title, description]);
}
