import { CHECK_THRESHOLDS } from '@candor/contracts';
import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import doubleMetaphone from 'talisman/phonetics/double-metaphone.js';
import { parseName } from './normalise.js';

/**
 * Whether two written names are the same person's name (docs/product.md#automated-checks).
 * Names are compared as sets of words, so the order does not matter ("Raman Priya" is "Priya
 * Raman"), and word by word with Jaro-Winkler similarity, so spelling and transliteration
 * variants agree ("Sergei"/"Sergey"). Double Metaphone, which codes how a word sounds, is a second
 * signal for transliterations that are spelt further apart ("Mohammed"/"Muhammad" 0.85,
 * "Aleksandr"/"Alexander" 0.896, "Yusuf"/"Youssef" 0.81 on spelling alone).
 */

/**
 * Below the name threshold, a word pair still agrees when both sound the same and are spelt at
 * least this alike: low enough for the transliterations above, high enough that unrelated names
 * that happen to sound alike ("John"/"Jane" 0.67) stay apart.
 */
export const PHONETIC_SPELLING_FLOOR = 0.8;

/**
 * Double Metaphone codes shorter than this ("JN" for John, Jane, Joan and Jon) are shared by too
 * many different names to say anything.
 */
const PHONETIC_CODE_MIN_LENGTH = 3;

/** Endings that mark a name's gender in many languages: "Maria"/"Mario", "Paul"/"Paula". */
const GENDERED_ENDINGS = new Set(['a', 'e', 'o']);

export type TokenMatch = { same: boolean; similarity: number };

const finalVowel = (word: string): string => {
  const last = word.at(-1) ?? '';
  return GENDERED_ENDINGS.has(last) ? last : '';
};

/**
 * Words that share their beginning but are different names, however alike they are spelt
 * (Jaro-Winkler rewards a shared beginning):
 * - one word continued by two letters or more is another name ("Smith"/"Smithson",
 *   "Priya"/"Priyanka");
 * - a short ending where one word ends in a, e or o and the other does not end the same way marks
 *   the masculine and feminine forms of one name ("Daniel"/"Danielle", "Christian"/"Christina"),
 *   often of two relatives. Transliteration endings ("Natalia"/"Natalya", "Sergei"/"Sergey") keep
 *   their final letter kind.
 */
function differentNamesAlike(a: string, b: string): boolean {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  if (prefix < 3) return false;
  const restA = a.length - prefix;
  const restB = b.length - prefix;
  if (Math.min(restA, restB) === 0 && Math.max(restA, restB) >= 2) return true;
  if (restA > 3 || restB > 3) return false;
  return finalVowel(a) !== finalVowel(b);
}

function soundAlike(a: string, b: string): boolean {
  if (a[0] !== b[0]) return false;
  const codesA = doubleMetaphone(a).filter((code) => code.length >= PHONETIC_CODE_MIN_LENGTH);
  const codesB = new Set(doubleMetaphone(b));
  return codesA.some((code) => codesB.has(code));
}

/** Whether two name words (already normalised) are the same word, and how alike they are spelt. */
export function matchTokens(a: string, b: string): TokenMatch {
  if (a === b) return { same: true, similarity: 1 };
  const similarity = jaroWinkler(a, b);
  if (differentNamesAlike(a, b)) return { same: false, similarity };
  if (similarity >= CHECK_THRESHOLDS.nameMatchSimilarity) return { same: true, similarity };
  return { same: similarity >= PHONETIC_SPELLING_FLOOR && soundAlike(a, b), similarity };
}

export type NameMatch = {
  same: boolean;
  /** The mean similarity of the matched words (0 when the names do not match). */
  similarity: number;
};

const NO_MATCH: NameMatch = { same: false, similarity: 0 };

type Pair = { short: number; long: number; similarity: number };

