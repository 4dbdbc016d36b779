import type { CandidateFormData, Evidence } from '@candor/contracts';
import { fieldEvidence } from '../../check.js';
import { dayOf, isoDay, parseDay } from './dates.js';

/**
 * The application as the checks read it: every field may be missing, null or blank. A submitted
 * form passed its schema, but a check also runs on data saved before a rule of the form existed,
 * and it must never throw on a missing value: a value it cannot read yields no finding.
 */
export type Loose<T> = T extends readonly (infer Item)[]
  ? readonly (Loose<Item> | null | undefined)[]
  : T extends object
    ? { readonly [Key in keyof T]?: Loose<T[Key]> | null }
    : T | null;

export type LooseApplication = Loose<CandidateFormData>;

/** The entries of a list that may be missing, with their positions in the form. */
export function entriesOf<Item>(
  list: readonly (Item | null | undefined)[] | null | undefined,
): [number, Item][] {
  const entries: [number, Item][] = [];
  // Stored data may hold something else than a list; Array.isArray is asked without narrowing to any[].
  const isList: boolean = Array.isArray(list);
  if (!isList || !list) return entries;
  list.forEach((item, index) => {
    if (item !== null && item !== undefined) entries.push([index, item]);
  });
  return entries;
}

/** A trimmed text, '' when missing or not text. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Evidence quoting a date field, named by its path in the form ("employment[2].startDate") so
 * that the screens can mask personal data (the date of birth) by path.
 */
export function dateEvidence(path: string, value: unknown, detail?: string): Evidence {
  return fieldEvidence(path, textOf(value), detail);
}

/** The detail naming the day a date was compared with. */
export function comparedWithRunDay(now: Date): string {
  return `compared with the date of the check, ${isoDay(dayOf(now))}`;
}

/** The date of birth, when the application gives a valid one. */
export function birthDayOf(application: LooseApplication): Date | null {
  return parseDay(application.personalInfo?.dateOfBirth);
}

export const DATE_OF_BIRTH_PATH = 'personalInfo.dateOfBirth';
