import { randomUUID } from 'node:crypto';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { DemoRequestBody } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { demoRequests, organisations } from '../../db/schema.js';

/**
 * Demo requests are platform-level sales leads: they belong to no organisation. An upgrade request
 * from a customer's billing page is a lead too, tied to that organisation.
 */
export function createLeadsRepo(db: Db) {
  return {
    async insert(body: DemoRequestBody, tx: Db = db): Promise<string> {
      const id = randomUUID();
      await tx.insert(demoRequests).values({
        id,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        company: body.company,
        jobTitle: body.jobTitle,
        companySize: body.companySize,
        currentSolution: body.currentSolution ?? null,
        timeframe: body.timeframe ?? null,
        message: body.message || null,
      });
      return id;
    },

    listNewest(limit: number) {
      return db
        .select({
          ...getTableColumns(demoRequests),
          organisation: {
            id: organisations.id,
            name: organisations.name,
            plan: organisations.plan,
            verificationLimit: organisations.verificationLimit,
            trialEndsAt: organisations.trialEndsAt,
          },
        })
        .from(demoRequests)
        .leftJoin(organisations, eq(organisations.id, demoRequests.organisationId))
        .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
        .limit(limit);
    },
  };
}
export type LeadsRepo = ReturnType<typeof createLeadsRepo>;
