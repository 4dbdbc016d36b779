import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRM_EMAIL_BEFORE_INVITING,
  STAFF_INVITATION_EXPIRED,
  STAFF_INVITATION_REVOKED,
  STAFF_INVITATION_USED,
  errorEnvelopeSchema,
  listStaffInvitationsResponseSchema,
  meResponseSchema,
  staffInvitationLookupResponseSchema,
  staffInvitationResponseSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  confirmEmail,
  cookiesFrom,
  memberWithRoles,
  organisationOf,
  registerAndSignIn,
} from '../../../test/auth-helpers.js';
import { auditEvents, outboxEmails, staffInvitations } from '../../db/schema.js';

describe('staff invitations', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof registerAndSignIn>>;
  let organisationId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAndSignIn(app);
    organisationId = await organisationOf(app, owner.email);
  });
  afterAll(async () => {
    await app.close();
  });

  let addressCounter = 0;
  const invite = (cookie: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/staff-invitations', headers: { cookie }, payload });
  const list = async (cookie: string) =>
    listStaffInvitationsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/staff-invitations', headers: { cookie } })).json(),
    ).invitations;
  /** The link's token, read from the newest invitation mail to that address. */
  const tokenMailedTo = async (email: string) => {
    const [mail] = await app.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, 'staff-invitation')))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    const match = /\/accept-invitation\?token=([\w-]+)/.exec(mail?.textBody ?? '');
    if (!match?.[1]) throw new Error(`no invitation mail to ${email}`);
    return { token: match[1], mail: mail! };
  };
  const accept = (token: string, overrides: object = {}) => {
    addressCounter += 1;
    return app.inject({
      method: 'POST',
      url: '/api/staff-invitations/accept',
      remoteAddress: `198.19.7.${addressCounter}`,
      payload: {
        token,
        firstName: 'Ada',
        lastName: 'Lovelace',
        password: 'analytical engine notes',
        confirmPassword: 'analytical engine notes',
        ...overrides,
      },
    });
  };

  it('invites a colleague, mails a single-use link, and lets them join with the chosen roles', async () => {
    const email = `ada.${Date.now()}@engines.example`;
    const res = await invite(owner.cookie, { email, roles: ['recruiter', 'hiring_manager'] });
    expect(res.statusCode).toBe(201);
    const invitation = staffInvitationResponseSchema.parse(res.json()).invitation;
    expect(invitation).toMatchObject({ email, roles: ['recruiter', 'hiring_manager'], status: 'pending' });
    expect((await list(owner.cookie)).map((i) => i.id)).toContain(invitation.id);

    const { token, mail } = await tokenMailedTo(email);
    expect(mail.subject).toContain('Join');
    expect(mail.htmlBody).toContain('Accept the invitation');
    // Only the token's hash is stored.
    const stored = await app.db.query.staffInvitations.findFirst({
      where: eq(staffInvitations.id, invitation.id),
    });
    expect(stored?.tokenHash).not.toContain(token);

    const lookup = await app.inject({ method: 'GET', url: `/api/staff-invitations/lookup?token=${token}` });
    expect(lookup.statusCode).toBe(200);
    expect(staffInvitationLookupResponseSchema.parse(lookup.json()).invitation).toMatchObject({
      email,
      roles: ['recruiter', 'hiring_manager'],
    });

    const mismatch = await accept(token, { confirmPassword: 'something else entirely' });
    expect(mismatch.statusCode).toBe(400);
    const common = await accept(token, { password: 'password123', confirmPassword: 'password123' });
    expect(common.statusCode).toBe(400);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, redirectTo: '/dashboard' });
    const me = meResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookiesFrom(accepted) } })
      ).json(),
    );
    expect(me.user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', emailVerified: true });
    expect(me.organisation?.id).toBe(organisationId);
    expect(me.membership?.roles).toEqual(['recruiter', 'hiring_manager']);

    // Used up: the link answers clearly, and the list no longer shows it.
    const again = await accept(token);
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).error).toBe(STAFF_INVITATION_USED);
    expect((await list(owner.cookie)).map((i) => i.id)).not.toContain(invitation.id);

    const actions = (
      await app.db.select().from(auditEvents).where(eq(auditEvents.organisationId, organisationId))
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['staff_invitation.created', 'staff_invitation.accepted']),
    );
  });

  it('refuses an address already in the organisation, a second open invitation, and roles above the inviter', async () => {
    const member = await memberWithRoles(app, organisationId, ['recruiter']);
    const existing = await invite(owner.cookie, { email: member.email, roles: ['recruiter'] });
    expect(existing.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(existing.json()).error).toBe(
      'This person is already a member of your organisation.',
    );

    const email = `twice.${Date.now()}@engines.example`;
    expect((await invite(owner.cookie, { email, roles: ['auditor'] })).statusCode).toBe(201);
    expect((await invite(owner.cookie, { email, roles: ['auditor'] })).statusCode).toBe(409);

    const admin = await memberWithRoles(app, organisationId, ['system_admin']);
    const above = await invite(admin.cookie, {
      email: `boss.${Date.now()}@engines.example`,
      roles: ['super_admin'],
    });
    expect(above.statusCode).toBe(403);

    const invalid = await invite(owner.cookie, { email: 'not-an-email', roles: [] });
    expect(invalid.statusCode).toBe(400);
    expect(
      errorEnvelopeSchema
        .parse(invalid.json())
        .details?.map((d) => d.path)
        .sort(),
    ).toEqual(['email', 'roles']);

    const recruiter = await memberWithRoles(app, organisationId, ['recruiter']);
    expect(
      (await invite(recruiter.cookie, { email: `x.${Date.now()}@e.example`, roles: ['recruiter'] }))
        .statusCode,
    ).toBe(403);
  });

  it('a system administrator cannot invite someone as HR Director (PII they do not hold); the owner can', async () => {
    const admin = await memberWithRoles(app, organisationId, ['system_admin']);
    const email = `director.${Date.now()}@engines.example`;
    const refused = await invite(admin.cookie, { email, roles: ['hr_director'] });
    expect(refused.statusCode).toBe(403);
    const body = errorEnvelopeSchema.parse(refused.json());
    expect(body.code).toBe('FORBIDDEN');
    expect(body.error).toMatch(/^You cannot grant .*View PII.* because you do not hold them\./);
    expect(await list(owner.cookie)).not.toContainEqual(expect.objectContaining({ email }));
    const mails = await app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    expect(mails).toEqual([]);

    // A role inside the administrator's own permissions is still theirs to give.
    expect(
      (await invite(admin.cookie, { email: `peer.${Date.now()}@engines.example`, roles: ['system_admin'] }))
        .statusCode,
    ).toBe(201);
    expect((await invite(owner.cookie, { email, roles: ['hr_director'] })).statusCode).toBe(201);
  });

  it('an owner who has not confirmed their email cannot invite a colleague until they do', async () => {
    const unconfirmed = await registerAndSignIn(app, {}, { confirmed: false });
    const email = `early.${Date.now()}@engines.example`;
    const refused = await invite(unconfirmed.cookie, { email, roles: ['auditor'] });
    expect(refused.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
      code: 'FORBIDDEN',
      error: CONFIRM_EMAIL_BEFORE_INVITING,
    });
    expect(await list(unconfirmed.cookie)).toEqual([]);
    expect(await app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).toEqual([]);

    await confirmEmail(app, unconfirmed.email);
    expect((await invite(unconfirmed.cookie, { email, roles: ['auditor'] })).statusCode).toBe(201);
  });

  it('revoking stops the link; resending replaces it; another organisation gets 404', async () => {
    const email = `grace.${Date.now()}@engines.example`;
    const created = staffInvitationResponseSchema.parse(
      (await invite(owner.cookie, { email, roles: ['auditor'] })).json(),
    ).invitation;
    const first = (await tokenMailedTo(email)).token;

    const resent = await app.inject({
      method: 'POST',
      url: `/api/staff-invitations/${created.id}/resend`,
      headers: { cookie: owner.cookie },
    });
    expect(resent.statusCode).toBe(200);
    const second = (await tokenMailedTo(email)).token;
    expect(second).not.toBe(first);
    expect(
      (await app.inject({ method: 'GET', url: `/api/staff-invitations/lookup?token=${first}` })).statusCode,
    ).toBe(404);

    const stranger = await registerAndSignIn(app);
    for (const action of ['resend', 'revoke']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/staff-invitations/${created.id}/${action}`,
        headers: { cookie: stranger.cookie },
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await list(stranger.cookie)).toEqual([]);

    const revoked = await app.inject({
      method: 'POST',
      url: `/api/staff-invitations/${created.id}/revoke`,
      headers: { cookie: owner.cookie },
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await accept(second);
    expect(refused.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(refused.json()).error).toBe(STAFF_INVITATION_REVOKED);
    const [event] = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.organisationId, organisationId),
          eq(auditEvents.action, 'staff_invitation.revoked'),
        ),
      );
    expect(event).toBeDefined();
  });

  it('an expired link says so and creates no account', async () => {
    const email = `late.${Date.now()}@engines.example`;
    expect((await invite(owner.cookie, { email, roles: ['auditor'] })).statusCode).toBe(201);
    const { token } = await tokenMailedTo(email);
    // Arrange a link sent eight days ago (the week has passed).
    await app.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(staffInvitations.email, email));
    const listed = (await list(owner.cookie)).find((i) => i.email === email);
    expect(listed?.status).toBe('expired');
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(res.json()).error).toBe(STAFF_INVITATION_EXPIRED);
    expect(
      await app.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.email, email) }),
    ).toBeUndefined();
  });

  it('rate-limits accepting from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/staff-invitations/accept',
        remoteAddress: '198.19.9.9',
        payload: {
          token: 'x'.repeat(43),
          firstName: 'A',
          lastName: 'B',
          password: 'long enough pw',
          confirmPassword: 'long enough pw',
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[0]).toBe(404);
    expect(statuses).toContain(429);
  });
});
