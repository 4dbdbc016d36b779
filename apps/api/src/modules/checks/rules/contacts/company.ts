import { foldLetters } from '../../names/index.js';

/**
 * Company names as the contact checks compare them (docs/product.md#automated-checks): "ACME
 * Corp.", "Acme Corporation" and "The Acme Company" are one employer.
 */

/** Legal forms and filler words that do not tell one company from another. */
const LEGAL_WORDS: ReadonlySet<string> = new Set([
  'the',
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'plc',
  'corp',
  'corporation',
  'co',
  'company',
  'group',
  'holding',
  'holdings',
  'gmbh',
  'ag',
  'kg',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'pty',
  'pvt',
  'oy',
  'ab',
]);

/** Words left out of acronyms ("Federal Bureau of Investigation" → FBI). */
const CONNECTORS: ReadonlySet<string> = new Set(['and', 'of', 'for', 'de', 'du', 'der', 'und', 'et']);

/**
 * Words too common in company names to tie a domain to one company ("Acme Solutions" is not
 * "globalsolutions.com"); used only when the name has other words.
 */
const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'solutions',
  'services',
  'systems',
  'technologies',
  'technology',
  'tech',
  'consulting',
  'international',
  'global',
  'partners',
  'associates',
  'enterprises',
  'industries',
  'management',
  'software',
  'digital',
  'media',
  'network',
  'networks',
  'bank',
  'university',
  'college',
  'school',
]);

/** German umlauts are also written ae, oe, ue ("Müller" ↔ mueller.de). */
const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue' };

function wordsOf(folded: string): string[] {
  return (
    folded
      .replace(/['’`]/g, '')
      // Dotted abbreviations are one word: "S.A.", "U.S. Navy", "J.P. Morgan".
      .replace(/(?<![\p{L}\p{N}])(?:\p{L}\.){2,}/gu, (dotted) => dotted.replaceAll('.', ''))
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0)
  );
}

/** The words of a company name, lower-case and accent-free, legal forms dropped. */
export function companyTokens(name: string): string[] {
  return wordsOf(foldLetters(name)).filter((word) => !LEGAL_WORDS.has(word));
}

/** The comparable form of a company name: "The ACME Corp." → "acme". */
export function normaliseCompany(name: string): string {
  return companyTokens(name).join(' ');
}

/**
 * Whether two company names name one employer: equal once normalised, or the words of one all
 * in the other ("Acme" and "Acme UK").
 */
export function sameCompany(a: string, b: string): boolean {
  const wordsA = companyTokens(a);
  const wordsB = companyTokens(b);
  if (wordsA.length === 0 || wordsB.length === 0) return wordsA.join(' ') === wordsB.join(' ');
  const [fewer, more] =
    wordsA.length <= wordsB.length ? [wordsA, new Set(wordsB)] : [wordsB, new Set(wordsA)];
  return fewer.every((word) => more.has(word));
}

/** The spellings of a company name to compare a domain with (with German umlauts expanded too). */
function spellings(name: string): string[][] {
  const plain = companyTokens(name);
  const expanded = wordsOf(
    foldLetters(name.toLowerCase().replace(/[äöü]/g, (letter) => UMLAUTS[letter] ?? letter)),
  ).filter((word) => !LEGAL_WORDS.has(word));
  // Hyphenated words are one word in a domain: "The Co-operative Group" ↔ coop.co.uk.
  const joined = companyTokens(name.replace(/(?<=\p{L})[-‐–](?=\p{L})/gu, ''));
  const all = [plain, expanded, joined];
  return all.filter(
    (words, index) => all.findIndex((other) => other.join(' ') === words.join(' ')) === index,
  );
}

/**
 * Whether a domain label is the company's own name, all of it ("telstra" for Telstra Corporation,
 * "orange" for Orange S.A.): stricter than `domainRelatesToCompany`, for the few employers that
 * also run a free email service.
 */
export function domainIsCompanyName(label: string, company: string): boolean {
  const compact = foldLetters(label).replace(/[^a-z0-9]/g, '');
  return compact !== '' && spellings(company).some((words) => words.join('') === compact);
}

function acronyms(words: readonly string[]): string[] {
  const all = words.map((word) => word[0] ?? '').join('');
  const content = words
    .filter((word) => !CONNECTORS.has(word))
    .map((word) => word[0] ?? '')
    .join('');
  return [all, content].filter((acronym) => acronym.length >= 2);
}

function relates(words: readonly string[], label: string): boolean {
  if (words.length === 0) return false;
  const joined = words.join('');
  if (label === joined || words.includes(label)) return true;
  // A label of one or two letters inside a longer name ("ac" in "acme") says nothing.
  if (label.length >= 3 && joined.includes(label)) return true;
  const distinctive = words.filter((word) => !GENERIC_WORDS.has(word) && !CONNECTORS.has(word));
  const telling = (distinctive.length > 0 ? distinctive : words).filter((word) => word.length >= 3);
  if (telling.some((word) => label.includes(word))) return true;
  // Universities and others shorten their name in the domain: ox.ac.uk, cam.ac.uk.
  if (label.length >= 2 && distinctive.some((word) => word.length > label.length && word.startsWith(label)))
    return true;
  return acronyms(words).includes(label);
}

/**
 * Whether a domain label (the registrable domain without its public suffix: "ibm" for
 * mail.ibm.com, "acme" for acme.co.uk) has something to do with a company name: a word of the
 * name in the label ("acme" in "acmecorp"), the label in the name ("navy" in "US Navy"), or the
 * name's acronym ("International Business Machines" → "ibm") or the start of a word of the name
 * ("ox" for "University of Oxford"). Hyphens in the label are ignored.
 */
export function domainRelatesToCompany(label: string, company: string): boolean {
  const compact = foldLetters(label).replace(/[^a-z0-9]/g, '');
  if (compact === '') return false;
  return spellings(company).some((words) => relates(words, compact));
}
