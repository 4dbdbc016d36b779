import {
  AUTOMATED_CHECKS_NOTICE,
  FINAL_STATUSES,
  isSerious,
  LINKEDIN_FINDING_PREFIX,
  LINKEDIN_NOT_SUPPLIED_DETAILS,
  maskPersonalData,
  NOT_ORDERED_DETAILS,
  REPORT_SCORE_FORMULA,
  riskLevelOf,
  verificationScoreOf,
  countsAgainstScore,
  type ClaimResult,
  type ClaimSection,
  type Finding,
  type GetChecksResponse,
  type ReportEducation,
  type VerificationReport,
} from '@candor/contracts';
import {
  storedFormData,
  verificationTypeOf,
  type VerificationRow,
} from '../verifications/verification-core.service.js';

const isFinal = (status: string) => (FINAL_STATUSES as readonly string[]).includes(status);
const notOrdered = { status: 'NOT_ORDERED' as const, details: NOT_ORDERED_DETAILS };

/** `VR-0F1E2D3C-20260304T101500Z`: the verification and the second the report was generated. */
export function reportIdOf(verificationId: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `VR-${verificationId.slice(0, 8).toUpperCase()}-${stamp}`;
}

/**
 * The processing time, measured from the record's times: from submission to the person's decision;
 * while undecided, from submission to the end of the latest finished run of the checks.
 */
function processingTimeOf(
  row: VerificationRow,
  finishedAt: string | null,
): { ms: number | null; basis: string } {
  if (!row.submittedAt) return { ms: null, basis: 'Not yet submitted' };
  if (isFinal(row.status) && row.decidedAt) {
    return {
      ms: Math.max(0, row.decidedAt.getTime() - row.submittedAt.getTime()),
      basis: 'From submission to the decision',
    };
  }
  if (finishedAt) {
    return {
      ms: Math.max(0, new Date(finishedAt).getTime() - row.submittedAt.getTime()),
      basis: 'From submission to the end of the automated checks (no decision yet)',
    };
  }
  return { ms: null, basis: 'The automated checks have not finished and no decision was made' };
}

/**
 * One verification as a report (docs/product.md#the-verification-report): the record (personal
 * data masked), the automated checks as GET /api/verifications/{id}/checks answers them (evidence
 * masked, other applications named only to those who may see them) and the decision. Findings
 * and scores come only from a finished run; claims a person verified always show.
 */
