import type { CHECK_THRESHOLDS } from '@candor/contracts';

/**
 * The level of a degree as typed in the form's free "Degree/Program" field
 * (docs/product.md#step-2-education-verification), for the youngest plausible graduation age
 * (CHECK_THRESHOLDS.graduationMinimumAge). The classifier works on whole words, so "Webmaster
 * Certificate" is not a master's degree, and it answers `other` when unsure: `other` has the
 * lowest minimum age, so a text it cannot read never produces a finding it should not.
 */
export type DegreeLevel = keyof typeof CHECK_THRESHOLDS.graduationMinimumAge;

/** From the highest level down: a text naming two levels ("MD/PhD", "BSc/MSc") takes the higher. */
const LEVELS_HIGH_TO_LOW = ['doctorate', 'master', 'bachelor', 'school'] as const;

type Matcher = {
  /** Abbreviations written as one word once dots and spaces are dropped ("Ph.D." → "phd"). */
  abbreviations: readonly string[];
  /** Sequences of whole words ("master of", "high school"). */
  phrases: readonly (readonly string[])[];
};

/**
 * Two-letter abbreviations that are also ordinary words or brands ("MS Office", "MA" for
 * Massachusetts, "Oracle DBA"): they do not count when the text also names a certificate or a course.
 * Abbreviations that are common words ("BEd", "MEd" next to "pre-med", "MArch") are left out on
 * purpose: the spelled-out names ("Master of Education") still classify.
 */
const AMBIGUOUS = new Set(['ms', 'ma', 'ba', 'bs', 'md', 'dba', 'ib']);
const CERTIFICATE_WORDS = new Set([
  'certificate',
  'certification',
  'certifications',
  'certified',
  'course',
  'license',
  'licence',
  'microsoft',
]);

const MATCHERS: Record<(typeof LEVELS_HIGH_TO_LOW)[number], Matcher> = {
  doctorate: {
    abbreviations: [
      'phd',
      'dphil',
      'edd',
      'dba',
      'md',
      'jd',
      'psyd',
      'dsc',
      'scd',
      'dds',
      'dmd',
      'dvm',
      'pharmd',
      'dnp',
      'drph',
      'engd',
      'deng',
      'lld',
      'dmin',
      'dma',
      'thd',
      'dpt',
    ],
    phrases: [
      ['doctor', 'of'],
      ['doctor', 'in'],
      ['juris', 'doctor'],
      ['medical', 'doctor'],
      ['doctorate'],
      ['doctoral'],
    ],
  },
  master: {
    abbreviations: [
      'mba',
      'msc',
      'ms',
      'ma',
      'meng',
      'mphil',
      'mfa',
      'mpa',
      'mph',
      'llm',
      'msw',
      'mres',
      'mst',
      'mdiv',
      'mpp',
      'mlis',
      'mls',
      'mfin',
      'macc',
      'msn',
      'mcom',
      'mtech',
      'emba',
    ],
    // "Master" alone is also a rank or a role ("Scrum Master", "Master Electrician").
    phrases: [['masters'], ['master', 'of'], ['master', 'in'], ['master', 'degree']],
  },
  bachelor: {
    abbreviations: [
      'bsc',
      'bs',
      'ba',
      'beng',
      'bba',
      'bfa',
      'bcom',
      'llb',
      'barch',
      'bsn',
      'btech',
      'bmus',
      'bpharm',
      'bsw',
      'mbbs',
    ],
    phrases: [
      ['bachelor'],
      ['bachelors'],
      ['baccalaureate', 'of'],
      ['baccalaureate', 'in'],
      ['baccalaureate', 'degree'],
    ],
  },
  school: {
    abbreviations: ['ged', 'hiset', 'gcse', 'igcse', 'abitur', 'matura', 'ib', 'highschool'],
    // A bare "baccalaureate" is the French or international school diploma.
    phrases: [
      ['high', 'school'],
      ['secondary', 'school'],
      ['secondary', 'education'],
      ['baccalaureate'],
      ['baccalaureat'],
      ['a', 'level'],
      ['a', 'levels'],
    ],
  },
};

/** Lower-case words without accents, apostrophes or dots: "Master's" → "masters", "Ph.D." → "phd". */
export function degreeWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** Each word, and each pair of a short word and the next ("ph d" → "phd", "m sc" → "msc"). */
function abbreviationCandidates(words: readonly string[]): string[] {
  const candidates = [...words];
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (next !== undefined && word.length <= 2 && next.length <= 4) candidates.push(word + next);
  });
  return candidates;
}

function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  return words.some((_, start) => phrase.every((part, offset) => words[start + offset] === part));
}

/** The level of a degree text; `other` when it names none we know (or is blank). */
export function degreeLevel(text: unknown): DegreeLevel {
  if (typeof text !== 'string') return 'other';
  const words = degreeWords(text);
  const certificate = words.some((word) => CERTIFICATE_WORDS.has(word));
  const candidates = abbreviationCandidates(words).filter((word) => !(certificate && AMBIGUOUS.has(word)));
  for (const level of LEVELS_HIGH_TO_LOW) {
    const matcher = MATCHERS[level];
    if (matcher.abbreviations.some((abbreviation) => candidates.includes(abbreviation))) return level;
    if (matcher.phrases.some((phrase) => hasPhrase(words, phrase))) return level;
  }
  return 'other';
}

/** How a message names the level: "a doctorate is rarely finished before 23". */
export function degreeLevelPhrase(level: DegreeLevel): string {
  switch (level) {
    case 'doctorate':
      return 'a doctorate';
    case 'master':
      return "a master's degree";
    case 'bachelor':
      return "a bachelor's degree";
    case 'school':
      return 'a school diploma';
    case 'other':
      return 'a qualification';
  }
}
