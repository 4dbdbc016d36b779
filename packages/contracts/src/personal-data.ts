import type { CandidateFormDraft } from './candidate.js';
import { MASKED_DATE_OF_BIRTH, maskSsn } from './verification.js';

/**
 * How a personal data field looks when masked: `ssn` keeps the last four digits (***-**-6789),
 * `date` shows nothing (****-**-**), `last-four` keeps the last four digits of a phone number
 * (•••• 4821), `hidden` shows nothing (•••).
 */
export type PersonalDataMask = 'ssn' | 'date' | 'last-four' | 'hidden';

export type PersonalDataField = {
  /** Where the value sits in the candidate's form data; `[]` stands for every entry of a list. */
  path: string;
  label: string;
  mask: PersonalDataMask;
};

/**
 * The candidate's personal data fields that staff see masked unless a member holding `view_pii`
 * asks to reveal them (an audited `verification.pii_revealed`). docs/security.md lists them, with
 * the fields deliberately shown (name, email, city/state/country, education and employment).
 */
export const PERSONAL_DATA_FIELDS = [
  { path: 'personalInfo.ssn', label: 'SSN', mask: 'ssn' },
  { path: 'personalInfo.dateOfBirth', label: 'Date of birth', mask: 'date' },
  { path: 'personalInfo.phone', label: 'Phone', mask: 'last-four' },
  { path: 'personalInfo.currentAddress.address1', label: 'Current address, line 1', mask: 'hidden' },
  { path: 'personalInfo.currentAddress.address2', label: 'Current address, line 2', mask: 'hidden' },
  { path: 'personalInfo.currentAddress.zip', label: 'Current address, ZIP code', mask: 'hidden' },
  { path: 'personalInfo.previousAddresses[].address1', label: 'Previous address, line 1', mask: 'hidden' },
  { path: 'personalInfo.previousAddresses[].address2', label: 'Previous address, line 2', mask: 'hidden' },
  { path: 'personalInfo.previousAddresses[].zip', label: 'Previous address, ZIP code', mask: 'hidden' },
  { path: 'personalInfo.previousNames[].firstName', label: 'Previous first name', mask: 'hidden' },
  { path: 'personalInfo.previousNames[].lastName', label: 'Previous last name', mask: 'hidden' },
] as const satisfies readonly PersonalDataField[];

/** The character masked values are made of; no real value a person types contains it. */
export const MASK_CHARACTER = '•';
const HIDDEN = MASK_CHARACTER.repeat(3);

export function maskPersonalValue(mask: PersonalDataMask, value: string): string {
  switch (mask) {
    case 'ssn':
      return maskSsn(value);
    case 'date':
      return MASKED_DATE_OF_BIRTH;
    case 'last-four': {
      const digits = value.replace(/\D/g, '');
      return digits.length > 4 ? `${MASK_CHARACTER.repeat(4)} ${digits.slice(-4)}` : HIDDEN;
    }
    case 'hidden':
      return HIDDEN;
  }
}

/** A masked value sent back where it no longer matches the stored one (a list changed while masked). */
export const MASKED_VALUE_MESSAGE =
  'This field still shows masked personal data. Reveal personal data, then edit the field and save again.';

/** Whether a value is (or contains) a mask rather than real data. */
export function looksMasked(value: string): boolean {
  return (
    value.includes(MASK_CHARACTER) || value === MASKED_DATE_OF_BIRTH || /^\*\*\*-\*\*-\d{0,4}$/.test(value)
  );
}

type Slot = { holder: Record<string, unknown>; key: string; at: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every non-empty string at `path` in `root`, with its concrete location (`employment.0.x`). */
function slotsOf(root: unknown, path: string): Slot[] {
  let current: { node: unknown; at: string }[] = [{ node: root, at: '' }];
  const segments = path.split('.');
  segments.forEach((segment, index) => {
    const list = segment.endsWith('[]');
    const key = list ? segment.slice(0, -2) : segment;
    const last = index === segments.length - 1;
    const next: { node: unknown; at: string }[] = [];
    for (const { node, at } of current) {
      if (!isRecord(node)) continue;
      const here = at ? `${at}.${key}` : key;
      if (last) {
        next.push({ node, at: here });
      } else if (list && Array.isArray(node[key])) {
        (node[key] as unknown[]).forEach((item, i) => next.push({ node: item, at: `${here}.${i}` }));
      } else {
        next.push({ node: node[key], at: here });
      }
    }
    current = next;
  });
  const finalKey = segments.at(-1) ?? '';
  return current.flatMap(({ node, at }) =>
    isRecord(node) && typeof node[finalKey] === 'string' && node[finalKey] !== ''
      ? [{ holder: node, key: finalKey, at }]
      : [],
  );
}

/** A copy of the form data with every personal data field masked. */
export function maskPersonalData(formData: CandidateFormDraft): CandidateFormDraft {
  // Form data is plain JSON (it is stored as jsonb), so a JSON round trip copies it exactly.
  const copy = JSON.parse(JSON.stringify(formData)) as CandidateFormDraft;
  for (const field of PERSONAL_DATA_FIELDS) {
    for (const slot of slotsOf(copy, field.path)) {
      slot.holder[slot.key] = maskPersonalValue(field.mask, slot.holder[slot.key] as string);
    }
  }
  return copy;
}

/**
 * Puts the stored values back where an edited form sent a field back still masked (the form
 * shows masked values). Returns the locations of masked values that match nothing stored there
 * (an entry moved or removed while masked): those cannot be saved.
 */
export function restoreMaskedValues(
  incoming: Record<string, unknown>,
  stored: CandidateFormDraft | null,
): string[] {
  const unresolved: string[] = [];
  for (const field of PERSONAL_DATA_FIELDS) {
    const storedValues = new Map(
      slotsOf(stored ?? {}, field.path).map((slot) => [slot.at, slot.holder[slot.key] as string]),
    );
    for (const slot of slotsOf(incoming, field.path)) {
      const value = slot.holder[slot.key] as string;
      if (!looksMasked(value)) continue;
      const original = storedValues.get(slot.at);
      if (original !== undefined && maskPersonalValue(field.mask, original) === value) {
        slot.holder[slot.key] = original;
      } else {
        unresolved.push(slot.at);
      }
    }
  }
  return unresolved;
}
