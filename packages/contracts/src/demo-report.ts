import { z } from 'zod';
import { idSchema, requiredText } from './common.js';

/**
 * The demo report generator's form (`/demo-report`): candidate name, position, company. It creates
 * a sample verification (marked as sample data) in the caller's organisation, runs the automated
 * checks on it, and shows the same verification report as any other verification
 * (docs/product.md#the-verification-report).
 */
export const demoReportBodySchema = z
  .object({
    candidateName: requiredText('Candidate name is required'),
    position: requiredText('Position is required'),
    company: requiredText('Company is required'),
  })
  .strict();
export type DemoReportBody = z.infer<typeof demoReportBodySchema>;

/** POST /api/demo-report: the sample verification whose report to show (its checks are queued). */
export const demoReportResponseSchema = z.object({
  success: z.literal(true),
  verificationId: idSchema,
});
export type DemoReportResponse = z.infer<typeof demoReportResponseSchema>;
