/**
 * Values the public pages show (docs/product.md#public-site, docs/product.md#constants): pricing, free trial, demo, industries.
 *
 * This module imports nothing, so the public site can read these values through
 * `@candor/contracts/public-values` without loading zod (about 15 KB gzip and measurable blocking
 * time on a phone). Everything here is also exported by the package's main entry.
 */

// ---- Pricing (docs/product.md#constants) ----

export const PRICING_PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export type PricingPlanId = (typeof PRICING_PLAN_IDS)[number];
export type PricingPlan = {
  id: PricingPlanId;
  name: string;
  /** US dollars per verification. */
  pricePerVerification: number;
  badge: string | null;
  features: readonly string[];
  contactSales: boolean;
};

export const PRICING_PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    pricePerVerification: 15,
    badge: null,
    features: [
      'Education verification',
      'Employment verification',
      'Basic background check',
      'Email support',
      '48-hour turnaround',
    ],
    contactSales: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    pricePerVerification: 12,
    badge: 'Most Popular',
    features: [
      'Everything in Starter',
      'LinkedIn verification',
      'Reference checks',
      'AI analysis',
      'Priority support',
      '24-hour turnaround',
      'API access',
    ],
    contactSales: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    pricePerVerification: 8,
    badge: null,
    features: [
      'Custom workflows',
      'ATS integration',
      'Dedicated support',
      'SLA',
      'Custom reporting',
      'Volume discounts',
    ],
    contactSales: true,
  },
] as const satisfies readonly PricingPlan[];

// ---- Free trial and demo ----

export const FREE_TRIAL = {
  verifications: 5,
  days: 14,
  approvalWithinHours: 24,
} as const;

/** Registration next steps: email confirmation within 2 hours, account review within 24 hours. */
export const REGISTRATION_EMAIL_CONFIRMATION_HOURS = 2;

export const DEMO = {
  durationMinutes: 30,
  salesResponseWithinHours: 4,
} as const;

// ---- Industries (docs/product.md#constants) ----

export const INDUSTRIES = [
  'healthcare',
  'financial',
  'technology',
  'education',
  'government',
  'retail',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const industryLabels = {
  healthcare: 'Healthcare',
  financial: 'Financial Services',
  technology: 'Technology',
  education: 'Education',
  government: 'Government',
  retail: 'Retail',
} as const satisfies Record<Industry, string>;
/**
 * Turnaround claimed per industry, in hours. The ends (technology 6, government 72) are fixed claims;
 * the values between are the product's own claims.
 */
export const INDUSTRY_TURNAROUND_HOURS = {
  technology: 6,
  retail: 12,
  financial: 24,
  education: 24,
  healthcare: 48,
  government: 72,
} as const satisfies Record<Industry, number>;

export function isIndustry(value: string | undefined): value is Industry {
  return INDUSTRIES.some((industry) => industry === value);
}
