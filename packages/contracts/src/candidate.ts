import { z } from 'zod';
import {
  EMAIL_MAX,
  END_BEFORE_START_MESSAGE,
  endsBeforeStart,
  idSchema,
  isoDateTimeSchema,
  optionalIsoDate,
  optionalText,
  requiredEmail,
  requiredIsoDate,
  requiredText,
  SHORT_TEXT_MAX,
  tooLongMessage,
  text,
} from './common.js';
import {
  CANDIDATE_STEPS,
  MAX_EDUCATION_ENTRIES,
  MAX_EMPLOYMENT_ENTRIES,
  MAX_PREVIOUS_ADDRESSES,
  MAX_PREVIOUS_NAMES,
} from './constants.js';
import { documentSchema, fileNameSchema, isPortalUploadType, PORTAL_FILE_TYPE_MESSAGE } from './documents.js';
import { candidateInformationRequestSchema, infoRequestCategorySchema } from './information-request.js';
import { invitationPrefillSchema } from './invitation.js';
import { CANDIDATE_EDITABLE_STATUSES, verificationStatusSchema } from './statuses.js';
import type { VerificationType } from './verification-requests.js';

export const PHONE_MAX = 50;

export const candidateMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  dateOfBirthRequired: 'Date of birth is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
  zipRequired: 'ZIP code is required',
  tooManyPreviousAddresses: `At most ${MAX_PREVIOUS_ADDRESSES} previous addresses can be added`,
  tooManyPreviousNames: `At most ${MAX_PREVIOUS_NAMES} previous names can be added`,
  ssnInvalid: 'SSN must be 9 digits, e.g. 123-45-6789',
  institutionRequired: 'Institution name is required',
  institutionAddressRequired: 'Institution address is required',
  degreeRequired: 'Degree/Program is required',
  graduationDateRequired: 'Graduation date is required',
  educationRequired: 'At least one education entry is required',
  tooManyEducationEntries: `At most ${MAX_EDUCATION_ENTRIES} education entries can be added`,
  companyRequired: 'Company name is required',
  positionRequired: 'Position/Title is required',
  startDateRequired: 'Start date is required',
  supervisorNameRequired: 'Supervisor name is required',
  supervisorPhoneRequired: 'Supervisor phone is required',
  supervisorEmailRequired: 'Supervisor email is required',
  supervisorEmailInvalid: 'Supervisor email is invalid',
  employmentRequired: 'At least one employment entry is required',
  tooManyEmploymentEntries: `At most ${MAX_EMPLOYMENT_ENTRIES} employment entries can be added`,
} as const;

const m = candidateMessages;

// ---- Step 1: personal information ----

export const addressSchema = z.object({
  address1: requiredText(m.addressRequired),
  address2: optionalText(),
  city: requiredText(m.cityRequired),
  state: requiredText(m.stateRequired),
  country: requiredText(m.countryRequired),
  zip: requiredText(m.zipRequired, 20),
});
export type Address = z.infer<typeof addressSchema>;

export const previousNameSchema = z.object({
  firstName: requiredText(m.firstNameRequired),
  lastName: requiredText(m.lastNameRequired),
});
export type PreviousName = z.infer<typeof previousNameSchema>;

export const SSN_PATTERN = /^\d{3}-?\d{2}-?\d{4}$/;

