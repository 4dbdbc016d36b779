import type { EducationEntry } from '@candor/contracts';
import { CHECK_THRESHOLDS } from '@candor/contracts';
import type { Check, CheckFinding } from '../../check.js';
import { fieldEvidence, finding, referenceEvidence } from '../../check.js';
import { addYears, ageOn, dayOf, isoDay, monthLabel, parseDay } from './dates.js';
import { degreeLevel, degreeLevelPhrase } from './degree-level.js';
import type { Loose, LooseApplication } from './shared.js';
import {
  birthDayOf,
  comparedWithRunDay,
  DATE_OF_BIRTH_PATH,
  dateEvidence,
  entriesOf,
  textOf,
} from './shared.js';

/**
 * Graduation dates (docs/product.md#step-2-education-verification): in order with the date of
 * birth, not far in the future, and not younger than plausible for the degree's level.
 *
 * A student may list the date they expect to graduate, so a graduation date up to a year ahead
 * of the check is accepted without a finding: a final-year student applies within the year
 * before graduating. One more than a year ahead is not a completed degree and not a near one:
 * a discrepancy (DATE_ORDER, a date in the future).
 */
export const EXPECTED_GRADUATION_YEARS_AHEAD = 1;

function institutionName(entry: Loose<EducationEntry>): string {
  return textOf(entry.institution) || 'the institution';
}

function entryFindings(
  index: number,
  entry: Loose<EducationEntry>,
  birth: Date | null,
  now: Date,
): CheckFinding[] {
  const graduation = parseDay(entry.graduationDate);
  if (graduation === null) return [];
  const path = `education[${index}]`;
  const graduationEvidence = (detail?: string) =>
    dateEvidence(`${path}.graduationDate`, entry.graduationDate, detail);
  const subject = { section: 'education', index, field: 'graduationDate' } as const;
  const institution = institutionName(entry);
  const findings: CheckFinding[] = [];

  if (graduation > addYears(dayOf(now), EXPECTED_GRADUATION_YEARS_AHEAD)) {
    findings.push(
      finding('DATE_ORDER', {
        status: 'discrepancy',
        severity: 'high',
        confidence: 0.99,
        subject,
        message: `The graduation date from ${institution} (${monthLabel(graduation)}) is more than a year in the future.`,
        evidence: [graduationEvidence(comparedWithRunDay(now))],
      }),
    );
  }
  if (birth === null) return findings;

  if (graduation < birth) {
    findings.push(
      finding('DATE_ORDER', {
        status: 'discrepancy',
        severity: 'high',
        confidence: 0.99,
        subject,
        message: `The graduation date from ${institution} is before the date of birth.`,
        evidence: [graduationEvidence(), dateEvidence(DATE_OF_BIRTH_PATH, isoDay(birth))],
      }),
    );
    return findings;
  }

  const level = degreeLevel(entry.degree);
  const minimumAge = CHECK_THRESHOLDS.graduationMinimumAge[level];
  const age = ageOn(birth, graduation);
  if (age < minimumAge) {
    findings.push(
      finding('GRADUATION_AGE_IMPLAUSIBLE', {
        status: 'discrepancy',
        severity: 'medium',
        confidence: 0.99,
        subject,
        message: `Graduated from ${institution} at age ${age} according to the date of birth; ${degreeLevelPhrase(level)} is rarely finished before ${minimumAge}.`,
        evidence: [
          graduationEvidence(),
          dateEvidence(DATE_OF_BIRTH_PATH, isoDay(birth)),
          fieldEvidence(`${path}.degree`, textOf(entry.degree), `read as level: ${level}`),
          referenceEvidence('CHECK_THRESHOLDS.graduationMinimumAge', `${level}: ${minimumAge}`),
        ],
      }),
    );
  }
  return findings;
}

export function educationDateFindings(application: LooseApplication, now: Date): CheckFinding[] {
  const birth = birthDayOf(application);
  return entriesOf(application.education).flatMap(([index, entry]) =>
    entryFindings(index, entry, birth, now),
  );
}

export const educationDatesCheck: Check = {
  id: 'education.dates',
  type: 'EDUCATION',
  version: 1,
  reads: ['education', 'personalInfo'],
  codes: ['DATE_ORDER', 'GRADUATION_AGE_IMPLAUSIBLE'],
  run: (context) => educationDateFindings(context.application, context.now),
};
