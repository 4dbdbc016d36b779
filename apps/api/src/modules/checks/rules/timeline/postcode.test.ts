import type { Address, CandidateFormData } from '@candor/contracts';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { countryCode, identityPostcodeCheck, postcodeFindings, postcodeKey, regionOf } from './postcode.js';
import { cleanApplication, contextFor, evidenceValue, only } from './test-helpers.js';

const VERSION = (createRequire(import.meta.url)('zipcodes/package.json') as { version: string }).version;
const SOURCE = `zipcodes@${VERSION}`;

function address(overrides: Partial<Address>): Address {
  return {
    address1: '1 Main St',
    address2: '',
    city: 'Arlington',
    state: 'VA',
    country: 'US',
    zip: '22201',
    ...overrides,
  };
}

function livingAt(current: Partial<Address>, previous: Partial<Address>[] = []): CandidateFormData {
  const application = cleanApplication();
  return {
    ...application,
    personalInfo: {
      ...application.personalInfo,
      currentAddress: address(current),
      previousAddresses: previous.map(address),
    },
  };
}

const codesFor = (current: Partial<Address>) => postcodeFindings(livingAt(current)).map((item) => item.code);

describe('identity.postcode: clean cases', () => {
  it('finds nothing in a realistic application (US ZIP+4, Canadian postal code, full state names)', () => {
    expect(postcodeFindings(cleanApplication())).toEqual([]);
  });

  it('accepts the state as a code or a name, in any case', () => {
    for (const state of ['VA', 'va', 'Virginia', 'VIRGINIA', 'Va.']) expect(codesFor({ state })).toEqual([]);
  });

  it('does not compare the city: one ZIP code covers several place names', () => {
    expect(codesFor({ city: 'Clarendon' })).toEqual([]);
  });

  it('says nothing about a ZIP code the reference does not know, or a text that is not one', () => {
    expect(codesFor({ zip: '00000', state: 'CA' })).toEqual([]);
    expect(codesFor({ zip: 'ABCDE', state: 'CA' })).toEqual([]);
    expect(codesFor({ zip: '2220', state: 'CA' })).toEqual([]);
  });

  it('says nothing when the stated state or the country cannot be read', () => {
    expect(codesFor({ state: 'Virgina' })).toEqual([]);
    expect(codesFor({ state: 'CA', country: 'Mexico' })).toEqual([]);
    expect(codesFor({ state: 'CA', country: '' })).toEqual([]);
  });

  it('accepts a Canadian postal code with or without a space, in any case', () => {
    expect(codesFor({ zip: 'h2x1y4', state: 'Québec', country: 'Canada' })).toEqual([]);
    expect(codesFor({ zip: 'V6B 1A1', state: 'BC', country: 'CA' })).toEqual([]);
  });
});