export function buildVerificationReport(input: {
  row: VerificationRow;
  checks: GetChecksResponse;
  decidedBy: string | null;
  now: Date;
}): VerificationReport {
  const { row, checks, now } = input;
  const run = checks.run;
  const done = run?.status === 'DONE';
  const state = !run
    ? 'NOT_RUN'
    : run.status === 'QUEUED' || run.status === 'RUNNING'
      ? 'RUNNING'
      : run.status;
  const formData = storedFormData(row);
  const masked = formData ? maskPersonalData(formData) : null;
  const personal = masked?.personalInfo;
  // Findings show once a run finished; before that only what a person recorded stands.
  const findings: Finding[] = done ? checks.findings : [];
  const byId = new Map(findings.map((finding) => [finding.id, finding]));
  const claimOf = (section: ClaimSection, index: number): ClaimResult | undefined =>
    checks.claims.find((claim) => claim.section === section && claim.index === index);
  const claimPart = (section: ClaimSection, index: number) => {
    const claim = claimOf(section, index);
    const result: ReportEducation['result'] = claim?.verification
      ? 'VERIFIED'
      : done && claim
        ? claim.result
        : 'NOT_CHECKED';
    return {
      index,
      result,
      verification: claim?.verification ?? null,
      findings: (claim?.findingIds ?? []).flatMap((id) => byId.get(id) ?? []),
    };
  };
  const education = (formData?.education ?? []).map((entry, index) => ({
    ...claimPart('education', index),
    institution: entry.institution ?? '',
    degree: entry.degree ?? '',
    graduationDate: entry.graduationDate ?? '',
  }));
  const employment = (formData?.employment ?? []).map((entry, index) => ({
    ...claimPart('employment', index),
    company: entry.company ?? '',
    position: entry.position ?? '',
    startDate: entry.startDate ?? '',
    endDate: entry.endDate ? entry.endDate : null,
  }));
  const aboutClaims = new Set(checks.claims.flatMap((claim) => claim.findingIds));
  const linkedin = findings.filter((finding) => finding.code.startsWith(LINKEDIN_FINDING_PREFIX));
  const other = findings.filter(
    (finding) => !aboutClaims.has(finding.id) && !finding.code.startsWith(LINKEDIN_FINDING_PREFIX),
  );
  // The most recent job: a current one (no end date) first, then the latest start.
  const latestJob = [...employment].sort((a, b) => {
    if ((a.endDate === null) !== (b.endDate === null)) return a.endDate === null ? -1 : 1;
    return b.startDate.localeCompare(a.startDate);
  })[0];
  const processing = processingTimeOf(row, run?.finishedAt ?? null);
  const decided = isFinal(row.status) && row.decidedAt;

  return {
    reportId: reportIdOf(row.id, now),
    verificationId: row.id,
    generatedAt: now.toISOString(),
    isSample: row.isSample,
    candidateInfo: {
      name: row.candidateName,
      email: row.candidateEmail,
      phone: personal?.phone ? personal.phone : null,
      dateOfBirth: personal?.dateOfBirth ? personal.dateOfBirth : null,
      position: latestJob?.position || null,
      company: latestJob?.company || null,
      verificationType: verificationTypeOf(row),
    },
    reportSummary: {
      overallStatus: row.status,
      riskLevel: riskLevelOf(findings, done),
      completionDate: decided && row.decidedAt ? row.decidedAt.toISOString() : null,
      processingTimeMs: processing.ms,
      processingTimeBasis: processing.basis,
      verificationScore: done ? verificationScoreOf(findings) : null,
      scoreFormula: REPORT_SCORE_FORMULA,
      findingsNeedingReview: findings.filter((f) => countsAgainstScore(f) && isSerious(f.severity)).length,
    },
    checks: {
      state,
      types: run?.types ?? [],
      finishedAt: run?.finishedAt ?? null,
      error: run?.error ?? null,
      notice: AUTOMATED_CHECKS_NOTICE,
    },
    educationVerification: education,
    employmentHistory: employment,
    linkedinVerification: linkedinPart(linkedin, done && run.types.includes('LINKEDIN')),
    otherFindings: other,
    backgroundScreening: { criminalHistory: notOrdered, identityVerification: notOrdered },
    referenceChecks: notOrdered,
    decision:
      decided && row.decidedAt
        ? {
            status: row.status === 'COMPLETED' ? 'COMPLETED' : 'FAILED',
            decidedBy: input.decidedBy,
            decidedAt: row.decidedAt.toISOString(),
            note: row.decisionNote ?? '',
          }
        : null,
  };
}

/**
 * The LinkedIn comparison: compared when the run's LinkedIn check had a profile export to read
 * (it says LINKEDIN_PROFILE_NOT_SUPPLIED when there was none), whether or not it found differences.
 */
export function linkedinPart(findings: Finding[], checked: boolean) {
  const supplied = checked && !findings.some((finding) => finding.code === 'LINKEDIN_PROFILE_NOT_SUPPLIED');
  if (!supplied) return { status: 'NOT_SUPPLIED' as const, details: LINKEDIN_NOT_SUPPLIED_DETAILS, findings };
  return {
    status: 'COMPARED' as const,
    details:
      findings.length === 0
        ? 'The LinkedIn profile export was compared with the application: no differences found.'
        : `${findings.length} finding${findings.length === 1 ? '' : 's'} from comparing the LinkedIn profile export with the application.`,
    findings,
  };
}
