import type { z } from 'zod';
import {
  candidateStepSchemas,
  candidateSubmittedFormDataSchema,
  missingSectionIssues,
  SKIPPABLE_SECTION_STEPS,
  type SkippableSection,
  type addressSchema,
  type CandidateFormData,
  type CandidateFormDataInput,
  type CandidateFormDraft,
  type certificateSchema,
  type educationEntrySchema,
  type employmentEntrySchema,
  type InvitationPrefill,
  type personalInfoSchema,
  type previousNameSchema,
} from '@candor/contracts';
import { firstErrorPerPath, type FieldErrors } from '../../lib/use-zod-form';

/**
 * What the candidate types, derived from the contracts' schemas (their input side, before
 * trimming): every field present as a string, and every list entry with a stable `key` for React.
 * A field added to a schema shows up here; the form then has to fill it.
 */
type Typed<S extends z.ZodType> = Required<z.input<S>>;

export type AddressValues = Typed<typeof addressSchema>;
export type PreviousAddressValues = AddressValues & { key: string };
export type PreviousNameValues = Typed<typeof previousNameSchema> & { key: string };

/** The SSN is not asked of the candidate: staff add it (see the staff information form). */
export type PersonalValues = Omit<
  Typed<typeof personalInfoSchema>,
  'ssn' | 'currentAddress' | 'previousAddresses' | 'previousNames'
> & {
  currentAddress: AddressValues;
  previousAddresses: PreviousAddressValues[];
  previousNames: PreviousNameValues[];
};

export type CertificateValue = z.input<typeof certificateSchema>;

export type EducationValues = Omit<Typed<typeof educationEntrySchema>, 'certificate'> & {
  key: string;
  certificate: CertificateValue | null;
};

export type EmploymentValues = Typed<typeof employmentEntrySchema> & { key: string };

export type FormValues = {
  personalInfo: PersonalValues;
  education: EducationValues[];
  employment: EmploymentValues[];
};

/** Which identity fields came from the invitation and cannot be changed. */
export type PrefilledFields = { firstName: boolean; lastName: boolean; email: boolean };

export type { FieldErrors };

let keyCounter = 0;
/** A key for a list entry, unique for this page. */
export function newKey(): string {
  keyCounter += 1;
  return `entry-${keyCounter}`;
}

const text = (value: string | undefined): string => value ?? '';

export const emptyAddress = (): AddressValues => ({
  address1: '',
  address2: '',
  city: '',
  state: '',
  country: '',
  zip: '',
});

export const emptyEducation = (): EducationValues => ({
  key: newKey(),
  institution: '',
  address: '',
  degree: '',
  graduationDate: '',
  gpa: '',
  certificate: null,
});

export const emptyEmployment = (): EmploymentValues => ({
  key: newKey(),
  company: '',
  position: '',
  startDate: '',
  endDate: '',
  supervisorName: '',
  supervisorPhone: '',
  supervisorEmail: '',
});

function addressFrom(draft: Partial<Record<keyof AddressValues, string>> | undefined): AddressValues {
  return {
    address1: text(draft?.address1),
    address2: text(draft?.address2),
    city: text(draft?.city),
    state: text(draft?.state),
    country: text(draft?.country),
    zip: text(draft?.zip),
  };
}

/** The invitation's names and email; only values the invitation actually holds are locked. */
export function prefilledFields(prefill: InvitationPrefill): PrefilledFields {
  return {
    firstName: prefill.firstName.trim() !== '',
    lastName: prefill.lastName.trim() !== '',
    email: prefill.email.trim() !== '',
  };
}

/** The form as the candidate left it (the saved draft), with the invitation's identity on top. */
export function valuesFromDraft(draft: CandidateFormDraft | null, prefill: InvitationPrefill): FormValues {
  const personal = draft?.personalInfo;
  const locked = prefilledFields(prefill);
  const education = draft?.education ?? [];
  const employment = draft?.employment ?? [];
  return {
    personalInfo: {
      firstName: locked.firstName ? prefill.firstName : text(personal?.firstName),
      lastName: locked.lastName ? prefill.lastName : text(personal?.lastName),
      dateOfBirth: text(personal?.dateOfBirth),
      email: locked.email ? prefill.email : text(personal?.email),
      phone: text(personal?.phone),
      currentAddress: addressFrom(personal?.currentAddress),
      previousAddresses: (personal?.previousAddresses ?? []).map((address) => ({
        key: newKey(),
        ...addressFrom(address),
      })),
      previousNames: (personal?.previousNames ?? []).map((name) => ({
        key: newKey(),
        firstName: text(name.firstName),
        lastName: text(name.lastName),
      })),
    },
    education:
      education.length === 0
        ? [emptyEducation()]
        : education.map((entry) => ({
            key: newKey(),
            institution: text(entry.institution),
            address: text(entry.address),
            degree: text(entry.degree),
            graduationDate: text(entry.graduationDate),
            gpa: text(entry.gpa),
            certificate: entry.certificate?.fileName
              ? {
                  fileName: entry.certificate.fileName,
                  ...(entry.certificate.documentId ? { documentId: entry.certificate.documentId } : {}),
                }
              : null,
          })),
    employment:
      employment.length === 0
        ? [emptyEmployment()]
        : employment.map((entry) => ({
            key: newKey(),
            company: text(entry.company),
            position: text(entry.position),
            startDate: text(entry.startDate),
            endDate: text(entry.endDate),
            supervisorName: text(entry.supervisorName),
            supervisorPhone: text(entry.supervisorPhone),
            supervisorEmail: text(entry.supervisorEmail),
          })),
  };
}

