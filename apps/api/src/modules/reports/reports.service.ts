import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  ADMIN_LIST_LIMIT,
  ANALYTICS_WEEKS,
  EXPORT_CSV_COLUMNS,
  FINAL_STATUSES,
  reportsCsvFileName,
  VERIFICATION_STATUSES,
  verificationStatusSchema,
  verificationTypeSchema,
  VIEW_PERMISSIONS,
  type AdminOverviewResponse,
  type AnalyticsResponse,
  type DurationStats,
  type VerificationStatus,
} from '@candor/contracts';
import { authorize, authorizeAny, requireUser, type Actor } from '../../lib/actor.js';
import { csvSafe } from '../../lib/csv-safe.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { VerificationAccess } from '../verifications/verification-access.service.js';
import {
  verificationTypeOf,
  type ListCursor,
  type VerificationRow,
  type VerificationsRepo,
  type ViewScope,
} from '../verifications/verification-core.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPORT_BATCH = 1000;

export { csvSafe } from '../../lib/csv-safe.js';

const exportRow = (row: VerificationRow): string[] =>
  [
    row.id,
    verificationTypeOf(row),
    row.status,
    row.candidateName,
    row.candidateEmail,
    row.createdAt.toISOString(),
    row.submittedAt?.toISOString() ?? '',
    row.decidedAt?.toISOString() ?? '',
    row.updatedAt.toISOString(),
  ].map(csvSafe);

const round = (value: number | null, digits = 0) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** Monday 00:00 UTC of the week `date` falls in. */
function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The admin panel (overview, CSV export) and the analytics page, within the caller's visibility. */
export function createReportsService(deps: {
  repo: VerificationsRepo;
  access: VerificationAccess;
  audit: AuditService;
  now: () => Date;
}) {
  const { repo, access } = deps;

  /** The caller's view scope, after the permission to view any verification and the tenant. */
  const viewScope = (actor: Actor) => {
    authorizeAny(actor, VIEW_PERMISSIONS);
    return access.scopeOf(requireUser(actor));
  };

  async function countsByStatus(scope: ViewScope): Promise<Record<VerificationStatus, number>> {
    const counts = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, 0])) as Record<
      VerificationStatus,
      number
    >;
    for (const { status, n } of await repo.countByStatus(scope)) {
      const parsed = verificationStatusSchema.safeParse(status);
      if (parsed.success) counts[parsed.data] = n;
    }
    return counts;
  }

  return {
    /** The admin panel (docs/product.md#screens): stats total/pending/completed/failed and the 10 most recent requests. */
    async overview(actor: Actor): Promise<AdminOverviewResponse> {
      const scope = viewScope(actor);
      const [counts, recent] = await Promise.all([
        countsByStatus(scope),
        repo.listRecentlyCreated(scope, ADMIN_LIST_LIMIT),
      ]);
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return {
        success: true,
        stats: {
          total,
          pending: total - FINAL_STATUSES.reduce((sum, s) => sum + counts[s], 0),
          completed: counts.COMPLETED,
          failed: counts.FAILED,
        },
        requests: recent.map((row) => ({
          id: row.id,
          type: verificationTypeOf(row),
          status: verificationStatusSchema.parse(row.status),
          createdAt: row.createdAt.toISOString(),
          profileUrl: null,
          candidateName: row.candidateName,
        })),
      };
    },

    /**
     * Every visible verification as CSV (oldest first, read in keyset batches while streaming),
     * named with today's date. The export itself is audited before the first byte is sent.
     */
    async exportCsv(
      caller: Actor,
      context: RequestContext,
    ): Promise<{ fileName: string; content: Readable }> {
      authorize(caller, 'export_data');
      const actor = requireUser(caller);
      const scope = access.scopeOf(actor);
      const now = deps.now();
      await deps.audit.record({
        organisationId: scope.organisationId,
        actor: { type: 'user', id: actor.userId },
        action: 'data.exported',
        target: { type: 'organisation', id: scope.organisationId },
        metadata: { format: 'csv', report: 'verifications', scope: scope.kind },
        context,
      });
      async function* records(): AsyncGenerator<string[]> {
        let after: ListCursor | null = null;
        for (;;) {
          const batch = await repo.listForExport(scope, after, EXPORT_BATCH);
          for (const row of batch) yield exportRow(row);
          const last = batch.at(-1);
          if (!last || batch.length < EXPORT_BATCH) return;
          after = { at: last.cursorAt, id: last.id };
        }
      }
      const csv = stringify({ header: true, columns: [...EXPORT_CSV_COLUMNS] });
      pipeline(Readable.from(records()), csv, () => undefined);
      return { fileName: reportsCsvFileName(now), content: csv };
    },

    /** The analytics page's figures, computed from the visible verifications. */
    async analytics(actor: Actor): Promise<AnalyticsResponse> {
      const scope = viewScope(actor);
      const now = deps.now();
      const firstWeek = new Date(weekStart(now).getTime() - (ANALYTICS_WEEKS - 1) * 7 * DAY_MS);
      const [counts, figures] = await Promise.all([countsByStatus(scope), repo.analytics(scope, firstWeek)]);
      const totalRequests = Object.values(counts).reduce((sum, n) => sum + n, 0);
      const decided = counts.COMPLETED + counts.FAILED;
      const perWeek = new Map(figures.perWeek.map((w) => [w.week, w.n]));
      const durations = (
        row: { n: number; p50: number | null; p90: number | null } | undefined,
      ): DurationStats => ({
        count: row?.n ?? 0,
        p50: round(row?.p50 ?? null),
        p90: round(row?.p90 ?? null),
      });
      const top = figures.byType[0];
      return {
        success: true,
        analytics: {
          totalRequests,
          successRate: decided === 0 ? null : round((counts.COMPLETED / decided) * 100, 1),
          averageProcessingTime: round(figures.toDecision?.mean ?? null),
          topVerificationType: top ? verificationTypeSchema.catch('FULL').parse(top.type) : null,
          requestsPerWeek: Array.from({ length: ANALYTICS_WEEKS }, (_, i) => {
            const start = new Date(firstWeek.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10);
            return { weekStart: start, count: perWeek.get(start) ?? 0 };
          }),
          statusBreakdown: VERIFICATION_STATUSES.map((status) => ({ status, count: counts[status] })),
          invitationToSubmission: durations(figures.toSubmission),
          submissionToDecision: durations(figures.toDecision),
        },
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
