/**
 * Person names reduced to comparable tokens (docs/product.md#automated-checks): the same person
 * is written "Dr. José O'Brien", "JOSE OBRIEN" or "O'Brien, José" in different places.
 */

/** Letters that Unicode decomposition (NFKD) does not split into a base letter and an accent. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Titles and post-nominals: they say nothing about who the person is. */
const HONORIFICS: ReadonlySet<string> = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'sir',
  'dame',
  'lord',
  'lady',
  'rev',
  'revd',
  'reverend',
  'hon',
  'phd',
  'dphil',
  'esq',
]);

/**
 * Generational suffixes: dropped from the tokens but kept aside, because "John Smith Jr" and
 * "John Smith Sr" are two people (a father and his son) although every other token agrees.
 */
const GENERATIONS: Readonly<Record<string, string>> = {
  jr: 'jr',
  junior: 'jr',
  sr: 'sr',
  senior: 'sr',
  ii: 'ii',
  iii: 'iii',
  iv: 'iv',
};

export type ParsedName = {
  /** Lower-case ASCII-folded words, without titles or generational suffix, in written order. */
  tokens: string[];
  /** "jr", "sr", "ii"…, or null when none is written. */
  generation: string | null;
};

/** Case, accents and special letters folded: "Łukasz Müller" → "lukasz muller". */
export function foldLetters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => UNDECOMPOSED[letter] ?? letter);
}

/**
 * The words of a name: apostrophes joined ("O'Brien" → "obrien"), any other punctuation a
 * separator ("Jean-Luc", "Smith, John", "J.R."), titles dropped, a generational suffix set aside.
 */
export function parseName(name: string): ParsedName {
  const words = foldLetters(name)
    .replace(/['’‘`ʼ]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !HONORIFICS.has(word));
  let generation: string | null = null;
  const tokens: string[] = [];
  words.forEach((word, index) => {
    const suffix = GENERATIONS[word];
    // A generational suffix follows a name: a first word "Junior" is a (nick)name, not a suffix.
    if (suffix !== undefined && index > 0) generation = suffix;
    else tokens.push(word);
  });
  return { tokens, generation };
}

/** The comparable form of a name: "Dr. José O'Brien Jr." → "jose obrien". */
export function normaliseName(name: string): string {
  return parseName(name).tokens.join(' ');
}
