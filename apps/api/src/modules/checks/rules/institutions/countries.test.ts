import { beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalCountry,
  loadSubdivisions,
  statedCountry,
  tldCountry,
  type Subdivisions,
} from './countries.js';

describe('tldCountry', () => {
  it.each([
    ['harvard.edu', 'US'],
    ['ox.ac.uk', 'GB'],
    ['tum.de', 'DE'],
    ['utoronto.ca', 'CA'],
    ['students.columbiabasin.edu', 'US'],
    ['nps.gov', 'US'],
    ['uab.cat', 'ES'],
    ['unirsm.sm', 'SM'],
    ['udg.edu.me', 'ME'],
    ['usco.edu.co', 'CO'],
    ['upr.pr', 'PR'],
  ])('%s → %s', (domain, country) => {
    expect(tldCountry(domain)).toBe(country);
  });

  it.each([
    'khanacademy.org',
    'dallam.co',
    'cwidaho.cc',
    'oclock.io',
    'mediaschool.me',
    'sciencespo-lille.eu',
    'msu.su',
    'esoft.academy',
  ])('%s → unknown (generic or sold worldwide)', (domain) => {
    expect(tldCountry(domain)).toBeNull();
  });
});

describe('statedCountry', () => {
  let subdivisions: Subdivisions;
  beforeAll(async () => {
    subdivisions = await loadSubdivisions();
  });

  it.each([
    ['Oxford, United Kingdom', 'GB'],
    ['Oxford, UK', 'GB'],
    ['Edinburgh, Scotland', 'GB'],
    ['New Haven, CT 06520, USA', 'US'],
    ['New Haven, CT', 'US'],
    ['Cambridge, MA 02139', 'US'],
    ['Cambridge, Massachusetts', 'US'],
    ['Austin, Texas', 'US'],
    ['Oxford, Ohio, U.S.A.', 'US'],
    ['San Juan, Puerto Rico', 'US'],
    ['Toronto, Ontario', 'CA'],
    ['Toronto, ON M5S 1A1', 'CA'],
    ['Toronto, Canada', 'CA'],
    ['Munich, Germany', 'DE'],
    ['München, Deutschland', 'DE'],
    ['Paris, France', 'FR'],
    ['Madrid, España', 'ES'],
    ['Lisbon, PRT', 'PT'],
    ['Seoul, South Korea', 'KR'],
  ])('%s → %s', (address, country) => {
    expect(statedCountry(address, subdivisions)).toBe(country);
  });

  it.each([
    'Oxford',
    'Cambridge, MA', // Massachusetts or Morocco: no ZIP code to decide
    'Atlanta, GA',
    'Tbilisi, Georgia',
    'Some Street 12',
    '',
    'Cambridge, ma',
  ])('%s → cannot tell', (address) => {
    expect(statedCountry(address, subdivisions)).toBeNull();
  });

  it('counts US territories as the United States', () => {
    expect(canonicalCountry('pr')).toBe('US');
    expect(canonicalCountry('GB')).toBe('GB');
  });
});
