import { z } from 'zod';
import { isoDateTimeSchema, optionalText } from './common.js';
import { FREE_TRIAL, PRICING_PLAN_IDS, PRICING_PLANS } from './public-values.js';

// ---- Plans and usage (docs/product.md#plan-and-usage) ----

/** The plans an organisation can be on: the free trial, or one of the priced plans. */
export const ORGANISATION_PLANS = ['trial', ...PRICING_PLAN_IDS] as const;
export const organisationPlanSchema = z.enum(ORGANISATION_PLANS, { error: 'Choose a plan' });
export type OrganisationPlan = z.infer<typeof organisationPlanSchema>;

export const organisationPlanLabels = {
  trial: 'Free trial',
  ...Object.fromEntries(PRICING_PLANS.map((plan) => [plan.id, plan.name])),
} as Record<OrganisationPlan, string>;

/** How a stored plan is named to people (an unknown id as it is). */
export function organisationPlanLabel(plan: string): string {
  return (organisationPlanLabels as Record<string, string | undefined>)[plan] ?? plan;
}

/** The limit of the free trial when platform staff set none of their own. */
export const TRIAL_VERIFICATION_LIMIT = FREE_TRIAL.verifications;
export const VERIFICATION_LIMIT_MAX = 100_000;

/** The answer to an invitation beyond a limit platform staff set on a paid plan. */
export const planLimitReachedMessage = (limit: number) =>
  `Your plan includes ${limit} verifications and all of them have been used. Ask for more on the Billing page.`;

/** GET /api/billing: the plan, how many verifications were used of how many, and the trial's days. */
export const billingResponseSchema = z.object({
  success: z.literal(true),
  billing: z.object({
    /** One of ORGANISATION_PLANS (a plan set outside them is shown by its id). */
    plan: z.string(),
    planLabel: z.string(),
    /** Verifications the organisation has run (each invitation or request counts once). */
    verificationsUsed: z.number().int().nonnegative(),
    /** How many it may run; null when its plan sets no limit. */
    verificationLimit: z.number().int().nonnegative().nullable(),
    trialEndsAt: z.string().nullable(),
    /** Whole days left of the trial (0 once it has ended); null when not on the trial. */
    trialDaysLeft: z.number().int().nonnegative().nullable(),
    /** New invitations are refused (limit reached or trial over). */
    invitationsBlocked: z.boolean(),
    /** When the organisation last asked for an upgrade; null if never. */
    upgradeRequestedAt: z.string().nullable(),
  }),
});
export type BillingResponse = z.infer<typeof billingResponseSchema>;
export type Billing = BillingResponse['billing'];

/** POST /api/billing/upgrade-request: which plan they have in mind, and anything to add. */
export const upgradeRequestBodySchema = z.object({
  plan: z.enum(PRICING_PLAN_IDS, { error: 'Choose a plan' }).optional(),
  message: optionalText(2000),
});
export type UpgradeRequestBody = z.infer<typeof upgradeRequestBodySchema>;
export const upgradeRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export const UPGRADE_ALREADY_REQUESTED_MESSAGE =
  'Your organisation asked for an upgrade less than a day ago. Our team will contact you soon.';
export const UPGRADE_REQUESTED_MESSAGE =
  'Your upgrade request was sent. Our team will contact you within one business day.';

/** PATCH /api/admin/organisations/{organisationId}/plan: platform staff change a plan and its limits. */
export const PLAN_LIMIT_MESSAGE = `The verification limit must be a whole number between 0 and ${VERIFICATION_LIMIT_MAX}, or empty for the plan's own rule`;
export const changePlanBodySchema = z.object({
  plan: organisationPlanSchema,
  /** null: the plan's own rule (5 on the trial, none on a paid plan). */
  verificationLimit: z
    .number({ error: PLAN_LIMIT_MESSAGE })
    .int(PLAN_LIMIT_MESSAGE)
    .min(0, PLAN_LIMIT_MESSAGE)
    .max(VERIFICATION_LIMIT_MAX, PLAN_LIMIT_MESSAGE)
    .nullable()
    .optional(),
  /** The trial's end (ISO date-time); only meaningful on the trial. */
  trialEndsAt: isoDateTimeSchema.nullable().optional(),
});
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;
export const organisationPlanParamsSchema = z.object({ organisationId: z.string().min(1).max(100) });
export const organisationPlanResponseSchema = z.object({
  success: z.literal(true),
  organisation: z.object({
    id: z.string(),
    name: z.string(),
    plan: z.string(),
    verificationLimit: z.number().int().nullable(),
    trialEndsAt: z.string().nullable(),
  }),
});
export type OrganisationPlanResponse = z.infer<typeof organisationPlanResponseSchema>;

/** Leads: a demo request from the public site, or an upgrade request from a customer's /billing. */
export const LEAD_KINDS = ['demo', 'upgrade'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