describe('identity.postcode: planted cases', () => {
  it('reports a US ZIP code in another state, with its evidence', () => {
    const item = only(
      postcodeFindings(livingAt({ zip: '22201', state: 'CA', country: 'United States' })),
      'ADDRESS_POSTCODE_MISMATCH',
    );
    expect(item).toMatchObject({
      status: 'discrepancy',
      severity: 'medium',
      confidence: 0.95,
      subject: { section: 'personalInfo', field: 'currentAddress.zip' },
      message: `The ZIP code of the current address is in Virginia according to ${SOURCE}, but the address gives California.`,
    });
    expect(evidenceValue(item, 'personalInfo.currentAddress.zip')).toBe('22201');
    expect(evidenceValue(item, 'personalInfo.currentAddress.state')).toBe('CA');
    expect(evidenceValue(item, 'personalInfo.currentAddress.country')).toBe('United States');
    expect(item.evidence.find((e) => e.kind === 'reference')).toEqual({
      kind: 'reference',
      source: SOURCE,
      value: '22201: VA',
      detail: 'place name in the reference: Arlington',
    });
  });

  it('reads the five digits of a ZIP+4', () => {
    const item = only(
      postcodeFindings(livingAt({ zip: '10001-0001', state: 'New Jersey' })),
      'ADDRESS_POSTCODE_MISMATCH',
    );
    expect(evidenceValue(item, SOURCE)).toBe('10001: NY');
    expect(codesFor({ zip: '10001 0001', state: 'NY' })).toEqual([]);
  });

  it('accepts every spelling of the United States', () => {
    for (const country of ['US', 'us', 'USA', 'U.S.A.', 'United States', 'united states of america']) {
      expect(codesFor({ state: 'TX', country })).toEqual(['ADDRESS_POSTCODE_MISMATCH']);
    }
  });

  it('reports a Canadian postal code in another province', () => {
    const item = only(
      postcodeFindings(livingAt({ zip: 'H2X 1Y4', state: 'Ontario', country: 'Canada' })),
      'ADDRESS_POSTCODE_MISMATCH',
    );
    expect(item.message).toBe(
      `The postal code of the current address is in Quebec according to ${SOURCE}, but the address gives Ontario.`,
    );
    expect(evidenceValue(item, SOURCE)).toBe('H2X: Quebec');
  });

  it('checks each previous address, named by its path', () => {
    const findings = postcodeFindings(livingAt({}, [{}, { zip: '02139', state: 'NH', country: 'USA' }]));
    const item = only(findings, 'ADDRESS_POSTCODE_MISMATCH');
    expect(item.subject).toEqual({ section: 'personalInfo', field: 'previousAddresses[1].zip' });
    expect(item.message).toContain('previous address 2');
    expect(evidenceValue(item, 'personalInfo.previousAddresses[1].zip')).toBe('02139');
  });
});

describe('identity.postcode: missing values', () => {
  it('never throws on blank or missing addresses', () => {
    const broken = [
      {},
      { personalInfo: null },
      { personalInfo: { currentAddress: null, previousAddresses: [null, {}] } },
      { personalInfo: { currentAddress: { zip: '22201' }, previousAddresses: 'none' } },
      { personalInfo: { currentAddress: { zip: '   ', state: ' ', country: 'US' } } },
    ] as unknown as CandidateFormData[];
    for (const application of broken) expect(postcodeFindings(application)).toEqual([]);
  });
});

describe('identity.postcode: helpers', () => {
  it('resolves countries by code or English name', () => {
    expect(countryCode('usa')).toBe('US');
    expect(countryCode('U.S.')).toBe('US');
    expect(countryCode('Canada')).toBe('CA');
    expect(countryCode('CAN')).toBe('CA');
    expect(countryCode('Germany')).toBe('DE');
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryCode('')).toBeNull();
    expect(countryCode(undefined)).toBeNull();
  });

  it('resolves states and provinces by code, name or alias', () => {
    expect(regionOf('Washington D.C.')?.code).toBe('DC');
    expect(regionOf('newfoundland & labrador')?.code).toBe('NL');
    expect(regionOf('Yukon Territory')?.code).toBe('YT');
    expect(regionOf('AE')?.name).toBe('Armed Forces Europe');
    expect(regionOf('Sunshine Coast')).toBeNull();
    expect(regionOf('')).toBeNull();
  });

  it('finds the key a postcode is filed under', () => {
    expect(postcodeKey('US', '22201-1234')).toBe('22201');
    expect(postcodeKey('US', ' 22201 ')).toBe('22201');
    expect(postcodeKey('US', '222011234')).toBe('22201');
    expect(postcodeKey('US', '2220')).toBeNull();
    expect(postcodeKey('CA', 'k1a 0b1')).toBe('K1A');
    expect(postcodeKey('CA', 'K1A')).toBe('K1A');
    expect(postcodeKey('CA', '22201')).toBeNull();
    expect(postcodeKey('CA', null)).toBeNull();
  });

  it('runs on the context', async () => {
    expect(await identityPostcodeCheck.run(contextFor(cleanApplication()))).toEqual([]);
    expect(identityPostcodeCheck).toMatchObject({ id: 'identity.postcode', type: 'IDENTITY' });
  });
});
