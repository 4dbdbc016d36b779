import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  optionalIsoDate,
  requiredEmail,
  requiredIsoDate,
  requiredText,
  endsBeforeStart,
  END_BEFORE_START_MESSAGE,
} from './common.js';
import { graduationYearSchema } from './graduation-year.js';
import { verificationStatusSchema } from './statuses.js';

/**
 * What a verification covers. FULL is a candidate invited to the five-step portal; the others
 * are single checks requested from the education/employment forms, the LinkedIn page or the
 * document upload panel (EMPLOYMENT, EDUCATION, LINKEDIN or general).
 */
export const VERIFICATION_TYPES = ['FULL', 'EDUCATION', 'EMPLOYMENT', 'LINKEDIN', 'GENERAL'] as const;
export const verificationTypeSchema = z.enum(VERIFICATION_TYPES);
export type VerificationType = z.infer<typeof verificationTypeSchema>;
export const verificationTypeLabels = {
  FULL: 'Full verification',
  EDUCATION: 'Education',
  EMPLOYMENT: 'Employment',
  LINKEDIN: 'LinkedIn',
  GENERAL: 'General',
} as const satisfies Record<VerificationType, string>;

/** The document upload panel's verification types. */
export const UPLOAD_PANEL_VERIFICATION_TYPES = ['EMPLOYMENT', 'EDUCATION', 'LINKEDIN', 'GENERAL'] as const;
export const uploadPanelVerificationTypeSchema = z.enum(UPLOAD_PANEL_VERIFICATION_TYPES);
export type UploadPanelVerificationType = z.infer<typeof uploadPanelVerificationTypeSchema>;

/** Education verification request form: all five fields required (docs/product.md#staff-forms). */
export const educationVerificationFormSchema = z.object({
  candidateName: requiredText('Candidate name is required'),
  institution: requiredText('Institution is required'),
  degree: requiredText('Degree is required'),
  graduationYear: graduationYearSchema,
  email: requiredEmail(),
});
export type EducationVerificationForm = z.infer<typeof educationVerificationFormSchema>;

/** Employment verification request form: all required except endDate (docs/product.md#staff-forms). */
export const employmentVerificationFormSchema = z
  .object({
    candidateName: requiredText('Candidate name is required'),
    company: requiredText('Company is required'),
    jobTitle: requiredText('Job title is required'),
    startDate: requiredIsoDate('Start date is required'),
    endDate: optionalIsoDate(),
    email: requiredEmail(),
  })
  .refine((form) => !endsBeforeStart(form), {
    message: END_BEFORE_START_MESSAGE,
    path: ['endDate'],
    when: (payload) => endsBeforeStart(payload.value),
  });
export type EmploymentVerificationForm = z.infer<typeof employmentVerificationFormSchema>;

export const createVerificationRequestResponseSchema = z.object({
  success: z.literal(true),
  verificationId: idSchema,
});
export type CreateVerificationRequestResponse = z.infer<typeof createVerificationRequestResponseSchema>;

/** A row of the admin panel's request list (docs/product.md#screens). */
export const verificationRequestSchema = z.object({
  id: idSchema,
  type: verificationTypeSchema,
  status: verificationStatusSchema,
  createdAt: isoDateTimeSchema,
  profileUrl: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
