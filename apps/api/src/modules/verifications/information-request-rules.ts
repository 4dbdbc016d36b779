import { createHmac } from 'node:crypto';
import {
  SECTION_NOT_REQUESTED,
  type CandidateFormDraft,
  type FieldIssue,
  type InfoRequestCategory,
} from '@candor/contracts';
import { deriveKey } from '../../lib/crypto.js';

/** The form sections a request can open; `documents` is not a form section. */
export const FORM_SECTIONS = ['personalInfo', 'education', 'employment'] as const;
export type FormSection = (typeof FORM_SECTIONS)[number];

/** The portal step of each category, so a reopened link resumes at the first one asked about. */
export const CATEGORY_STEP = {
  personalInfo: 1,
  education: 2,
  employment: 3,
  documents: 4,
} as const satisfies Record<InfoRequestCategory, number>;

/** The form sections the candidate may not change while the request is open. */
export function lockedSections(categories: readonly InfoRequestCategory[]): FormSection[] {
  return FORM_SECTIONS.filter((section) => !categories.includes(section));
}

/**
 * A comparable form of a section: strings trimmed, and empty strings, empty lists and missing
 * values treated alike, so echoing back what the portal was given never counts as a change.
 */
export function canonical(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    return items.length === 0 ? undefined : items;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, canonical(item)] as const)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value ?? undefined;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Digits of an SSN, so `123-45-6789` and `123456789` compare equal. */
const ssnDigits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * Applies an open request to what the candidate sent: locked sections that were sent must equal
 * what is stored (else a field issue each); locked sections that were left out keep the stored
 * value. `storedSsn` is the decrypted stored SSN (personal information holds it).
 */
export function enforceRequestedSections<T extends CandidateFormDraft>(input: {
  incoming: T;
  incomingSsn: string | undefined;
  stored: CandidateFormDraft | null;
  storedSsn: string | null;
  categories: readonly InfoRequestCategory[];
}): { formData: T; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const locked = lockedSections(input.categories);
  const formData: Record<string, unknown> = Object.fromEntries(
    Object.entries(input.incoming).filter(([key]) => !(locked as readonly string[]).includes(key)),
  );
  for (const section of locked) {
    const sent = input.incoming[section];
    const kept = input.stored?.[section];
    if (sent !== undefined && !sameValue(sent, kept)) {
      issues.push({ path: `formData.${section}`, message: SECTION_NOT_REQUESTED });
    }
    if (kept !== undefined) formData[section] = kept;
  }
  if (
    !input.categories.includes('personalInfo') &&
    input.incomingSsn !== undefined &&
    ssnDigits(input.incomingSsn) !== ssnDigits(input.storedSsn)
  ) {
    issues.push({ path: 'formData.personalInfo.ssn', message: SECTION_NOT_REQUESTED });
  }
  return { formData: formData as T, issues };
}

export type SectionDigests = Partial<Record<InfoRequestCategory, string>>;

/**
 * Keyed digests (HMAC-SHA256 with a key derived from APP_SECRET) of each section and of the
 * document list: comparing them later tells what an answer changed, and they reveal nothing of
 * the data itself.
 */
export function createSectionDigester(appSecret: string) {
  const key = deriveKey(appSecret, 'information-request-digest');
  const digest = (value: unknown) =>
    createHmac('sha256', key)
      .update(JSON.stringify(canonical(value) ?? null))
      .digest('base64url');
  return (input: {
    formData: CandidateFormDraft | null;
    ssn: string | null;
    documentIds: readonly string[];
  }): SectionDigests => ({
    personalInfo: digest({ ...(input.formData?.personalInfo ?? {}), ssn: ssnDigits(input.ssn) }),
    education: digest(input.formData?.education),
    employment: digest(input.formData?.employment),
    documents: digest([...input.documentIds].sort()),
  });
}
export type SectionDigester = ReturnType<typeof createSectionDigester>;

/** The categories whose digest differs between the request and the answer. */
export function changedSections(before: SectionDigests, after: SectionDigests): InfoRequestCategory[] {
  return (['personalInfo', 'education', 'employment', 'documents'] as const).filter(
    (category) => before[category] !== after[category],
  );
}