export const personalInfoSchema = z.object({
  firstName: requiredText(m.firstNameRequired),
  lastName: requiredText(m.lastNameRequired),
  dateOfBirth: requiredIsoDate(m.dateOfBirthRequired),
  email: requiredEmail(m.emailRequired, m.emailInvalid),
  phone: requiredText(m.phoneRequired, PHONE_MAX),
  /** Optional; stored encrypted and masked unless the viewer may see PII. */
  ssn: text()
    .trim()
    .refine((value) => value === '' || SSN_PATTERN.test(value), m.ssnInvalid)
    .optional(),
  currentAddress: addressSchema,
  previousAddresses: z
    .array(addressSchema)
    .max(MAX_PREVIOUS_ADDRESSES, m.tooManyPreviousAddresses)
    .default([]),
  previousNames: z.array(previousNameSchema).max(MAX_PREVIOUS_NAMES, m.tooManyPreviousNames).default([]),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

// ---- Step 2: education ----

/** An uploaded certificate: its file name and, once stored, the document id. */
export const certificateSchema = z.object({
  fileName: fileNameSchema.refine(isPortalUploadType, PORTAL_FILE_TYPE_MESSAGE),
  documentId: idSchema.optional(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const educationEntrySchema = z.object({
  institution: requiredText(m.institutionRequired),
  address: requiredText(m.institutionAddressRequired),
  degree: requiredText(m.degreeRequired),
  graduationDate: requiredIsoDate(m.graduationDateRequired),
  gpa: optionalText(20),
  certificate: certificateSchema.optional(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

// ---- Step 3: employment ----

export const employmentEntrySchema = z
  .object({
    company: requiredText(m.companyRequired),
    position: requiredText(m.positionRequired),
    startDate: requiredIsoDate(m.startDateRequired),
    /** Blank or missing while the job is current. */
    endDate: optionalIsoDate(),
    supervisorName: requiredText(m.supervisorNameRequired),
    supervisorPhone: requiredText(m.supervisorPhoneRequired, PHONE_MAX),
    supervisorEmail: requiredEmail(m.supervisorEmailRequired, m.supervisorEmailInvalid),
  })
  .refine((entry) => !endsBeforeStart(entry), {
    message: END_BEFORE_START_MESSAGE,
    path: ['endDate'],
    when: (payload) => endsBeforeStart(payload.value),
  });
export type EmploymentEntry = z.infer<typeof employmentEntrySchema>;

// ---- Per-step and whole-form schemas ----

export const candidateStep1Schema = z.object({ personalInfo: personalInfoSchema });
export type CandidateStep1 = z.infer<typeof candidateStep1Schema>;

export const candidateStep2Schema = z.object({
  education: z
    .array(educationEntrySchema, { error: m.educationRequired })
    .min(1, m.educationRequired)
    .max(MAX_EDUCATION_ENTRIES, m.tooManyEducationEntries),
});
export type CandidateStep2 = z.infer<typeof candidateStep2Schema>;

export const candidateStep3Schema = z.object({
  employment: z
    .array(employmentEntrySchema, { error: m.employmentRequired })
    .min(1, m.employmentRequired)
    .max(MAX_EMPLOYMENT_ENTRIES, m.tooManyEmploymentEntries),
});
export type CandidateStep3 = z.infer<typeof candidateStep3Schema>;

/** The schema that must pass before moving forward from each step; steps 4 and 5 have none. */
export const candidateStepSchemas = {
  1: candidateStep1Schema,
  2: candidateStep2Schema,
  3: candidateStep3Schema,
} as const;

/** The whole candidate form, as submitted (docs/product.md#the-candidate-form). */
export const candidateFormDataSchema = z.object({
  ...candidateStep1Schema.shape,
  ...candidateStep2Schema.shape,
  ...candidateStep3Schema.shape,
});
export type CandidateFormData = z.infer<typeof candidateFormDataSchema>;
export type CandidateFormDataInput = z.input<typeof candidateFormDataSchema>;

// ---- What a request asks for: its type decides whether education or employment is needed ----

/** The form sections a request may leave out. */
export const SKIPPABLE_SECTIONS = ['education', 'employment'] as const;
export type SkippableSection = (typeof SKIPPABLE_SECTIONS)[number];
export const skippableSectionSchema = z.enum(SKIPPABLE_SECTIONS);
export const SKIPPABLE_SECTION_STEPS = { education: 2, employment: 3 } as const satisfies Record<
  SkippableSection,
  number
>;
export const NOT_NEEDED_FOR_REQUEST = 'Not needed for this request';

/**
 * The sections a verification does not ask the candidate for: a request from the education form
 * needs no employment history, one from the employment form no education; the others need both.
 */
export function sectionsNotNeeded(type: VerificationType): SkippableSection[] {
  if (type === 'EDUCATION') return ['employment'];
  if (type === 'EMPLOYMENT') return ['education'];
  return [];
}

/**
 * The form as a submission carries it: education and employment may be empty here, because
 * whether each is needed depends on the request (`sectionsNotNeeded`, `missingSectionIssues`).
 */
export const candidateSubmittedFormDataSchema = z.object({
  ...candidateStep1Schema.shape,
  education: z.array(educationEntrySchema).max(MAX_EDUCATION_ENTRIES, m.tooManyEducationEntries).default([]),
  employment: z
    .array(employmentEntrySchema)
    .max(MAX_EMPLOYMENT_ENTRIES, m.tooManyEmploymentEntries)
    .default([]),
});

/** The needed sections the form leaves empty, as field issues at `{prefix}education` / `employment`. */
export function missingSectionIssues(
  formData: { education: readonly unknown[]; employment: readonly unknown[] },
  notNeeded: readonly SkippableSection[],
  prefix = '',
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!notNeeded.includes('education') && formData.education.length === 0) {
    issues.push({ path: `${prefix}education`, message: m.educationRequired });
  }
  if (!notNeeded.includes('employment') && formData.employment.length === 0) {
    issues.push({ path: `${prefix}employment`, message: m.employmentRequired });
  }
  return issues;
}

// ---- Draft (autosave): every field optional, only lengths and list sizes enforced ----

const draftText = (max: number = SHORT_TEXT_MAX) => text().max(max, tooLongMessage(max)).optional();

export const addressDraftSchema = z.object({
  address1: draftText(),
  address2: draftText(),
  city: draftText(),
  state: draftText(),
  country: draftText(),
  zip: draftText(20),
});
export type AddressDraft = z.infer<typeof addressDraftSchema>;

export const personalInfoDraftSchema = z.object({
  firstName: draftText(),
  lastName: draftText(),
  dateOfBirth: draftText(20),
  email: draftText(EMAIL_MAX),
  phone: draftText(PHONE_MAX),
  ssn: draftText(20),
  currentAddress: addressDraftSchema.optional(),
  previousAddresses: z
    .array(addressDraftSchema)
    .max(MAX_PREVIOUS_ADDRESSES, m.tooManyPreviousAddresses)
    .optional(),
  previousNames: z
    .array(z.object({ firstName: draftText(), lastName: draftText() }))
    .max(MAX_PREVIOUS_NAMES, m.tooManyPreviousNames)
    .optional(),
});
export type PersonalInfoDraft = z.infer<typeof personalInfoDraftSchema>;

export const educationEntryDraftSchema = z.object({
  institution: draftText(),
  address: draftText(),
  degree: draftText(),
  graduationDate: draftText(20),
  gpa: draftText(20),
  certificate: z.object({ fileName: draftText(), documentId: idSchema.optional() }).optional(),
});
export type EducationEntryDraft = z.infer<typeof educationEntryDraftSchema>;

export const employmentEntryDraftSchema = z.object({
  company: draftText(),
  position: draftText(),
  startDate: draftText(20),
  endDate: draftText(20),
  supervisorName: draftText(),
  supervisorPhone: draftText(PHONE_MAX),
  supervisorEmail: draftText(EMAIL_MAX),
});
export type EmploymentEntryDraft = z.infer<typeof employmentEntryDraftSchema>;

export const candidateFormDraftSchema = z.object({
  personalInfo: personalInfoDraftSchema.optional(),
  education: z
    .array(educationEntryDraftSchema)
    .max(MAX_EDUCATION_ENTRIES, m.tooManyEducationEntries)
    .optional(),
  employment: z
    .array(employmentEntryDraftSchema)
    .max(MAX_EMPLOYMENT_ENTRIES, m.tooManyEmploymentEntries)
    .optional(),
});
export type CandidateFormDraft = z.infer<typeof candidateFormDraftSchema>;

export const candidateStepSchema = z
  .number()
  .int()
  .min(1, `Step must be between 1 and ${CANDIDATE_STEPS}`)
  .max(CANDIDATE_STEPS, `Step must be between 1 and ${CANDIDATE_STEPS}`);

/** Autosave body: the draft and the step the candidate is on. */
export const saveCandidateDraftBodySchema = z.object({
  formData: candidateFormDraftSchema,
  currentStep: candidateStepSchema.optional(),
});
export type SaveCandidateDraftBody = z.infer<typeof saveCandidateDraftBodySchema>;

/** The employment entries that have a supervisor phone (the phone check needs at least one). */
export function supervisorPhones(employment: readonly { supervisorPhone?: string | undefined }[]): string[] {
  return employment.map((entry) => entry.supervisorPhone?.trim() ?? '').filter((phone) => phone.length > 0);
}

// ---- The candidate link ----

/**
 * Calls with a stable URL (docs/product.md#api-calls: POST /api/upload-document, POST /api/submit-verification) carry the
 * candidate link's token in this header; the portal's own calls carry it in the path
 * (/api/candidate/{token}/…). It never travels in a query string.
 */
export const CANDIDATE_TOKEN_HEADER = 'x-candidate-token';

/** `{ token }` route parameters. Any malformed or unknown value answers 404, never 400. */
export const candidateTokenParamsSchema = z.object({ token: text().min(1).max(256) });
export type CandidateTokenParams = z.infer<typeof candidateTokenParamsSchema>;

// ---- Consent (step 5): a standalone disclosure, a checkbox and a typed full-name signature ----

/** The disclosure and authorization text the candidate signs; a new text gets a new version. */
export const CONSENT_DISCLOSURE = {
  version: '2025-01',
  title: 'Disclosure and Authorization for Background Verification',
  paragraphs: [
    'The organisation that invited you (the "Employer") may obtain information about you for employment purposes, including verification of your identity, education, employment history and professional references. Candor prepares this verification on the Employer\'s behalf.',
    'The information may be obtained from schools, past employers, the supervisors and references you name, public sources and the documents you upload. It is used only to evaluate you for employment, and is kept and protected as described in our privacy notice.',
    'You have the right to ask whether a report about you was prepared, to receive a copy of it, and to dispute information in it that you believe is inaccurate or incomplete.',
    'By ticking the box and typing your full name below, you confirm that the information you provided is true and complete, and you authorize the Employer and Candor to obtain the information described above. This authorization is valid for the duration of the hiring process.',
  ],
} as const;

export const consentMessages = {
  acceptRequired: 'You must accept the disclosure and authorization to submit',
  signatureRequired: 'Type your full name to sign',
  signatureMismatch: 'The signature must match your full name',
  disclosureOutdated: 'The disclosure has changed. Please read it again and sign',
} as const;

/** What the candidate sends with the submission; the server adds the time, IP and user agent. */
export const candidateConsentSchema = z.object({
  disclosureVersion: text({ error: consentMessages.disclosureOutdated }).refine(
    (value) => value === CONSENT_DISCLOSURE.version,
    consentMessages.disclosureOutdated,
  ),
  accepted: z.literal(true, { error: consentMessages.acceptRequired }),
  signature: requiredText(consentMessages.signatureRequired),
});
export type CandidateConsent = z.infer<typeof candidateConsentSchema>;

/** A name compared as typed by hand: case, spacing, punctuation and accents do not count. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[\s\-‐‑–,]+/g, ' ')
    .trim();
}

/**
 * True when the typed signature is the candidate's full name: the first and last name of step 1,
 * with any middle names between them ("Grace Brewster Hopper" signs for Grace Hopper).
 */
export function signatureMatchesName(
  signature: string,
  personalInfo: { firstName: string; lastName: string },
): boolean {
  const words = (text: string) => comparableName(text).split(' ').filter(Boolean);
  const first = words(personalInfo.firstName);
  const last = words(personalInfo.lastName);
  const signed = words(signature);
  if (first.length + last.length === 0 || signed.length < first.length + last.length) return false;
  const startsWithFirst = first.every((word, i) => signed[i] === word);
  const endsWithLast = last.every((word, i) => signed[signed.length - last.length + i] === word);
  return startsWithFirst && endsWithLast;
}

/** The consent as stored and shown to staff. */
export const consentRecordSchema = z.object({
  disclosureVersion: z.string(),
  signature: z.string(),
  signedAt: isoDateTimeSchema,
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

// ---- GET /api/candidate/{token}: what the portal shows ----

/** The link is open: the form, prefilled from the invitation, with the saved draft and documents. */
export const candidatePortalOpenSchema = z.object({
  submitted: z.literal(false),
  verificationId: idSchema,
  status: z.enum(CANDIDATE_EDITABLE_STATUSES),
  prefill: invitationPrefillSchema,
  /** The step to resume at. */
  currentStep: candidateStepSchema,
  /** The saved draft (the SSN is never sent back), or null before the first save. */
  formData: candidateFormDraftSchema.nullable(),
  documents: z.array(documentSchema),
  /** The disclosure version to sign (CONSENT_DISCLOSURE). */
  disclosureVersion: z.string(),
  /**
   * The open request for more information, when a reviewer reopened the link; null otherwise.
   * While it is open only `editableSections` may change (documents can always be added).
   */
  informationRequest: candidateInformationRequestSchema.nullable().optional(),
  /** The form sections the candidate may change; null when the whole form is editable. */
  editableSections: z.array(infoRequestCategorySchema).nullable().optional(),
  /** The sections this request does not ask for (its type; `sectionsNotNeeded`). */
  notNeeded: z.array(skippableSectionSchema).optional(),
});

/** The candidate has submitted: the status only, nothing editable. */
export const candidatePortalSubmittedSchema = z.object({
  submitted: z.literal(true),
  verificationId: idSchema,
  status: verificationStatusSchema,
  submittedAt: isoDateTimeSchema.nullable(),
});

export const candidatePortalSchema = z.discriminatedUnion('submitted', [
  candidatePortalOpenSchema,
  candidatePortalSubmittedSchema,
]);
export type CandidatePortal = z.infer<typeof candidatePortalSchema>;

export const getCandidatePortalResponseSchema = z.object({
  success: z.literal(true),
  portal: candidatePortalSchema,
});
export type GetCandidatePortalResponse = z.infer<typeof getCandidatePortalResponseSchema>;

/** PUT /api/candidate/{token}/draft answer. */
export const saveCandidateDraftResponseSchema = z.object({
  success: z.literal(true),
  status: verificationStatusSchema,
  currentStep: candidateStepSchema,
  savedAt: isoDateTimeSchema,
});
export type SaveCandidateDraftResponse = z.infer<typeof saveCandidateDraftResponseSchema>;
