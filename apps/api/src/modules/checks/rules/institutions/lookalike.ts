import { createRequire } from 'node:module';
import { distinctiveTokens, tokensOf } from './normalise.js';

/**
 * Look-alike names (docs/product.md#automated-checks). Jaro-Winkler over whole names is high for
 * any two names sharing "university of ..." ("Penn State University" / "Penza State University"
 * score 0.93), so a name only counts as a look-alike of a known one when, in addition:
 * - their own words (not "university", "state", "of", ...) agree both ways, each the same word or
 *   a typo of it ("Harvard Universty" / "Harvard University", "Columbia State University" /
 *   "Columbia University"); names whose own words differ ("Brooklyn College" / "Brooklands
 *   College", "University of Pennsylvania" / "Pennsylvania State University") are different
 *   schools however similar their letters;
 * - the candidate's name is not simply a shorter form of the known one ("Hunter College" for
 *   "Hunter College Campus School"): imitations add or change words, people leave words out.
 */

export type Similarity = (a: string, b: string) => number;

const require = createRequire(import.meta.url);
export const jaroWinkler = require('talisman/metrics/jaro-winkler.js') as Similarity;
const damerauLevenshtein = require('talisman/metrics/damerau-levenshtein.js') as (
  a: string,
  b: string,
) => number;

/**
 * A typo: one insertion, deletion, substitution or swap in a word of 5 to 7 letters, two in a
 * longer word. Shorter words must match exactly: "Kent" and "Kant", "Penn" and "Perm" are other
 * names, not typos.
 */
export function isTypoOf(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 5) return false;
  return damerauLevenshtein(a, b) <= (shorter >= 8 ? 2 : 1);
}

export type LookalikeEntry<T> = {
  readonly normalised: string;
  readonly distinctive: readonly string[];
  readonly value: T;
};

/**
 * Known names grouped by the first letter of each of their own words: a look-alike shares its
 * own words with a known name up to a typo, and typos rarely change a word's first letter. A
 * query compares with a few thousand names instead of every name in the directory.
 */
export type LookalikeIndex<T> = {
  readonly entries: readonly LookalikeEntry<T>[];
  readonly byInitial: ReadonlyMap<string, readonly number[]>;
};

export function buildLookalikeIndex<T>(names: Iterable<[string, T]>): LookalikeIndex<T> {
  const entries: LookalikeEntry<T>[] = [];
  const byInitial = new Map<string, number[]>();
  for (const [normalised, value] of names) {
    const distinctive = distinctiveTokens(normalised);
    if (distinctive.length === 0) continue;
    const id = entries.length;
    entries.push({ normalised, distinctive, value });
    for (const initial of new Set(distinctive.map((token) => token[0] ?? ''))) {
      const bucket = byInitial.get(initial);
      if (bucket === undefined) byInitial.set(initial, [id]);
      else bucket.push(id);
    }
  }
  return { entries, byInitial };
}

/** Every word of `a` is a word of `b` or a typo of one. */
function covered(a: readonly string[], b: readonly string[]): boolean {
  return a.every((word) => b.some((other) => isTypoOf(word, other)));
}

/** Words that only join others ("University of Oxford"), left out when word order is ignored. */
const JOINING_WORDS: ReadonlySet<string> = new Set([
  'of',
  'the',
  'and',
  'at',
  'in',
  'for',
  'de',
  'du',
  'des',
  'la',
  'le',
]);

/**
 * The name's words in alphabetical order without joining words: "Oxford State University" and
 * "University of Oxford" are compared as "oxford state university" and "oxford university", so an
 * imitation that adds a word and reorders the rest still scores as close as it looks.
 */
function orderFree(normalised: string): string {
  return tokensOf(normalised)
    .filter((word) => !JOINING_WORDS.has(word))
    .sort()
    .join(' ');
}

/**
 * Whether `a` has a word `b` lacks, joining words aside: "Oxford State University" adds "state"
 * to "University of Oxford" (an imitation's move), while "University of Pennsylvania" only leaves
 * "state" out of "Pennsylvania State University" (another school, or a shortened name).
 */
function addsWords(a: string, b: string): boolean {
  const known = new Set(orderFree(b).split(' '));
  return orderFree(a)
    .split(' ')
    .some((word) => !known.has(word));
}

export type Lookalike<T> = { entry: LookalikeEntry<T>; similarity: number };

/**
 * The known name most similar to `normalised` (Jaro-Winkler at or above `threshold`, not equal)
 * that it imitates as described above; `null` when there is none.
 */
export function closestLookalike<T>(
  index: LookalikeIndex<T>,
  normalised: string,
  threshold: number,
): Lookalike<T> | null {
  const own = distinctiveTokens(normalised, jaroWinkler, threshold);
  if (own.length === 0) return null;
  const words = tokensOf(normalised);
  const seen = new Set<number>();
  let best: Lookalike<T> | null = null;
  for (const initial of new Set(own.map((token) => token[0] ?? ''))) {
    for (const id of index.byInitial.get(initial) ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      const entry = index.entries[id];
      if (entry === undefined || entry.normalised === normalised) continue;
      if (!covered(own, entry.distinctive) || !covered(entry.distinctive, own)) continue;
      const knownWords = tokensOf(entry.normalised);
      if (words.every((word) => knownWords.includes(word))) continue;
      const score = Math.max(
        jaroWinkler(normalised, entry.normalised),
        addsWords(normalised, entry.normalised)
          ? jaroWinkler(orderFree(normalised), orderFree(entry.normalised))
          : 0,
      );
      if (score >= threshold && score < 1 && (best === null || score > best.similarity))
        best = { entry, similarity: score };
    }
  }
  return best;
}
