import {
  isVerificationStatus,
  linkStateSchema,
  VERIFICATION_SEARCH_MAX,
  verificationSortSchema,
  type LinkState,
  type VerificationSort,
  type VerificationStatus,
} from '@candor/contracts';

/**
 * The submissions list as the address bar holds it (ADR "list state in the URL"): the search as
 * typed, the status and link filters, the order and how many pages are shown. Defaults are left
 * out, so a plain /admin/dashboard is the unfiltered list.
 */
export type ListUrlState = {
  search: string;
  status: VerificationStatus | '';
  link: LinkState | '';
  sort: VerificationSort;
  /** Pages of the list loaded ("Load more"), at least 1. */
  pages: number;
};

export const MAX_URL_PAGES = 20;

/** Reads the list's state from a query string; anything unknown falls back to its default. */
export function listStateFromSearch(params: URLSearchParams): ListUrlState {
  const status = params.get('status') ?? '';
  const link = linkStateSchema.safeParse(params.get('link'));
  const sort = verificationSortSchema.safeParse(params.get('sort'));
  const pages = Number.parseInt(params.get('pages') ?? '1', 10);
  return {
    search: (params.get('search') ?? '').trim().slice(0, VERIFICATION_SEARCH_MAX),
    status: isVerificationStatus(status) ? status : '',
    link: link.success ? link.data : '',
    sort: sort.success ? sort.data : 'updated',
    pages: Number.isFinite(pages) ? Math.min(Math.max(pages, 1), MAX_URL_PAGES) : 1,
  };
}

/**
 * The query string with `patch` applied; any change other than `pages` goes back to the first
 * page. Parameters the list does not own are kept.
 */
export function searchWithListState(params: URLSearchParams, patch: Partial<ListUrlState>): URLSearchParams {
  const current = listStateFromSearch(params);
  const next: ListUrlState = { ...current, ...patch };
  if (!('pages' in patch)) next.pages = 1;
  const result = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) => {
    if (value === fallback) result.delete(key);
    else result.set(key, value);
  };
  set('search', next.search.trim(), '');
  set('status', next.status, '');
  set('link', next.link, '');
  set('sort', next.sort, 'updated');
  set('pages', String(next.pages), '1');
  return result;
}
