import { describe, expect, it } from 'vitest';
import { listStateFromSearch, MAX_URL_PAGES, searchWithListState } from './list-url-state';

describe('the submissions list in the address bar', () => {
  it('reads search, filters, order and pages, with defaults for anything missing or unknown', () => {
    expect(listStateFromSearch(new URLSearchParams(''))).toEqual({
      search: '',
      status: '',
      link: '',
      sort: 'updated',
      pages: 1,
    });
    expect(
      listStateFromSearch(
        new URLSearchParams('search=%20priya%20&status=SUBMITTED&link=revoked&sort=submitted&pages=3'),
      ),
    ).toEqual({ search: 'priya', status: 'SUBMITTED', link: 'revoked', sort: 'submitted', pages: 3 });
    expect(
      listStateFromSearch(new URLSearchParams('status=LOST&link=gone&sort=random&pages=-4')),
    ).toMatchObject({ status: '', link: '', sort: 'updated', pages: 1 });
    expect(listStateFromSearch(new URLSearchParams('pages=999')).pages).toBe(MAX_URL_PAGES);
  });

  it('writes only what differs from the defaults, back to the first page on a filter change', () => {
    const start = new URLSearchParams('status=SUBMITTED&pages=3&other=kept');
    expect(searchWithListState(start, { link: 'expired' }).toString()).toBe(
      'status=SUBMITTED&other=kept&link=expired',
    );
    expect(searchWithListState(start, { pages: 4 }).get('pages')).toBe('4');
    expect(searchWithListState(start, { status: '', sort: 'updated' }).toString()).toBe('other=kept');
    expect(searchWithListState(new URLSearchParams(), { search: ' Priya Raman ' }).get('search')).toBe(
      'Priya Raman',
    );
  });
});
