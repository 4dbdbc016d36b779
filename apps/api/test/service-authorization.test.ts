import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, staffInvitationResponseSchema, type Permission } from '@candor/contracts';
import {
  organisationSettings,
  organisations,
  auditEvents,
  candidateReminders,
  demoRequests,
  memberships,
  outboxEmails,
  sessions,
  staffInvitations,
  users,
} from '../src/db/schema.js';
import {
  systemActor,
  type Actor,
  type ApiKeyActor,
  type CandidateActor,
  type UserActor,
} from '../src/lib/actor.js';
import { createAuth } from '../src/lib/auth.js';
import { createMailer } from '../src/lib/mail.js';
import { createRealtimeHub } from '../src/lib/realtime.js';
import type { RequestContext } from '../src/lib/request-context.js';
import { createSignInLockout } from '../src/lib/sign-in-lockout.js';
import { createSessionResolver } from '../src/modules/accounts/session-resolver.js';
import { createAccountsRepo } from '../src/modules/accounts/accounts.repo.js';
import { createAccountsService } from '../src/modules/accounts/accounts.service.js';
import { createMembersService } from '../src/modules/accounts/members.service.js';
import { createOutboxService } from '../src/modules/accounts/outbox.service.js';
import { createStaffInvitationsRepo } from '../src/modules/accounts/staff-invitations.repo.js';
import { createStaffInvitationsService } from '../src/modules/accounts/staff-invitations.service.js';
import { createAuditRepo } from '../src/modules/audit/audit.repo.js';
import { createAuditService } from '../src/modules/audit/audit.service.js';
import { createDemoService, DEMO_ORGANISATION_SLUG } from '../src/modules/demo/demo.service.js';
import { createEmailCheckService } from '../src/modules/email-check/email-check.service.js';
import { createLeadsRepo } from '../src/modules/leads/leads.repo.js';
import { createLeadsService } from '../src/modules/leads/leads.service.js';
import { createRemindersRepo } from '../src/modules/reminders/reminders.repo.js';
import { createRemindersService } from '../src/modules/reminders/reminders.service.js';
import { createSettingsRepo } from '../src/modules/settings/settings.repo.js';
import { createSettingsService } from '../src/modules/settings/settings.service.js';
import { memberWithRoles, organisationOf, registerAndSignIn } from './auth-helpers.js';
import { buildTestApp, testConfig, type TestApp } from './build-test-app.js';

/**
 * The services check the actor themselves, whoever calls them (a route, a job, an API key): called
 * directly, with the route's gate out of the way, an actor without the permission, of another
 * organisation, a candidate link or an API key is refused, and nothing is stored.
 */

const REFUSED = { code: 'FORBIDDEN', message: 'You do not have permission to do this.' };
const context: RequestContext = { ip: '192.0.2.1', userAgent: 'service test', requestId: 'service-test' };

