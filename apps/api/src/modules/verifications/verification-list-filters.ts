import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_EDITABLE_STATUSES, type LinkState, type VerificationStatus } from '@candor/contracts';
import { verifications } from '../../db/schema.js';

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A candidate link that stopped working (candidateLinkState in contracts, as SQL). */
function linkStateCondition(state: LinkState, now: Date): SQL {
  const awaitingCandidate = inArray(verifications.status, [...CANDIDATE_EDITABLE_STATUSES]);
  return (
    state === 'revoked'
      ? and(awaitingCandidate, isNotNull(verifications.tokenRevokedAt))
      : and(
          awaitingCandidate,
          isNull(verifications.tokenRevokedAt),
          sql`${verifications.tokenExpiresAt} <= ${now.toISOString()}::timestamptz`,
        )
  ) as SQL;
}

/** The list's filters as conditions: status, a search in name and email, links that stopped working. */
export function listFilterConditions(options: {
  status?: VerificationStatus;
  search?: string;
  link?: { state: LinkState; now: Date };
}): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (options.status) conditions.push(eq(verifications.status, options.status));
  if (options.search) {
    const pattern = likePattern(options.search);
    conditions.push(
      or(ilike(verifications.candidateName, pattern), ilike(verifications.candidateEmail, pattern)),
    );
  }
  if (options.link) conditions.push(linkStateCondition(options.link.state, options.link.now));
  return conditions;
}
