import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_EDITABLE_STATUSES, type LinkState, type VerificationStatus } from '@candor/contracts';
import { verifications } from '../../db/schema.js';

/** The list's filters: status, a search in name and email, links that stopped working. */
export type ListFilters = {
  status?: VerificationStatus;
  search?: string;
  link?: { state: LinkState; now: Date };
};

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A candidate link that stopped working (candidateLinkState in contracts, as SQL); `now` is a placeholder. */
function linkStateCondition(state: LinkState): SQL {
  const awaitingCandidate = inArray(verifications.status, [...CANDIDATE_EDITABLE_STATUSES]);
  return (
    state === 'revoked'
      ? and(awaitingCandidate, isNotNull(verifications.tokenRevokedAt))
      : and(
          awaitingCandidate,
          isNull(verifications.tokenRevokedAt),
          sql`${verifications.tokenExpiresAt} <= ${sql.placeholder('now')}::timestamptz`,
        )
  ) as SQL;
}

/**
 * The filters' conditions for a prepared statement, their values as the placeholders `status`,
 * `pattern` and `now` (see `listFilterParams`). The text depends only on `listFilterShape`.
 */
export function listFilterTemplate(filters: ListFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(verifications.status, sql.placeholder('status')));
  if (filters.search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      or(ilike(verifications.candidateName, pattern), ilike(verifications.candidateEmail, pattern)) as SQL,
    );
  }
  if (filters.link) conditions.push(linkStateCondition(filters.link.state));
  return conditions;
}

/** The values for `listFilterTemplate`'s placeholders. */
export function listFilterParams(filters: ListFilters): Record<string, string> {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.search ? { pattern: likePattern(filters.search) } : {}),
    ...(filters.link ? { now: filters.link.now.toISOString() } : {}),
  };
}

/** Which filters are set (and the link state): what decides the text of `listFilterTemplate`. */
export const listFilterShape = (filters: ListFilters): string =>
  `${filters.status ? 's' : ''}${filters.search ? 'q' : ''}${filters.link ? `l${filters.link.state}` : ''}`;
