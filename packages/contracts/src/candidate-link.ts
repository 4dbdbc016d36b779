import { z } from 'zod';
import { CANDIDATE_EDITABLE_STATUSES, type VerificationStatus } from './statuses.js';

// ---- The candidate link as the verification list shows it (docs/product.md#records) ----

/**
 * A link that no longer opens the form while the candidate still has to fill it in: `expired`
 * (past its expiry) or `revoked` (a colleague revoked it). Resending issues a working link.
 */
export const LINK_STATES = ['expired', 'revoked'] as const;
export const linkStateSchema = z.enum(LINK_STATES, { error: "Link must be 'expired' or 'revoked'" });
export type LinkState = z.infer<typeof linkStateSchema>;

export const linkStateLabels = {
  expired: 'Link expired',
  revoked: 'Link revoked',
} as const satisfies Record<LinkState, string>;

/** What an invitation never acted on says, instead of a review-time estimate. */
export const WAITING_FOR_CANDIDATE = 'Waiting for the candidate';
export const WAITING_FOR_CANDIDATE_TEXT =
  'The candidate has not started the form yet. The review starts once they submit it.';

/**
 * The state of a verification's candidate link when it blocks the candidate: revoked or expired
 * while the form is still theirs to fill (INVITED, IN_PROGRESS); null otherwise.
 */
export function candidateLinkState(
  verification: {
    status: VerificationStatus;
    invitation?: { expiresAt: string | null; revokedAt: string | null } | null | undefined;
  },
  now: Date,
): LinkState | null {
  const { invitation } = verification;
  if (!invitation || !(CANDIDATE_EDITABLE_STATUSES as readonly string[]).includes(verification.status)) {
    return null;
  }
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt && Date.parse(invitation.expiresAt) <= now.getTime()) return 'expired';
  return null;
}
