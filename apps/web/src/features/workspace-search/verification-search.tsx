import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVerificationsResponseSchema } from '@candor/contracts';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StatusBadge } from '../../components/ui/status-badge';
import { apiFetch } from '../../lib/api-fetch';
import { cn } from '../../lib/cn';
import { verificationKeys } from '../../lib/query-keys';

/** How many matches the dropdown shows; the list has them all. */
export const SEARCH_SUGGESTIONS = 5;
/** The typing pause before the dropdown asks the server. */
const SUGGEST_AFTER_MS = 250;

/** The verification list, filtered by a search (the list keeps its search in the address). */
export const verificationListUrl = (query: string) => `/admin/dashboard?search=${encodeURIComponent(query)}`;
export const verificationUrl = (id: string) => `/verifications/${id}`;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(value);
    }, SUGGEST_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value]);
  return settled;
}

/**
 * The header's search of the organisation's verifications (those the member may see) by the
 * candidate's name or email: a combobox whose options open a verification; Enter without a chosen
 * option opens the list filtered by the search.
 */
export function VerificationSearch({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useSettled(text.trim());
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);

  const results = useQuery({
    queryKey: verificationKeys.list({
      search: query,
      status: '',
      sort: 'updated',
      limit: SEARCH_SUGGESTIONS,
    }),
    queryFn: ({ signal }) =>
      apiFetch(
        `/verifications?${new URLSearchParams({ search: query, sort: 'updated', limit: String(SEARCH_SUGGESTIONS) }).toString()}`,
        { schema: listVerificationsResponseSchema, signal },
      ),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
  const matches = query.length > 0 ? (results.data?.verifications ?? []) : [];
  // The last option opens the whole list with this search.
  const optionCount = query.length > 0 ? matches.length + 1 : 0;
  const expanded = open && text.trim().length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [expanded]);

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    setText('');
    void navigate(to);
  };
  const choose = (index: number) => {
    const match = matches[index];
    if (match) go(verificationUrl(match.verificationId));
    else if (text.trim()) go(verificationListUrl(text.trim()));
  };

  return (
    <form
      ref={rootRef}
      role="search"
      aria-label="Verifications"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        choose(active);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search verifications by candidate name or email
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search candidates…"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        {...(expanded && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && optionCount > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index + 1) % optionCount);
          } else if (event.key === 'ArrowUp' && optionCount > 0) {
            event.preventDefault();
            setActive((index) => (index <= 0 ? optionCount - 1 : index - 1));
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
            setActive(-1);
          }
        }}
        className="h-10 w-full rounded-md border border-border bg-surface pr-3 pl-9 text-sm text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching verifications"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(24rem,70dvh)] overflow-y-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
      >
        {expanded && (
          <>
            {results.isError && (
              <li role="presentation" className="px-3 py-2 text-sm text-red-700">
                The search failed: {results.error.message}
              </li>
            )}
            {results.isFetching && matches.length === 0 && !results.isError && (
              <li role="presentation" className="px-3 py-2 text-sm text-ink-muted">
                Searching…
              </li>
            )}
            {results.isSuccess && !results.isFetching && matches.length === 0 && query.length > 0 && (
              <li role="presentation" className="px-3 py-2 text-sm text-ink-muted">
                No candidate matches “{query}”.
              </li>
            )}
            {matches.map((match, index) => (
              <li
                key={match.verificationId}
                id={optionId(index)}
                role="option"
                aria-selected={active === index}
                onPointerDown={(event) => {
                  event.preventDefault();
                }}
                onClick={() => {
                  choose(index);
                }}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm',
                  active === index ? 'bg-brand-50' : 'hover:bg-canvas',
                )}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-ink">{match.candidateName}</span>
                  <span className="block truncate text-xs text-ink-muted">{match.candidateEmail}</span>
                </span>
                <StatusBadge status={match.status} className="shrink-0" />
              </li>
            ))}
            {query.length > 0 && (
              <li
                id={optionId(matches.length)}
                role="option"
                aria-selected={active === matches.length}
                onPointerDown={(event) => {
                  event.preventDefault();
                }}
                onClick={() => {
                  choose(matches.length);
                }}
                className={cn(
                  'cursor-pointer border-t border-border px-3 py-2 text-sm font-medium text-brand-800',
                  active === matches.length ? 'bg-brand-50' : 'hover:bg-canvas',
                )}
              >
                See all results for “{text.trim()}”
              </li>
            )}
          </>
        )}
      </ul>
    </form>
  );
}
