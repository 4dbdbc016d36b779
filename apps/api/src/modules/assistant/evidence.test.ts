import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from './evidence.js';
import { contradictedStatuses, minimised } from './evidence.js';
import { validateModelOutput } from './model-answer.js';

const item = (ref: string, status: EvidenceItem['status']): EvidenceItem => ({
  ref,
  findingId: '33333333-3333-4333-8333-333333333333',
  evidenceIndex: 0,
  code: 'EMPLOYMENT_OVERLAP',
  status,
  source: 'employment 1 startDate',
  value: '2015-01-01',
  section: 'employment',
  severity: 'medium',
  message: 'Two jobs overlap for 14 months.',
  dismissed: false,
});

describe('the assistant’s checks of a model’s answer', () => {
  it('finds a status the cited findings do not have, and reads negations as none', () => {
    const discrepancy = new Set(['discrepancy'] as const);
    expect(contradictedStatuses('This employment was verified.', discrepancy)).toEqual(['verified']);
    expect(contradictedStatuses('The dates are consistent.', discrepancy)).toEqual(['consistent']);
    expect(contradictedStatuses('The employment has not been verified: a discrepancy.', discrepancy)).toEqual(
      [],
    );
    expect(contradictedStatuses('It could not be verified offline.', discrepancy)).toEqual([]);
    expect(contradictedStatuses('Unverified; the dates are not consistent.', discrepancy)).toEqual([]);
  });

  it('keeps cited points, drops uncited ones and refuses an unknown id', () => {
    const catalogue = [item('E1', 'discrepancy'), item('E2', 'unverifiable')];
    const kept = validateModelOutput(
      {
        points: [
          { text: 'The jobs overlap.', evidenceIds: ['e1'] },
          { text: 'An opinion.', evidenceIds: [] },
        ],
        unknowns: [' Whether HR confirms. '],
      },
      catalogue,
      'llama3.1:8b',
    );
    expect(kept).toMatchObject({
      ok: true,
      draft: {
        producedBy: 'llama3.1:8b',
        unknowns: ['Whether HR confirms.'],
        points: [{ text: 'The jobs overlap.' }],
      },
    });
    expect(
      validateModelOutput({ points: [{ text: 'x', evidenceIds: ['E3'] }], unknowns: [] }, catalogue, 'm'),
    ).toEqual({
      ok: false,
      reason: 'cited evidence that does not exist',
    });
    const none = validateModelOutput({ points: [], unknowns: ['Nothing about references.'] }, catalogue, 'm');
    expect(none.ok && none.draft.content).toBe('Not in the evidence.');
  });

  it('withholds birth dates, addresses, phones and SSN-shaped numbers from a provider', () => {
    expect(
      minimised({ source: 'personalInfo.dateOfBirth', value: '1990-12-10', section: 'personalInfo' }),
    ).toBe('[withheld]');
    expect(
      minimised({ source: 'personalInfo.address1', value: '1 High Street', section: 'personalInfo' }),
    ).toBe('[withheld]');
    expect(
      minimised({
        source: 'employment[0].supervisorPhone',
        value: '+44 20 7219 3000',
        section: 'employment',
      }),
    ).toBe('[withheld]');
    expect(
      minimised({ source: 'document payslip.pdf page 1', value: 'SSN 123-45-6789', section: 'documents' }),
    ).toBe('SSN [withheld]');
    expect(minimised({ source: 'employment 1 startDate', value: '2015-01-01', section: 'employment' })).toBe(
      '2015-01-01',
    );
  });
});
