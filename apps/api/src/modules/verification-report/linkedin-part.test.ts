import { describe, expect, it } from 'vitest';
import type { Finding } from '@candor/contracts';
import { linkedinPart } from './report-model.js';

const finding = (code: string): Finding =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    code,
    checkType: 'LINKEDIN',
    status: code === 'LINKEDIN_PROFILE_NOT_SUPPLIED' ? 'unverifiable' : 'discrepancy',
    severity: 'medium',
    confidence: 0.9,
    subject: { section: 'documents' },
    message: 'm',
    evidence: [{ kind: 'application', source: 'application', value: 'v' }],
  }) as Finding;

describe("the report's LinkedIn comparison", () => {
  it('is not supplied when the check found no profile export, or did not run', () => {
    expect(linkedinPart([finding('LINKEDIN_PROFILE_NOT_SUPPLIED')], true).status).toBe('NOT_SUPPLIED');
    expect(linkedinPart([], false).status).toBe('NOT_SUPPLIED');
  });

  it('is compared when the check read an export, also when it found no difference', () => {
    const clean = linkedinPart([], true);
    expect(clean.status).toBe('COMPARED');
    expect(clean.details).toMatch(/no differences found/);
    const flagged = linkedinPart([finding('LINKEDIN_DATES_DIFFER')], true);
    expect(flagged).toMatchObject({ status: 'COMPARED', findings: [{ code: 'LINKEDIN_DATES_DIFFER' }] });
  });
});
