import { createRequire } from 'node:module';
import type * as CountriesModule from 'i18n-iso-countries';
import { z } from 'zod';

/**
 * Countries for the institution checks (docs/product.md#automated-checks): the country a
 * directory domain implies, and the country the candidate's institution address names.
 * Both answer `null` when they cannot tell, and a `null` never produces a finding.
 */

type CountriesLibrary = typeof CountriesModule;

let library: CountriesLibrary | undefined;

/** i18n-iso-countries with every locale registered, loaded on first use (it is several MB). */
function countries(): CountriesLibrary {
  library ??= createRequire(import.meta.url)('i18n-iso-countries') as CountriesLibrary;
  return library;
}

/** US territories have their own ISO codes, but their institutions use .edu and US accreditation. */
const US_TERRITORIES: ReadonlySet<string> = new Set(['PR', 'GU', 'VI', 'AS', 'MP', 'UM']);

/** The country a comparison uses: a US territory counts as the United States. */
export function canonicalCountry(alpha2: string): string {
  const upper = alpha2.toUpperCase();
  return US_TERRITORIES.has(upper) ? 'US' : upper;
}

export function countryName(alpha2: string): string {
  return countries().getName(alpha2, 'en') ?? alpha2;
}

// ---- The country of a directory domain ----

/** Top-level domains only US institutions can register. */
const US_ONLY_TLDS: ReadonlySet<string> = new Set(['edu', 'gov', 'mil']);

/**
 * Institutions outside the US that registered a .edu domain before .edu was restricted to US
 * schools (each checked on the school's own site, 2026-11-25): the country they are in, or null
 * when they teach on campuses in several countries.
 */
const NON_US_EDU_DOMAINS: Readonly<Record<string, string | null>> = {
  'hec.edu': 'FR',
  'ie.edu': 'ES',
  'esade.edu': 'ES',
  'iese.edu': 'ES',
  'insead.edu': null,
  'ceu.edu': null,
};

/** ccTLDs whose ISO code differs from the TLD. */
const TLD_EXCEPTIONS: Readonly<Record<string, string>> = { uk: 'GB' };

/** City and region TLDs, each inside one country. */
const GEOGRAPHIC_TLDS: Readonly<Record<string, string>> = {
  barcelona: 'ES',
  cat: 'ES',
  eus: 'ES',
  gal: 'ES',
  berlin: 'DE',
  hamburg: 'DE',
  koeln: 'DE',
  nrw: 'DE',
  bzh: 'FR',
  corsica: 'FR',
  paris: 'FR',
  cymru: 'GB',
  wales: 'GB',
  scot: 'GB',
  london: 'GB',
  moscow: 'RU',
  quebec: 'CA',
  rio: 'BR',
  swiss: 'CH',
};

/**
 * ccTLDs sold worldwide as generic names (.io, .co, .me, ...): a school registered directly under
 * one says nothing about its country ("cwidaho.cc" is in Idaho). Under an academic second level
 * ("udg.edu.me") the TLD's country still holds.
 */
const VANITY_CCTLDS: ReadonlySet<string> = new Set([
  'ac',
  'ai',
  'cc',
  'co',
  'fm',
  'gd',
  'io',
  'la',
  'ly',
  'me',
  'nu',
  'sh',
  'so',
  'tk',
  'to',
  'tv',
  'vc',
  'ws',
]);
const ACADEMIC_SECOND_LEVELS: ReadonlySet<string> = new Set([
  'edu',
  'ac',
  'ed',
  'sch',
  'school',
  'gov',
  'gob',
]);

/** Former or supranational TLDs that name no single country today. */
const NO_COUNTRY_TLDS: ReadonlySet<string> = new Set(['eu', 'su', 'yu']);

/**
 * The country a domain's TLD implies: ccTLD → its country, .edu/.gov/.mil → US (but for the few
 * older non-US .edu domains listed above), generic TLDs → null.
 */
export function tldCountry(domain: string): string | null {
  const labels = domain.toLowerCase().split('.');
  const tld = labels.at(-1) ?? '';
  const registered = labels.slice(-2).join('.');
  if (registered in NON_US_EDU_DOMAINS) return NON_US_EDU_DOMAINS[registered] ?? null;
  if (US_ONLY_TLDS.has(tld)) return 'US';
  const exception = TLD_EXCEPTIONS[tld] ?? GEOGRAPHIC_TLDS[tld];
  if (exception !== undefined) return exception;
  if (tld.length !== 2 || NO_COUNTRY_TLDS.has(tld)) return null;
  if (VANITY_CCTLDS.has(tld) && !ACADEMIC_SECOND_LEVELS.has(labels.at(-2) ?? '')) return null;
  return countries().isValid(tld.toUpperCase()) ? tld.toUpperCase() : null;
}

