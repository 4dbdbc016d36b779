import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditLogResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { auditLogKeys } from '../../../lib/query-keys';

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

function auditPath(filters: AuditFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
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
