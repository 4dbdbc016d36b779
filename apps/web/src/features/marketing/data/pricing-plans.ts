import type { PricingPlan } from '@candor/contracts';

/** The three plans of SPEC §9, as plain data for the same reason as `contract-values.ts`. */
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
