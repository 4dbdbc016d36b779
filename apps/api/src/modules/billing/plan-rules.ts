import { eq } from 'drizzle-orm';
import { TRIAL_VERIFICATION_LIMIT, type OrganisationPlan } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { organisations } from '../../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PlanTerms = {
  /** One of ORGANISATION_PLANS, or another id stored before them. */
  plan: OrganisationPlan | (string & {});
  verificationLimit: number | null;
  trialEndsAt: Date | null;
};

/**
 * How many verifications an organisation may run (docs/product.md#plan-and-usage): the limit
 * platform staff set, else the free trial's 5 on the trial, else none.
 */
export function effectiveLimit(terms: Pick<PlanTerms, 'plan' | 'verificationLimit'>): number | null {
  return terms.verificationLimit ?? (terms.plan === 'trial' ? TRIAL_VERIFICATION_LIMIT : null);
}

/** Whole days left of the trial (rounded up, 0 once ended); null when not on the trial. */
export function trialDaysLeft(terms: Pick<PlanTerms, 'plan' | 'trialEndsAt'>, now: Date): number | null {
  if (terms.plan !== 'trial' || !terms.trialEndsAt) return null;
  return Math.max(0, Math.ceil((terms.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** Whether the trial is over (only the trial ends). */
export function trialEnded(terms: Pick<PlanTerms, 'plan' | 'trialEndsAt'>, now: Date): boolean {
  return terms.plan === 'trial' && terms.trialEndsAt !== null && terms.trialEndsAt.getTime() <= now.getTime();
}

/** The organisation's plan terms, read in the caller's transaction; null when it does not exist. */
export async function planTermsOf(tx: Db, organisationId: string): Promise<PlanTerms | null> {
  const [row] = await tx
    .select({
      plan: organisations.plan,
      verificationLimit: organisations.verificationLimit,
      trialEndsAt: organisations.trialEndsAt,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row ?? null;
}
