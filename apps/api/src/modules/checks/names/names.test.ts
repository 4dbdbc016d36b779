import { describe, expect, it } from 'vitest';
import {
  candidateNameMatch,
  isCandidateName,
  matchNames,
  matchTokens,
  normaliseName,
  parseName,
  sameName,
} from './index.js';

describe('normaliseName', () => {
  it.each([
    ['Priya Raman', 'priya raman'],
    ['  PRIYA   RAMAN ', 'priya raman'],
    ['José Álvarez', 'jose alvarez'],
    ['Zoë Brontë-Smith', 'zoe bronte smith'],
    ["Conor O'Brien", 'conor obrien'],
    ['Conor O’Brien', 'conor obrien'],
    ['Dr. Jane Doe', 'jane doe'],
    ['Mr John Smith', 'john smith'],
    ['Prof. Dr. Anna Weiß', 'anna weiss'],
    ['Łukasz Søndergård', 'lukasz sondergard'],
    ['Smith, John', 'smith john'],
    ['J.R. Tolkien', 'j r tolkien'],
    ['John Smith Jr.', 'john smith'],
    ['Ms. Ada Lovelace, PhD', 'ada lovelace'],
    ['ＡＢＣ Ｄｅｆ', 'abc def'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseName(input)).toBe(expected);
  });

  it('sets a generational suffix aside, but not a first word', () => {
    expect(parseName('John Smith Jr.')).toEqual({ tokens: ['john', 'smith'], generation: 'jr' });
    expect(parseName('John Smith Senior')).toEqual({ tokens: ['john', 'smith'], generation: 'sr' });
    expect(parseName('Junior Mensah')).toEqual({ tokens: ['junior', 'mensah'], generation: null });
  });

  it('keeps "Md", a common short form of Mohammed, as a name', () => {
    expect(normaliseName('Md Rahman')).toBe('md rahman');
  });

  it('returns nothing for a name made only of titles', () => {
    expect(normaliseName('Dr.')).toBe('');
  });
});

describe('matchTokens', () => {
  it.each([
    ['mohammed', 'muhammad'],
    ['aleksandr', 'alexander'],
    ['yusuf', 'youssef'],
    ['sergei', 'sergey'],
    ['dmitri', 'dmitry'],
    ['natalia', 'natalya'],
    ['catherine', 'katherine'],
    ['smith', 'smyth'],
    ['jon', 'john'],
    ['steven', 'stephen'],
  ])('%s and %s are the same name', (a, b) => {
    expect(matchTokens(a, b).same).toBe(true);
  });

  it.each([
    ['john', 'jane'],
    ['john', 'joan'],
    ['jan', 'jon'],
    ['maria', 'mario'],
    ['paul', 'paula'],
    ['daniel', 'danielle'],
    ['christian', 'christina'],
    ['alexander', 'alexandra'],
    ['ivan', 'evan'],
    ['li', 'lee'],
    ['smith', 'jones'],
    ['smith', 'smithson'],
    ['priya', 'priyanka'],
    ['chris', 'christopher'],
  ])('%s and %s are different names', (a, b) => {
    expect(matchTokens(a, b).same).toBe(false);
  });

  it('reports the spelling similarity', () => {
    expect(matchTokens('anna', 'anna')).toEqual({ same: true, similarity: 1 });
    expect(matchTokens('sergei', 'sergey').similarity).toBeCloseTo(0.933, 3);
  });
});

describe('sameName', () => {
  it.each([
    ['Priya Raman', 'Priya Raman'],
    ['Priya Raman', 'Raman Priya'],
    ['Priya Raman', 'RAMAN, Priya'],
    ['Priya Raman', 'Dr. Priya Raman'],
    ['José Álvarez', 'Jose Alvarez'],
    ['John Smith', 'John Michael Smith'],
    ['John Smith', 'John M. Smith'],
    ['John M. Smith', 'John Michael Smith'],
    ['J. Michael Smith', 'John Michael Smith'],
    ['Mohammed Al Rashid', 'Muhammad Al-Rashid'],
    ['Aleksandr Petrov', 'Alexander Petrov'],
    ['Sergei Ivanov', 'Sergey Ivanov'],
    ['Catherine Smyth', 'Katherine Smith'],
    ['Conor O’Brien', "Conor O'Brien"],
    ['John Smith Jr', 'John Smith'],
    ['Yusuf Demir', 'Youssef Demir'],
  ])('%s = %s', (a, b) => {
    expect(sameName(a, b)).toBe(true);
    expect(sameName(b, a)).toBe(true);
  });

  it.each([
    ['John Smith', 'Jane Smith'],
    ['John Smith', 'Joan Smith'],
    ['Maria Rossi', 'Mario Rossi'],
    ['Daniel Cohen', 'Danielle Cohen'],
    ['John Smith', 'John Smithson'],
    ['John Smith', 'Smith'],
    ['John Smith', 'J. Smith'],
    ['John A. Smith', 'John B. Smith'],
    ['John A. Smith', 'John Michael Smith'],
    ['John Smith Jr', 'John Smith Sr'],
    ['Priya Raman', 'Priya Krishnan'],
    ['Priya Raman', 'Anand Raman'],
    ['Ivan Petrov', 'Evan Petrov'],
    ['', 'John Smith'],
    ['Dr.', 'Dr.'],
  ])('%s ≠ %s', (a, b) => {
    expect(sameName(a, b)).toBe(false);
    expect(sameName(b, a)).toBe(false);
  });

  it('gives the mean similarity of the matched words', () => {
    expect(matchNames('Priya Raman', 'Raman Priya')).toEqual({ same: true, similarity: 1 });
    const match = matchNames('Sergei Ivanov', 'Sergey Ivanov');
    expect(match.same).toBe(true);
    expect(match.similarity).toBeGreaterThan(0.95);
    expect(match.similarity).toBeLessThan(1);
    expect(matchNames('John Smith', 'Jane Smith')).toEqual({ same: false, similarity: 0 });
  });
});

describe('isCandidateName', () => {
  const candidate = {
    firstName: 'Priya',
    lastName: 'Raman',
    previousNames: [
      { firstName: 'Priya', lastName: 'Krishnan' },
      { firstName: 'Priya', lastName: 'Sundaram' },
    ],
  };

  it('matches the current name in any order', () => {
    expect(isCandidateName('Raman Priya', candidate)).toBe(true);
    expect(candidateNameMatch('Ms Priya Raman', candidate)).toEqual({ which: 'current', similarity: 1 });
  });

  it('matches every previous name', () => {
    expect(candidateNameMatch('Priya Krishnan', candidate)).toEqual({
      which: 'previous',
      index: 0,
      similarity: 1,
    });
    expect(candidateNameMatch('Sundaram, Priya', candidate)).toEqual({
      which: 'previous',
      index: 1,
      similarity: 1,
    });
  });

  it('does not match a relative or a namesake with another first name', () => {
    expect(isCandidateName('Anand Raman', candidate)).toBe(false);
    expect(isCandidateName('Priyanka Raman', candidate)).toBe(false);
    expect(isCandidateName('Meera Krishnan', candidate)).toBe(false);
  });

  it('works without previous names', () => {
    expect(isCandidateName('Priya Raman', { firstName: 'Priya', lastName: 'Raman' })).toBe(true);
    expect(isCandidateName('Tom Baker', { firstName: 'Priya', lastName: 'Raman', previousNames: [] })).toBe(
      false,
    );
  });
});
