import type { CandidateFormData, EmploymentEntry } from '@candor/contracts';
import { describe, expect, it } from 'vitest';
import { employmentTimelineCheck, employmentTimelineFindings } from './employment-timeline.js';
import { cleanApplication, contextFor, evidenceValue, job, NOW, only, serious } from './test-helpers.js';

function withJobs(employment: EmploymentEntry[], dateOfBirth = '1980-04-12'): CandidateFormData {
  const application = cleanApplication();
  return { ...application, personalInfo: { ...application.personalInfo, dateOfBirth }, employment };
}

const run = (employment: EmploymentEntry[], dateOfBirth?: string) =>
  employmentTimelineFindings(withJobs(employment, dateOfBirth), NOW);
const codes = (employment: EmploymentEntry[], dateOfBirth?: string) =>
  run(employment, dateOfBirth).map((item) => item.code);

describe('employment.timeline: clean cases', () => {
  it('finds nothing in a realistic application (a month of notice overlap is normal)', () => {
    expect(employmentTimelineFindings(cleanApplication(), NOW)).toEqual([]);
  });

  it('does not report an overlap of exactly 3 months', () => {
    expect(
      codes([
        job({ company: 'A', startDate: '2019-01-01', endDate: '2020-04-01' }),
        job({ company: 'B', startDate: '2020-01-01', endDate: '' }),
      ]),
    ).toEqual([]);
  });

  it('does not report a gap of exactly 6 months, nor a gap covered by a longer job', () => {
    expect(
      codes([
        job({ company: 'A', startDate: '2019-01-01', endDate: '2020-03-01' }),
        job({ company: 'B', startDate: '2020-09-01', endDate: '' }),
      ]),
    ).toEqual([]);
    expect(
      codes([
        job({ company: 'Long', startDate: '2016-01-01', endDate: '2024-12-31' }),
        job({ company: 'Short', startDate: '2017-01-01', endDate: '2017-03-01' }),
        job({ company: 'Next', startDate: '2025-01-01', endDate: '' }),
      ]),
    ).toEqual([]);
  });

  it('counts a current job only until the day of the check', () => {
    expect(
      codes([
        job({ company: 'A', startDate: '2026-06-01', endDate: '' }),
        job({ company: 'B', startDate: '2026-09-01', endDate: '' }),
      ]),
    ).toEqual([]);
  });

  it('accepts a planned end date after the day of the check', () => {
    expect(codes([job({ company: 'Contract', startDate: '2025-01-01', endDate: '2027-06-30' })])).toEqual([]);
  });
});

describe('employment.timeline: DATE_ORDER', () => {
  it('reports an end before its start', () => {
    const item = only(run([job({ startDate: '2018-05-01', endDate: '2017-02-01' })]), 'DATE_ORDER');
    expect(item).toMatchObject({
      status: 'discrepancy',
      severity: 'high',
      confidence: 0.99,
      subject: { section: 'employment', index: 0, field: 'endDate' },
      message: 'The job at Acme Corporation ends (2017-02) before it starts (2018-05).',
    });
    expect(evidenceValue(item, 'employment[0].startDate')).toBe('2018-05-01');
    expect(evidenceValue(item, 'employment[0].endDate')).toBe('2017-02-01');
  });

  it('reports a start in the future, and leaves the job out of overlaps', () => {
    const findings = run([
      job({ startDate: '2020-01-01', endDate: '' }),
      job({ startDate: '2027-01-04', endDate: '' }),
    ]);
    const item = only(findings, 'DATE_ORDER');
    expect(findings).toHaveLength(1);
    expect(item.subject).toEqual({ section: 'employment', index: 1, field: 'startDate' });
    expect(item.evidence[0]).toMatchObject({
      source: 'employment[1].startDate',
      value: '2027-01-04',
      detail: 'compared with the date of the check, 2026-11-25',
    });
  });

  it('reports a start before the date of birth', () => {
    const item = only(run([job({ startDate: '1979-01-01' })]), 'DATE_ORDER');
    expect(item.message).toBe('The job at Acme Corporation starts before the date of birth.');
    expect(evidenceValue(item, 'personalInfo.dateOfBirth')).toBe('1980-04-12');
  });
});

describe('employment.timeline: WORK_BEFORE_PLAUSIBLE_AGE', () => {
  it('reports a job starting at 12, with its evidence', () => {
    const item = only(
      run([job({ startDate: '1992-06-01', endDate: '1995-01-01' })]),
      'WORK_BEFORE_PLAUSIBLE_AGE',
    );
    expect(item).toMatchObject({
      status: 'discrepancy',
      severity: 'high',
      confidence: 0.99,
      subject: { section: 'employment', index: 0, field: 'startDate' },
      message:
        'The job at Acme Corporation starts at age 12 according to the date of birth; regular paid work rarely starts before 14.',
    });
    expect(evidenceValue(item, 'employment[0].startDate')).toBe('1992-06-01');
    expect(evidenceValue(item, 'personalInfo.dateOfBirth')).toBe('1980-04-12');
    expect(evidenceValue(item, 'CHECK_THRESHOLDS.minimumWorkingAge')).toBe('14');
  });

  it('counts a leap-day birthday as reached on 28 February', () => {
    expect(codes([job({ startDate: '2018-02-27', endDate: '' })], '2004-02-29')).toEqual([
      'WORK_BEFORE_PLAUSIBLE_AGE',
    ]);
    expect(codes([job({ startDate: '2018-02-28', endDate: '' })], '2004-02-29')).toEqual([]);
  });
});

