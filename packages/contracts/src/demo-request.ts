import { z } from 'zod';
import { LONG_TEXT_MAX, optionalText, requiredEmail, requiredText } from './common.js';
import { LEAD_KINDS } from './billing.js';
import { companySizeSchema, currentSolutionSchema, timeframeSchema } from './constants.js';

/** The demo request form (docs/product.md#staff-forms): contact fields and company size required, the rest optional. */
export const demoRequestBodySchema = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  email: requiredEmail(),
  phone: requiredText('Phone number is required', 50),
  company: requiredText('Company is required'),
  jobTitle: requiredText('Job title is required'),
  companySize: companySizeSchema,
  currentSolution: currentSolutionSchema.optional(),
  timeframe: timeframeSchema.optional(),
  message: optionalText(LONG_TEXT_MAX),
});
export type DemoRequestBody = z.infer<typeof demoRequestBodySchema>;

export const demoRequestResponseSchema = z.object({
  success: z.literal(true),
  demoRequestId: z.string(),
});
export type DemoRequestResponse = z.infer<typeof demoRequestResponseSchema>;

/** A stored demo request, as platform administrators see it in the leads list (newest first). */
export const leadSchema = demoRequestBodySchema.extend({
  id: z.string(),
  createdAt: z.string(),
  currentSolution: z.string().nullable(),
  timeframe: z.string().nullable(),
  message: z.string().nullable(),
  companySize: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** 'upgrade' when a customer asked for a paid plan from their billing page. */
  kind: z.enum(LEAD_KINDS),
  /** The customer organisation an upgrade request comes from, with its current plan. */
  organisation: z
    .object({
      id: z.string(),
      name: z.string(),
      plan: z.string(),
      verificationLimit: z.number().int().nullable(),
      trialEndsAt: z.string().nullable(),
    })
    .nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const listLeadsResponseSchema = z.object({ success: z.literal(true), leads: z.array(leadSchema) });
export type ListLeadsResponse = z.infer<typeof listLeadsResponseSchema>;
