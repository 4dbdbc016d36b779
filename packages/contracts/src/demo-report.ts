import { z } from 'zod';
import { isoDateTimeSchema, requiredText } from './common.js';
import { DEMO_REPORT_SCORE_MAX, DEMO_REPORT_SCORE_MIN } from './constants.js';

/** The demo report generator's form: candidate name, position, company. */
export const demoReportBodySchema = z.object({
  candidateName: requiredText('Candidate name is required'),
  position: requiredText('Position is required'),
  company: requiredText('Company is required'),
});
export type DemoReportBody = z.infer<typeof demoReportBodySchema>;

const checkSchema = z.object({
  status: z.string(),
  details: z.string(),
});

/** A sample report (docs/product.md#records); it is labelled as a sample wherever it is shown. */
export const demoReportSchema = z.object({
  reportId: z.string(),
  candidateInfo: z.object({
    name: z.string(),
    position: z.string(),
    company: z.string(),
  }),
  reportSummary: z.object({
    overallStatus: z.string(),
    riskLevel: z.string(),
    completionDate: isoDateTimeSchema,
    processingTime: z.string(),
    verificationScore: z.number().int().min(DEMO_REPORT_SCORE_MIN).max(DEMO_REPORT_SCORE_MAX),
  }),
  educationVerification: z.object({
    status: z.string(),
    institution: z.string(),
    degree: z.string(),
    graduationYear: z.number().int(),
    verified: z.boolean(),
  }),
  employmentHistory: z.array(
    z.object({
      company: z.string(),
      position: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      status: z.string(),
      verified: z.boolean(),
    }),
  ),
  linkedinVerification: z.object({
    status: z.string(),
    profileFound: z.boolean(),
    connections: z.number().int().nonnegative(),
    consistency: z.string(),
  }),
  backgroundScreening: z.object({
    criminalHistory: checkSchema,
    identityVerification: checkSchema,
  }),
  referenceChecks: z.array(
    z.object({
      name: z.string(),
      relationship: z.string(),
      status: z.string(),
      feedback: z.string(),
    }),
  ),
});
export type DemoReport = z.infer<typeof demoReportSchema>;

export const demoReportResponseSchema = z.object({
  success: z.literal(true),
  report: demoReportSchema,
});
export type DemoReportResponse = z.infer<typeof demoReportResponseSchema>;

/** A verification score in the demo range, 90–99, from a random number in [0, 1). */
export function demoReportScore(random: number): number {
  const span = DEMO_REPORT_SCORE_MAX - DEMO_REPORT_SCORE_MIN + 1;
  const clamped = Math.min(Math.max(random, 0), 0.999999);
  return DEMO_REPORT_SCORE_MIN + Math.floor(clamped * span);
}
