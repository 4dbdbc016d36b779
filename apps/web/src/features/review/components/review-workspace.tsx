import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, RefreshCw, ScrollText, Search } from 'lucide-react';
import type { VerificationRecord } from '@candor/contracts';
import { Button, EmptyState, Skeleton, buttonClassName } from '../../../components/ui';
import { useVerificationsList, type Decision, type ListParams } from '../api/review-api';
import { useResendCandidateLink } from '../api/link-actions-api';
import { verificationKeys } from '../../../lib/query-keys';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { listStateFromSearch, searchWithListState, type ListUrlState } from '../list-url-state';
import { DecisionDialog, decisionDoneText } from './decision-dialog';
import { DetailsDialog, type ReviewPermissions } from './details-dialog';
import { EventLogDialog } from './event-log-dialog';
import { ListFilters } from './list-filters';
import { RequestInfoDialog } from './request-info-dialog';
import { RevokeLinkDialog } from './revoke-link-dialog';
import { StatCards } from './stat-cards';
import { VerificationsList } from './verifications-list';

export const PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

type Open =
  | { kind: 'none' }
  | { kind: 'events' }
  | { kind: 'details'; id: string; name: string }
  | { kind: 'request'; verification: VerificationRecord; fromDetails: boolean }
  | { kind: 'decision'; verification: VerificationRecord; decision: Decision }
  | { kind: 'revoke'; verification: VerificationRecord };

/**
 * The list's state lives in the address bar (shareable, Back restores it): selects push a history
 * entry, typing in the search and loading more pages replace the current one.
 */
function useListUrlState() {
  const [params, setParams] = useSearchParams();
  const state = listStateFromSearch(params);
  const change = (patch: Partial<ListUrlState>, replace = false) => {
    setParams((current) => searchWithListState(current, patch), { replace });
  };
  return [state, change] as const;
}

