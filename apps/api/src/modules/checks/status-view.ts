import {
  statusScreenStatusOf,
  type ClaimResult,
  type GetChecksResponse,
  type StatusChecksState,
  type StatusScreenDecision,
  type StatusScreenResult,
  type VerificationStatus,
} from '@candor/contracts';
import { needsAttention } from './outcome.js';

/** How the latest run stands: never run, running, failed (no result) or finished. */
export function checksStateOf(run: GetChecksResponse['run']): StatusChecksState {
  if (!run) return 'NOT_RUN';
  if (run.status === 'QUEUED' || run.status === 'RUNNING') return 'RUNNING';
  return run.status;
}

/** A claim "matches" when a person verified it or the finished checks found no discrepancy in it. */
const matches = (claim: ClaimResult) => claim.result === 'VERIFIED' || claim.result === 'CONSISTENT';

/**
 * The status screen's results (docs/product.md#the-status-screen), from the automated checks as
 * GET /api/verifications/{id}/checks answers them and from the person's decision. Null while the
 * status screen shows PENDING. Only a finished run gives results: before it, the claims a person
 * verified are all there is, and the counts are null ("Not checked"), never 0. LinkedIn is read by
 * no check yet: its fields are null.
 */
export function statusScreenResultOf(input: {
  status: VerificationStatus;
  entries: { education: number; employment: number };
  checks: GetChecksResponse;
  decision: StatusScreenDecision | null;
}): StatusScreenResult | null {
  const screen = statusScreenStatusOf[input.status];
  if (screen === 'PENDING') return null;
  const { run } = input.checks;
  const state = checksStateOf(run);
  const done = state === 'DONE';
  const claims = done
    ? input.checks.claims
    : input.checks.claims.filter((claim) => claim.result === 'VERIFIED');
  const shown = new Set(claims.flatMap((claim) => claim.findingIds));
  const findings = done ? input.checks.findings : input.checks.findings.filter((f) => shown.has(f.id));
  const count = (section: ClaimResult['section']) =>
    done ? claims.filter((claim) => claim.section === section && matches(claim)).length : null;
  return {
    profileVerified: null,
    employmentMatches: count('employment'),
    educationMatches: count('education'),
    employmentClaims: input.entries.employment,
    educationClaims: input.entries.education,
    connectionAnalysis: null,
    checks: {
      state,
      types: run?.types ?? [],
      finishedAt: run?.finishedAt ?? null,
      error: run?.error ?? null,
    },
    findingsNeedingReview: done ? findings.filter(needsAttention).length : null,
    claims,
    findings,
    decision: input.decision,
  };
}
