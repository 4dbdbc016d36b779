/**
 * Institution names as the checks compare them (docs/product.md#automated-checks): the same
 * school is written "The University of St. Andrews", "University of Saint Andrews" or
 * "Université de Paris-Saclay" / "Universite de Paris Saclay", and all of these must meet.
 */

/** Letters that NFKD does not decompose but that writers replace by plain Latin letters. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/** Abbreviations expanded token by token ("St." and "St" both become "saint"). */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  univ: 'university',
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
};

/**
 * Lower case, accents stripped (NFKD), "&" read as "and", apostrophes dropped ("King's" →
 * "kings"), other punctuation as spaces, abbreviations expanded and a leading "The" dropped.
 */
export function normaliseName(raw: string): string {
  const folded = raw
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđıþð]/g, (letter) => LETTER_FOLDS[letter] ?? letter);
  const tokens = folded
    .replace(/&/g, ' and ')
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((token) => token !== '')
    .map((token) => ABBREVIATIONS[token] ?? token);
  if (tokens[0] === 'the' && tokens.length > 1) tokens.shift();
  return tokens.join(' ');
}

export function tokensOf(normalised: string): string[] {
  return normalised === '' ? [] : normalised.split(' ');
}

/** Small words that writers add or leave out: "University of Texas at Austin" = "University of Texas Austin". */
const CONNECTING_WORDS: ReadonlySet<string> = new Set([
  'the',
  'at',
  'in',
  'of',
  'and',
  'for',
  'de',
  'du',
  'des',
  'la',
  'le',
  'di',
  'da',
  'del',
  'der',
  'und',
  'fur',
]);

/**
 * The same kind of institution in the languages the directory mixes with English: swot lists
 * "Humboldt Universität Berlin" and "Universität Vienna" where candidates write "University".
 */
const TRANSLATED_WORDS: Readonly<Record<string, string>> = {
  universitat: 'university',
  universitaet: 'university',
  universite: 'university',
  universidad: 'university',
  universidade: 'university',
  universita: 'university',
  universiteit: 'university',
  universitet: 'university',
  universitas: 'university',
  uniwersytet: 'university',
  univerzita: 'university',
  institut: 'institute',
  instituto: 'institute',
  istituto: 'institute',
  akademie: 'academy',
  academia: 'academy',
  academie: 'academy',
  politecnico: 'polytechnic',
  polytechnique: 'polytechnic',
  technische: 'technical',
  technologie: 'technology',
};

/**
 * The normalised name without connecting words and with the kind of institution in English, in
 * the same order (order matters: Miami University is not the University of Miami).
 */
export function looseKey(normalised: string): string {
  return tokensOf(normalised)
    .filter((token) => !CONNECTING_WORDS.has(token))
    .map((token) => TRANSLATED_WORDS[token] ?? token)
    .join(' ');
}

/**
 * Words that say what kind of institution it is, not which one. Two names that differ only in
 * these ("Columbia University" / "Columbia State University") name the same place to a reader,
 * which is what an imitation relies on; two names whose other words differ are different schools.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  // kinds of institution, in the languages most common in the directory
  'university',
  'universities',
  'college',
  'colleges',
  'institute',
  'institution',
  'school',
  'schools',
  'academy',
  'polytechnic',
  'hochschule',
  'fachhochschule',
  'ecole',
  'escuela',
  'escola',
  'faculty',
  'seminary',
  'conservatory',
  'center',
  'centre',
  'campus',
  'community',
  'graduate',
  ...Object.keys(TRANSLATED_WORDS),
  // words of status or reach
  'state',
  'national',
  'international',
  'federal',
  'public',
  'private',
  'open',
  'online',
  'global',
  // subjects that name a school's field rather than the school
  'technology',
  'technological',
  'technical',
  'tech',
  'science',
  'sciences',
  'scientific',
  'arts',
  'art',
  'applied',
  'medicine',
  'medical',
  'law',
  'business',
  'management',
  'engineering',
  'nursing',
  'education',
  'music',
  'design',
  'health',
  'studies',
  // connecting words
  ...CONNECTING_WORDS,
]);

/**
 * The name's own words ("harvard" in "Harvard University"). `fuzzy` also treats a misspelt
 * generic word as generic ("universty"), for names typed by candidates; directory names are
 * compared exactly, so the index is built without the cost of fuzzy matching.
 */
export function distinctiveTokens(
  normalised: string,
  similarity?: (a: string, b: string) => number,
  threshold = 0.9,
): string[] {
  return tokensOf(normalised).filter((token) => {
    if (GENERIC_WORDS.has(token)) return false;
    if (similarity === undefined || token.length < 6) return true;
    for (const word of GENERIC_WORDS) {
      if (word.length >= 6 && word[0] === token[0] && Math.abs(word.length - token.length) <= 2) {
        if (similarity(token, word) >= threshold) return false;
      }
    }
    return true;
  });
}

/**
 * The ways a candidate's text may name the institution, most complete first: the whole text,
 * without parenthesised parts ("Massachusetts Institute of Technology (MIT)"), and the part
 * before the first comma or dash ("Harvard University, Cambridge, MA").
 */
export function nameVariants(raw: string): string[] {
  const variants = [raw, raw.replace(/\([^)]*\)/g, ' '), leadingPart(raw)];
  const seen = new Set<string>();
  for (const variant of variants) {
    const normalised = normaliseName(variant);
    if (normalised !== '') seen.add(normalised);
  }
  return [...seen];
}

/** The text before the first comma, " - ", " – ", "(" or "|". */
export function leadingPart(raw: string): string {
  const cut = raw.search(/,|\s[-–—]\s|\(|\|/);
  return cut > 0 ? raw.slice(0, cut) : raw;
}
