import type { CandidateFormData } from '@candor/contracts';
import { describe, expect, it } from 'vitest';
import { identityDateFindings, identityDatesCheck } from './identity-dates.js';
import { cleanApplication, contextFor, NOW, only } from './test-helpers.js';

function bornOn(dateOfBirth: string): CandidateFormData {
  const application = cleanApplication();
  return { ...application, personalInfo: { ...application.personalInfo, dateOfBirth } };
}

describe('identity.dates', () => {
  it('finds nothing for a date of birth in the past or today', () => {
    expect(identityDateFindings(cleanApplication(), NOW)).toEqual([]);
    expect(identityDateFindings(bornOn('2026-11-25'), NOW)).toEqual([]);
  });

  it('reports a date of birth in the future as DATE_ORDER', () => {
    const item = only(identityDateFindings(bornOn('2026-11-26'), NOW), 'DATE_ORDER');
    expect(item).toMatchObject({
      status: 'discrepancy',
      severity: 'high',
      confidence: 0.99,
      subject: { section: 'personalInfo', field: 'dateOfBirth' },
      message: 'The date of birth is in the future.',
    });
    expect(item.evidence).toEqual([
      {
        kind: 'field',
        source: 'personalInfo.dateOfBirth',
        value: '2026-11-26',
        detail: 'compared with the date of the check, 2026-11-25',
      },
    ]);
  });

  it('measures "today" in UTC from the moment of the check', () => {
    const lateEvening = new Date('2026-11-25T23:30:00.000Z');
    expect(identityDateFindings(bornOn('2026-11-25'), lateEvening)).toEqual([]);
  });

  it('never throws on a blank, missing or invalid date of birth', () => {
    for (const dateOfBirth of ['', '  ', '2027-02-30', 'tomorrow']) {
      expect(identityDateFindings(bornOn(dateOfBirth), NOW)).toEqual([]);
    }
    expect(identityDateFindings({}, NOW)).toEqual([]);
    expect(identityDateFindings({ personalInfo: null }, NOW)).toEqual([]);
  });

  it('runs on the context', async () => {
    expect(await identityDatesCheck.run(contextFor(cleanApplication()))).toEqual([]);
    expect(identityDatesCheck).toMatchObject({
      id: 'identity.dates',
      type: 'IDENTITY',
      codes: ['DATE_ORDER'],
    });
  });
});
