import type { Check, CheckFinding } from '../../check.js';
import { finding } from '../../check.js';
import { dayOf } from './dates.js';
import type { LooseApplication } from './shared.js';
import { birthDayOf, comparedWithRunDay, DATE_OF_BIRTH_PATH, dateEvidence } from './shared.js';

/** A date of birth after the day of the check cannot be right (docs/product.md#step-1-personal-information). */
export function identityDateFindings(application: LooseApplication, now: Date): CheckFinding[] {
  const birth = birthDayOf(application);
  if (birth === null || birth <= dayOf(now)) return [];
  return [
    finding('DATE_ORDER', {
      status: 'discrepancy',
      severity: 'high',
      confidence: 0.99,
      subject: { section: 'personalInfo', field: 'dateOfBirth' },
      message: 'The date of birth is in the future.',
      evidence: [
        dateEvidence(DATE_OF_BIRTH_PATH, application.personalInfo?.dateOfBirth, comparedWithRunDay(now)),
      ],
    }),
  ];
}

export const identityDatesCheck: Check = {
  id: 'identity.dates',
  type: 'IDENTITY',
  version: 1,
  reads: ['personalInfo'],
  codes: ['DATE_ORDER'],
  run: (context) => identityDateFindings(context.application, context.now),
};
