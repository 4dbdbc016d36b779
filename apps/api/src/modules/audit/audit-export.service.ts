import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  AUDIT_CSV_COLUMNS,
  auditActionLabel,
  auditCsvFileName,
  isAuditActorType,
  isIsoDate,
  type AuditLogExportQuery,
} from '@candor/contracts';
import { authorize, requireUser, type Actor } from '../../lib/actor.js';
import { csvSafe } from '../../lib/csv-safe.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditEventWithActor, AuditRepo, TrailFilters } from './audit.repo.js';
import type { AuditService } from './audit.service.js';

const EXPORT_BATCH = 1000;

/** A date filter: a day covers its whole UTC day. */
export function trailBoundary(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (isIsoDate(value)) return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return new Date(value);
}

/** The repository's filters from the page's query (blank values mean no filter). */
export function trailFilters(query: AuditLogExportQuery): TrailFilters {
  const from = trailBoundary(query.from, false);
  const to = trailBoundary(query.to, true);
  return {
    ...(query.actor ? { actor: query.actor } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.record ? { record: query.record } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

const actorName = (row: AuditEventWithActor): string => {
  const type = isAuditActorType(row.actorType) ? row.actorType : 'system';
  if (type === 'user') return row.actorName ?? '';
  if (type === 'candidate') return row.candidateName ?? 'Candidate';
  return type === 'system' ? 'Candor' : 'Visitor';
};

const csvRow = (row: AuditEventWithActor): string[] =>
  [
    row.createdAt.toISOString(),
    row.action,
    auditActionLabel(row.action),
    row.actorType,
    actorName(row),
    row.actorType === 'user' ? (row.actorEmail ?? '') : '',
    row.candidateName ?? '',
    row.verificationId ?? '',
    row.targetType ?? '',
    row.targetId ?? '',
    row.ip ?? '',
  ].map(csvSafe);

/** The audit trail as CSV: every entry the page's filters match, newest first (audited). */
export function createAuditExportService(deps: { repo: AuditRepo; audit: AuditService; now: () => Date }) {
  return {
    async exportCsv(
      caller: Actor,
      query: AuditLogExportQuery,
      context: RequestContext,
    ): Promise<{ fileName: string; content: Readable }> {
      const { organisationId } = authorize(caller, 'view_audit_logs');
      const user = requireUser(caller);
      const filters = trailFilters(query);
      await deps.audit.record({
        organisationId,
        actor: { type: 'user', id: user.userId },
        action: 'data.exported',
        target: { type: 'organisation', id: organisationId },
        // Which filters were set, never their values (a search may be a person's name).
        metadata: { format: 'csv', report: 'audit', filters: Object.keys(filters).sort() },
        context,
      });
      async function* records(): AsyncGenerator<string[]> {
        let cursor: { at: string; id: string } | null = null;
        for (;;) {
          const rows = await deps.repo.listTrail(organisationId, filters, cursor, EXPORT_BATCH);
          const batch = rows.slice(0, EXPORT_BATCH);
          for (const row of batch) yield csvRow(row);
          const last = batch.at(-1);
          if (!last || rows.length <= EXPORT_BATCH) return;
          cursor = { at: last.cursorAt, id: last.id };
        }
      }
      const csv = stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS] });
      pipeline(Readable.from(records()), csv, () => undefined);
      return { fileName: auditCsvFileName(deps.now()), content: csv };
    },
  };
}
export type AuditExportService = ReturnType<typeof createAuditExportService>;
