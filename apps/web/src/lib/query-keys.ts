import type { LinkState, VerificationSort, VerificationStatus } from '@candor/contracts';

/**
 * Every query key of the app, one factory per resource, so that a view and the code that
 * invalidates it always agree on the shape. Keys are hierarchical: invalidating a prefix reaches
 * everything under it (e.g. `verificationKeys.detail(id)` reaches the record, its audited reveal,
 * its status and its information requests).
 *
 * The realtime client invalidates by these prefixes (see features/notifications/lib/stale-queries.ts):
 * everything under 'verifications' except one verification's own views, which only when the event
 * is about it; plus 'events' and 'dashboard'.
 */

/** The verification list's search, filter and order; `limit` is the page size. */
export type VerificationListParams = {
  search: string;
  status: VerificationStatus | '';
  /** Only expired or revoked candidate links; empty for every verification. */
  link?: LinkState | '';
  sort: VerificationSort;
  limit: number;
};

const verificationsRoot = ['verifications'] as const;

/** One verification's record, masked or revealed: one key type, so views can switch between them. */
type VerificationRecordKey = readonly ['verifications', 'detail', string, 'record' | 'revealed'];
const verificationDetail = (id: string) => [...verificationsRoot, 'detail', id] as const;

export const verificationKeys = {
  all: verificationsRoot,
  lists: () => [...verificationsRoot, 'list'] as const,
  list: (params: VerificationListParams) => [...verificationsRoot, 'list', params] as const,
  stats: () => [...verificationsRoot, 'stats'] as const,
  /** Everything about one verification: the prefix to invalidate after changing it. */
  detail: verificationDetail,
  /** GET /verifications/{id} with personal data masked. */
  record: (id: string): VerificationRecordKey => [...verificationDetail(id), 'record'],
  /** GET /verifications/{id}?reveal=pii: an audited view, fetched only when the user asks. */
  revealed: (id: string): VerificationRecordKey => [...verificationDetail(id), 'revealed'],
  status: (id: string) => [...verificationDetail(id), 'status'] as const,
  informationRequests: (id: string) => [...verificationDetail(id), 'information-requests'] as const,
  /** The latest run of the automated checks, the findings and the result per claim. */
  checks: (id: string) => [...verificationDetail(id), 'checks'] as const,
  /** The verification report (preview; downloads are fetched as files). */
  report: (id: string) => [...verificationDetail(id), 'report'] as const,
};

/** The signed-in member's own verifications (not refreshed by other candidates' events). */
export const myVerificationKeys = { all: ['my-verifications'] as const };

export const eventKeys = {
  all: ['events'] as const,
  log: () => ['events', 'log'] as const,
};

export const dashboardKeys = { all: ['dashboard'] as const };

/** The member's notification history (/notifications), by filter. */
export type NotificationFilterValues = { type: string; unread: boolean };
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filters: NotificationFilterValues) => ['notifications', 'list', filters] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  overview: () => ['reports', 'overview'] as const,
  analytics: () => ['reports', 'analytics'] as const,
};

export const memberKeys = { all: ['members'] as const };

export const staffInvitationKeys = {
  all: ['staff-invitations'] as const,
  /** The invitation behind an emailed link, looked up before the account exists. */
  lookup: (token: string) => ['staff-invitation-lookup', token] as const,
};

/** The audit log's filters, each a string ('' = not filtered). */
export type AuditLogFilterValues = Readonly<Record<string, string>>;

export const auditLogKeys = {
  all: ['audit-logs'] as const,
  list: (filters: AuditLogFilterValues) => ['audit-logs', filters] as const,
};

export const accountKeys = {
  all: ['account'] as const,
  devices: () => ['account', 'devices'] as const,
};

export const outboxKeys = { all: ['outbox'] as const };
export const settingsKeys = { all: ['settings'] as const };
export const leadKeys = { all: ['platform', 'leads'] as const };
export const billingKeys = { all: ['billing'] as const };
export const administratorKeys = { all: ['organisation', 'administrators'] as const };
