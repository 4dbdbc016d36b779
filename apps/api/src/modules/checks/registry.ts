import type { Check } from './check.js';
import { contactChecks } from './rules/contacts/index.js';
import { documentChecks } from './rules/documents/index.js';
import { institutionChecks } from './rules/institutions/index.js';
import { linkedinChecks } from './rules/linkedin/index.js';
import { timelineChecks } from './rules/timeline/index.js';

/** Every check the engine runs, in the order their findings are listed. */
export const CHECKS: readonly Check[] = [
  ...timelineChecks,
  ...institutionChecks,
  ...contactChecks,
  ...documentChecks,
  ...linkedinChecks,
];
