import { randomUUID } from 'node:crypto';
import {
  CANDIDATE_EDITABLE_STATUSES,
  CANDIDATE_LINK_NOT_FOUND,
  FINAL_STATUSES,
  STAFF_INFORMATION_LOCKED_MESSAGE,
  STATUS_NOT_FOUND,
  type VerificationStatus,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { scopeOfActor } from '../../db/visibility.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256Hex } from '../../lib/crypto.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { WindowCounter } from '../../lib/window-counter.js';
import type { UserActor } from '../accounts/accounts.service.js';
import type { InformationRequestRow, InformationRequestsRepo } from './information-requests.repo.js';
import type { VerificationRow, VerificationsRepo, ViewScope } from './verifications.repo.js';

export type { ViewScope } from './verifications.repo.js';

/** Tokens are 32 random bytes as base64url; anything else cannot be one. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What another module learns about the verification behind a candidate token. */
export type CandidateVerification = {
  id: string;
  organisationId: string;
  status: VerificationStatus;
};

export const hashCandidateToken = (token: string): string => sha256Hex(`candidate-link:${token}`);

export const isCandidateEditable = (status: string): boolean =>
  (CANDIDATE_EDITABLE_STATUSES as readonly string[]).includes(status);

export const candidateLinkNotFound = () => new AppError('NOT_FOUND', CANDIDATE_LINK_NOT_FOUND);
export const verificationNotFound = () => new AppError('NOT_FOUND', STATUS_NOT_FOUND);
export const alreadyDecided = () => new AppError('INVALID_STATE', STAFF_INFORMATION_LOCKED_MESSAGE);
export const alreadySubmitted = () =>
  new AppError('INVALID_STATE', 'This verification has already been submitted and can no longer be changed.');

/**
 * Counts failed token look-ups per client address and refuses further look-ups from an address
 * that keeps guessing. The counts are shared by every API process when the counter is on Redis.
 */
export function createGuessLimiter(options: { max: number; windowMs: number; counter: WindowCounter }) {
  return {
    async check(ip: string): Promise<void> {
      const entry = await options.counter.read(ip);
      if (entry && entry.count >= options.max) {
        const minutes = Math.max(1, Math.ceil(entry.resetInMs / 60_000));
        throw new AppError(
          'RATE_LIMITED',
          `Too many invalid verification links. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    },
    async fail(ip: string): Promise<void> {
      await options.counter.increment(ip, options.windowMs);
    },
  };
}
export type GuessLimiter = ReturnType<typeof createGuessLimiter>;

/**
 * Who may reach which verification: the bearer of a candidate link (only that verification,
 * only while the link is valid) and staff (their organisation, narrowed by their view scope).
 * The other verification services and the documents module authorise through this.
 */
export function createVerificationAccess(deps: {
  repo: VerificationsRepo;
  informationRequests: InformationRequestsRepo;
  guesses: GuessLimiter;
  now: () => Date;
}) {
  const { repo } = deps;

  async function findCandidateRow(token: string, context: RequestContext): Promise<VerificationRow> {
    await deps.guesses.check(context.ip);
    const row = TOKEN_PATTERN.test(token) ? await repo.findByTokenHash(hashCandidateToken(token)) : undefined;
    const valid =
      row !== undefined &&
      row.tokenRevokedAt === null &&
      row.tokenExpiresAt !== null &&
      row.tokenExpiresAt.getTime() > deps.now().getTime();
    if (!valid) {
      await deps.guesses.fail(context.ip);
      throw candidateLinkNotFound();
    }
    return row;
  }

  function scopeOf(actor: UserActor): ViewScope {
    const scope = scopeOfActor(actor);
    if (!scope) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    return scope;
  }

  return {
    /**
     * The full row behind a candidate link token. Unknown, malformed, expired and revoked tokens
     * all answer NOT_FOUND (and count as a guess from that address).
     */
    findCandidateRow,

    /** What another module may know about the verification behind a candidate token. */
    async resolveCandidate(token: string, context: RequestContext): Promise<CandidateVerification> {
      const row = await findCandidateRow(token, context);
      return { id: row.id, organisationId: row.organisationId, status: row.status };
    },

    /**
     * Inside a transaction: locks the verification row and checks the candidate may still change
     * it (uploads, deletions, drafts and the submission serialise on this lock).
     */
    async lockEditable(
      tx: Db,
      verification: Pick<CandidateVerification, 'id' | 'organisationId'>,
    ): Promise<VerificationRow> {
      const row = await repo.lockById(tx, verification.organisationId, verification.id);
      if (!row) throw candidateLinkNotFound();
      if (!isCandidateEditable(row.status)) throw alreadySubmitted();
      return row;
    },

    /**
     * Inside a transaction: locks the verification row for a staff change (their uploads, their
     * corrections of the candidate information), refused once a person has decided it.
     */
    async lockUndecided(
      tx: Db,
      verification: Pick<CandidateVerification, 'id' | 'organisationId'>,
    ): Promise<VerificationRow> {
      const row = await repo.lockById(tx, verification.organisationId, verification.id);
      if (!row) throw verificationNotFound();
      if ((FINAL_STATUSES as readonly string[]).includes(row.status)) throw alreadyDecided();
      return row;
    },

    /**
     * The open request for more information of a verification, if a reviewer reopened the link:
     * while it is open the candidate may change only the requested sections and add documents.
     */
    findOpenRequest(
      verification: Pick<CandidateVerification, 'id' | 'organisationId'>,
      tx?: Db,
    ): Promise<InformationRequestRow | undefined> {
      return deps.informationRequests.findOpen(verification.organisationId, verification.id, tx);
    },

    /**
     * Inside a transaction: a new candidate link for the verification, to be emailed. Only its
     * hash is stored; it works, like the verification's other links, until the link expiry.
     */
    async issueLink(
      tx: Db,
      verification: Pick<CandidateVerification, 'id' | 'organisationId'>,
      now: Date,
    ): Promise<string> {
      const token = randomToken();
      await repo.addLinkToken(tx, {
        id: randomUUID(),
        organisationId: verification.organisationId,
        verificationId: verification.id,
        tokenHash: hashCandidateToken(token),
        createdAt: now,
      });
      return token;
    },

    /** The view scope of a staff member (docs/product.md#view-scopes), or FORBIDDEN when they may see none. */
    scopeOf,

    /** A verification the staff member may see; NOT_FOUND otherwise (another organisation's too). */
    async requireVisible(actor: UserActor, id: string, tx?: Db): Promise<VerificationRow> {
      const row = await repo.findVisible(scopeOf(actor), id, tx);
      if (!row) throw verificationNotFound();
      return row;
    },
  };
}
export type VerificationAccess = ReturnType<typeof createVerificationAccess>;

/**
 * The candidate's private link: the token only. The portal's prefill (name, email) comes from the
 * server's record of the verification, so no personal data travels in the link (ADR 026).
 */
export function candidateLink(publicUrl: string, token: string): string {
  return `${publicUrl}/candidate/${token}`;
}
