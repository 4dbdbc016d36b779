import { CHECK_THRESHOLDS, type FindingCode } from '@candor/contracts';
import { fieldEvidence, finding, referenceEvidence, type Check, type CheckFinding } from '../../check.js';
import {
  canonicalCountry,
  countryName,
  loadSubdivisions,
  statedCountry,
  type Subdivisions,
} from './countries.js';
import type { DirectoryMatch, DirectoryRecord, InstitutionDirectory } from './directory.js';
import { nameVariants, normaliseName } from './normalise.js';
import {
  describeSource,
  loadUnaccreditedList,
  matchAccreditors,
  matchSupplier,
  unaccreditedSource,
  type UnaccreditedEntry,
  type UnaccreditedList,
} from './unaccredited.js';

/**
 * education.institution (docs/product.md#automated-checks): per education entry, is the
 * institution a known one (the directory), a known diploma mill (Candor's list), an imitation
 * of a known name, or somewhere else than the candidate says?
 */

export const INSTITUTION_CODES = [
  'INSTITUTION_FOUND',
  'INSTITUTION_NOT_FOUND',
  'INSTITUTION_UNACCREDITED',
  'INSTITUTION_LOOKALIKE',
  'INSTITUTION_COUNTRY_MISMATCH',
] as const satisfies readonly FindingCode[];

/** ENGINE.md §1: exact list matches are 0.95. */
const EXACT_MATCH_CONFIDENCE = 0.95;
/** Absence from an incomplete directory is certain as a fact about the directory, not about the school. */
const NOT_FOUND_CONFIDENCE = 0.95;
/** The country rule depends on a TLD and a free-text address, both usually but not always right. */
const COUNTRY_MISMATCH_CONFIDENCE = 0.9;

export type InstitutionCheckDependencies = {
  loadDirectory: () => Promise<InstitutionDirectory>;
  loadUnaccredited?: () => Promise<UnaccreditedList>;
  loadSubdivisions?: () => Promise<Subdivisions>;
};

type EducationEntry = { institution: string; address: string; degree: string };

type EntryContext = {
  entry: EducationEntry;
  index: number;
  directory: InstitutionDirectory;
  unaccredited: UnaccreditedList;
  subdivisions: Subdivisions;
};

export function createInstitutionCheck(dependencies: InstitutionCheckDependencies): Check {
  const loadUnaccredited = dependencies.loadUnaccredited ?? loadUnaccreditedList;
  const loadPlaces = dependencies.loadSubdivisions ?? loadSubdivisions;
  return {
    id: 'education.institution',
    type: 'EDUCATION',
    version: 2,
    reads: ['education'],
    codes: INSTITUTION_CODES,
    async run(context) {
      const [directory, unaccredited, subdivisions] = await Promise.all([
        dependencies.loadDirectory(),
        loadUnaccredited(),
        loadPlaces(),
      ]);
      return context.application.education.flatMap((entry, index) =>
        findingsFor({ entry, index, directory, unaccredited, subdivisions }),
      );
    },
  };
}

/** Evidence names a field by its path in the form ("education[0].institution"), as every check does. */
function fieldSource(index: number, field: keyof EducationEntry): string {
  return `education[${index}].${field}`;
}

function findingsFor(context: EntryContext): CheckFinding[] {
  const { entry, directory } = context;
  const institution = entry.institution.trim();
  const accreditorFindings = accreditorsNamed(context);
  if (normaliseName(institution) === '') return accreditorFindings;

  const variants = nameVariants(institution);
  const supplier = matchSupplier(context.unaccredited, variants);
  // A listed diploma mill wins over the directory: some mills carry names close to real schools.
  if (supplier !== null)
    return [unaccreditedFinding(context, supplier, 'institution'), ...accreditorFindings];

  const exact = exactMatch(directory, variants);
  if (exact !== null) {
    const mismatch = countryMismatch(context, exact);
    return [foundFinding(context, exact), ...(mismatch === null ? [] : [mismatch]), ...accreditorFindings];
  }
  const lookalike = closestLookalike(directory, variants);
  if (lookalike !== null) return [lookalikeFinding(context, lookalike), ...accreditorFindings];
  return [notFoundFinding(context), ...accreditorFindings];
}

