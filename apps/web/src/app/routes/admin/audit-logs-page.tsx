import { Download, FileClock } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, LoadingScreen, Skeleton } from '../../../components/ui';
import {
  AUDIT_FILTER_KEYS,
  useAuditLog,
  useExportAuditCsv,
  type AuditFilters,
} from '../../../features/audit/api/audit-api';
import {
  AuditFiltersForm,
  type AuditFieldErrors,
} from '../../../features/audit/components/audit-filters-form';
import { AuditTable } from '../../../features/audit/components/audit-table';
import { isApiError } from '../../../lib/api-error';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackToAdmin } from './back-to-admin';

function filtersFrom(params: URLSearchParams): AuditFilters {
  const filters = { actor: '', action: '', record: '', from: '', to: '' };
  for (const key of AUDIT_FILTER_KEYS) filters[key] = params.get(key) ?? '';
  return filters;
}

/** The server's field messages (paths like `querystring.to`) by search field. */
function fieldErrorsOf(error: unknown): AuditFieldErrors {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return {};
  const errors: AuditFieldErrors = {};
  for (const [path, message] of Object.entries(error.fieldErrors())) {
    const key = path.replace(/^querystring\./, '');
    if ((AUDIT_FILTER_KEYS as readonly string[]).includes(key)) errors[key as keyof AuditFilters] ??= message;
  }
  return errors;
}

function AuditTrail() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const trail = useAuditLog(filters);
  const fieldErrors = trail.isError ? fieldErrorsOf(trail.error) : {};
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const entries = trail.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filters).some((v) => v !== '');
  const exportCsv = useExportAuditCsv();

  return (
    <>
      <AuditFiltersForm
        key={params.toString()}
        applied={filters}
        errors={fieldErrors}
        onSearch={(next) => {
          const search = new URLSearchParams();
          for (const key of AUDIT_FILTER_KEYS) if (next[key].trim()) search.set(key, next[key].trim());
          setParams(search);
        }}
      />

      <section aria-labelledby="audit-results" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="audit-results" className="text-lg font-semibold text-ink">
            {filtered ? 'Matching entries' : 'All entries'}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <p aria-live="polite" className="text-sm text-ink-muted">
              {trail.isSuccess &&
                `Showing ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}${trail.hasNextPage ? ' (more available)' : ''}`}
            </p>
            <Button
              size="sm"
              variant="secondary"
              loading={exportCsv.isPending}
              disabled={hasFieldErrors}
              onClick={() => {
                exportCsv.mutate(filters);
              }}
            >
              {!exportCsv.isPending && <Download aria-hidden="true" className="size-4" />}
              {filtered ? 'Download these entries (CSV)' : 'Download CSV'}
            </Button>
          </div>
        </div>
        {exportCsv.isError && (
          <p role="alert" className="text-sm text-red-700">
            The CSV could not be downloaded: {exportCsv.error.message}
          </p>
        )}
        {exportCsv.isSuccess && (
          <p role="status" className="text-sm text-ink-muted">
            Downloaded {exportCsv.data}.
          </p>
        )}

        {trail.isPending ? (
          <Skeleton className="h-64 w-full" announce label="Loading the audit trail…" />
        ) : trail.isError && !trail.isFetchNextPageError ? (
          hasFieldErrors ? (
            <p role="alert" className="text-sm text-red-700">
              The search was not run: {trail.error.message}
            </p>
          ) : (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
              The audit trail could not be loaded: {trail.error.message}
              <Button size="sm" variant="secondary" onClick={() => void trail.refetch()}>
                Retry
              </Button>
            </div>
          )
        ) : entries.length === 0 ? (
          <EmptyState
            icon={FileClock}
            title={filtered ? 'No entries match' : 'No audit entries yet'}
            description={filtered ? 'Try a shorter action, another actor or a wider date range.' : undefined}
          />
        ) : (
          <>
            <AuditTable entries={entries} />
            {trail.isFetchNextPageError && (
              <p role="alert" className="text-sm text-red-700">
                More entries could not be loaded: {trail.error.message}
              </p>
            )}
            {trail.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  loading={trail.isFetchingNextPage}
                  onClick={() => void trail.fetchNextPage()}
                >
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}

/** /audit-logs — the organisation's full audit trail (view_audit_logs). */
function AuditLogsPage() {
  useDocumentTitle('Audit logs');
  const session = useSession();
  if (session.status !== 'signed-in') return <LoadingScreen />;

  return (
    <div className="flex flex-col gap-6">
      <BackToAdmin />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Audit logs</h1>
        <p className="mt-1 text-ink-muted">
          Everything that happened in your organisation, newest first. Entries are never deleted.
        </p>
      </div>
      {sessionCan(session, 'view_audit_logs') ? (
        <AuditTrail />
      ) : (
        <EmptyState
          title="Not authorised"
          description="Your role does not include the audit trail. Auditors, compliance officers and administrators can see it."
        />
      )}
    </div>
  );
}

export { AuditLogsPage as Component };
