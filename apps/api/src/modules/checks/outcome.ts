import {
  claimResultOf,
  isSerious,
  primarySourceMethodLabels,
  type AiVerificationResults,
  type CandidateFormDraft,
  type ClaimResult,
  type ClaimSection,
  type ClaimVerification,
  type Finding,
} from '@candor/contracts';

/** A claim a person verified with a primary source (the only way a claim becomes VERIFIED). */
export type PersonVerification = { section: ClaimSection; index: number; verification: ClaimVerification };

/** An open finding that needs a person: medium or high, not consistent, not dismissed. */
export function needsAttention(finding: Pick<Finding, 'severity' | 'status' | 'review'>): boolean {
  return (
    isSerious(finding.severity) &&
    finding.status !== 'consistent' &&
    finding.status !== 'verified' &&
    finding.review?.decision !== 'dismissed'
  );
}

/**
 * What the findings alone say about a claim. An education entry no check said anything about is
 * UNABLE_TO_VERIFY (nothing offline could tell); an employment entry without a finding has no
 * discrepancy.
 */
function findingsResultOf(section: ClaimSection, related: readonly Finding[]) {
  return section === 'education' && related.length === 0 ? 'UNABLE_TO_VERIFY' : claimResultOf(related);
}

/**
 * The result per education and employment entry: VERIFIED when a person verified it with a
 * primary source, otherwise what the findings about it say.
 */
export function claimResults(
  formData: CandidateFormDraft | null,
  findings: readonly Finding[],
  verifications: readonly PersonVerification[] = [],
): ClaimResult[] {
  const claims: ClaimResult[] = [];
  const about = (section: ClaimSection, index: number) =>
    findings.filter((finding) => finding.subject.section === section && finding.subject.index === index);
  const verificationOf = (section: ClaimSection, index: number) =>
    verifications.find((item) => item.section === section && item.index === index)?.verification ?? null;
  (formData?.education ?? []).forEach((entry, index) => {
    const related = about('education', index);
    const verification = verificationOf('education', index);
    claims.push({
      section: 'education',
      index,
      label: [entry.institution, entry.degree].filter(Boolean).join(' — ') || `Education ${index + 1}`,
      result: verification ? 'VERIFIED' : findingsResultOf('education', related),
      findingIds: related.map((finding) => finding.id),
      verification,
    });
  });
  (formData?.employment ?? []).forEach((entry, index) => {
    const related = about('employment', index);
    const verification = verificationOf('employment', index);
    claims.push({
      section: 'employment',
      index,
      label: [entry.company, entry.position].filter(Boolean).join(' — ') || `Employment ${index + 1}`,
      result: verification ? 'VERIFIED' : findingsResultOf('employment', related),
      findingIds: related.map((finding) => finding.id),
      verification,
    });
  });
  return claims;
}

const percent = (findings: readonly Finding[]) =>
  findings.length === 0 ? 0 : Math.round(Math.min(...findings.map((finding) => finding.confidence)) * 100);

const CHECKS_METHOD = 'Candor automated checks (rules and reference data)';
const PERSON_METHOD = 'Verified by a person with a primary source';

/** What the checks say about a claim, and what a person's verification adds. */
function analysisOf(
  claim: ClaimResult,
  related: readonly Finding[],
  flagged: number,
  checksRan: boolean,
): string {
  const checks = !checksRan
    ? null
    : flagged > 0
      ? `The checks flagged ${flagged} item${flagged === 1 ? '' : 's'} for review.`
      : findingsResultOf(claim.section, related) === 'UNABLE_TO_VERIFY'
        ? 'The checks could not tell from the data available offline.'
        : 'No discrepancies found by the automated checks.';
  if (!claim.verification) return checks ?? '';
  const person = `Verified by a person with a primary source (${primarySourceMethodLabels[claim.verification.method].toLowerCase()}).`;
  return checks ? `${person} ${checks}` : person;
}

/**
 * The record's `aiVerificationResults` (docs/product.md#records), filled from the findings and
 * the claims people verified. A claim is `verified` only when a person verified it;
 * "recommendation" is `review` whenever a finding needs a person, and the analysis says what the
 * checks found, never more. Before any run (`checksRan` false) only the claims a person verified
 * are listed.
 */
export function aiVerificationResultsOf(
  formData: CandidateFormDraft | null,
  findings: readonly Finding[],
  claims: readonly ClaimResult[],
  at: Date,
  options: { checksRan?: boolean } = {},
): AiVerificationResults {
  const checksRan = options.checksRan ?? true;
  const entry = (claim: ClaimResult) => {
    const related = findings.filter((finding) => claim.findingIds.includes(finding.id));
    const flagged = related.filter(needsAttention);
    const verified = claim.result === 'VERIFIED';
    return {
      verified,
      confidence: percent(related),
      recommendation:
        flagged.length > 0
          ? ('review' as const)
          : claim.result === 'CONSISTENT' || verified
            ? ('approve' as const)
            : ('review' as const),
      dateStatus: verified ? ('verified' as const) : ('unverified' as const),
      findings: related.map((finding) => finding.message),
      riskFactors: flagged.map((finding) => finding.message),
      aiAnalysis: analysisOf(claim, related, flagged.length, checksRan),
    };
  };
  const status = (claim: ClaimResult) =>
    claim.result === 'VERIFIED' ? ('verified' as const) : ('unverified' as const);
  const byPerson = claims.some((claim) => claim.verification !== null);
  return {
    verificationMethod: !checksRan
      ? PERSON_METHOD
      : byPerson
        ? `${CHECKS_METHOD}; claims marked verified by a person with a primary source`
        : CHECKS_METHOD,
    verifiedAt: at.toISOString(),
    education: claims
      .filter((claim) => claim.section === 'education')
      .map((claim) => ({
        ...entry(claim),
        institution: formData?.education?.[claim.index]?.institution ?? '',
        degree: formData?.education?.[claim.index]?.degree ?? '',
        institutionStatus: status(claim),
        degreeStatus: status(claim),
      })),
    employment: claims
      .filter((claim) => claim.section === 'employment')
      .map((claim) => ({
        ...entry(claim),
        company: formData?.employment?.[claim.index]?.company ?? '',
        position: formData?.employment?.[claim.index]?.position ?? '',
        companyStatus: status(claim),
        positionStatus: status(claim),
      })),
  };
}
