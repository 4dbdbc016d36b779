import {
  REVIEW_TIME_TEXT,
  toStatusScreenValue,
  verificationStatusLabel,
  verificationTypeLabels,
  type VerificationRecord,
  type VerificationStatusView,
} from '@candor/contracts';

const when = (value: string | null) => (value ? new Date(value).toUTCString() : '—');

/** The status screen as a plain-text report (Download Report). */
export function buildStatusReport(
  view: VerificationStatusView,
  record: VerificationRecord | undefined,
  generatedAt: Date,
): string {
  const status = toStatusScreenValue(view.status);
  const lines = [
    'CANDOR VERIFICATION REPORT',
    '==========================',
    '',
    `Generated: ${generatedAt.toUTCString()}`,
    `Verification ID: ${view.id}`,
  ];
  if (record) lines.push(`Candidate: ${record.candidateName} <${record.candidateEmail}>`);
  lines.push(
    `Type: ${verificationTypeLabels[view.type]}`,
    `Status: ${status}${record ? ` (${verificationStatusLabel(record.status)})` : ''}`,
    `LinkedIn profile: ${view.linkedInUrl ?? '—'}`,
    `Created: ${when(view.createdAt)}`,
    `Submitted: ${when(view.submittedAt)}`,
    `Completed: ${when(view.completedAt)}`,
    '',
  );
  if (status === 'PENDING') {
    lines.push('Verification in Progress', `Estimated completion: ${REVIEW_TIME_TEXT}.`, '');
  }
  lines.push('RESULTS', '-------');
  if (view.result) {
    const r = view.result;
    lines.push(
      `Profile verified: ${r.profileVerified ? 'Yes' : 'No'}`,
      `Employment matches found: ${r.employmentMatches}`,
      `Education matches found: ${r.educationMatches}`,
      `Connections: ${r.connectionAnalysis.totalConnections} total, ${r.connectionAnalysis.verifiedConnections} verified`,
      `Industry relevance: ${r.connectionAnalysis.industryRelevance}%`,
    );
  } else {
    lines.push('No results yet.');
  }
  if (record) {
    lines.push('', 'DOCUMENTS', '---------');
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
