import {
  claimResultOf,
  isSerious,
  type AiVerificationResults,
  type CandidateFormDraft,
  type ClaimResult,
  type Finding,
} from '@candor/contracts';

/** An open finding that needs a person: medium or high, not consistent, not dismissed. */
export function needsAttention(finding: Pick<Finding, 'severity' | 'status' | 'review'>): boolean {
  return (
    isSerious(finding.severity) &&
    finding.status !== 'consistent' &&
    finding.status !== 'verified' &&
    finding.review?.decision !== 'dismissed'
  );
}

/** The result per education and employment entry, from the findings about it. */
export function claimResults(
  formData: CandidateFormDraft | null,
  findings: readonly Finding[],
): ClaimResult[] {
  const claims: ClaimResult[] = [];
  const about = (section: 'education' | 'employment', index: number) =>
    findings.filter((finding) => finding.subject.section === section && finding.subject.index === index);
  (formData?.education ?? []).forEach((entry, index) => {
    const related = about('education', index);
    claims.push({
      section: 'education',
      index,
      label: [entry.institution, entry.degree].filter(Boolean).join(' — ') || `Education ${index + 1}`,
      result: related.length === 0 ? 'UNABLE_TO_VERIFY' : claimResultOf(related),
      findingIds: related.map((finding) => finding.id),
    });
  });
  (formData?.employment ?? []).forEach((entry, index) => {
    const related = about('employment', index);
    claims.push({
      section: 'employment',
      index,
      label: [entry.company, entry.position].filter(Boolean).join(' — ') || `Employment ${index + 1}`,
      result: claimResultOf(related),
      findingIds: related.map((finding) => finding.id),
    });
  });
  return claims;
}

const percent = (findings: readonly Finding[]) =>
  findings.length === 0 ? 0 : Math.round(Math.min(...findings.map((finding) => finding.confidence)) * 100);

/**
 * The record's `aiVerificationResults` (docs/product.md#records), filled from the findings. A
 * claim is `verified` only when a person verified it; "recommendation" is `review` whenever a
 * finding needs a person, and the analysis says what the checks found, never more.
 */
export function aiVerificationResultsOf(
  formData: CandidateFormDraft | null,
  findings: readonly Finding[],
  claims: readonly ClaimResult[],
  at: Date,
): AiVerificationResults {
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
          : claim.result === 'CONSISTENT'
            ? ('approve' as const)
            : ('review' as const),
      dateStatus: verified ? ('verified' as const) : ('unverified' as const),
      findings: related.map((finding) => finding.message),
      riskFactors: flagged.map((finding) => finding.message),
      aiAnalysis:
        flagged.length > 0
          ? `The checks flagged ${flagged.length} item${flagged.length === 1 ? '' : 's'} for review.`
          : claim.result === 'UNABLE_TO_VERIFY'
            ? 'The checks could not tell from the data available offline.'
            : 'No discrepancies found by the automated checks.',
    };
  };
  const status = (claim: ClaimResult) =>
    claim.result === 'VERIFIED' ? ('verified' as const) : ('unverified' as const);
  return {
    verificationMethod: 'Candor automated checks (rules and reference data)',
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
