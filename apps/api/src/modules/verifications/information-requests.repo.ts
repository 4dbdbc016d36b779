import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { informationRequests, users } from '../../db/schema.js';

export type InformationRequestRow = typeof informationRequests.$inferSelect;
export type InformationRequestWithRequester = InformationRequestRow & { requestedByName: string | null };

/** Requests for more information and the candidates' answers; every query scoped by organisation. */
export function createInformationRequestsRepo(db: Db) {
  return {
    async insert(tx: Db, values: typeof informationRequests.$inferInsert): Promise<InformationRequestRow> {
      const [row] = await tx.insert(informationRequests).values(values).returning();
      if (!row) throw new Error('information request insert returned no row');
      return row;
    },

    async update(
      tx: Db,
      organisationId: string,
      id: string,
      values: Partial<Pick<InformationRequestRow, 'state' | 'emailSentAt' | 'answeredAt' | 'answer'>>,
    ): Promise<InformationRequestRow> {
      const [row] = await tx
        .update(informationRequests)
        .set(values)
        .where(and(eq(informationRequests.organisationId, organisationId), eq(informationRequests.id, id)))
        .returning();
      if (!row) throw new Error('information request update matched no row');
      return row;
    },

    /** The open request of a verification (there is at most one), or undefined. */
    async findOpen(
      organisationId: string,
      verificationId: string,
      tx: Db = db,
    ): Promise<InformationRequestRow | undefined> {
      const [row] = await tx
        .select()
        .from(informationRequests)
        .where(
          and(
            eq(informationRequests.organisationId, organisationId),
            eq(informationRequests.verificationId, verificationId),
            eq(informationRequests.state, 'OPEN'),
          ),
        )
        .limit(1);
      return row;
    },

    /** A request made earlier with the same client request id that was not withdrawn. */
    async findByClientRequestId(
      tx: Db,
      organisationId: string,
      verificationId: string,
      clientRequestId: string,
    ): Promise<InformationRequestRow | undefined> {
      const rows = await tx
        .select()
        .from(informationRequests)
        .where(
          and(
            eq(informationRequests.organisationId, organisationId),
            eq(informationRequests.verificationId, verificationId),
            eq(informationRequests.clientRequestId, clientRequestId),
          ),
        )
        .orderBy(desc(informationRequests.createdAt));
      return rows.find((row) => row.state !== 'EMAIL_FAILED');
    },

    /** Every request of a verification, newest first, with the requester's name. */
    async listForVerification(
      organisationId: string,
      verificationId: string,
    ): Promise<InformationRequestWithRequester[]> {
      const rows = await db
        .select({ request: informationRequests, requestedByName: users.name })
        .from(informationRequests)
        .leftJoin(users, eq(users.id, informationRequests.requestedByUserId))
        .where(
          and(
            eq(informationRequests.organisationId, organisationId),
            eq(informationRequests.verificationId, verificationId),
          ),
        )
        .orderBy(desc(informationRequests.createdAt), desc(informationRequests.id));
      return rows.map((r) => ({ ...r.request, requestedByName: r.requestedByName }));
    },
  };
}
export type InformationRequestsRepo = ReturnType<typeof createInformationRequestsRepo>;
