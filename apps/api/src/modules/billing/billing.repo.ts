import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoRequests, organisations, users, verifications } from '../../db/schema.js';

export function createBillingRepo(db: Db) {
  return {
    async organisation(organisationId: string) {
      const [row] = await db
        .select({
          id: organisations.id,
          name: organisations.name,
          plan: organisations.plan,
          companySize: organisations.companySize,
          verificationLimit: organisations.verificationLimit,
          trialEndsAt: organisations.trialEndsAt,
        })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      return row ?? null;
    },

    async user(userId: string) {
      const [row] = await db
        .select({
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Every verification the organisation ran counts, as the invitation limit counts them; sample rows do not. */
    async verificationsUsed(organisationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verifications)
        .where(and(eq(verifications.organisationId, organisationId), eq(verifications.isSample, false)));
      return row?.n ?? 0;
    },

    async lastUpgradeRequest(organisationId: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: demoRequests.createdAt })
        .from(demoRequests)
        .where(and(eq(demoRequests.organisationId, organisationId), eq(demoRequests.kind, 'upgrade')))
        .orderBy(desc(demoRequests.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    async insertUpgradeLead(
      tx: Db,
      lead: {
        organisationId: string;
        company: string;
        companySize: string | null;
        firstName: string;
        lastName: string;
        email: string;
        message: string | null;
      },
    ): Promise<string> {
      const id = randomUUID();
      await tx.insert(demoRequests).values({ id, kind: 'upgrade', ...lead });
      return id;
    },

    async changePlan(
      tx: Db,
      organisationId: string,
      changes: {
        plan: string;
        verificationLimit?: number | null;
        trialEndsAt?: Date | null;
      },
    ): Promise<boolean> {
      const updated = await tx
        .update(organisations)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(organisations.id, organisationId))
        .returning({ id: organisations.id });
      return updated.length > 0;
    },
  };
}
export type BillingRepo = ReturnType<typeof createBillingRepo>;