describe('services authorize the actor before touching data', () => {
  let app: TestApp;
  let services: ReturnType<typeof buildServices>;
  /** Organisation A's owner (super_admin + hr_director): holds user_management and system_config. */
  let owner: UserActor;
  /** A recruiter of organisation A: none of the administrative permissions. */
  let recruiter: UserActor;
  /** An auditor of organisation A: may not invite candidates. */
  let auditor: UserActor;
  /** The owner of another organisation, with every permission there. */
  let stranger: UserActor;
  /** A platform administrator: Candor's own, with no organisation's permissions. */
  let platformAdmin: UserActor;
  let organisationA: string;
  let targetMembershipId: string;
  let invitationId: string;

  const buildServices = (testApp: TestApp) => {
    const db = testApp.db;
    const log = testApp.log;
    const now = () => new Date();
    const config = testConfig();
    const audit = createAuditService({ repo: createAuditRepo(db) });
    const mailer = createMailer({ db, smtpUrl: null, from: config.mailFrom, log });
    const lockout = createSignInLockout({ db, now });
    const auth = createAuth({ db, config, mailer, lockout, now, log });
    const realtime = createRealtimeHub({ log });
    const accountsRepo = createAccountsRepo(db);
    const accounts = createAccountsService({
      db,
      repo: accountsRepo,
      auth,
      realtime,
      audit,
      mailer,
      publicUrl: config.publicUrl,
      sessions: createSessionResolver({
        db,
        appSecret: config.appSecret,
        secureCookies: false,
        idleMinutes: config.session.idleMinutes,
        maxHours: config.session.maxHours,
        now,
      }),
      lockout,
      demoMode: true,
      now,
    });
    return {
      accounts,
      members: createMembersService({ db, repo: accountsRepo, audit, realtime }),
      staffInvitations: createStaffInvitationsService({
        db,
        repo: createStaffInvitationsRepo(db),
        accounts: accountsRepo,
        auth,
        audit,
        mailer,
        publicUrl: config.publicUrl,
        now,
      }),
      outbox: createOutboxService({
        repo: accountsRepo,
        demoMode: true,
        demoOrganisationSlug: DEMO_ORGANISATION_SLUG,
      }),
      settings: createSettingsService({ db, repo: createSettingsRepo(db), audit }),
      leads: createLeadsService({ db, repo: createLeadsRepo(db), audit }),
      demo: createDemoService({ accounts, appSecret: config.appSecret, db, now }),
      emailCheck: createEmailCheckService({
        resolveMx: () => Promise.resolve([{ exchange: 'mx.example.com', priority: 10 }]),
      }),
      reminders: createRemindersService({
        db,
        repo: createRemindersRepo(db),
        mailer,
        audit,
        issueLink: () => Promise.reject(new Error('no reminder is due in this test')),
        publicUrl: config.publicUrl,
        now,
      }),
    };
  };

  /** The actor a route would get for this session cookie. */
  const actorOf = async (cookie: string): Promise<UserActor> => {
    const actor = await services.accounts.resolveActor(new Headers({ cookie }));
    if (!actor) throw new Error('no session');
    return actor;
  };

  const candidate = (): CandidateActor => ({
    kind: 'candidate',
    verificationId: randomUUID(),
    organisationId: organisationA,
  });
  const apiKey = (permissions: readonly Permission[]): ApiKeyActor => ({
    kind: 'api_key',
    keyId: randomUUID(),
    organisationId: organisationA,
    permissions: new Set(permissions),
  });
  const apiKeyWithout = (permission: Permission) => apiKey(PERMISSIONS.filter((p) => p !== permission));

  /** Everything the services under test could write, to show a refused call wrote nothing. */
  const snapshot = async () => {
    const db = app.db;
    return {
      organisations: await db.select().from(organisations).orderBy(organisations.id),
      memberships: await db.select().from(memberships).orderBy(memberships.id),
      users: await db.select().from(users).orderBy(users.id),
      sessions: await db.select({ id: sessions.id }).from(sessions).orderBy(sessions.id),
      settings: await db.select().from(organisationSettings).orderBy(organisationSettings.organisationId),
      invitations: await db.select().from(staffInvitations).orderBy(staffInvitations.id),
      audit: await db.select({ id: auditEvents.id }).from(auditEvents).orderBy(auditEvents.id),
      mail: await db.select({ id: outboxEmails.id }).from(outboxEmails).orderBy(outboxEmails.id),
      reminders: await db.select().from(candidateReminders).orderBy(candidateReminders.id),
      leads: await db.select({ id: demoRequests.id }).from(demoRequests).orderBy(demoRequests.id),
    };
  };

  /** Each call is refused as `expected`, and the database is as it was before. */
  const expectRefusedUnchanged = async (
    calls: Record<string, () => Promise<unknown>>,
    expected: { code: string; message: string } = REFUSED,
  ) => {
    const before = await snapshot();
    for (const [name, call] of Object.entries(calls)) {
      await expect(call(), name).rejects.toMatchObject(expected);
    }
    expect(await snapshot()).toEqual(before);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    services = buildServices(app);
    const ownerSession = await registerAndSignIn(app);
    organisationA = await organisationOf(app, ownerSession.email);
    owner = await actorOf(ownerSession.cookie);
    recruiter = await actorOf((await memberWithRoles(app, organisationA, ['recruiter'])).cookie);
    auditor = await actorOf((await memberWithRoles(app, organisationA, ['auditor'])).cookie);
    const target = await memberWithRoles(app, organisationA, ['recruiter']);
    const targetMembership = await app.db.query.memberships.findFirst({
      where: eq(memberships.userId, target.userId),
    });
    targetMembershipId = targetMembership!.id;
    stranger = await actorOf((await registerAndSignIn(app)).cookie);
    const admin = await registerAndSignIn(app);
    // One of Candor's own administrators, in no organisation (as the demo's administrator is).
    const [adminUser] = await app.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, admin.email.toLowerCase()))
      .returning();
    await app.db.delete(memberships).where(eq(memberships.userId, adminUser!.id));
    platformAdmin = await actorOf(admin.cookie);
    expect(platformAdmin).toMatchObject({ platformAdmin: true, member: null });

    const invited = await app.inject({
      method: 'POST',
      url: '/api/staff-invitations',
      headers: { cookie: ownerSession.cookie },
      payload: { email: `colleague.${Date.now()}@navy.example`, roles: ['recruiter'] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    invitationId = staffInvitationResponseSchema.parse(invited.json()).invitation.id;
  });
  afterAll(async () => {
    await app.close();
  });

  describe('members', () => {
    const calls = (actor: Actor) => ({
      list: () => services.members.list(actor),
      update: () => services.members.update(actor, targetMembershipId, { roles: ['hr_manager'] }, context),
      deactivate: () => services.members.setActive(actor, targetMembershipId, false, context),
    });

    it('lets a member holding user_management list their organisation', async () => {
      const { members } = await services.members.list(owner);
      expect(members.map((m) => m.membershipId)).toContain(targetMembershipId);
    });

    it('refuses a member without user_management, a candidate link, an API key without it and the system', async () => {
      await expectRefusedUnchanged(calls(recruiter));
      await expectRefusedUnchanged(calls(candidate()));
      await expectRefusedUnchanged(calls(apiKeyWithout('user_management')));
      await expectRefusedUnchanged(calls(systemActor('test')));
      await expectRefusedUnchanged(calls(platformAdmin));
    });

    it('lets an API key with user_management list members, but role changes are weighed against a person', async () => {
      const key = apiKey(['user_management']);
      expect((await services.members.list(key)).members.length).toBeGreaterThan(0);
      const { list: _list, ...changes } = calls(key);
      await expectRefusedUnchanged(changes);
    });

    it("answers another organisation's owner as if the member did not exist", async () => {
      const { members } = await services.members.list(stranger);
      expect(members.map((m) => m.membershipId)).not.toContain(targetMembershipId);
      const { list: _list, ...changes } = calls(stranger);
      await expectRefusedUnchanged(changes, { code: 'NOT_FOUND', message: 'Member not found' });
    });
  });

  describe('staff invitations', () => {
    const calls = (actor: Actor) => ({
      list: () => services.staffInvitations.list(actor),
      invite: () =>
        services.staffInvitations.invite(
          actor,
          { email: `someone.${randomUUID()}@navy.example`, roles: ['recruiter'] },
          context,
        ),
      resend: () => services.staffInvitations.resend(actor, invitationId, context),
      revoke: () => services.staffInvitations.revoke(actor, invitationId, context),
    });

    it('lets a member holding user_management list the open invitations', async () => {
      expect((await services.staffInvitations.list(owner)).map((i) => i.id)).toContain(invitationId);
    });

    it('refuses a member without user_management, a candidate link, an API key and the system', async () => {
      await expectRefusedUnchanged(calls(recruiter));
      await expectRefusedUnchanged(calls(candidate()));
      await expectRefusedUnchanged(calls(apiKeyWithout('user_management')));
      const { list: _list, ...sends } = calls(apiKey(['user_management']));
      await expectRefusedUnchanged(sends);
      await expectRefusedUnchanged(calls(systemActor('test')));
    });

    it("answers another organisation's owner as if the invitation did not exist", async () => {
      expect((await services.staffInvitations.list(stranger)).map((i) => i.id)).not.toContain(invitationId);
      const { resend, revoke } = calls(stranger);
      await expectRefusedUnchanged(
        { resend, revoke },
        { code: 'NOT_FOUND', message: 'Invitation not found' },
      );
    });
  });

  describe('settings', () => {
    const calls = (actor: Actor) => ({
      get: () => services.settings.get(actor),
      update: () => services.settings.update(actor, { remindersEnabled: false }, context),
    });

    it('refuses a member without system_config, a candidate link, an API key without it and the system', async () => {
      await expectRefusedUnchanged(calls(recruiter));
      await expectRefusedUnchanged(calls(candidate()));
      await expectRefusedUnchanged(calls(apiKeyWithout('system_config')));
      await expectRefusedUnchanged(calls(systemActor('test')));
      await expectRefusedUnchanged(calls(platformAdmin));
    });

    it('lets an API key with system_config read the settings, but changes are made by a person', async () => {
      const key = apiKey(['system_config']);
      expect((await services.settings.get(key)).settings).toEqual(
        (await services.settings.get(owner)).settings,
      );
      await expectRefusedUnchanged({ update: calls(key).update });
    });

    it("another organisation's owner reaches only their own organisation's settings", async () => {
      const before = await app.db
        .select()
        .from(organisationSettings)
        .where(eq(organisationSettings.organisationId, organisationA));
      await services.settings.update(stranger, { remindersEnabled: false }, context);
      const after = await app.db
        .select()
        .from(organisationSettings)
        .where(eq(organisationSettings.organisationId, organisationA));
      expect(after).toEqual(before);
      expect((await services.settings.get(owner)).settings.remindersEnabled).toBe(true);
    });
  });

  describe("Candor's own administration", () => {
    it('refuses the demo outbox and the leads to anyone but a platform administrator', async () => {
      for (const actor of [owner, stranger, candidate(), apiKey(PERMISSIONS), systemActor('test')]) {
        await expectRefusedUnchanged({
          outbox: () => services.outbox.list(actor),
          leads: () => services.leads.list(actor),
        });
      }
      expect((await services.outbox.list(platformAdmin)).enabled).toBe(true);
      expect((await services.leads.list(platformAdmin)).success).toBe(true);
    });

    it('seeds accounts and the demo organisation only as the system', async () => {
      const seed = (actor: Actor) => ({
        createOrganisation: () =>
          services.accounts.createOrganisation(actor, {
            name: 'Seeded',
            slug: `seeded-${randomUUID()}`,
            companySize: '1-10',
            plan: 'professional',
          }),
        findOrganisationBySlug: () => services.accounts.findOrganisationBySlug(actor, DEMO_ORGANISATION_SLUG),
        provisionUser: () =>
          services.accounts.provisionUser(actor, {
            email: `seeded.${randomUUID()}@navy.example`,
            password: 'correct horse battery staple',
            firstName: 'Seeded',
            lastName: 'User',
            jobTitle: 'Tester',
            platformAdmin: true,
          }),
        ensureDemoSeeded: () => services.demo.ensureSeeded(actor),
      });
      for (const actor of [platformAdmin, owner, candidate(), apiKey(PERMISSIONS)]) {
        await expectRefusedUnchanged(seed(actor));
      }
      expect(
        await services.accounts.findOrganisationBySlug(systemActor('test'), DEMO_ORGANISATION_SLUG),
      ).toBeUndefined();
    });

    it('runs the candidate reminders only as the system', async () => {
      for (const actor of [owner, platformAdmin, candidate(), apiKey(PERMISSIONS)]) {
        await expectRefusedUnchanged({ run: () => services.reminders.run(actor) });
      }
      expect(await services.reminders.run(systemActor('reminders'))).toEqual({
        decided: 0,
        delivered: 0,
        failed: 0,
      });
    });
  });

  describe('email pre-check', () => {
    it('answers those who may invite candidates and refuses everyone else', async () => {
      expect((await services.emailCheck.check(recruiter, 'jordan@gmail.com')).status).toBe('PERSONAL');
      expect(
        (await services.emailCheck.check(apiKey(['initiate_verification']), 'jordan@gmail.com')).status,
      ).toBe('PERSONAL');
      for (const actor of [
        auditor,
        candidate(),
        apiKeyWithout('initiate_verification'),
        systemActor('test'),
        platformAdmin,
      ]) {
        await expectRefusedUnchanged({ check: () => services.emailCheck.check(actor, 'jordan@gmail.com') });
      }
    });
  });
});
