import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { checkRunSchema, findingSchema } from './findings.js';
import { verificationStatusSchema } from './statuses.js';

// ---- The LinkedIn profile comparison (docs/product.md#linkedin-profile-comparison) ----

/**
 * The candidate (or staff) uploads the PDF that LinkedIn's "Save to PDF" produces. Candor reads
 * it by its layout and compares it with the application: a consistency check of what the
 * candidate supplied, never access to LinkedIn (no scraping, no LinkedIn API).
 */

export const LINKEDIN_PAGE_STATEMENT =
  'This compares the LinkedIn profile PDF the candidate supplied with their application. It is a consistency check of what the candidate gave us, not access to LinkedIn: Candor does not scrape LinkedIn or use a LinkedIn API.';

export const LINKEDIN_EXPORT_HINT =
  'On your LinkedIn profile, choose “More” → “Save to PDF” and upload the file it downloads, unchanged.';

/** A month as a profile shows it ("January 2019" → 2019-01), or a year alone. */
export const profileMonthSchema = z.object({
  year: z.number().int(),
  /** 1–12; null when the profile gives the year only. */
  month: z.number().int().min(1).max(12).nullable(),
});
export type ProfileMonth = z.infer<typeof profileMonthSchema>;

/** One line of the profile as it stands in the PDF, for evidence ("page 2: January 2019 - Present"). */
export const profileLineSchema = z.object({ page: z.number().int().positive(), text: z.string() });
export type ProfileLine = z.infer<typeof profileLineSchema>;

export const profilePositionSchema = z.object({
  company: z.string(),
  title: z.string().nullable(),
  /** The dates line as printed ("January 2019 - Present (4 years 2 months)"). */
  dates: z.string().nullable(),
  start: profileMonthSchema.nullable(),
  /** null with `current` when the profile says "Present". */
  end: profileMonthSchema.nullable(),
  current: z.boolean(),
  location: z.string().nullable(),
  /** Where the company and title lines stand. */
  companyLine: profileLineSchema,
  titleLine: profileLineSchema.nullable(),
});
export type ProfilePosition = z.infer<typeof profilePositionSchema>;

export const profileEducationSchema = z.object({
  school: z.string(),
  /** "Master of Science - MS, Computer Science" as printed. */
  degree: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
  schoolLine: profileLineSchema,
  degreeLine: profileLineSchema.nullable(),
});
export type ProfileEducation = z.infer<typeof profileEducationSchema>;

export const linkedinProfileSchema = z.object({
  name: z.string().nullable(),
  headline: z.string().nullable(),
  positions: z.array(profilePositionSchema),
  education: z.array(profileEducationSchema),
});
export type LinkedinProfile = z.infer<typeof linkedinProfileSchema>;

/** Why a file does not look like LinkedIn's own export, one sentence each. */
export const exportSignSchema = z.object({ sign: z.string(), value: z.string() });
export type ExportSign = z.infer<typeof exportSignSchema>;

export const LINKEDIN_DOCUMENT_STATES = ['read', 'not_read_yet', 'unreadable'] as const;

export const linkedinDocumentSchema = z.object({
  id: idSchema,
  fileName: z.string(),
  uploadedAt: isoDateTimeSchema,
  state: z.enum(LINKEDIN_DOCUMENT_STATES),
  /** Why it could not be read (no personal data). */
  reason: z.string().nullable(),
  profile: linkedinProfileSchema.nullable(),
  /** Empty when the file looks like LinkedIn's own export. */
  exportSigns: z.array(exportSignSchema),
});
export type LinkedinDocument = z.infer<typeof linkedinDocumentSchema>;

export const linkedinApplicationSchema = z.object({
  employment: z.array(
    z.object({
      company: z.string(),
      position: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
  education: z.array(z.object({ institution: z.string(), degree: z.string(), graduationDate: z.string() })),
});
export type LinkedinApplication = z.infer<typeof linkedinApplicationSchema>;

/** `GET /api/verifications/{id}/linkedin`. */
export const linkedinComparisonResponseSchema = z.object({
  success: z.literal(true),
  verification: z.object({
    id: idSchema,
    candidateName: z.string(),
    status: verificationStatusSchema,
  }),
  application: linkedinApplicationSchema,
  documents: z.array(linkedinDocumentSchema),
  run: checkRunSchema.nullable(),
  /** The LINKEDIN check's findings of the latest runs. */
  findings: z.array(findingSchema),
});
export type LinkedinComparisonResponse = z.infer<typeof linkedinComparisonResponseSchema>;

/** `GET /api/linkedin/verifications`: verifications with a LinkedIn profile PDF. */
export const linkedinVerificationsResponseSchema = z.object({
  success: z.literal(true),
  verifications: z.array(
    z.object({
      id: idSchema,
      candidateName: z.string(),
      status: verificationStatusSchema,
      documents: z.number().int().nonnegative(),
      lastUploadedAt: isoDateTimeSchema,
    }),
  ),
});
export type LinkedinVerificationsResponse = z.infer<typeof linkedinVerificationsResponseSchema>;

export const linkedinVerificationsQuerySchema = z
  .object({ search: z.string().trim().max(100, 'Search is at most 100 characters').optional() })
  .strict();
