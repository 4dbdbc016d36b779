import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { distinctiveTokens, leadingPart, looseKey, nameVariants, normaliseName } from './normalise.js';

const jaroWinkler = createRequire(import.meta.url)('talisman/metrics/jaro-winkler.js') as (
  a: string,
  b: string,
) => number;

describe('normaliseName', () => {
  it.each([
    ['The University of St. Andrews', 'university of saint andrews'],
    ['University of St Andrews', 'university of saint andrews'],
    ["King's College London", 'kings college london'],
    ['King’s College London', 'kings college london'],
    ['Texas A&M University', 'texas a and m university'],
    ['Université Paris-Saclay', 'universite paris saclay'],
    ['Technische Universität München', 'technische universitat munchen'],
    ['Københavns Universitet', 'kobenhavns universitet'],
    ['Politechnika Łódzka', 'politechnika lodzka'],
    ['Stanford Univ.', 'stanford university'],
    ['  YALE   university ', 'yale university'],
    ['Mt. Holyoke College', 'mount holyoke college'],
    ['The', 'the'],
    ['東京大学', '東京大学'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseName(raw)).toBe(expected);
  });

  it('keeps the order of words: Miami University is not the University of Miami', () => {
    expect(looseKey(normaliseName('Miami University'))).not.toBe(
      looseKey(normaliseName('University of Miami')),
    );
  });

  it('reads the kind of institution in English in the loose key', () => {
    expect(looseKey(normaliseName('Universität Wien'))).toBe('university wien');
    expect(looseKey(normaliseName('Instituto Politécnico Nacional'))).toBe('institute polytechnic nacional');
  });

  it('drops connecting words in the loose key', () => {
    expect(looseKey(normaliseName('University of Texas at Austin'))).toBe(
      looseKey(normaliseName('University of Texas, Austin')),
    );
  });
});

describe('nameVariants', () => {
  it('adds the name without parentheses and the part before a comma or dash', () => {
    expect(nameVariants('Massachusetts Institute of Technology (MIT)')).toEqual([
      'massachusetts institute of technology mit',
      'massachusetts institute of technology',
    ]);
    expect(nameVariants('Harvard University, Cambridge, MA')).toEqual([
      'harvard university cambridge ma',
      'harvard university',
    ]);
    expect(nameVariants('Barnard College - Columbia University')).toContain('barnard college');
  });

  it('keeps hyphenated names whole', () => {
    expect(leadingPart('Kennedy-Western University')).toBe('Kennedy-Western University');
    expect(nameVariants('Université Paris-Saclay')).toEqual(['universite paris saclay']);
  });

  it('gives nothing for punctuation only', () => {
    expect(nameVariants(' - , ')).toEqual([]);
  });
});

describe('distinctiveTokens', () => {
  it('keeps the words that name the school', () => {
    expect(distinctiveTokens('columbia state university')).toEqual(['columbia']);
    expect(distinctiveTokens('university of pennsylvania')).toEqual(['pennsylvania']);
    expect(distinctiveTokens('massachusetts institute of technology')).toEqual(['massachusetts']);
    expect(distinctiveTokens('school of medicine')).toEqual([]);
  });

  it('treats a misspelt generic word as generic when asked to', () => {
    expect(distinctiveTokens('harvard universty')).toEqual(['harvard', 'universty']);
    expect(distinctiveTokens('harvard universty', jaroWinkler)).toEqual(['harvard']);
    expect(distinctiveTokens('stanford colege', jaroWinkler)).toEqual(['stanford']);
  });
});
