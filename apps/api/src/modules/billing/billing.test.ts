import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_TRIAL,
  TRIAL_LIMIT_REACHED_MESSAGE,
  UPGRADE_ALREADY_REQUESTED_MESSAGE,
  UPGRADE_REQUESTED_MESSAGE,
  billingResponseSchema,
  errorEnvelopeSchema,
  listLeadsResponseSchema,
  organisationPlanResponseSchema,
  planLimitReachedMessage,
} from '@candor/contracts';
import { auditEvents, organisations, users, verifications } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { registerAndSignIn } from '../../../test/auth-helpers.js';
import { addMember, invite, newOrganisation, type Staff } from '../../../test/verification-helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('plan and usage', () => {
  let app: TestApp;
  let platformCookie: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const admin = await registerAndSignIn(app);
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email.toLowerCase()));
    platformCookie = admin.cookie;
  });
  afterAll(async () => {
    await app.close();
  });

  const billing = async (staff: Pick<Staff, 'cookie'>) => {
    const res = await app.inject({ method: 'GET', url: '/api/billing', headers: { cookie: staff.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return billingResponseSchema.parse(res.json()).billing;
  };
  const changePlan = (cookie: string, organisationId: string, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${organisationId}/plan`,
      headers: { cookie },
      payload,
    });
  const inviteStatus = async (staff: Staff) =>
    app.inject({
      method: 'POST',
      url: '/api/invite-candidate',
      headers: { cookie: staff.cookie },
      payload: { candidateName: 'Extra Candidate', candidateEmail: 'extra@cand.example' },
    });

  it('shows the trial: verifications used of 5 and the days left', async () => {
    const owner = await newOrganisation(app);
    const fresh = await billing(owner);
    expect(fresh).toMatchObject({
      plan: 'trial',
      planLabel: 'Free trial',
      verificationsUsed: 0,
      verificationLimit: FREE_TRIAL.verifications,
      trialDaysLeft: FREE_TRIAL.days,
      invitationsBlocked: false,
      upgradeRequestedAt: null,
    });
    await invite(app, owner, { candidateEmail: 'one@cand.example' });
    const sample = await invite(app, owner, { candidateEmail: 'two@cand.example' });
    expect((await billing(owner)).verificationsUsed).toBe(2);
    // Sample rows (the demo's data) are not verifications the organisation ran.
    await app.db
      .update(verifications)
      .set({ isSample: true })
      .where(eq(verifications.id, sample.verificationId));
    expect((await billing(owner)).verificationsUsed).toBe(1);

    await app.db
      .update(organisations)
      .set({ trialEndsAt: new Date(Date.now() + 3 * DAY_MS - 60_000) })
      .where(eq(organisations.id, owner.organisationId));
    expect((await billing(owner)).trialDaysLeft).toBe(3);
  });

  it('is for billing_management only', async () => {
    const owner = await newOrganisation(app);
    const hr = await addMember(app, owner.organisationId, ['hr_director']);
    expect(
      (await app.inject({ method: 'GET', url: '/api/billing', headers: { cookie: hr.cookie } })).statusCode,
    ).toBe(403);
  });

  it('sends an upgrade request to platform staff as a lead tied to the organisation, once a day', async () => {
    const owner = await newOrganisation(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/billing/upgrade-request',
      headers: { cookie: owner.cookie },
      payload: { plan: 'professional', message: 'We hire 40 people a month.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: UPGRADE_REQUESTED_MESSAGE });
    expect((await billing(owner)).upgradeRequestedAt).not.toBeNull();

    const leads = listLeadsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/demo-requests',
          headers: { cookie: platformCookie },
        })
      ).json(),
    ).leads;
    const lead = leads.find((l) => l.organisation?.id === owner.organisationId);
    expect(lead).toMatchObject({
      kind: 'upgrade',
      email: owner.email.toLowerCase(),
      organisation: { id: owner.organisationId, plan: 'trial' },
    });
    expect(lead?.message).toContain('Plan in mind: Professional.');
    expect(lead?.message).toContain('We hire 40 people a month.');

    const again = await app.inject({
      method: 'POST',
      url: '/api/billing/upgrade-request',
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).error).toBe(UPGRADE_ALREADY_REQUESTED_MESSAGE);
  });

  it('lets platform staff change the plan and limits, and nobody else', async () => {
    const owner = await newOrganisation(app);
    for (let i = 0; i < FREE_TRIAL.verifications; i++)
      await invite(app, owner, { candidateEmail: `t${i}@c.example` });
    expect((await billing(owner)).invitationsBlocked).toBe(true);
    const refused = await inviteStatus(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: TRIAL_LIMIT_REACHED_MESSAGE });

    // The organisation's own super administrator may not change its plan.
    expect((await changePlan(owner.cookie, owner.organisationId, { plan: 'enterprise' })).statusCode).toBe(
      403,
    );
    expect((await billing(owner)).plan).toBe('trial');

    // A paid plan with a limit of 6: one more invitation, then a plan-limit message.
    const res = await changePlan(platformCookie, owner.organisationId, {
      plan: 'starter',
      verificationLimit: 6,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(organisationPlanResponseSchema.parse(res.json()).organisation).toMatchObject({
      plan: 'starter',
      verificationLimit: 6,
    });
    expect(await billing(owner)).toMatchObject({
      plan: 'starter',
      planLabel: 'Starter',
      verificationLimit: 6,
      trialDaysLeft: null,
      invitationsBlocked: false,
    });
    expect((await inviteStatus(owner)).statusCode).toBe(201);
    const limited = await inviteStatus(owner);
    expect(limited.statusCode).toBe(409);
    expect(limited.json()).toMatchObject({ error: planLimitReachedMessage(6) });

    // No limit on the plan: invitations go on.
    expect(
      (
        await changePlan(platformCookie, owner.organisationId, {
          plan: 'professional',
          verificationLimit: null,
        })
      ).statusCode,
    ).toBe(200);
    expect((await billing(owner)).verificationLimit).toBeNull();
    expect((await inviteStatus(owner)).statusCode).toBe(201);

    const audited = await app.db.query.auditEvents.findMany({
      where: eq(auditEvents.organisationId, owner.organisationId),
    });
    expect(audited.filter((row) => row.action === 'organisation.plan_changed').length).toBe(2);
  });

  it('refuses a bad plan or limit with a clear message, and an unknown organisation with 404', async () => {
    const owner = await newOrganisation(app);
    const bad = await changePlan(platformCookie, owner.organisationId, {
      plan: 'gold',
      verificationLimit: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      errorEnvelopeSchema
        .parse(bad.json())
        .details?.map((d) => d.path)
        .sort(),
    ).toEqual(['plan', 'verificationLimit']);
    expect((await changePlan(platformCookie, 'no-such-organisation', { plan: 'starter' })).statusCode).toBe(
      404,
    );
  });
});
