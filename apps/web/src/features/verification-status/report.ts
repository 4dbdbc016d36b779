import {
  AUTOMATED_CHECKS_NOTICE,
  CLAIM_RESULT_WORDS,
  REVIEW_TIME_TEXT,
  WAITING_FOR_CANDIDATE,
  WAITING_FOR_CANDIDATE_TEXT,
  toStatusScreenValue,
  verificationStatusLabel,
  verificationTypeLabels,
  type Finding,
  type StatusScreenResult,
  type VerificationRecord,
  type VerificationStatusView,
} from '@candor/contracts';
import {
  checksSummary,
  checkTypeWords,
  decisionText,
  evidenceText,
  findingsByClaim,
  MATCH_MEANING,
  matchesText,
  NOT_CHECKED,
  PENDING_DECISION_TEXT,
  recordStatusMeaning,
  reviewText,
} from './results';

const utc = (iso: string) => new Date(iso).toUTCString();
const when = (value: string | null) => (value ? utc(value) : '—');
const recordStatusText = (record: VerificationRecord) => {
  const meaning = recordStatusMeaning[record.status];
  return `${verificationStatusLabel(record.status)}${meaning ? `: ${meaning}` : ''}`;
};
const heading = (title: string) => ['', title, '-'.repeat(title.length)];

function findingLines(finding: Finding): string[] {
  const lines = [`    * [${finding.severity}] ${finding.message} (${finding.code})`];
  for (const item of finding.evidence) lines.push(`      Evidence: ${evidenceText(item)}`);
  if (finding.review) lines.push(`      Review: ${reviewText(finding.review, utc)}`);
  return lines;
}

function resultLines(result: StatusScreenResult, decided: boolean): string[] {
  const lines = heading(decided ? 'RESULTS' : 'AUTOMATED CHECK RESULTS');
  if (!decided) lines.push(PENDING_DECISION_TEXT);
  lines.push(checksSummary(result));
  if (result.checks.state === 'DONE' && result.checks.types.length > 0) {
    lines.push(`Checks run: ${result.checks.types.map((type) => checkTypeWords[type]).join(', ')}`);
  }
  if (result.checks.finishedAt) lines.push(`Checks finished: ${utc(result.checks.finishedAt)}`);
  const connections = result.connectionAnalysis;
  lines.push(
    `Employment matches found: ${matchesText(result.employmentMatches, result.employmentClaims)}`,
    `Education matches found: ${matchesText(result.educationMatches, result.educationClaims)}`,
    `Findings needing review: ${result.findingsNeedingReview ?? NOT_CHECKED}`,
    `LinkedIn profile verified: ${
      result.profileVerified === null
        ? `${NOT_CHECKED} (the automated checks only compare a LinkedIn profile PDF the candidate supplied)`
        : result.profileVerified
          ? 'Verified'
          : 'Not verified'
    }`,
    `LinkedIn connection analysis: ${
      connections
        ? `${connections.totalConnections} total, ${connections.verifiedConnections} verified, ${connections.industryRelevance}% industry relevance`
        : NOT_CHECKED
    }`,
    MATCH_MEANING,
  );
  const { claims, other } = findingsByClaim(result);
  if (claims.length > 0) {
    lines.push(...heading('CLAIMS'));
    for (const { claim, findings } of claims) {
      const section = claim.section === 'education' ? 'Education' : 'Employment';
      lines.push(`- ${section}: ${claim.label}: ${CLAIM_RESULT_WORDS[claim.result]}`);
      for (const finding of findings) lines.push(...findingLines(finding));
    }
  }
  if (other.length > 0) {
    lines.push(...heading('IDENTITY, ADDRESSES AND DOCUMENTS'));
    for (const finding of other) lines.push(...findingLines(finding));
  }
  return lines;
}

/**
 * The status screen as a plain-text report (Download Report), from the same data as the screen:
 * the verification, the person's decision and the automated checks' results with their evidence.
 * It holds no personal data the screen does not show (personal evidence stays masked).
 */
export function buildStatusReport(
  view: VerificationStatusView,
  record: VerificationRecord | undefined,
  generatedAt: Date,
): string {
  const status = toStatusScreenValue(view.status);
  const decided = status === 'COMPLETED' || status === 'FAILED';
  const lines = [
    'CANDOR VERIFICATION REPORT',
    '==========================',
    '',
    AUTOMATED_CHECKS_NOTICE,
    '',
    `Generated: ${generatedAt.toUTCString()}`,
    `Verification ID: ${view.id}`,
  ];
  if (record) lines.push(`Candidate: ${record.candidateName} <${record.candidateEmail}>`);
  lines.push(
    `Type: ${verificationTypeLabels[view.type]}`,
    `Status: ${status}${record ? ` (${recordStatusText(record)})` : ''}`,
    `LinkedIn profile: ${view.linkedInUrl ?? '—'}`,
    `Created: ${when(view.createdAt)}`,
    `Submitted: ${when(view.submittedAt)}`,
    `Completed: ${when(view.completedAt)}`,
  );
  if (status === 'PENDING') {
    lines.push(
      '',
      ...(view.submittedAt === null
        ? [WAITING_FOR_CANDIDATE, WAITING_FOR_CANDIDATE_TEXT]
        : ['Verification in Progress', `Estimated completion: ${REVIEW_TIME_TEXT}.`]),
    );
  }
  const decision = view.result?.decision;
  if (decided) {
    lines.push(...heading('DECISION'));
    if (decision) {
      lines.push(`${decisionText(decision, utc)}.`);
      if (decision.note) lines.push(`Note: ${decision.note}`);
    } else {
      lines.push(`A reviewer ${status === 'COMPLETED' ? 'approved' : 'rejected'} this verification.`);
    }
  }
  if (view.result) {
    lines.push(...resultLines(view.result, decided));
  } else if (status !== 'PENDING') {
    lines.push(...heading('RESULTS'), 'No results yet.');
  }
  if (record) {
    lines.push(...heading('DOCUMENTS'));
    if (record.documents.length === 0) lines.push('No documents uploaded');
    for (const document of record.documents) {
      lines.push(
        `${document.fileName} (${document.type}, ${document.size} bytes, sha256 ${document.sha256})`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}

/** Saves text as a file through a temporary link. */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