/** Pairs each word of `short` with a different word of `long`, best pairs first. */
function pairWords(short: readonly string[], long: readonly string[]): Pair[] | null {
  const candidates: Pair[] = [];
  short.forEach((a, i) => {
    long.forEach((b, j) => {
      const match = matchTokens(a, b);
      if (match.same) candidates.push({ short: i, long: j, similarity: match.similarity });
    });
  });
  candidates.sort((x, y) => y.similarity - x.similarity);
  const usedShort = new Set<number>();
  const usedLong = new Set<number>();
  const pairs: Pair[] = [];
  for (const pair of candidates) {
    if (usedShort.has(pair.short) || usedLong.has(pair.long)) continue;
    usedShort.add(pair.short);
    usedLong.add(pair.long);
    pairs.push(pair);
  }
  return pairs.length === short.length ? pairs : null;
}

/**
 * Initials ("J.", "M") agree with the other name when it has a word left over with that first
 * letter, or nothing left over at all (a middle initial the other name leaves out). "John A.
 * Smith" and "John Michael Smith" disagree.
 */
function initialsAgree(initials: readonly string[], leftOver: string[]): boolean {
  for (const initial of initials) {
    if (leftOver.length === 0) continue;
    const at = leftOver.findIndex((word) => word.startsWith(initial));
    if (at < 0) return false;
    leftOver.splice(at, 1);
  }
  return true;
}

/**
 * Compares two names: every full word of the name with fewer words must match a different word of
 * the other name (at least two words: a shared surname alone is not the same person), extra full
 * words on the longer side are middle names, and initials must not contradict.
 */
export function matchNames(a: string, b: string): NameMatch {
  const nameA = parseName(a);
  const nameB = parseName(b);
  if (nameA.generation !== null && nameB.generation !== null && nameA.generation !== nameB.generation) {
    return NO_MATCH;
  }
  const fullA = nameA.tokens.filter((word) => word.length > 1);
  const fullB = nameB.tokens.filter((word) => word.length > 1);
  const aIsShort = fullA.length <= fullB.length;
  const short = aIsShort ? fullA : fullB;
  const long = aIsShort ? fullB : fullA;
  if (short.length < 2) return NO_MATCH;
  const pairs = pairWords(short, long);
  if (!pairs) return NO_MATCH;

  const pairedLong = new Set(pairs.map((pair) => pair.long));
  const leftOverLong = long.filter((_, index) => !pairedLong.has(index));
  const initialsShort = (aIsShort ? nameA : nameB).tokens.filter((word) => word.length === 1);
  const initialsLong = (aIsShort ? nameB : nameA).tokens.filter((word) => word.length === 1);
  // An initial on either side may stand for a word only the other side spells out.
  const shortAgrees = initialsAgree(initialsShort, [...leftOverLong, ...initialsLong]);
  const longAgrees = initialsAgree(initialsLong, [...initialsShort]);
  if (!shortAgrees || !longAgrees) return NO_MATCH;

  const similarity = pairs.reduce((sum, pair) => sum + pair.similarity, 0) / pairs.length;
  return { same: true, similarity: Math.round(similarity * 1000) / 1000 };
}

/** Whether two written names are the same person's name (see matchNames). */
export function sameName(a: string, b: string): boolean {
  return matchNames(a, b).same;
}

/** The names a candidate has gone by, as the form collects them. */
export type CandidateNames = {
  firstName: string;
  lastName: string;
  previousNames?: readonly { firstName: string; lastName: string }[] | undefined;
};

export type CandidateNameMatch =
  { which: 'current'; similarity: number } | { which: 'previous'; index: number; similarity: number };

/**
 * Whether `name` is the candidate's current name or one of their previous names; the best match
 * when several agree (the current name first on a tie).
 */
export function candidateNameMatch(name: string, candidate: CandidateNames): CandidateNameMatch | null {
  let best: CandidateNameMatch | null = null;
  const current = matchNames(name, `${candidate.firstName} ${candidate.lastName}`);
  if (current.same) best = { which: 'current', similarity: current.similarity };
  (candidate.previousNames ?? []).forEach((previous, index) => {
    const match = matchNames(name, `${previous.firstName} ${previous.lastName}`);
    if (match.same && (best === null || match.similarity > best.similarity)) {
      best = { which: 'previous', index, similarity: match.similarity };
    }
  });
  return best;
}

/** Whether `name` is the candidate's current name or any of their previous names. */
export function isCandidateName(name: string, candidate: CandidateNames): boolean {
  return candidateNameMatch(name, candidate) !== null;
}
