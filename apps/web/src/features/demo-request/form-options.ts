import type { CompanySize, CurrentSolution, Timeframe } from '@candor/contracts';

/**
 * The choices of the demo request form (docs/product.md#staff-forms) as plain data. The contracts package's
 * constants module builds zod schemas when it loads, so the form renders from these and loads
 * the schema only when it validates; `form-options.test.ts` keeps them equal to the package's
 * values and labels.
 */

export type Option<Value extends string> = { value: Value; label: string };

export const companySizeOptions: readonly Option<CompanySize>[] = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-1000', label: '201-1000 employees' },
  { value: '1000+', label: '1000+ employees' },
];

export const currentSolutionOptions: readonly Option<CurrentSolution>[] = [
  { value: 'manual', label: 'Manual process' },
  { value: 'hireright', label: 'HireRight' },
  { value: 'sterling', label: 'Sterling' },
  { value: 'checkr', label: 'Checkr' },
  { value: 'other', label: 'Other' },
  { value: 'none', label: 'None' },
];

export const timeframeOptions: readonly Option<Timeframe>[] = [
  { value: 'immediate', label: 'Within 30 days' },
  { value: 'quarter', label: '1-3 months' },
  { value: 'half-year', label: 'Next 6 months' },
  { value: 'exploring', label: 'Just exploring' },
];

/** How long the demo lasts and how soon sales replies (docs/product.md#constants). */
export const DEMO = { durationMinutes: 30, salesResponseWithinHours: 4 } as const;