describe('employment.timeline: EMPLOYMENT_OVERLAP', () => {
  it('reports two jobs held together for more than 3 months, on the later one', () => {
    const findings = run([
      job({ company: 'Acme', startDate: '2020-01-01', endDate: '' }),
      job({ company: 'US Navy', startDate: '2019-01-01', endDate: '2021-06-01' }),
    ]);
    const item = only(findings, 'EMPLOYMENT_OVERLAP');
    expect(item).toMatchObject({
      status: 'discrepancy',
      severity: 'medium',
      confidence: 0.99,
      subject: { section: 'employment', index: 0, field: 'startDate' },
      message:
        'The job at US Navy (2019-01 to 2021-06) overlaps the job at Acme (2020-01 to now) by 17 months.',
    });
    expect(evidenceValue(item, 'employment[1].startDate')).toBe('2019-01-01');
    expect(evidenceValue(item, 'employment[1].endDate')).toBe('2021-06-01');
    expect(evidenceValue(item, 'employment[0].startDate')).toBe('2020-01-01');
    expect(item.evidence.find((e) => e.source === 'employment[0].endDate')).toMatchObject({
      value: '',
      detail: 'blank: a current job, counted until 2026-11-25',
    });
    expect(evidenceValue(item, 'CHECK_THRESHOLDS.employmentOverlapMonths')).toBe('3');
  });

  it('reports an overlap of 3 months and a day', () => {
    const findings = run([
      job({ company: 'A', startDate: '2019-01-01', endDate: '2020-04-02' }),
      job({ company: 'B', startDate: '2020-01-01', endDate: '2022-01-01' }),
    ]);
    expect(only(findings, 'EMPLOYMENT_OVERLAP').message).toContain('by 3 months and 1 day.');
  });

  it('reports every pair of jobs held together', () => {
    const findings = run([
      job({ company: 'A', startDate: '2018-01-01', endDate: '' }),
      job({ company: 'B', startDate: '2019-01-01', endDate: '' }),
      job({ company: 'C', startDate: '2020-01-01', endDate: '2021-01-01' }),
    ]);
    expect(findings.map((item) => [item.code, item.subject.index])).toEqual([
      ['EMPLOYMENT_OVERLAP', 1],
      ['EMPLOYMENT_OVERLAP', 2],
      ['EMPLOYMENT_OVERLAP', 2],
    ]);
  });
});

describe('employment.timeline: EMPLOYMENT_GAP', () => {
  it('notes a gap of more than 6 months within the last 7 years, as information', () => {
    const findings = run([
      job({ company: 'Initech', startDate: '2018-01-01', endDate: '2020-01-31' }),
      job({ company: 'Globex', startDate: '2020-09-01', endDate: '' }),
    ]);
    const item = only(findings, 'EMPLOYMENT_GAP');
    expect(item).toMatchObject({
      status: 'consistent',
      severity: 'info',
      confidence: 0.99,
      subject: { section: 'employment', index: 1, field: 'startDate' },
      message:
        'There is a gap of 7 months and 1 day between the job at Initech (2018-01 to 2020-01) and the job at Globex (2020-09 to now).',
    });
    expect(evidenceValue(item, 'employment[0].endDate')).toBe('2020-01-31');
    expect(evidenceValue(item, 'employment[1].startDate')).toBe('2020-09-01');
    expect(evidenceValue(item, 'CHECK_THRESHOLDS.employmentGapMonths')).toBe('6');
    expect(serious(findings)).toEqual([]);
  });

  it('counts only the part of a gap within the last 7 years', () => {
    const gap = (endDate: string, startDate: string) =>
      codes([job({ startDate: '2004-01-01', endDate }), job({ company: 'Next', startDate, endDate: '' })]);
    expect(gap('2010-01-01', '2015-01-01')).toEqual([]);
    expect(gap('2019-01-01', '2020-03-01')).toEqual([]);
    expect(gap('2018-01-01', '2020-08-01')).toEqual(['EMPLOYMENT_GAP']);
  });
});

describe('employment.timeline: missing values', () => {
  it('never throws on blank, missing or invalid values', () => {
    const broken = {
      personalInfo: null,
      employment: [
        null,
        {},
        { startDate: '' },
        { startDate: '2020-01-01', endDate: 'soon' },
        { startDate: 5 },
      ],
    } as unknown as CandidateFormData;
    expect(employmentTimelineFindings(broken, NOW)).toEqual([]);
    expect(employmentTimelineFindings({}, NOW)).toEqual([]);
  });

  it('leaves a job whose end date cannot be read out of overlaps', () => {
    expect(
      codes([
        job({ startDate: '2018-01-01', endDate: 'June' }),
        job({ startDate: '2019-01-01', endDate: '' }),
      ]),
    ).toEqual([]);
  });

  it('skips the age rules without a readable date of birth', () => {
    expect(codes([job({ startDate: '1960-01-01', endDate: '1961-01-01' })], '')).toEqual([]);
  });
});

describe('employment.timeline: the check', () => {
  it('runs on the context and declares its codes', async () => {
    expect(await employmentTimelineCheck.run(contextFor(cleanApplication()))).toEqual([]);
    expect(employmentTimelineCheck).toMatchObject({ id: 'employment.timeline', type: 'EMPLOYMENT' });
  });
});
