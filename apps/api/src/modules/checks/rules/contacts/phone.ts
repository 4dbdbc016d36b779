import countries from 'i18n-iso-countries';
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import fictionalRanges from './fictional-phone-ranges.json' with { type: 'json' };

/**
 * Phone numbers and countries as the contact checks compare them (docs/product.md#automated-checks).
 * The form asks for a free-text country and free-text phone numbers, often without a country code.
 */

/** Common names of the United Kingdom's nations that the country list does not carry. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  britain: 'GB',
};

const resolvedCountries = new Map<string, CountryCode | null>();

function lookUpCountry(text: string): string | undefined {
  if (/^[a-z]{2,3}$/i.test(text) && countries.isValid(text.toUpperCase())) {
    return countries.toAlpha2(text.toUpperCase());
  }
  const alias = COUNTRY_ALIASES[text.toLowerCase()];
  if (alias) return alias;
  const english = countries.getAlpha2Code(text, 'en') ?? countries.getSimpleAlpha2Code(text, 'en');
  if (english) return english;
  for (const language of countries.langs()) {
    const code = countries.getAlpha2Code(text, language);
    if (code) return code;
  }
  return undefined;
}

/**
 * The ISO alpha-2 code of a country as typed ("United States", "USA", "us", "Deutschland"), or
 * null when it is not recognised. Only codes the phone metadata knows are returned.
 */
export function resolveCountry(text: string | undefined): CountryCode | null {
  const key = (text ?? '').trim();
  if (key === '') return null;
  const known = resolvedCountries.get(key);
  if (known !== undefined) return known;
  const code = lookUpCountry(key);
  // A known country for the phone metadata: parsing with it as default must not throw.
  const resolved = code !== undefined && isPhoneCountry(code) ? code : null;
  resolvedCountries.set(key, resolved);
  return resolved;
}

function isPhoneCountry(code: string): code is CountryCode {
  try {
    parsePhoneNumberFromString('1', code as CountryCode);
    return true;
  } catch {
    return false;
  }
}

/** The country's English name, for messages ("United Kingdom"). */
export function countryName(code: string): string {
  return countries.getName(code, 'en') ?? code;
}

export type ParsedPhone =
  /** No country code is written and no default country is known: nothing can be said. */
  | { kind: 'no-country' }
  /** Not a phone number at all (too short, letters). */
  | { kind: 'not-a-number' }
  | { kind: 'number'; number: PhoneNumber };

/**
 * Parses a phone number as written, with the candidate's country as the default for numbers
 * written without a country code. "00" is read as the international prefix when no default
 * country says otherwise.
 */
export function parsePhone(raw: string, defaultCountry: CountryCode | null): ParsedPhone {
  const text = raw.trim();
  const international = text.startsWith('+') || (defaultCountry === null && /^00[1-9]/.test(text));
  const written = !text.startsWith('+') && international ? `+${text.slice(2)}` : text;
  if (!international && defaultCountry === null) {
    return /\d/.test(text) ? { kind: 'no-country' } : { kind: 'not-a-number' };
  }
  const number =
    defaultCountry === null
      ? parsePhoneNumberFromString(written)
      : parsePhoneNumberFromString(written, defaultCountry);
  return number ? { kind: 'number', number } : { kind: 'not-a-number' };
}

/** The number in E.164 ("+12024561111") when it parses, else null. */
export function e164(raw: string, defaultCountry: CountryCode | null): string | null {
  const parsed = parsePhone(raw, defaultCountry);
  return parsed.kind === 'number' ? parsed.number.number : null;
}

/** The digit strings a written number can be recognised by (too few digits: none). */
function comparableForms(
  raw: string,
  defaultCountry: CountryCode | null,
): { e164: string | null; forms: Set<string> } {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7) return { e164: null, forms: new Set() };
  const parsed = parsePhone(raw, defaultCountry);
  if (parsed.kind === 'number') {
    const { number } = parsed;
    return { e164: number.number, forms: new Set([number.nationalNumber, number.number.slice(1)]) };
  }
  // Without a country: the digits as written, and without a national trunk prefix ("020…").
  return { e164: null, forms: new Set([digits, digits.replace(/^0+/, '')]) };
}

/**
 * Whether two written numbers are the same number: compared as E.164 when both parse, otherwise
 * by their digits (with and without the country code or trunk prefix).
 */
export function samePhone(a: string, b: string, defaultCountry: CountryCode | null): boolean {
  const first = comparableForms(a, defaultCountry);
  const second = comparableForms(b, defaultCountry);
  if (first.e164 !== null && second.e164 !== null) return first.e164 === second.e164;
  return [...first.forms].some((form) => second.forms.has(form));
}

export type FictionalRange = (typeof fictionalRanges.ranges)[number];

const rangePatterns = fictionalRanges.ranges.map((range) => ({
  range,
  pattern: new RegExp(range.nationalPattern),
}));

/** The reserved fictional range the number is in, if any. */
export function fictionalRange(number: PhoneNumber): FictionalRange | null {
  const found = rangePatterns.find(
    ({ range, pattern }) =>
      range.callingCode === number.countryCallingCode && pattern.test(number.nationalNumber),
  );
  return found?.range ?? null;
}
