import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffInvitations, users } from '../../db/schema.js';

export type StaffInvitationRow = typeof staffInvitations.$inferSelect;

export function createStaffInvitationsRepo(db: Db) {
  return {
    /** Invitations not yet accepted nor revoked (pending or expired), newest first. */
    listOpen(organisationId: string) {
      return db
        .select({ invitation: staffInvitations, invitedBy: users.name })
        .from(staffInvitations)
        .leftJoin(users, eq(users.id, staffInvitations.invitedByUserId))
        .where(
          and(
            eq(staffInvitations.organisationId, organisationId),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
          ),
        )
        .orderBy(desc(staffInvitations.createdAt), staffInvitations.id);
    },

    /** One invitation, only within the organisation (another organisation's id finds nothing). */
    find(organisationId: string, invitationId: string) {
      return db.query.staffInvitations.findFirst({
        where: and(
          eq(staffInvitations.id, invitationId),
          eq(staffInvitations.organisationId, organisationId),
        ),
      });
    },

    findOpenForEmail(organisationId: string, email: string) {
      return db.query.staffInvitations.findFirst({
        where: and(
          eq(staffInvitations.organisationId, organisationId),
          eq(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      });
    },

    findByTokenHash(tokenHash: string) {
      return db.query.staffInvitations.findFirst({ where: eq(staffInvitations.tokenHash, tokenHash) });
    },

    async insert(
      tx: Db,
      row: {
        organisationId: string;
        email: string;
        roles: readonly string[];
        department: string | null;
        tokenHash: string;
        invitedByUserId: string;
        expiresAt: Date;
      },
    ): Promise<StaffInvitationRow> {
      const [inserted] = await tx
        .insert(staffInvitations)
        .values({ id: randomUUID(), ...row, roles: row.roles.join(',') })
        .returning();
      if (!inserted) throw new Error('invitation insert returned no row');
      return inserted;
    },

    /** Changes an open invitation; false when it was accepted or revoked meanwhile. */
    async updateOpen(
      tx: Db,
      invitationId: string,
      changes: {
        tokenHash?: string;
        expiresAt?: Date;
        revokedAt?: Date;
        acceptedAt?: Date;
        acceptedUserId?: string;
      },
    ): Promise<boolean> {
      const rows = await tx
        .update(staffInvitations)
        .set(changes)
        .where(
          and(
            eq(staffInvitations.id, invitationId),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
          ),
        )
        .returning({ id: staffInvitations.id });
      return rows.length === 1;
    },
  };
}
export type StaffInvitationsRepo = ReturnType<typeof createStaffInvitationsRepo>;
