import type { EmploymentEntry, Evidence } from '@candor/contracts';
import { CHECK_THRESHOLDS } from '@candor/contracts';
import type { Check, CheckFinding } from '../../check.js';
import { finding, referenceEvidence } from '../../check.js';
import {
  addMonths,
  addYears,
  ageOn,
  dayOf,
  durationText,
  earlierOf,
  isMoreThanMonths,
  isoDay,
  laterOf,
  monthLabel,
  parseDay,
} from './dates.js';
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
 * The employment history as a timeline (docs/product.md#step-3-employment-history): dates in
 * order, jobs held at the same time, gaps between jobs, and work before a plausible age.
 *
 * A job without an end date is current (the form's "blank while current"): it runs until the day
 * of the check. An end date after that day (a fixed-term contract's planned end) is accepted, and
 * the job counts until the day of the check, as the time after it has not happened yet.
 */

/** A job whose dates can be placed on the timeline. */
type Job = {
  index: number;
  company: string;
  start: Date;
  /** The stated end date; null for a current job. */
  end: Date | null;
  /** Until when the job counts: its end date, or the day of the check if earlier or blank. */
  until: Date;
  entry: Loose<EmploymentEntry>;
};

const path = (index: number) => `employment[${index}]`;

function companyOf(entry: Loose<EmploymentEntry>): string {
  return textOf(entry.company) || 'an unnamed employer';
}

function periodLabel(job: Job): string {
  return `${monthLabel(job.start)} to ${job.end === null ? 'now' : monthLabel(job.end)}`;
}

function jobDateEvidence(job: Job, today: Date): Evidence[] {
  return [
    dateEvidence(`${path(job.index)}.startDate`, job.entry.startDate),
    job.end === null
      ? dateEvidence(
          `${path(job.index)}.endDate`,
          job.entry.endDate,
          `blank: a current job, counted until ${isoDay(today)}`,
        )
      : dateEvidence(`${path(job.index)}.endDate`, job.entry.endDate),
  ];
}

/** DATE_ORDER and WORK_BEFORE_PLAUSIBLE_AGE for one entry; the job when it can go on the timeline. */
function entryFindings(
  index: number,
  entry: Loose<EmploymentEntry>,
  birth: Date | null,
  now: Date,
): { findings: CheckFinding[]; job: Job | null } {
  const start = parseDay(entry.startDate);
  if (start === null) return { findings: [], job: null };
  const today = dayOf(now);
  const endText = textOf(entry.endDate);
  const end = parseDay(endText);
  const company = companyOf(entry);
  const findings: CheckFinding[] = [];
  const startEvidence = (detail?: string) =>
    dateEvidence(`${path(index)}.startDate`, entry.startDate, detail);

  if (end !== null && end < start) {
    findings.push(
      finding('DATE_ORDER', {
        status: 'discrepancy',
        severity: 'high',
        confidence: 0.99,
        subject: { section: 'employment', index, field: 'endDate' },
        message: `The job at ${company} ends (${monthLabel(end)}) before it starts (${monthLabel(start)}).`,
        evidence: [startEvidence(), dateEvidence(`${path(index)}.endDate`, entry.endDate)],
      }),
    );
  }
  if (start > today) {
    findings.push(
      finding('DATE_ORDER', {
        status: 'discrepancy',
        severity: 'high',
        confidence: 0.99,
        subject: { section: 'employment', index, field: 'startDate' },
        message: `The job at ${company} starts in the future (${monthLabel(start)}).`,
        evidence: [startEvidence(comparedWithRunDay(now))],
      }),
    );
  }
  if (end !== null && end >= start && end > addMonths(today, CHECK_THRESHOLDS.employmentEndAheadMonths)) {
    findings.push(
      finding('DATE_ORDER', {
        status: 'discrepancy',
        severity: 'high',
        confidence: 0.99,
        subject: { section: 'employment', index, field: 'endDate' },
        message: `The job at ${company} ends in the future (${monthLabel(end)}), more than a year after the day of the check.`,
        evidence: [
          dateEvidence(`${path(index)}.endDate`, entry.endDate, comparedWithRunDay(now)),
          referenceEvidence(
            'CHECK_THRESHOLDS.employmentEndAheadMonths',
            String(CHECK_THRESHOLDS.employmentEndAheadMonths),
            'months after the check within which an end date is a planned one',
          ),
        ],
      }),
    );
  }
  if (birth !== null) {
    const birthEvidence = dateEvidence(DATE_OF_BIRTH_PATH, isoDay(birth));
    const subject = { section: 'employment', index, field: 'startDate' } as const;
    if (start < birth) {
      findings.push(
        finding('DATE_ORDER', {
          status: 'discrepancy',
          severity: 'high',
          confidence: 0.99,
          subject,
          message: `The job at ${company} starts before the date of birth.`,
          evidence: [startEvidence(), birthEvidence],
        }),
      );
    } else if (ageOn(birth, start) < CHECK_THRESHOLDS.minimumWorkingAge) {
      const minimum = CHECK_THRESHOLDS.minimumWorkingAge;
      findings.push(
        finding('WORK_BEFORE_PLAUSIBLE_AGE', {
          status: 'discrepancy',
          severity: 'high',
          confidence: 0.99,
          subject,
          message: `The job at ${company} starts at age ${ageOn(birth, start)} according to the date of birth; regular paid work rarely starts before ${minimum}.`,
          evidence: [
            startEvidence(),
            birthEvidence,
            referenceEvidence('CHECK_THRESHOLDS.minimumWorkingAge', String(minimum)),
          ],
        }),
      );
    }
  }

  // A job whose dates contradict each other or lie ahead, or whose end date cannot be read, has
  // no place on the timeline: it is reported above (or not readable) and left out of overlaps and gaps.
  const placeable = start <= today && (endText === '' || (end !== null && end >= start));
  const job = placeable
    ? { index, company, start, end, until: end === null ? today : earlierOf(end, today), entry }
    : null;
  return { findings, job };
}

/** Two jobs held at the same time for more than the threshold: more than a notice period. */
function overlapFindings(jobs: readonly Job[], today: Date): CheckFinding[] {
  const months = CHECK_THRESHOLDS.employmentOverlapMonths;
  const findings: CheckFinding[] = [];
  jobs.forEach((earlier, position) => {
    for (const later of jobs.slice(position + 1)) {
      const from = later.start;
      const to = earlierOf(earlier.until, later.until);
      if (!isMoreThanMonths(from, to, months)) continue;
      findings.push(
        finding('EMPLOYMENT_OVERLAP', {
          status: 'discrepancy',
          severity: 'medium',
          confidence: 0.99,
          subject: { section: 'employment', index: later.index, field: 'startDate' },
          message: `The job at ${earlier.company} (${periodLabel(earlier)}) overlaps the job at ${later.company} (${periodLabel(later)}) by ${durationText(from, to)}.`,
          evidence: [
            ...jobDateEvidence(earlier, today),
            ...jobDateEvidence(later, today),
            referenceEvidence('CHECK_THRESHOLDS.employmentOverlapMonths', String(months)),
          ],
        }),
      );
    }
  });
  return findings;
}

/**
 * Gaps between jobs, in order of start: a gap runs from the latest end so far (a long job can
 * cover shorter ones) to the next start. Only the part within the look-back window counts. Time
 * without a job after the last one is not a gap between jobs and is not reported.
 */
function gapFindings(jobs: readonly Job[], today: Date): CheckFinding[] {
  const months = CHECK_THRESHOLDS.employmentGapMonths;
  const windowStart = addYears(today, -CHECK_THRESHOLDS.employmentGapLookbackYears);
  const findings: CheckFinding[] = [];
  let covering: Job | undefined;
  for (const job of jobs) {
    if (covering !== undefined && job.start > covering.until) {
      const countedFrom = laterOf(covering.until, windowStart);
      if (isMoreThanMonths(countedFrom, job.start, months)) {
        findings.push(
          finding('EMPLOYMENT_GAP', {
            status: 'consistent',
            severity: 'info',
            confidence: 0.99,
            subject: { section: 'employment', index: job.index, field: 'startDate' },
            message: `There is a gap of ${durationText(covering.until, job.start)} between the job at ${covering.company} (${periodLabel(covering)}) and the job at ${job.company} (${periodLabel(job)}).`,
            evidence: [
              dateEvidence(`${path(covering.index)}.endDate`, covering.entry.endDate),
              dateEvidence(`${path(job.index)}.startDate`, job.entry.startDate),
              referenceEvidence(
                'CHECK_THRESHOLDS.employmentGapMonths',
                String(months),
                `gaps within the last ${CHECK_THRESHOLDS.employmentGapLookbackYears} years`,
              ),
            ],
          }),
        );
      }
    }
    if (covering === undefined || job.until > covering.until) covering = job;
  }
  return findings;
}

export function employmentTimelineFindings(application: LooseApplication, now: Date): CheckFinding[] {
  const birth = birthDayOf(application);
  const today = dayOf(now);
  const results = entriesOf(application.employment).map(([index, entry]) =>
    entryFindings(index, entry, birth, now),
  );
  const jobs = results
    .flatMap((result) => (result.job === null ? [] : [result.job]))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.index - b.index);
  return [
    ...results.flatMap((result) => result.findings),
    ...overlapFindings(jobs, today),
    ...gapFindings(jobs, today),
  ];
}

export const employmentTimelineCheck: Check = {
  id: 'employment.timeline',
  type: 'EMPLOYMENT',
  version: 2,
  reads: ['employment', 'personalInfo'],
  codes: ['DATE_ORDER', 'EMPLOYMENT_OVERLAP', 'EMPLOYMENT_GAP', 'WORK_BEFORE_PLAUSIBLE_AGE'],
  run: (context) => employmentTimelineFindings(context.application, context.now),
};
