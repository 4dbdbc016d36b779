import type { Industry } from '@candor/contracts';

/**
 * The contracts package's values that the marketing pages show (SPEC §9), as plain data.
 *
 * The package's constants module builds its zod schemas at load time, so importing any value from
 * it brings zod along: about 15 KB gzip and, on Lighthouse's mobile CPU, some 250 ms of blocking
 * time, on pages that validate nothing. The pages therefore import the values from here, and
 * `contract-values.test.ts` checks that every one equals the package's, so they cannot drift.
 */

export const FREE_TRIAL = { verifications: 5, days: 14, approvalWithinHours: 24 } as const;

export const DEMO = { durationMinutes: 30, salesResponseWithinHours: 4 } as const;

export const REGISTRATION_EMAIL_CONFIRMATION_HOURS = 2;

export const INDUSTRIES = [
  'healthcare',
  'financial',
  'technology',
  'education',
  'government',
  'retail',
] as const satisfies readonly Industry[];

export const industryLabels = {
  healthcare: 'Healthcare',
  financial: 'Financial Services',
  technology: 'Technology',
  education: 'Education',
  government: 'Government',
  retail: 'Retail',
} as const satisfies Record<Industry, string>;

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
