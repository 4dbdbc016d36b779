import { describe, expect, it } from 'vitest';
import type { DegreeLevel } from './degree-level.js';
import { degreeLevel, degreeLevelPhrase, degreeWords } from './degree-level.js';

const CASES: [string, DegreeLevel][] = [
  ['PhD Mathematics', 'doctorate'],
  ['Ph.D. in Physics', 'doctorate'],
  ['Ph. D.', 'doctorate'],
  ['Doctor of Philosophy', 'doctorate'],
  ['Doctor of Medicine (MD)', 'doctorate'],
  ['Juris Doctor', 'doctorate'],
  ['DPhil History', 'doctorate'],
  ['Ed.D. Educational Leadership', 'doctorate'],
  ['Doctorate in Nursing Practice', 'doctorate'],
  ['MD/PhD', 'doctorate'],
  ['MBA', 'master'],
  ['Executive MBA', 'master'],
  ['M.Sc.', 'master'],
  ['M. Sc. Data Science', 'master'],
  ['MSc Computer Science', 'master'],
  ['Master of Arts', 'master'],
  ["Master's in Public Health", 'master'],
  ['Masters Degree', 'master'],
  ['LLM International Law', 'master'],
  ['MS Electrical Engineering', 'master'],
  ['BSc/MSc Integrated', 'master'],
  ['BSc', 'bachelor'],
  ['B.Sc. (Hons) Biology', 'bachelor'],
  ['Bachelor of Science', 'bachelor'],
  ["Bachelor's Degree in Nursing", 'bachelor'],
  ['B.A.', 'bachelor'],
  ['BA English Literature', 'bachelor'],
  ['B.Eng. Mechanical', 'bachelor'],
  ['LLB', 'bachelor'],
  ['Baccalaureate of Arts', 'bachelor'],
  ['High School Diploma', 'school'],
  ['GED', 'school'],
  ['A-Levels', 'school'],
  ['International Baccalaureate', 'school'],
  ['Baccalauréat général', 'school'],
  ['Secondary School Certificate', 'school'],
  ['Associate of Arts', 'other'],
  ['Associate Degree in Nursing', 'other'],
  ['Webmaster Certificate', 'other'],
  ['Scrum Master Certification', 'other'],
  ['Master Electrician', 'other'],
  ['MS Office Specialist Certificate', 'other'],
  ['Oracle DBA Certified Professional', 'other'],
  ['Pre-Med Studies', 'other'],
  ['Doctor Who Fan Club', 'other'],
  ['Computer Science', 'other'],
  ['', 'other'],
  ['   ', 'other'],
];

describe('degreeLevel', () => {
  it.each(CASES)('reads %j as %s', (text, level) => {
    expect(degreeLevel(text)).toBe(level);
  });

  it('answers other for a missing value', () => {
    expect(degreeLevel(undefined)).toBe('other');
    expect(degreeLevel(null)).toBe('other');
  });
});

describe('degreeWords', () => {
  it('drops accents, apostrophes and dots and splits on the rest', () => {
    expect(degreeWords('Master’s of Sc. (Québec)')).toEqual(['masters', 'of', 'sc', 'quebec']);
    expect(degreeWords('Ph.D.')).toEqual(['phd']);
  });
});

describe('degreeLevelPhrase', () => {
  it('names each level for a message', () => {
    expect(degreeLevelPhrase('doctorate')).toBe('a doctorate');
    expect(degreeLevelPhrase('master')).toBe("a master's degree");
    expect(degreeLevelPhrase('bachelor')).toBe("a bachelor's degree");
    expect(degreeLevelPhrase('school')).toBe('a school diploma');
    expect(degreeLevelPhrase('other')).toBe('a qualification');
  });
});
