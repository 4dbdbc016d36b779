import * as contracts from '@candor/contracts';
import { describe, expect, it } from 'vitest';
import * as local from './contract-values';
import { PRICING_PLANS } from './pricing-plans';

describe('marketing copies of contract values', () => {
  it('equal the contracts package, value for value', () => {
    expect(PRICING_PLANS).toEqual(contracts.PRICING_PLANS);
    expect(local.FREE_TRIAL).toEqual(contracts.FREE_TRIAL);
    expect(local.DEMO).toEqual(contracts.DEMO);
    expect(local.REGISTRATION_EMAIL_CONFIRMATION_HOURS).toBe(contracts.REGISTRATION_EMAIL_CONFIRMATION_HOURS);
    expect(local.INDUSTRIES).toEqual(contracts.INDUSTRIES);
    expect(local.industryLabels).toEqual(contracts.industryLabels);
    expect(local.INDUSTRY_TURNAROUND_HOURS).toEqual(contracts.INDUSTRY_TURNAROUND_HOURS);
  });

  it('recognises exactly the industries of the contracts package', () => {
    for (const industry of contracts.INDUSTRIES) expect(local.isIndustry(industry)).toBe(true);
    expect(local.isIndustry('aerospace')).toBe(false);
    expect(local.isIndustry(undefined)).toBe(false);
  });
});