type ExactMatch = { records: readonly DirectoryRecord[]; key: string };

/** The directory's records for the first variant that matches exactly, else without connecting words. */
function exactMatch(directory: InstitutionDirectory, variants: readonly string[]): ExactMatch | null {
  for (const variant of variants) {
    const records = directory.exact(variant);
    if (records.length > 0) return { records, key: variant };
  }
  for (const variant of variants) {
    const records = directory.loose(variant);
    if (records.length > 0) return { records, key: variant };
  }
  return null;
}

function closestLookalike(
  directory: InstitutionDirectory,
  variants: readonly string[],
): DirectoryMatch | null {
  let best: DirectoryMatch | null = null;
  for (const variant of variants) {
    const match = directory.lookalike(variant, CHECK_THRESHOLDS.institutionLookalikeSimilarity);
    if (match !== null && (best === null || match.similarity > best.similarity)) best = match;
  }
  return best;
}

/**
 * The record quoted in evidence: one listed under exactly the matched name if any (not one that
 * only shares its part before a comma), on the shortest domain (the main one, not a department's).
 */
function primary(records: readonly DirectoryRecord[], key: string): DirectoryRecord {
  const [first, ...rest] = records;
  if (first === undefined) throw new Error('primary() needs at least one record');
  const rank = (record: DirectoryRecord) =>
    (normaliseName(record.name) === key ? 0 : 1000) + record.domain.length;
  return rest.reduce((best, record) => (rank(record) < rank(best) ? record : best), first);
}

function directoryEvidence(directory: InstitutionDirectory, record: DirectoryRecord) {
  const country = record.country === null ? 'country unknown (generic domain)' : `country ${record.country}`;
  return referenceEvidence(directory.source, record.name, `domain ${record.domain}, ${country}`);
}

function foundFinding(context: EntryContext, { records, key }: ExactMatch): CheckFinding {
  const { entry, index, directory } = context;
  const record = primary(records, key);
  const written = entry.institution.trim();
  const listedAs =
    normaliseName(record.name) === normaliseName(written) ? 'is listed' : `matches ${record.name}`;
  return finding('INSTITUTION_FOUND', {
    status: 'consistent',
    severity: 'info',
    confidence: EXACT_MATCH_CONFIDENCE,
    subject: { section: 'education', index, field: 'institution' },
    message: `${written} ${listedAs} in the institution directory (${record.domain}); this shows the school exists, not that the candidate studied there.`,
    evidence: [
      fieldEvidence(fieldSource(index, 'institution'), entry.institution),
      directoryEvidence(directory, record),
    ],
  });
}

function notFoundFinding(context: EntryContext): CheckFinding {
  const { entry, index, directory } = context;
  return finding('INSTITUTION_NOT_FOUND', {
    status: 'unverifiable',
    severity: 'low',
    confidence: NOT_FOUND_CONFIDENCE,
    subject: { section: 'education', index, field: 'institution' },
    message: `${entry.institution.trim()} is not in the institution directory and no similar name is, which alone says little: the directory is not complete and many non-degree and non-English institutions are missing.`,
    evidence: [
      fieldEvidence(fieldSource(index, 'institution'), entry.institution),
      referenceEvidence(
        directory.source,
        'no exact or similar name',
        `${directory.nameCount} names searched`,
      ),
    ],
  });
}

function lookalikeFinding(context: EntryContext, match: DirectoryMatch): CheckFinding {
  const { entry, index, directory } = context;
  const record = primary(match.records, match.name);
  const similarity = Math.round(match.similarity * 1000) / 1000;
  return finding('INSTITUTION_LOOKALIKE', {
    status: 'risk_signal',
    severity: 'medium',
    confidence: similarity,
    subject: { section: 'education', index, field: 'institution' },
    message: `${entry.institution.trim()} is not in the institution directory but closely resembles ${record.name}, a listed school; check the exact name on the certificate, as diploma mills often imitate real names.`,
    evidence: [
      fieldEvidence(fieldSource(index, 'institution'), entry.institution),
      referenceEvidence(
        directory.source,
        record.name,
        `closest known name, Jaro-Winkler similarity ${similarity} (threshold ${CHECK_THRESHOLDS.institutionLookalikeSimilarity}); domain ${record.domain}`,
      ),
    ],
  });
}

