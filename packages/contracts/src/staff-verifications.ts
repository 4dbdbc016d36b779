import { z } from 'zod';
import { idSchema, isoDateTimeSchema, requiredIsoDate } from './common.js';
import {
  candidateMessages,
  educationEntrySchema,
  employmentEntrySchema,
  personalInfoSchema,
} from './candidate.js';
import { MAX_EDUCATION_ENTRIES, MAX_EMPLOYMENT_ENTRIES } from './constants.js';
import { documentSchema } from './documents.js';
import { statusScreenStatusSchema, verificationStatusSchema } from './statuses.js';
import { verificationTypeSchema } from './verification-requests.js';

// ---- Request forms (/education-verification, /employment-verification) ----

export const EDUCATION_REQUEST_SUCCESS = 'Education verification request submitted successfully!';
export const EMPLOYMENT_REQUEST_SUCCESS = 'Employment verification request submitted successfully!';
export const VERIFICATION_REQUEST_FAILED = 'Failed to submit the verification request. Please try again.';

/** What staff asked to have verified, as entered on a request form (kept with the verification). */
export const verificationRequestDetailsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('EDUCATION'),
    institution: z.string(),
    degree: z.string(),
    graduationYear: z.number().int(),
  }),
  z.object({
    kind: z.literal('EMPLOYMENT'),
    company: z.string(),
    jobTitle: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
  }),
]);
export type VerificationRequestDetails = z.infer<typeof verificationRequestDetailsSchema>;

/** POST /api/education-verification and /api/employment-verification answer this. */
export const verificationRequestCreatedSchema = z.object({
  success: z.literal(true),
  verificationId: idSchema,
  /** The candidate's private link, emailed to them (staff may copy it). */
  candidateUrl: z.string(),
});
export type VerificationRequestCreated = z.infer<typeof verificationRequestCreatedSchema>;

// ---- The staff candidate information form (docs/product.md#screens) ----

/**
 * PUT /api/verifications/{id}/candidate-information: staff complete or correct the candidate's
 * data. Personal information is validated as on step 1; education and employment entries as on
 * steps 2 and 3, but the lists may be empty (a single-type request needs only its own part).
 * `ssn` and `dateOfBirth` left out keep the stored value (they arrive masked); an empty `ssn`
 * removes it.
 */
export const staffCandidateInformationBodySchema = z.object({
  personalInfo: personalInfoSchema.extend({
    dateOfBirth: requiredIsoDate(candidateMessages.dateOfBirthRequired).optional(),
  }),
  education: z
    .array(educationEntrySchema)
    .max(MAX_EDUCATION_ENTRIES, candidateMessages.tooManyEducationEntries)
    .default([]),
  employment: z
    .array(employmentEntrySchema)
    .max(MAX_EMPLOYMENT_ENTRIES, candidateMessages.tooManyEmploymentEntries)
    .default([]),
});
export type StaffCandidateInformationBody = z.infer<typeof staffCandidateInformationBodySchema>;
export type StaffCandidateInformationInput = z.input<typeof staffCandidateInformationBodySchema>;

export const STAFF_INFORMATION_LOCKED_MESSAGE =
  'This verification has already been decided, so it can no longer be changed.';

// ---- Staff uploads (document upload panel) ----

/** Query of POST /api/verifications/{id}/documents (multipart, field "file"). */
export const staffUploadQuerySchema = z.object({
  verificationType: z
    .enum(['EMPLOYMENT', 'EDUCATION', 'LINKEDIN', 'GENERAL'], {
      error: 'Verification type must be EMPLOYMENT, EDUCATION, LINKEDIN or GENERAL',
    })
    .default('GENERAL'),
});
export type StaffUploadQuery = z.infer<typeof staffUploadQuerySchema>;

export const UPLOAD_PANEL_NO_FILES_MESSAGE = 'Please select at least one file to upload';
export const UPLOAD_PANEL_FAILED_MESSAGE = 'Upload failed. Please try again.';

// ---- The candidate's own view (role candidate) ----

/** One verification about the signed-in candidate (matched by their email in their organisation). */
export const ownVerificationSchema = z.object({
  verificationId: idSchema,
  verificationType: verificationTypeSchema,
  status: verificationStatusSchema,
  statusScreen: statusScreenStatusSchema,
  createdAt: isoDateTimeSchema,
  submittedAt: isoDateTimeSchema.nullable(),
  updatedAt: isoDateTimeSchema,
  /**
   * Whether the private link still opens the form (not submitted, expired or revoked); a link is
   * issued on request (POST /api/my-verifications/{id}/link), never listed.
   */
  linkOpen: z.boolean(),
  /** An open request for more information: its message and deadline. */
  openRequest: z
    .object({ message: z.string(), deadline: z.string().nullable(), createdAt: isoDateTimeSchema })
    .nullable(),
  documents: z.array(documentSchema.pick({ id: true, fileName: true, uploadedAt: true })),
});
export type OwnVerification = z.infer<typeof ownVerificationSchema>;

export const myVerificationsResponseSchema = z.object({
  success: z.literal(true),
  verifications: z.array(ownVerificationSchema),
});
export type MyVerificationsResponse = z.infer<typeof myVerificationsResponseSchema>;

/** POST /api/my-verifications/{id}/link: a new private link for the signed-in candidate to open now. */
export const ownVerificationLinkResponseSchema = z.object({
  success: z.literal(true),
  candidateUrl: z.string(),
});
export type OwnVerificationLinkResponse = z.infer<typeof ownVerificationLinkResponseSchema>;

/** The candidate's link can no longer be opened (submitted, expired or revoked). */
export const OWN_LINK_CLOSED_MESSAGE =
  'This verification can no longer be changed from here. Reload the page to see where it stands.';