/** The admin verification dashboard (docs/product.md#screens): counts, the submissions, details and actions. */
export function ReviewWorkspace({ permissions }: { permissions: ReviewPermissions }) {
  const queryClient = useQueryClient();
  const [state, change] = useListUrlState();
  const { search, status, link, sort } = state;
  const [searchInput, setSearchInput] = useState(search);
  const typed = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const written = useRef(search);
  // What was typed goes to the address bar once typing pauses …
  useEffect(() => {
    if (typed === written.current) return;
    written.current = typed;
    change({ search: typed }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new typed value writes
  }, [typed]);
  // … and a search the address bar changed (Back, a shared link) fills the field.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setSearchInput(search);
  }, [search]);
  const params: ListParams = { search, status, link, sort, limit: PAGE_SIZE };
  const list = useVerificationsList(params);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const resend = useResendCandidateLink();
  const [now, setNow] = useState(() => new Date());

  const busy = open.kind === 'request' || open.kind === 'decision' || open.kind === 'revoke';
  const verifications = list.data?.pages.flatMap((page) => page.verifications) ?? [];
  const loadedPages = list.data?.pages.length ?? 0;
  const filtered = search !== '' || status !== '' || link !== '';

  // A shared or reloaded address asks for as many pages as were shown.
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = list;
  useEffect(() => {
    if (loadedPages > 0 && loadedPages < state.pages && hasNextPage && !isFetching && !isFetchNextPageError) {
      void fetchNextPage();
    }
  }, [loadedPages, state.pages, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);
  // Link badges are judged at the time the list arrived.
  useEffect(() => {
    setNow(new Date());
  }, [list.dataUpdatedAt]);

  const resendLink = (verification: VerificationRecord) => {
    setNotice(null);
    resend.mutate(verification.verificationId, {
      onSuccess: () => {
        setNotice({
          tone: 'ok',
          text: `A new link was emailed to ${verification.candidateName}. Links sent earlier keep working until it expires.`,
        });
      },
      onError: (error) => {
        setNotice({
          tone: 'error',
          text: `The link to ${verification.candidateName} was not resent: ${error.message}`,
        });
      },
    });
  };

  async function refresh() {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    } finally {
      setRefreshing(false);
    }
  }

  const openDetails = (verification: VerificationRecord) => {
    setOpen({ kind: 'details', id: verification.verificationId, name: verification.candidateName });
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Verifications</h1>
          <p className="mt-1 text-ink-muted">Review submissions, ask for more information and decide.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={refreshing} onClick={() => void refresh()}>
            {!refreshing && <RefreshCw aria-hidden="true" className="size-4" />}
            Refresh
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setOpen({ kind: 'events' });
            }}
          >
            <ScrollText aria-hidden="true" className="size-4" />
            Event Logs
          </Button>
        </div>
      </div>

      <p
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        aria-live="polite"
        className={
          notice === null
            ? 'sr-only'
            : notice.tone === 'ok'
              ? 'rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900'
              : 'rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800'
        }
      >
        {notice?.text}
      </p>

      <StatCards />

      <section aria-labelledby="submissions-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="submissions-heading" className="sr-only">
          Submissions
        </h2>
        <ListFilters
          searchInput={searchInput}
          onSearchInput={setSearchInput}
          state={state}
          onChange={(patch) => {
            change(patch);
          }}
        />

        {list.isPending ? (
          <Skeleton className="h-48 w-full" announce label="Loading submissions…" />
        ) : !list.data ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          >
            The submissions could not be loaded: {list.error.message}
            <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </div>
        ) : verifications.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={Search}
              title="No matching submissions"
              description="Nothing matches this search and these filters. Try other words or other filters."
            />
          ) : (
            <EmptyState
              icon={ClipboardList}
              title="No Submissions Yet"
              description="Invite a candidate; their verification appears here as soon as the invitation is sent."
              action={
                <Link to="/invite-candidate" className={buttonClassName()}>
                  Invite a candidate
                </Link>
              }
            />
          )
        ) : (
          <>
            <VerificationsList
              verifications={verifications}
              busy={busy}
              now={now}
              resendingId={resend.isPending ? resend.variables : null}
              onDetails={openDetails}
              onResend={permissions.staffScreens ? resendLink : undefined}
              onRevoke={
                permissions.staffScreens
                  ? (verification) => {
                      setNotice(null);
                      setOpen({ kind: 'revoke', verification });
                    }
                  : undefined
              }
              onRequestInfo={
                permissions.requestInfo
                  ? (verification) => {
                      setOpen({ kind: 'request', verification, fromDetails: false });
                    }
                  : undefined
              }
            />
            {list.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  loading={list.isFetchingNextPage}
                  onClick={() => {
                    // After a failed page the address already asks for it: fetch it again.
                    if (state.pages > loadedPages) void list.fetchNextPage();
                    else change({ pages: loadedPages + 1 }, true);
                  }}
                >
                  Load more
                </Button>
              </div>
            )}
            {list.isError && (
              <p role="alert" className="text-center text-sm text-red-700">
                The list could not be brought up to date: {list.error.message} Use Refresh or Load more to try
                again.
              </p>
            )}
          </>
        )}
      </section>

      {open.kind === 'details' && (
        <DetailsDialog
          verificationId={open.id}
          candidateName={open.name}
          permissions={permissions}
          busy={false}
          onClose={() => {
            setOpen({ kind: 'none' });
          }}
          onRequestInfo={(verification) => {
            setOpen({ kind: 'request', verification, fromDetails: true });
          }}
          onDecide={(verification, decision) => {
            setOpen({ kind: 'decision', verification, decision });
          }}
        />
      )}
      {open.kind === 'request' && (
        <RequestInfoDialog
          verification={open.verification}
          onClose={() => {
            setOpen(
              open.fromDetails
                ? {
                    kind: 'details',
                    id: open.verification.verificationId,
                    name: open.verification.candidateName,
                  }
                : { kind: 'none' },
            );
          }}
          onSent={(name) => {
            setNotice({ tone: 'ok', text: `Information request sent to ${name}. Their link is open again.` });
            setOpen({ kind: 'none' });
          }}
        />
      )}
      {open.kind === 'decision' && (
        <DecisionDialog
          verification={open.verification}
          decision={open.decision}
          onClose={() => {
            setOpen({
              kind: 'details',
              id: open.verification.verificationId,
              name: open.verification.candidateName,
            });
          }}
          onDone={(name, decision) => {
            setNotice({
              tone: 'ok',
              text: decisionDoneText(name, decision),
            });
            setOpen({ kind: 'none' });
          }}
        />
      )}
      {open.kind === 'revoke' && (
        <RevokeLinkDialog
          verification={open.verification}
          onClose={() => {
            setOpen({ kind: 'none' });
          }}
          onDone={(name) => {
            setNotice({
              tone: 'ok',
              text: `The link of ${name} was revoked. Resend gives them a new one.`,
            });
            setOpen({ kind: 'none' });
          }}
        />
      )}
      {open.kind === 'events' && (
        <EventLogDialog
          onClose={() => {
            setOpen({ kind: 'none' });
          }}
        />
      )}
    </div>
  );
}
