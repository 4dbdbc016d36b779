import type { CheckType } from '@candor/contracts';
import type { Check } from './check.js';
import { contactChecks } from './rules/contacts/index.js';
import { documentChecks } from './rules/documents/index.js';
import { institutionChecks } from './rules/institutions/index.js';
import { timelineChecks } from './rules/timeline/index.js';

/** Every check the engine runs, in the order their findings are listed. */
export const CHECKS: readonly Check[] = [
  ...timelineChecks,
  ...institutionChecks,
  ...contactChecks,
  ...documentChecks,
];

/** The checks of the given types (all when none is given). */
export function checksFor(types?: readonly CheckType[], checks: readonly Check[] = CHECKS): Check[] {
  return types && types.length > 0 ? checks.filter((check) => types.includes(check.type)) : [...checks];
}
