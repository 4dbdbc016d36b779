import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { auditCsvFileName, auditLogResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { auditLogKeys } from '../../../lib/query-keys';
import { fileNameFrom, saveBlobAs } from '../../../lib/save-file';

/** The audit trail's search fields, as typed (empty means "any"). */
export type AuditFilters = {
  actor: string;
  action: string;
  record: string;
  from: string;
  to: string;
};
export const AUDIT_FILTER_KEYS = [
  'actor',
  'action',
  'record',
  'from',
  'to',
] as const satisfies readonly (keyof AuditFilters)[];
export const emptyAuditFilters: AuditFilters = { actor: '', action: '', record: '', from: '', to: '' };

export const AUDIT_PAGE_SIZE = 50;

function filterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

function auditPath(filters: AuditFilters, cursor: string | null): string {
  const params = filterParams(filters);
  params.set('limit', String(AUDIT_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `/audit-logs?${params.toString()}`;
}

/** GET /api/audit-logs, newest first, one keyset page per "Load more". */
export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditLogKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(auditPath(filters, pageParam), { schema: auditLogResponseSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useAuditLog = (filters: AuditFilters, enabled = true) =>
  useInfiniteQuery({ ...auditLogQuery(filters), enabled, placeholderData: keepPreviousData });

/** The CSV export's address for these filters (GET /api/audit-logs/export.csv). */
export function auditCsvPath(filters: AuditFilters): string {
  const query = filterParams(filters).toString();
  return `/audit-logs/export.csv${query ? `?${query}` : ''}`;
}

/** Downloads every entry matching the filters as CSV; a failure carries the server's message. */
export function useExportAuditCsv() {
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const response = await apiFetch(auditCsvPath(filters), { raw: true, headers: { Accept: 'text/csv' } });
      const fileName = fileNameFrom(response.headers.get('content-disposition'), auditCsvFileName());
      saveBlobAs(fileName, await response.blob());
      return fileName;
    },
  });
}