function unaccreditedFinding(
  context: EntryContext,
  listed: UnaccreditedEntry,
  field: 'institution' | 'degree',
): CheckFinding {
  const { entry, index } = context;
  const list = listed.kind === 'accreditor' ? 'unrecognised accreditors' : 'unaccredited degree suppliers';
  const subjectText =
    listed.kind === 'accreditor'
      ? `The ${field} of this entry names ${listed.name}, which`
      : entry.institution.trim();
  return finding('INSTITUTION_UNACCREDITED', {
    status: 'risk_signal',
    severity: 'high',
    confidence: EXACT_MATCH_CONFIDENCE,
    subject: { section: 'education', index, field },
    message: `${subjectText} is on Candor's list of ${list} (source: ${listed.source.title}).`,
    evidence: [
      fieldEvidence(fieldSource(index, field), entry[field]),
      referenceEvidence(unaccreditedSource(listed), listed.name, describeSource(listed)),
    ],
  });
}

/** Unrecognised accreditors named in the degree or institution text (a diploma's usual claim). */
function accreditorsNamed(context: EntryContext): CheckFinding[] {
  const found: CheckFinding[] = [];
  const seen = new Set<UnaccreditedEntry>();
  for (const field of ['institution', 'degree'] as const) {
    for (const listed of matchAccreditors(context.unaccredited, context.entry[field])) {
      if (seen.has(listed)) continue;
      seen.add(listed);
      found.push(unaccreditedFinding(context, listed, field));
    }
  }
  return found;
}

/**
 * The address names a country in which the directory lists no school of this name. Skipped when
 * any record's domain is generic (the school may be anywhere) and when the name itself names the
 * stated country ("American University in Bulgaria" is on .edu but in Bulgaria).
 */
const SECONDARY_SCHOOL_NAME =
  /\b(?:high|secondary|grammar|middle|boys|girls)\s+school\b|\bgymnasium\b|\blycee\b/;
const SECONDARY_SCHOOL_DEGREE =
  /\b(?:high school|secondary|school (?:diploma|certificate|leaving)|ged|gcse|a levels?|abitur|baccalaureat)\b/;

function isSecondarySchool(entry: EducationEntry): boolean {
  return (
    SECONDARY_SCHOOL_DEGREE.test(normaliseName(entry.degree)) ||
    SECONDARY_SCHOOL_NAME.test(normaliseName(entry.institution))
  );
}

function countryMismatch(context: EntryContext, { records, key }: ExactMatch): CheckFinding | null {
  const { entry, index, directory, subdivisions } = context;
  // Secondary schools share their names across countries (a Lincoln High School in Nebraska and
  // one in New Zealand): the directory's one school of that name says nothing about the other.
  if (isSecondarySchool(entry)) return null;
  const stated = statedCountry(entry.address, subdivisions);
  if (stated === null) return null;
  const listed = new Set<string>();
  for (const record of records) {
    if (record.country === null) return null;
    listed.add(canonicalCountry(record.country));
  }
  if (listed.has(stated)) return null;
  const statedName = countryName(stated);
  if (` ${normaliseName(entry.institution)} `.includes(` ${normaliseName(statedName)} `)) return null;
  const record = primary(records, key);
  const listedNames = [...listed].map(countryName).join(' or ');
  return finding('INSTITUTION_COUNTRY_MISMATCH', {
    status: 'discrepancy',
    severity: 'medium',
    confidence: COUNTRY_MISMATCH_CONFIDENCE,
    subject: { section: 'education', index, field: 'address' },
    message: `The address given for ${entry.institution.trim()} is in ${statedName}, but the institution directory lists ${record.name} in ${listedNames} (${record.domain}).`,
    evidence: [
      fieldEvidence(fieldSource(index, 'address'), entry.address, `read as ${statedName}`),
      directoryEvidence(directory, record),
    ],
  });
}
