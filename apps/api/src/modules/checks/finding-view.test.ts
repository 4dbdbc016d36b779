import { describe, expect, it } from 'vitest';
import type { FindingRow } from './checks.repo.js';
import { toFinding } from './finding-view.js';

const row = (evidence: FindingRow['evidence']): FindingRow & { reviewerName: string | null } => ({
  id: '00000000-0000-4000-8000-000000000001',
  organisationId: 'org',
  verificationId: '00000000-0000-4000-8000-000000000002',
  runId: null,
  checkId: 'employment.supervisor-identity',
  checkVersion: 1,
  checkType: 'EMPLOYMENT',
  code: 'SUPERVISOR_IS_CANDIDATE',
  status: 'risk_signal',
  severity: 'high',
  confidence: 0.95,
  subject: { section: 'employment', index: 0, field: 'supervisorPhone' },
  message: 'The supervisor phone is the candidate’s own.',
  evidence,
  reviewDecision: null,
  reviewNote: null,
  reviewedByUserId: null,
  reviewedAt: null,
  createdAt: new Date('2026-11-25T10:00:00Z'),
  reviewerName: null,
});

describe('toFinding', () => {
  it('masks evidence that quotes the candidate’s personal data, by the field’s path', () => {
    const finding = toFinding(
      row([
        { kind: 'field', source: 'employment[0].supervisorPhone', value: '+1 202 555 0143' },
        { kind: 'field', source: 'personalInfo.phone', value: '+1 202 555 0143' },
        { kind: 'field', source: 'personalInfo.dateOfBirth', value: '1990-12-09' },
        { kind: 'field', source: 'personalInfo.currentAddress.zip', value: '22202' },
      ]),
    );
    expect(finding.evidence.map((item) => item.value)).toEqual(['+1 202 555 0143', '••••', '••••', '••••']);
  });
});
