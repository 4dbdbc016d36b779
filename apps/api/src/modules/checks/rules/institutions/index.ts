import type { Check } from '../../check.js';

/** Institutions: the directory, unaccredited suppliers, look-alike names, countries. */
export const institutionChecks: readonly Check[] = [];
