import { describe, expect, it } from 'vitest';
import unaccreditedFile from '../../reference/unaccredited-institutions.json' with { type: 'json' };
import { normaliseName } from './normalise.js';
import {
  indexUnaccreditedList,
  loadUnaccreditedList,
  matchAccreditors,
  matchSupplier,
  unaccreditedEntrySchema,
  unaccreditedFileSchema,
} from './unaccredited.js';
import { sampleDirectory } from './test-helpers.js';

describe('reference/unaccredited-institutions.json', () => {
  it('has the shape the check reads: an about text and entries', () => {
    expect(() => unaccreditedFileSchema.parse(unaccreditedFile)).not.toThrow();
    expect(unaccreditedFile.about).toMatch(/absence from it proves nothing/i);
    expect(unaccreditedFile.about).toMatch(/reviewed like code/i);
  });

  it.each(unaccreditedFile.entries.map((entry) => [entry.name, entry] as const))(
    '%s: cites a named source and the date it was checked',
    (_name, entry) => {
      const parsed = unaccreditedEntrySchema.parse(entry);
      expect(parsed.source.title.trim()).not.toBe('');
      expect(parsed.source.publisher.trim()).not.toBe('');
      expect(parsed.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(`${parsed.checked}T00:00:00Z`))).toBe(false);
      expect(parsed.checked <= '2026-11-25').toBe(true);
    },
  );

  it('has no name or alias twice', () => {
    const keys = unaccreditedFile.entries.flatMap((entry) =>
      [entry.name, ...entry.aliases].map(normaliseName),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists none of the real schools its entries imitate', () => {
    for (const real of [
      'Columbia University',
      'Regis University',
      'Hamilton College',
      'Harvard University',
    ]) {
      expect(matchSupplier(indexUnaccreditedList(unaccreditedFile), [normaliseName(real)])).toBeNull();
      expect(sampleDirectory.exact(normaliseName(real)).length).toBe(1);
    }
  });

  it('rejects an entry without a source or a checked date', () => {
    const entry = unaccreditedFile.entries[0];
    expect(entry).toBeDefined();
    const withoutSource = { ...entry, source: undefined };
    const withoutDate = { ...entry, checked: 'last year' };
    expect(unaccreditedEntrySchema.safeParse(withoutSource).success).toBe(false);
    expect(unaccreditedEntrySchema.safeParse(withoutDate).success).toBe(false);
  });
});

describe('matching', () => {
  it('matches a supplier by name or alias after normalisation', async () => {
    const list = await loadUnaccreditedList();
    expect(matchSupplier(list, [normaliseName('St. Regis University')])?.name).toBe('Saint Regis University');
    expect(matchSupplier(list, [normaliseName('WARREN NATIONAL UNIVERSITY')])?.name).toBe(
      'Kennedy-Western University',
    );
    expect(matchSupplier(list, [normaliseName('Kennedy Western University')])?.name).toBe(
      'Kennedy-Western University',
    );
    expect(matchSupplier(list, [normaliseName('Belford High School')])?.kind).toBe('degree_supplier');
    expect(matchSupplier(list, [normaliseName('Columbia University')])).toBeNull();
  });

  it('finds unrecognised accreditors named inside a text, as whole words', async () => {
    const list = await loadUnaccreditedList();
    expect(
      matchAccreditors(list, 'MBA (accredited by the International Accreditation Organization)').map(
        (e) => e.name,
      ),
    ).toEqual(['International Accreditation Organization']);
    expect(
      matchAccreditors(list, 'PhD, BOUA & UCOEA accredited')
        .map((e) => e.name)
        .sort(),
    ).toEqual([
      'Board of Online Universities Accreditation',
      'Universal Council for Online Education Accreditation',
    ]);
    expect(matchAccreditors(list, 'BSc Biology (Ciao Institute)')).toEqual([]);
    expect(matchAccreditors(list, 'BSc Computer Science')).toEqual([]);
  });
});