function withoutKey<T extends { key: string }>(entry: T): Omit<T, 'key'> {
  const { key: _key, ...rest } = entry;
  return rest;
}

/** The values in the shape of the contracts' form (no list keys); the schemas trim them. */
export function toFormInput(values: FormValues): CandidateFormDataInput {
  const { personalInfo } = values;
  return {
    personalInfo: {
      ...personalInfo,
      previousAddresses: personalInfo.previousAddresses.map(withoutKey),
      previousNames: personalInfo.previousNames.map(withoutKey),
    },
    education: values.education.map((entry) => {
      const { certificate, ...rest } = withoutKey(entry);
      return certificate ? { ...rest, certificate } : rest;
    }),
    employment: values.employment.map(withoutKey),
  };
}

/** What autosave sends: everything as typed. */
export function toDraft(values: FormValues): CandidateFormDraft {
  return toFormInput(values);
}

export type ValidatedStep = 1 | 2 | 3;

export function isValidatedStep(step: number): step is ValidatedStep {
  return step === 1 || step === 2 || step === 3;
}

/** The messages of one step (1–3) by dotted path, e.g. `personalInfo.currentAddress.city`. */
export function stepErrors(
  step: ValidatedStep,
  values: FormValues,
  notNeeded: readonly SkippableSection[] = [],
): FieldErrors {
  if (notNeeded.some((section) => SKIPPABLE_SECTION_STEPS[section] === step)) return {};
  const input = toFormInput(values);
  const result = candidateStepSchemas[step].safeParse(input);
  return result.success ? {} : firstErrorPerPath(result.error.issues);
}

/**
 * The whole form, trimmed and checked; or the first step (1–3) that does not pass. A section
 * the request does not ask for is sent empty.
 */
export function validateAll(
  values: FormValues,
  notNeeded: readonly SkippableSection[] = [],
): { ok: true; data: CandidateFormData } | { ok: false; step: ValidatedStep } {
  const input = toFormInput(values);
  const result = candidateSubmittedFormDataSchema.safeParse({
    ...input,
    education: notNeeded.includes('education') ? [] : input.education,
    employment: notNeeded.includes('employment') ? [] : input.employment,
  });
  if (result.success && missingSectionIssues(result.data, notNeeded).length === 0) {
    return { ok: true, data: result.data };
  }
  for (const step of [1, 2, 3] as const) {
    if (Object.keys(stepErrors(step, values, notNeeded)).length > 0) return { ok: false, step };
  }
  return { ok: false, step: 1 };
}

/** The keys of every list entry, e.g. to remember which entries existed at a "Next" attempt. */
export function entryKeys(values: FormValues): Set<string> {
  const { personalInfo } = values;
  return new Set([
    ...personalInfo.previousAddresses.map((entry) => entry.key),
    ...personalInfo.previousNames.map((entry) => entry.key),
    ...values.education.map((entry) => entry.key),
    ...values.employment.map((entry) => entry.key),
  ]);
}

const ENTRY_PATH =
  /^(personalInfo\.previousAddresses|personalInfo\.previousNames|education|employment)\.(\d+)\./;

/**
 * The messages without those of entries added since the last attempt to move on: a list entry
 * the candidate has just added is not wrong yet.
 */
export function withoutNewEntries(
  errors: FieldErrors,
  values: FormValues,
  known: ReadonlySet<string>,
): FieldErrors {
  const lists: Record<string, readonly { key: string }[]> = {
    'personalInfo.previousAddresses': values.personalInfo.previousAddresses,
    'personalInfo.previousNames': values.personalInfo.previousNames,
    education: values.education,
    employment: values.employment,
  };
  const kept: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = ENTRY_PATH.exec(path);
    const key = match ? lists[match[1] ?? '']?.[Number(match[2])]?.key : undefined;
    if (key !== undefined && !known.has(key)) continue;
    kept[path] = message;
  }
  return kept;
}
