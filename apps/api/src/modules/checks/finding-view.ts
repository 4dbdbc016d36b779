import type { Finding } from '@candor/contracts';
import type { FindingRow } from './checks.repo.js';

/** Evidence that quotes personal data (masked in records) is never shown in a finding. */
const PERSONAL_SOURCE = /dateOfBirth|personalInfo\.phone|ssn|address1|address2|\.zip\b|postcode/i;

/** A stored finding as the API shows it; personal data in its evidence stays masked. */
export function toFinding(row: FindingRow & { reviewerName: string | null }): Finding {
  return {
    id: row.id,
    code: row.code,
    checkType: row.checkType,
    status: row.status,
    severity: row.severity,
    confidence: row.confidence,
    subject: row.subject,
    message: row.message,
    evidence: row.evidence.map((item) =>
      item.kind === 'field' && PERSONAL_SOURCE.test(item.source) ? { ...item, value: '••••' } : item,
    ),
    ...(row.reviewDecision && row.reviewedAt
      ? {
          review: {
            decision: row.reviewDecision,
            note: row.reviewNote ?? '',
            by: row.reviewerName ?? 'A former member',
            at: row.reviewedAt.toISOString(),
          },
        }
      : {}),
  };
}

/**
 * Evidence may name another verification (a shared contact, the same file): the id stays only for
 * a viewer who may see that verification; others read that another application exists.
 */
export async function linkVisibleOnly(
  findings: Finding[],
  visible: (id: string) => Promise<boolean>,
): Promise<Finding[]> {
  const ids = [
    ...new Set(
      findings.flatMap((f) =>
        f.evidence.flatMap((item) => (item.verificationId ? [item.verificationId] : [])),
      ),
    ),
  ];
  if (ids.length === 0) return findings;
  const allowed = new Set<string>();
  for (const id of ids) if (await visible(id)) allowed.add(id);
  return findings.map((finding) => ({
    ...finding,
    evidence: finding.evidence.map(({ verificationId, ...item }) =>
      verificationId && allowed.has(verificationId) ? { ...item, verificationId } : item,
    ),
  }));
}
