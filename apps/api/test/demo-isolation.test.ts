import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getVerificationResponseSchema,
  listLeadsResponseSchema,
  meResponseSchema,
  outboxResponseSchema,
} from '@candor/contracts';
import { memberships, users } from '../src/db/schema.js';
import { DEMO_ACCOUNTS } from '../src/modules/demo/demo.service.js';
import { cookiesFrom } from './auth-helpers.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { invite, newOrganisation, type Invitation, type Staff } from './verification-helpers.js';

/**
 * Demo mode lets anyone sign in with one click as the demo users. Those users must reach the
 * demo organisation only: never a customer's mail, account, leads or records.
 */
describe('demo users reach only the demo organisation', () => {
  let app: TestApp;
  let customer: Staff;
  let customerMembershipId: string;
  let invitation: Invitation;
  const visitorLead = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada.visitor@analytical.example',
    phone: '+44 20 7946 0000',
    company: 'Analytical Engines Ltd',
    jobTitle: 'Head of People',
    companySize: '51-200',
  };

  const demoCookie = async (user: 'admin' | 'company_admin' | 'candidate') => {
    const res = await app.inject({ method: 'POST', url: '/api/demo/sign-in', payload: { user } });
    expect(res.statusCode).toBe(200);
    return cookiesFrom(res);
  };

  beforeAll(async () => {
    app = await buildTestApp({ config: { demoMode: true } });
    // A real customer: registered through the public form, with a candidate invited.
    customer = await newOrganisation(app);
    const membership = await app.db.query.memberships.findFirst({
      where: eq(memberships.userId, customer.userId),
    });
    customerMembershipId = membership!.id;
    invitation = await invite(app, customer, {
      candidateName: 'Grace Customer',
      candidateEmail: 'grace.candidate@customer.example',
    });
    // A real visitor asking for a demo on the public site.
    const lead = await app.inject({ method: 'POST', url: '/api/demo-requests', payload: visitorLead });
    expect(lead.statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
  });

  it("the demo platform administrator cannot obtain a customer's password-reset link", async () => {
    const cookie = await demoCookie('admin');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { cookie },
      payload: { email: customer.email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode).toBe(200);

    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const outbox = outboxResponseSchema.parse(res.json());
    const customerAddresses = [customer.email.toLowerCase(), 'grace.candidate@customer.example'];
    expect(outbox.emails.filter((email) => customerAddresses.includes(email.to.toLowerCase()))).toEqual([]);
    const everything = JSON.stringify(outbox);
    expect(everything).not.toContain('/reset-password/');
    expect(everything).not.toContain(invitation.token);
  });

  it("the demo platform administrator sees none of the public site's real leads", async () => {
    const cookie = await demoCookie('admin');
    const res = await app.inject({ method: 'GET', url: '/api/admin/demo-requests', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { leads } = listLeadsResponseSchema.parse(res.json());
    expect(leads.map((lead) => lead.email)).not.toContain(visitorLead.email);
    expect(leads).toEqual([]);
  });

  it('marks the demo users as such and puts none of them in a customer organisation', async () => {
    const rows = await app.db.select({ email: users.email, demo: users.demo }).from(users);
    const demoUsers = rows.filter((row) => row.demo).map((row) => row.email);
    expect(demoUsers.sort()).toEqual(
      Object.values(DEMO_ACCOUNTS)
        .map((account) => account.email)
        .sort(),
    );
    expect(rows.find((row) => row.email === customer.email.toLowerCase())?.demo).toBe(false);
    for (const user of ['admin', 'company_admin', 'candidate'] as const) {
      const cookie = await demoCookie(user);
      const me = meResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json(),
      );
      expect(me.organisation === null || me.organisation.id !== customer.organisationId).toBe(true);
    }
  });

  it("no demo user can read or change another organisation's records", async () => {
    for (const user of ['admin', 'company_admin', 'candidate'] as const) {
      const cookie = await demoCookie(user);
      const reads = [
        `/api/verifications/${invitation.verificationId}`,
        `/api/verifications/${invitation.verificationId}/status`,
        `/api/verifications/${invitation.verificationId}/information-requests`,
      ];
      for (const url of reads) {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        expect([403, 404], `${user} GET ${url}`).toContain(res.statusCode);
      }
      const lists = ['/api/verifications', '/api/members', '/api/audit-logs', '/api/events'];
      for (const url of lists) {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, `${user} GET ${url}`).toBeLessThan(500);
        expect(res.body).not.toContain(customer.email.toLowerCase());
        expect(res.body).not.toContain(invitation.verificationId);
      }
      const writes = [
        { url: `/api/members/${customerMembershipId}/deactivate`, payload: undefined },
        { url: `/api/verifications/${invitation.verificationId}/revoke-link`, payload: undefined },
        {
          url: `/api/verifications/${invitation.verificationId}/reject`,
          payload: { note: 'Not a fit for the role.' },
        },
      ];
      for (const write of writes) {
        const res = await app.inject({
          method: 'POST',
          url: write.url,
          headers: { cookie },
          ...(write.payload ? { payload: write.payload } : {}),
        });
        expect([403, 404], `${user} POST ${write.url}`).toContain(res.statusCode);
      }
    }
    // The customer's own view is unchanged: still an active member with a live invitation.
    const own = await app.inject({
      method: 'GET',
      url: `/api/verifications/${invitation.verificationId}`,
      headers: { cookie: customer.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(getVerificationResponseSchema.parse(own.json()).verification.status).toBe('INVITED');
    const members = await app.inject({
      method: 'GET',
      url: '/api/members',
      headers: { cookie: customer.cookie },
    });
    expect(members.statusCode).toBe(200);
  });
});
