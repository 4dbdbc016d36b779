import type { CandidateFormData } from '@candor/contracts';
import { describe, expect, it } from 'vitest';
import { educationDateFindings, educationDatesCheck } from './education-dates.js';
import { cleanApplication, contextFor, evidenceValue, NOW, only, school, serious } from './test-helpers.js';

function withEducation(
  education: CandidateFormData['education'],
  dateOfBirth = '1990-04-12',
): CandidateFormData {
  const application = cleanApplication();
  return { ...application, personalInfo: { ...application.personalInfo, dateOfBirth }, education };
}

const run = (application: CandidateFormData) => educationDateFindings(application, NOW);

describe('education.dates: clean cases', () => {
  it('finds nothing in a realistic application', () => {
    expect(run(cleanApplication())).toEqual([]);
  });

  it('accepts an expected graduation up to a year ahead (a final-year student)', () => {
    expect(run(withEducation([school({ graduationDate: '2027-06-15' })], '2004-03-01'))).toEqual([]);
    expect(run(withEducation([school({ graduationDate: '2027-11-25' })], '2004-03-01'))).toEqual([]);
  });

  it('accepts a graduation on the birthday that reaches the minimum age', () => {
    const findings = run(
      withEducation([school({ degree: 'PhD Mathematics', graduationDate: '2013-04-12' })]),
    );
    expect(findings).toEqual([]);
  });

  it('uses the lenient minimum for a qualification it cannot classify', () => {
    const findings = run(
      withEducation([school({ degree: 'Webmaster Certificate', graduationDate: '2006-06-01' })]),
    );
    expect(findings).toEqual([]);
  });
});

describe('education.dates: planted cases', () => {
  it('reports a graduation more than a year in the future as DATE_ORDER', () => {
    const findings = run(withEducation([school(), school({ graduationDate: '2028-06-01' })]));
    const item = only(findings, 'DATE_ORDER');
    expect(item).toMatchObject({
      status: 'discrepancy',
      severity: 'high',
      confidence: 0.99,
      subject: { section: 'education', index: 1, field: 'graduationDate' },
      message: 'The graduation date from University of Virginia (2028-06) is more than a year in the future.',
    });
    expect(item.evidence[0]).toMatchObject({
      kind: 'field',
      source: 'education[1].graduationDate',
      value: '2028-06-01',
      detail: 'compared with the date of the check, 2026-11-25',
    });
  });

  it('reports a graduation before the date of birth as DATE_ORDER, not as an age', () => {
    const findings = run(withEducation([school({ graduationDate: '1989-05-01' })]));
    expect(findings.map((item) => item.code)).toEqual(['DATE_ORDER']);
    const item = only(findings, 'DATE_ORDER');
    expect(item.message).toBe('The graduation date from University of Virginia is before the date of birth.');
    expect(evidenceValue(item, 'personalInfo.dateOfBirth')).toBe('1990-04-12');
  });

  it('reports a doctorate at 12 as GRADUATION_AGE_IMPLAUSIBLE with its evidence', () => {
    const findings = run(
      withEducation([
        school({ institution: 'Yale University', degree: 'PhD Mathematics', graduationDate: '2002-06-01' }),
      ]),
    );
    const item = only(findings, 'GRADUATION_AGE_IMPLAUSIBLE');
    expect(item).toMatchObject({
      status: 'discrepancy',
      severity: 'medium',
      confidence: 0.99,
      subject: { section: 'education', index: 0, field: 'graduationDate' },
      message:
        'Graduated from Yale University at age 12 according to the date of birth; a doctorate is rarely finished before 23.',
    });
    expect(evidenceValue(item, 'education[0].graduationDate')).toBe('2002-06-01');
    expect(evidenceValue(item, 'personalInfo.dateOfBirth')).toBe('1990-04-12');
    expect(item.evidence.find((e) => e.source === 'education[0].degree')).toMatchObject({
      value: 'PhD Mathematics',
      detail: 'read as level: doctorate',
    });
    expect(item.evidence.find((e) => e.kind === 'reference')).toMatchObject({
      source: 'CHECK_THRESHOLDS.graduationMinimumAge',
      value: 'doctorate: 23',
    });
  });

  it('applies each level its own minimum', () => {
    const birth = '2000-01-01';
    const at = (degree: string, graduationDate: string) =>
      run(withEducation([school({ degree, graduationDate })], birth)).map((item) => item.code);
    expect(at('Bachelor of Science', '2017-12-31')).toEqual(['GRADUATION_AGE_IMPLAUSIBLE']);
    expect(at('Bachelor of Science', '2018-01-01')).toEqual([]);
    expect(at('M.Sc.', '2019-06-01')).toEqual(['GRADUATION_AGE_IMPLAUSIBLE']);
    expect(at('M.Sc.', '2020-06-01')).toEqual([]);
    expect(at('High School Diploma', '2014-06-01')).toEqual(['GRADUATION_AGE_IMPLAUSIBLE']);
    expect(at('High School Diploma', '2015-06-01')).toEqual([]);
  });

  it('counts a leap-day birthday as reached on 28 February', () => {
    const findings = (graduationDate: string) =>
      run(withEducation([school({ degree: 'BSc', graduationDate })], '2004-02-29')).map((item) => item.code);
    expect(findings('2022-02-27')).toEqual(['GRADUATION_AGE_IMPLAUSIBLE']);
    expect(findings('2022-02-28')).toEqual([]);
  });
});

describe('education.dates: missing values', () => {
  it('never throws on blank, missing or invalid values', () => {
    const broken = {
      personalInfo: { dateOfBirth: '' },
      education: [null, {}, { graduationDate: '   ' }, { graduationDate: '2020-02-30', degree: 'PhD' }],
    } as unknown as CandidateFormData;
    expect(run(broken)).toEqual([]);
    expect(run({} as CandidateFormData)).toEqual([]);
  });

  it('skips the age rule without a date of birth but still sees a far-future date', () => {
    const findings = run(
      withEducation([school({ degree: 'PhD', graduationDate: '2030-01-01' })], 'not a date'),
    );
    expect(findings.map((item) => item.code)).toEqual(['DATE_ORDER']);
  });
});

describe('education.dates: the check', () => {
  it('runs on the context and declares its codes', async () => {
    expect(serious(await educationDatesCheck.run(contextFor(cleanApplication())))).toEqual([]);
    expect(educationDatesCheck).toMatchObject({ id: 'education.dates', type: 'EDUCATION' });
    expect(educationDatesCheck.codes).toEqual(['DATE_ORDER', 'GRADUATION_AGE_IMPLAUSIBLE']);
  });
});
