import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, RefreshCw, ScrollText, Search } from 'lucide-react';
import {
  VERIFICATION_STATUSES,
  verificationStatusLabels,
  type VerificationRecord,
  type VerificationSort,
  isVerificationStatus,
  type VerificationStatus,
} from '@candor/contracts';
import {
  Button,
  EmptyState,
  SelectField,
  Skeleton,
  TextField,
  buttonClassName,
} from '../../../components/ui';
import { useVerificationsList, type Decision, type ListParams } from '../api/review-api';
import { verificationKeys } from '../../../lib/query-keys';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { DecisionDialog } from './decision-dialog';
import { DetailsDialog, type ReviewPermissions } from './details-dialog';
import { EventLogDialog } from './event-log-dialog';
import { RequestInfoDialog } from './request-info-dialog';
import { StatCards } from './stat-cards';
import { VerificationsList } from './verifications-list';

export const PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...VERIFICATION_STATUSES.map((status) => ({ value: status, label: verificationStatusLabels[status] })),
];
const sortOptions = [
  { value: 'updated', label: 'Latest activity' },
  { value: 'submitted', label: 'Latest submission' },
];

type Open =
  | { kind: 'none' }
  | { kind: 'events' }
  | { kind: 'details'; id: string; name: string }
  | { kind: 'request'; verification: VerificationRecord; fromDetails: boolean }
  | { kind: 'decision'; verification: VerificationRecord; decision: Decision };

/** The admin verification dashboard (docs/product.md#screens): counts, the submissions, details and actions. */
export function ReviewWorkspace({ permissions }: { permissions: ReviewPermissions }) {
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState('');
  const [status, setStatus] = useState<VerificationStatus | ''>('');
  const [sort, setSort] = useState<VerificationSort>('updated');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const params: ListParams = { search, status, sort, limit: PAGE_SIZE };
  const list = useVerificationsList(params);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [notice, setNotice] = useState('');
  const [refreshing, setRefreshing] = useState(false);

  const busy = open.kind === 'request' || open.kind === 'decision';
  const verifications = list.data?.pages.flatMap((page) => page.verifications) ?? [];
  const filtered = search !== '' || status !== '';

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
    <div className="flex min-w-0 flex-col gap-6">
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
        role="status"
        aria-live="polite"
        className={
          notice ? 'rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900' : 'sr-only'
        }
      >
        {notice}
      </p>

      <StatCards />

      <section aria-labelledby="submissions-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="submissions-heading" className="text-lg font-semibold text-ink">
          Submissions
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto_auto]">
          <div className="relative">
            <TextField
              label="Search by name or email"
              type="search"
              value={searchInput}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => {
                setSearchInput(event.target.value);
              }}
            />
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute right-3 bottom-3 size-4 text-ink-muted"
            />
          </div>
          <SelectField
            label="Status"
            value={status}
            options={statusOptions}
            onChange={(event) => {
              const value = event.target.value;
              setStatus(isVerificationStatus(value) ? value : '');
            }}
          />
          <SelectField
            label="Sort by"
            value={sort}
            options={sortOptions}
            onChange={(event) => {
              setSort(event.target.value as VerificationSort);
            }}
          />
        </div>

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
              description="Nothing matches this search and status. Try other words or another status."
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
              onDetails={openDetails}
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
                  onClick={() => void list.fetchNextPage()}
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
            setNotice(`Information request sent to ${name}. Their link is open again.`);
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
            setNotice(
              decision === 'approve'
                ? `Verification of ${name} approved.`
                : `Verification of ${name} rejected.`,
            );
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
