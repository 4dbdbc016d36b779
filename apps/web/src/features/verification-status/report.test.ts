import { describe, expect, it } from 'vitest';
import { baseView, doneResult, freemail, postcode, record } from '../../test/status-screen-fixtures';
import { buildStatusReport } from './report';

const AT = new Date('2026-11-26T08:00:00.000Z');

describe('buildStatusReport', () => {
  it('opens with what the checks are, then the candidate, the results per claim and each finding with its evidence and review', () => {
    const text = buildStatusReport(baseView, record, AT);
    const lines = text.split('\n');
    expect(lines[0]).toBe('CANDOR VERIFICATION REPORT');
    expect(lines[3]).toMatch(/^Automated checks compare .* They do not verify claims/);
    expect(text).toContain('Candidate: Grace Hopper <grace@navy.example>');
    expect(text).toContain(
      'Status: PROCESSING (Verification Failed: the automated checks flagged items for a person, or some could not run)',
    );
    expect(text).toContain('AUTOMATED CHECK RESULTS');
    expect(text).toContain('Pending a person’s decision.');
    expect(text).toContain('Checks flagged 1 item for review.');
    expect(text).toContain('Checks run: Education, Employment, Supervisor phones, Documents, Identity');
    expect(text).toContain('Employment matches found: 1 of 1');
    expect(text).toContain('Education matches found: 0 of 1');
    expect(text).toContain('Findings needing review: 1');
    expect(text).toContain(
      'LinkedIn profile verified: Not checked (the automated checks only compare a LinkedIn profile PDF the candidate supplied)',
    );
    expect(text).toContain('LinkedIn connection analysis: Not checked');
    expect(text).toContain('- Education: Unknown Institute — PhD: Could not tell');
    expect(text).toContain('- Employment: US Navy — Rear Admiral: No discrepancies found');
    expect(text).toContain(`* [medium] ${freemail.message} (SUPERVISOR_EMAIL_FREEMAIL)`);
    expect(text).toContain('Evidence: freemail@1.7.0: gmail.com');
    expect(text).toContain(
      'Review: Dismissed by Mary Reviewer on Wed, 25 Nov 2026 11:00:00 GMT: HR confirmed the supervisor uses Gmail.',
    );
    expect(text).toContain('IDENTITY, ADDRESSES AND DOCUMENTS');
    expect(text).toContain(postcode.message);
    // Never claims more than the evidence, never personal data the screen does not show.
    expect(text).not.toMatch(/\bVerified\b(?! by a person)/);
    expect(text).not.toContain('555 0100');
    expect(text).toContain('personalInfo.currentAddress.zip: ••••');
  });

  it('names the person who decided, with their note, once COMPLETED', () => {
    const text = buildStatusReport(
      {
        ...baseView,
        status: 'COMPLETED',
        completedAt: '2026-11-25T12:00:00.000Z',
        result: {
          ...doneResult,
          decision: {
            status: 'COMPLETED',
            note: 'Employment confirmed with the employer.',
            decidedAt: '2026-11-25T12:00:00.000Z',
            decidedBy: 'Mary Reviewer',
          },
        },
      },
      { ...record, status: 'COMPLETED' },
      AT,
    );
    expect(text).toContain('DECISION');
    expect(text).toContain('Approved by Mary Reviewer on Wed, 25 Nov 2026 12:00:00 GMT.');
    expect(text).toContain('Note: Employment confirmed with the employer.');
    expect(text).toContain('\nRESULTS\n');
    expect(text).not.toContain('Pending a person’s decision');
  });

  it('says the checks have not run rather than reporting zero matches', () => {
    const text = buildStatusReport(
      {
        ...baseView,
        status: 'FAILED',
        result: {
          ...doneResult,
          employmentMatches: null,
          educationMatches: null,
          findingsNeedingReview: null,
          checks: { state: 'NOT_RUN', types: [], finishedAt: null, error: null },
          claims: [],
          findings: [],
          decision: {
            status: 'FAILED',
            note: 'The candidate withdrew.',
            decidedAt: '2026-11-25T12:00:00.000Z',
            decidedBy: null,
          },
        },
      },
      undefined,
      AT,
    );
    expect(text).toContain('The automated checks have not run on this verification.');
    expect(text).toContain('Employment matches found: Not checked');
    expect(text).toContain('Education matches found: Not checked');
    expect(text).toContain('Findings needing review: Not checked');
    expect(text).toContain('Rejected by a former member on');
    expect(text).not.toContain('CLAIMS');
  });

  it('shows the estimate and no results while PENDING', () => {
    const text = buildStatusReport({ ...baseView, status: 'PENDING', result: null }, record, AT);
    expect(text).toContain('Verification in Progress');
    expect(text).toContain('Estimated completion: 1-3 business days.');
    expect(text).not.toContain('RESULTS');
  });
});
