import { createRequire } from 'node:module';
import type { Address, Evidence } from '@candor/contracts';
import type * as Countries from 'i18n-iso-countries';
import { z } from 'zod';
import type { Check, CheckFinding } from '../../check.js';
import { fieldEvidence, finding, referenceEvidence } from '../../check.js';
import type { Loose, LooseApplication } from './shared.js';
import { entriesOf, textOf } from './shared.js';
// A JSON import, so that the build copies the list next to the code; the index over it and the
// packages are built on first use.
import regionsFile from './regions.json' with { type: 'json' };

/**
 * Does a US ZIP code or a Canadian postal code lie in the state or province the address gives
 * (docs/product.md#step-1-personal-information)? The `zipcodes` package knows US ZIP codes and
 * Canadian forward sortation areas (the first three characters of a postal code).
 *
 * Only the state is compared: one ZIP code covers several towns and neighbourhoods, and people
 * write the name they use, not the post office's, so a different city is not a discrepancy.
 */

type Region = { code: string; country: 'US' | 'CA'; name: string };
type ZipRecord = { zip: string; city: string; state: string };
type Reference = {
  /** "zipcodes@8.0.0": how evidence names the data. */
  source: string;
  lookup: (key: string) => ZipRecord | null;
  countries: typeof Countries;
  regions: Map<string, Region>;
};

const regionsFileSchema = z.object({
  regions: z.array(
    z.object({
      code: z.string().length(2),
      country: z.enum(['US', 'CA']),
      name: z.string().min(1),
      aliases: z.array(z.string()).optional(),
      source: z.string().min(1),
      checked: z.string().min(1),
    }),
  ),
});
const zipRecordSchema = z.object({ zip: z.string(), city: z.string(), state: z.string() });
const packageSchema = z.object({ version: z.string() });

/** Upper case, no accents or dots, one space between words: "Québec" → "QUEBEC", "D.C." → "DC". */
export function regionKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

let loaded: Reference | undefined;

/** The packages and the region list, loaded on first use (not when the module is imported). */
function reference(): Reference {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const zipcodes = require('zipcodes') as { lookup: (key: string) => unknown };
  const { version } = packageSchema.parse(require('zipcodes/package.json'));
  const regions = new Map<string, Region>();
  for (const region of regionsFileSchema.parse(regionsFile).regions) {
    const value = { code: region.code, country: region.country, name: region.name };
    for (const name of [region.code, region.name, ...(region.aliases ?? [])])
      regions.set(regionKey(name), value);
  }
  loaded = {
    source: `zipcodes@${version}`,
    lookup: (key) => {
      const record = zipRecordSchema.safeParse(zipcodes.lookup(key));
      return record.success ? record.data : null;
    },
    countries: require('i18n-iso-countries') as typeof Countries,
    regions,
  };
  return loaded;
}

/** The ISO alpha-2 code of a country given by code ("US", "USA", "U.S.") or English name; null if unknown. */
export function countryCode(text: unknown): string | null {
  const raw = textOf(text);
  if (raw === '') return null;
  const { countries } = reference();
  const compact = raw.replace(/\./g, '').replace(/\s+/g, '').toUpperCase();
  if (/^[A-Z]{2}$/.test(compact) && countries.isValid(compact)) return compact;
  if (/^[A-Z]{3}$/.test(compact)) {
    const code = countries.alpha3ToAlpha2(compact);
    if (code !== undefined) return code;
  }
  return countries.getAlpha2Code(raw, 'en') ?? null;
}

/** A US state, territory or Canadian province by code or name ("VA", "Virginia"); null if unknown. */
export function regionOf(text: unknown): Region | null {
  const key = regionKey(textOf(text));
  return key === '' ? null : (reference().regions.get(key) ?? null);
}

/**
 * The key under which `zipcodes` files a postcode: the five digits of a ZIP or ZIP+4
 * ("22201-1234" → "22201"), the first three characters of a Canadian postal code
 * ("k1a 0b1" → "K1A"); null when the text has neither form.
 */
export function postcodeKey(country: 'US' | 'CA', zip: unknown): string | null {
  const text = textOf(zip).toUpperCase();
  const match =
    country === 'US'
      ? /^(\d{5})(?:[\s-]?\d{4})?$/.exec(text)
      : /^([A-Z]\d[A-Z])(?:[\s-]?\d[A-Z]\d)?$/.exec(text);
  return match?.[1] ?? null;
}

type PlacedAddress = { path: string; label: string; field: string; address: Loose<Address> };

function addressFinding({ path, label, field, address }: PlacedAddress): CheckFinding | null {
  const country = countryCode(address.country);
  if (country !== 'US' && country !== 'CA') return null;
  const key = postcodeKey(country, address.zip);
  if (key === null) return null;
  const data = reference();
  // An unknown code says nothing: the package's list is incomplete (new ZIP codes, ZIP codes of a
  // single organisation or PO box, Canadian codes only by their first three characters), so a
  // code missing from it may well exist. Only a known code in another state is a discrepancy.
  const record = data.lookup(key);
  if (record === null) return null;
  const stated = regionOf(address.state);
  const actual = regionOf(record.state);
  // A state we cannot read (a typo, a county) cannot be compared; neither can the few Canadian
  // records whose "state" is a place name rather than a province.
  if (stated === null || actual === null || stated.code === actual.code) return null;
  const codeName = country === 'US' ? 'ZIP code' : 'postal code';
  const evidence: Evidence[] = [
    fieldEvidence(`${path}.zip`, textOf(address.zip)),
    fieldEvidence(`${path}.state`, textOf(address.state)),
    fieldEvidence(`${path}.country`, textOf(address.country)),
    referenceEvidence(data.source, `${key}: ${record.state}`, `place name in the reference: ${record.city}`),
  ];
  return finding('ADDRESS_POSTCODE_MISMATCH', {
    status: 'discrepancy',
    severity: 'medium',
    confidence: 0.95,
    subject: { section: 'personalInfo', field },
    message: `The ${codeName} of the ${label} is in ${actual.name} according to ${data.source}, but the address gives ${stated.name}.`,
    evidence,
  });
}

/** The current and previous addresses, each with its path in the form. */
function addressesOf(application: LooseApplication): PlacedAddress[] {
  const info = application.personalInfo;
  if (info === null || info === undefined) return [];
  const placed: PlacedAddress[] = [];
  if (info.currentAddress) {
    const path = 'personalInfo.currentAddress';
    placed.push({
      path,
      label: 'current address',
      field: 'currentAddress.zip',
      address: info.currentAddress,
    });
  }
  for (const [index, address] of entriesOf(info.previousAddresses)) {
    const field = `previousAddresses[${index}].zip`;
    placed.push({
      path: `personalInfo.previousAddresses[${index}]`,
      label: `previous address ${index + 1}`,
      field,
      address,
    });
  }
  return placed;
}

export function postcodeFindings(application: LooseApplication): CheckFinding[] {
  return addressesOf(application).flatMap((address) => addressFinding(address) ?? []);
}

export const identityPostcodeCheck: Check = {
  id: 'identity.postcode',
  type: 'IDENTITY',
  version: 1,
  reads: ['personalInfo'],
  codes: ['ADDRESS_POSTCODE_MISMATCH'],
  run: (context) => postcodeFindings(context.application),
};
