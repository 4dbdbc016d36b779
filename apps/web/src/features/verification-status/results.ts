import type {
  CheckType,
  ClaimResult,
  Evidence,
  Finding,
  StatusScreenDecision,
  StatusScreenResult,
  VerificationStatus,
} from '@candor/contracts';

/**
 * The words the status screen and its report share (docs/product.md#the-status-screen), so that
 * what is printed, downloaded and shown says the same thing, and never more than the evidence.
 */

export const NOT_CHECKED = 'Not checked';

/**
 * What the automated checks' statuses mean, said next to their labels: "Verified" is the status's
 * name (SPEC), not a verification of the claims.
 */
export const recordStatusMeaning: Partial<Record<VerificationStatus, string>> = {
  VERIFICATION_INITIATED: 'the automated checks are running',
  VERIFIED: 'the automated checks found nothing that needs a person',
  VERIFICATION_FAILED: 'the automated checks flagged items for a person, or some could not run',
};

/** What a match is: said next to the counts, on the screen and in the report. */
export const MATCH_MEANING =
  'A match is a claim a person verified, or one in which the automated checks found no discrepancy.';

/** Said while no person has decided: the results are the automated checks' alone. */
export const PENDING_DECISION_TEXT = 'Pending a person’s decision.';

export const checkTypeWords: Record<CheckType, string> = {
  EDUCATION: 'Education',
  EMPLOYMENT: 'Employment',
  PHONE: 'Supervisor phones',
  DOCUMENTS: 'Documents',
  IDENTITY: 'Identity',
  LINKEDIN: 'LinkedIn profile',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One sentence on where the checks stand and what they found. */
export function checksSummary(result: StatusScreenResult): string {
  const { state, error } = result.checks;
  if (state === 'NOT_RUN') return 'The automated checks have not run on this verification.';
  if (state === 'RUNNING') return 'The automated checks are running.';
  if (state === 'FAILED') return error ?? 'The automated checks could not run. Nothing was concluded.';
  const flagged = result.findingsNeedingReview ?? 0;
  const base =
    flagged > 0
      ? `Checks flagged ${plural(flagged, 'item')} for review.`
      : error
        ? 'No discrepancies found by the checks that ran.'
        : 'Checks passed — no discrepancies found.';
  return error ? `${base} ${error}` : base;
}

/** "1 of 2", or "Not checked" before a run has finished. */
export function matchesText(matches: number | null, total: number): string {
  return matches === null ? NOT_CHECKED : `${matches} of ${total}`;
}

/** "Approved by Grace Hopper on 25 Nov 2026, 10:00" (the date formatted by the caller). */
export function decisionText(decision: StatusScreenDecision, formatDate: (iso: string) => string): string {
  const verb = decision.status === 'COMPLETED' ? 'Approved' : 'Rejected';
  const who = decision.decidedBy ?? 'a former member';
  return `${verb} by ${who} on ${formatDate(decision.decidedAt)}`;
}

/** "Dismissed by Grace Hopper on …: note" (the date formatted by the caller). */
export function reviewText(
  review: NonNullable<Finding['review']>,
  formatDate: (iso: string) => string,
): string {
  const verb = review.decision === 'dismissed' ? 'Dismissed' : 'Confirmed';
  return `${verb} by ${review.by} on ${formatDate(review.at)}: ${review.note}`;
}

export function evidenceText(item: Evidence): string {
  return `${item.source}: ${item.value}${item.detail ? ` — ${item.detail}` : ''}`;
}

/** Each claim with its findings, then the findings about no claim (identity, addresses, documents). */
export function findingsByClaim(result: StatusScreenResult): {
  claims: { claim: ClaimResult; findings: Finding[] }[];
  other: Finding[];
} {
  const byId = new Map(result.findings.map((finding) => [finding.id, finding]));
  const claimed = new Set(result.claims.flatMap((claim) => claim.findingIds));
  return {
    claims: result.claims.map((claim) => ({
      claim,
      findings: claim.findingIds.flatMap((id) => {
        const finding = byId.get(id);
        return finding ? [finding] : [];
      }),
    })),
    other: result.findings.filter((finding) => !claimed.has(finding.id)),
  };
}
