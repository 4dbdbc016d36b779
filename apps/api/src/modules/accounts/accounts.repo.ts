import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  memberships,
  organisationSettings,
  organisations,
  outboxEmails,
  sessions,
  users,
} from '../../db/schema.js';

export type MembershipRow = typeof memberships.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export function createAccountsRepo(db: Db) {
  // Who-am-I runs on every page load: one prepared statement, built once.
  const userWithOrganisation = db
    .select({ user: users, organisation: organisations })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, sql.placeholder('organisationId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_with_organisation');

  return {
    findUser(userId: string) {
      return db.query.users.findFirst({ where: eq(users.id, userId) });
    },

    /** A user and, when given, one organisation, in one read (who-am-I). */
    async findUserWithOrganisation(userId: string, organisationId: string | null) {
      const [row] = await userWithOrganisation.execute({ userId, organisationId });
      return row ? { user: row.user, organisation: row.organisation ?? undefined } : undefined;
    },

    findUserByEmail(email: string) {
      return db.query.users.findFirst({ where: eq(users.email, email) });
    },

    /** The membership a signed-in user works in: their most recent active one. */
    findActiveMembership(userId: string) {
      return db.query.memberships.findFirst({
        where: and(eq(memberships.userId, userId), eq(memberships.status, 'active')),
        orderBy: [desc(memberships.createdAt)],
      });
    },

    findOrganisation(organisationId: string) {
      return db.query.organisations.findFirst({ where: eq(organisations.id, organisationId) });
    },

    async insertOrganisation(
      tx: Db,
      org: { name: string; companySize: string; trialEndsAt: Date | null; plan?: string; slug?: string },
    ): Promise<OrganisationRow> {
      const id = randomUUID();
      const slug =
        org.slug ??
        `${
          org.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')
            .slice(0, 40) || 'org'
        }-${id.slice(0, 8)}`;
      const [row] = await tx
        .insert(organisations)
        .values({
          id,
          name: org.name,
          slug,
          companySize: org.companySize,
          plan: org.plan ?? 'trial',
          trialEndsAt: org.trialEndsAt,
        })
        .returning();
      if (!row) throw new Error('organisation insert returned no row');
      await tx.insert(organisationSettings).values({ organisationId: id });
      return row;
    },

    async insertMembership(
      tx: Db,
      m: { organisationId: string; userId: string; roles: readonly string[]; department: string | null },
    ): Promise<MembershipRow> {
      const [row] = await tx
        .insert(memberships)
        .values({
          id: randomUUID(),
          organisationId: m.organisationId,
          userId: m.userId,
          role: m.roles.join(','),
          department: m.department,
        })
        .returning();
      if (!row) throw new Error('membership insert returned no row');
      return row;
    },

    findOrganisationBySlug(slug: string) {
      return db.query.organisations.findFirst({ where: eq(organisations.slug, slug) });
    },

    async markUser(
      userId: string,
      changes: { emailVerified?: boolean; role?: string | null; demo?: boolean },
    ): Promise<void> {
      await db.update(users).set(changes).where(eq(users.id, userId));
    },

    listMembers(organisationId: string) {
      return db
        .select({
          membershipId: memberships.id,
          userId: users.id,
          name: users.name,
          email: users.email,
          role: memberships.role,
          department: memberships.department,
          status: memberships.status,
          lastSignInAt: users.lastSignInAt,
          twoFactorEnabled: users.twoFactorEnabled,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.organisationId, organisationId))
        .orderBy(users.name, memberships.id);
    },

    /** One membership, only within the organisation (another organisation's id finds nothing). */
    findMembership(organisationId: string, membershipId: string) {
      return db.query.memberships.findFirst({
        where: and(eq(memberships.id, membershipId), eq(memberships.organisationId, organisationId)),
      });
    },

    async updateMembership(
      tx: Db,
      membershipId: string,
      changes: { role?: string; department?: string | null; status?: 'active' | 'deactivated' },
    ): Promise<void> {
      await tx.update(memberships).set(changes).where(eq(memberships.id, membershipId));
    },

    /** The id of the user's session with this token, or null (another user's token gives null). */
    async findSessionId(userId: string, token: string): Promise<string | null> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.token, token)))
        .limit(1);
      return row?.id ?? null;
    },

    /** Ends every session of the user at once (their next request is unauthenticated). */
    async deleteSessions(tx: Db, userId: string): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** One of the user's own sessions (another user's id finds nothing). */
    findSession(userId: string, sessionId: string) {
      return db.query.sessions.findFirst({
        where: and(eq(sessions.id, sessionId), eq(sessions.userId, userId)),
      });
    },

    async deleteSession(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    /** The newest mails of one organisation whose body is still kept (the demo outbox page). */
    async listOutbox(organisationId: string, limit: number) {
      const rows = await db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.organisationId, organisationId), isNotNull(outboxEmails.textBody)))
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(limit);
      return rows.flatMap((row) => (row.textBody === null ? [] : [{ ...row, textBody: row.textBody }]));
    },

    async deleteUser(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
