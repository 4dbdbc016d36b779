import { describe, expect, it } from 'vitest';
import { buildInstitutionDirectory } from './directory.js';
import { isTypoOf } from './lookalike.js';
import { normaliseName } from './normalise.js';
import { sampleDirectory } from './test-helpers.js';

const THRESHOLD = 0.9;

function lookalikeOf(name: string) {
  return sampleDirectory.lookalike(normaliseName(name), THRESHOLD);
}

describe('buildInstitutionDirectory', () => {
  it('finds a name exactly after normalisation, with its domain and country', () => {
    expect(sampleDirectory.exact(normaliseName('the University of OXFORD'))).toEqual([
      { name: 'University of Oxford', domain: 'ox.ac.uk', country: 'GB' },
    ]);
    expect(sampleDirectory.exact(normaliseName('Universite Paris Saclay'))[0]?.country).toBe('FR');
  });

  it('also indexes the part of a listed name before a comma or parenthesis', () => {
    expect(sampleDirectory.exact(normaliseName("King's College London"))[0]?.name).toBe(
      "King's College London, University of London",
    );
    expect(sampleDirectory.exact(normaliseName('Miami University'))[0]?.domain).toBe('miamioh.edu');
  });

  it('finds names that differ only in connecting words', () => {
    expect(sampleDirectory.exact(normaliseName('University of Texas, Austin'))).toEqual([]);
    expect(sampleDirectory.loose(normaliseName('University of Texas, Austin'))[0]?.domain).toBe('utexas.edu');
  });

  it('finds names written with the kind of institution in another language', () => {
    const directory = buildInstitutionDirectory('test', [
      { name: 'Humboldt Universität Berlin', domain: 'hu-berlin.de' },
    ]);
    expect(directory.loose(normaliseName('Humboldt University of Berlin'))[0]?.domain).toBe('hu-berlin.de');
  });

  it('skips notes and bare acronyms that are not names', () => {
    const directory = buildInstitutionDirectory('test', [
      { name: 'Official website: https://example.edu/', domain: 'example.edu' },
      { name: 'DIU', domain: 'diu.ac' },
      { name: 'Dhaka International University', domain: 'diu.ac' },
    ]);
    expect(directory.nameCount).toBe(1);
    expect(directory.exact('diu')).toEqual([]);
  });

  it('keeps every domain listed under one name', () => {
    const directory = buildInstitutionDirectory('test', [
      { name: 'Columbia University', domain: 'columbia.edu' },
      { name: 'Columbia University', domain: 'cumc.columbia.edu' },
    ]);
    expect(directory.exact('columbia university').map((record) => record.domain)).toEqual([
      'columbia.edu',
      'cumc.columbia.edu',
    ]);
  });
});

describe('lookalike', () => {
  it('finds misspellings of a known name', () => {
    expect(lookalikeOf('Harvard Universty')?.records[0]?.name).toBe('Harvard University');
    expect(lookalikeOf('Stanford Universty')?.records[0]?.name).toBe('Stanford University');
    expect(lookalikeOf('Havard University')?.records[0]?.name).toBe('Harvard University');
    expect(lookalikeOf('Havard University')?.similarity).toBeGreaterThanOrEqual(THRESHOLD);
  });

  it('finds a real name with a word inserted (the diploma-mill pattern)', () => {
    const match = lookalikeOf('Columbia State University');
    expect(match?.records[0]?.name).toBe('Columbia University');
    expect(match?.similarity).toBeGreaterThanOrEqual(THRESHOLD);
    expect(match?.similarity).toBeLessThan(1);
  });

  it('does not confuse different real schools that share words or letters', () => {
    // Both real; the directory here lacks one of them and must not call it an imitation of the other.
    const withoutUpenn = buildInstitutionDirectory('test', [
      { name: 'Pennsylvania State University', domain: 'psu.edu' },
    ]);
    expect(withoutUpenn.lookalike(normaliseName('University of Pennsylvania'), THRESHOLD)).toBeNull();
    expect(lookalikeOf('Penn State University')).toBeNull(); // not "Penza State University" (0.93 letter similarity)
    expect(lookalikeOf('Boston University')).toBeNull();
    expect(lookalikeOf('University of Miami Hospital')).toBeNull();
  });

  it('does not call a shortened name an imitation, nor a different word a typo', () => {
    const directory = buildInstitutionDirectory('test', [
      { name: 'Hunter College Campus School', domain: 'hunterschools.org' },
      { name: 'Brooklands College', domain: 'brooklands.ac.uk' },
      { name: 'Insted', domain: 'insted.edu' },
    ]);
    expect(directory.lookalike(normaliseName('Hunter College'), THRESHOLD)).toBeNull();
    expect(directory.lookalike(normaliseName('Brooklyn College'), THRESHOLD)).toBeNull();
    expect(directory.lookalike(normaliseName('INSEAD'), THRESHOLD)).toBeNull();
  });

  it('counts as typos one edit in a word of 5-7 letters, two in a longer word, none in a short word', () => {
    expect(isTypoOf('havard', 'harvard')).toBe(true);
    expect(isTypoOf('stanfrod', 'stanford')).toBe(true);
    expect(isTypoOf('prinston', 'princeton')).toBe(true);
    expect(isTypoOf('insead', 'insted')).toBe(false);
    expect(isTypoOf('brooklyn', 'brooklands')).toBe(false);
    expect(isTypoOf('kent', 'kant')).toBe(false);
    expect(isTypoOf('yale', 'yale')).toBe(true);
  });

  it('never returns the name itself, and nothing for generic names', () => {
    expect(lookalikeOf('Yale University')).toBeNull();
    expect(lookalikeOf('State University')).toBeNull();
    expect(lookalikeOf('Harvard')).toBeNull();
  });
});