// ---- The country an address names ----

const subdivisionsSchema = z.object({
  about: z.string().min(1),
  source: z.object({ title: z.string().min(1), publisher: z.string().min(1) }),
  checked: z.iso.date(),
  countries: z.record(z.string().length(2), z.record(z.string().length(2), z.string().min(1))),
});

/** For each country, its subdivisions' codes and names, upper case. */
export type Subdivisions = ReadonlyMap<string, { codes: ReadonlySet<string>; names: ReadonlySet<string> }>;

export function indexSubdivisions(data: unknown): Subdivisions {
  const parsed = subdivisionsSchema.parse(data);
  return new Map(
    Object.entries(parsed.countries).map(([country, subdivisions]) => [
      country,
      {
        codes: new Set(Object.keys(subdivisions)),
        names: new Set(Object.values(subdivisions).map((name) => simplify(name))),
      },
    ]),
  );
}

let subdivisions: Promise<Subdivisions> | undefined;

/** reference/country-subdivisions.json, read once. */
export function loadSubdivisions(): Promise<Subdivisions> {
  subdivisions ??= import('../../reference/country-subdivisions.json', { with: { type: 'json' } }).then(
    (module) => indexSubdivisions(module.default),
    (error: unknown) => {
      subdivisions = undefined;
      throw error;
    },
  );
  return subdivisions;
}

/** Names people write that i18n-iso-countries does not list. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  uk: 'GB',
  'u k': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  britain: 'GB',
  us: 'US',
  usa: 'US',
  'u s': 'US',
  'u s a': 'US',
  america: 'US',
  'united states': 'US',
  holland: 'NL',
  korea: 'KR',
  'viet nam': 'VN',
  deutschland: 'DE',
  espana: 'ES',
  italia: 'IT',
  brasil: 'BR',
  mexique: 'MX',
  'the netherlands': 'NL',
};

/** Languages whose country names are tried after English (the app's candidates write mostly in these). */
const NAME_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl'];

function simplify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The country named by the last meaningful comma-separated part of an address: a country name
 * (several languages), an ISO alpha-2/alpha-3 code written in capitals, or a US state / Canadian
 * province (name or code). A part that could be two countries ("GA": Georgia the state or Gabon,
 * "Georgia") is only decided by a ZIP code next to it; otherwise the answer is `null`.
 */
export function statedCountry(address: string, known: Subdivisions): string | null {
  const parts = address.split(',').map((part) => part.trim());
  for (let index = parts.length - 1; index >= 0; index -= 1) {
    const part = parts[index] ?? '';
    const withoutNumbers = part
      .split(/\s+/)
      .filter((word) => !/\d/.test(word))
      .join(' ')
      .trim();
    if (withoutNumbers === '') continue;
    const hasZip = /\b\d{5}(?:-\d{4})?\b/.test(part);
    return countryOfPart(withoutNumbers, hasZip, known);
  }
  return null;
}

function countryOfPart(part: string, hasZip: boolean, known: Subdivisions): string | null {
  const simple = simplify(part);
  const candidates = new Set<string>();
  const alias = COUNTRY_ALIASES[simple];
  if (alias !== undefined) candidates.add(alias);
  const compact = part.replace(/\./g, '').trim();
  const isCode = /^[A-Z]{2,3}$/.test(compact);
  if (isCode && compact.length === 2 && countries().isValid(compact)) candidates.add(compact);
  if (isCode && compact.length === 3) {
    const alpha2 = countries().alpha3ToAlpha2(compact);
    if (alpha2 !== undefined) candidates.add(alpha2);
  }
  for (const [country, { codes, names }] of known) {
    if ((isCode && codes.has(compact)) || names.has(simple)) candidates.add(country);
  }
  if (!isCode) {
    for (const language of NAME_LANGUAGES) {
      const alpha2 = countries().getSimpleAlpha2Code(part.trim(), language);
      if (alpha2 !== undefined) {
        candidates.add(alpha2);
        break;
      }
    }
  }
  const canonical = new Set([...candidates].map(canonicalCountry));
  if (canonical.size === 1) return [...canonical][0] ?? null;
  return hasZip && canonical.has('US') ? 'US' : null;
}
