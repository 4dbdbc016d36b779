import { Writable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  administratorsResponseSchema,
  listVerificationsResponseSchema,
  meResponseSchema,
  staffInvitationResponseSchema,
} from '@candor/contracts';
import { outboxEmails } from '../../db/schema.js';
import { loggerOptions } from '../../lib/logger.js';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app.js';
import { cookiesFrom } from '../../../test/auth-helpers.js';
import { addMember, invite, newOrganisation, type Staff } from '../../../test/verification-helpers.js';

describe('team set-up: departments', () => {
  let app: TestApp;
  let owner: Staff;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });

  const tokenMailedTo = async (email: string) => {
    const [mail] = await app.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, 'staff-invitation')))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    const match = /\/accept-invitation\?token=([\w-]+)/.exec(mail?.textBody ?? '');
    if (!match?.[1]) throw new Error(`no invitation mail to ${email}`);
    return match[1];
  };
  const listed = async (cookie: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/verifications?limit=100', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return listVerificationsResponseSchema.parse(res.json()).verifications.map((v) => v.verificationId);
  };

  it('a hiring manager invited with a department sees that department’s verifications, and not others’', async () => {
    const engineering = await addMember(app, owner.organisationId, ['hr_manager'], 'Engineering');
    const sales = await addMember(app, owner.organisationId, ['recruiter'], 'Sales');
    const engineeringCase = await invite(app, engineering, { candidateEmail: 'eng@cand.example' });
    const salesCase = await invite(app, sales, { candidateEmail: 'sales@cand.example' });

    const email = `manager.${Date.now()}@team.example`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff-invitations',
      headers: { cookie: owner.cookie },
      payload: { email, roles: ['hiring_manager'], department: '  Engineering ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(staffInvitationResponseSchema.parse(res.json()).invitation.department).toBe('Engineering');

    const accepted = await app.inject({
      method: 'POST',
      url: '/api/staff-invitations/accept',
      payload: {
        token: await tokenMailedTo(email),
        firstName: 'Grace',
        lastName: 'Hopper',
        password: 'compilers are fun 1952',
        confirmPassword: 'compilers are fun 1952',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cookie = cookiesFrom(accepted);
    const me = meResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json(),
    );
    expect(me.membership).toMatchObject({ roles: ['hiring_manager'], department: 'Engineering' });

    const seen = await listed(cookie);
    expect(seen).toContain(engineeringCase.verificationId);
    expect(seen).not.toContain(salesCase.verificationId);
  });

  it('a department set when editing a member changes what they see at once', async () => {
    const manager = await addMember(app, owner.organisationId, ['hiring_manager'], null);
    const sales = await addMember(app, owner.organisationId, ['recruiter'], 'Sales');
    const salesCase = await invite(app, sales, { candidateEmail: 'sales2@cand.example' });
    expect(await listed(manager.cookie)).not.toContain(salesCase.verificationId);

    const membership = await app.db.query.memberships.findFirst({
      where: (m, { eq: equals }) => equals(m.userId, manager.userId),
    });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/members/${membership!.id}`,
      headers: { cookie: owner.cookie },
      payload: { department: 'Sales' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed(manager.cookie)).toContain(salesCase.verificationId);
  });

  it('refuses a department too long with a clear message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff-invitations',
      headers: { cookie: owner.cookie },
      payload: {
        email: `long.${Date.now()}@team.example`,
        roles: ['recruiter'],
        department: 'x'.repeat(101),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'department' }] });
  });

  it('names the administrators to a member without a department', async () => {
    const manager = await addMember(app, owner.organisationId, ['hiring_manager'], null);
    const res = await app.inject({
      method: 'GET',
      url: '/api/organisation/administrators',
      headers: { cookie: manager.cookie },
    });
    expect(res.statusCode).toBe(200);
    const names = administratorsResponseSchema.parse(res.json()).administrators.map((a) => a.name);
    const ownerRow = await app.db.query.users.findFirst({
      where: (u, { eq: equals }) => equals(u.id, owner.userId),
    });
    expect(names).toEqual([ownerRow!.name]);
  });
});

describe('settings: debug logging', () => {
  it('logs the organisation’s requests at debug level with route and timings, and stops when turned off', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    // The server logs at info: debug lines come only from the setting.
    const options = loggerOptions(testConfig({ logLevel: 'info' }));
    const app = await buildTestApp({ logger: { ...(typeof options === 'object' ? options : {}), stream } });
    try {
      const owner = await newOrganisation(app);
      const other = await newOrganisation(app);
      const debugLines = () =>
        lines
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((entry) => entry.level === 20 && entry.debugLogging === true);

      await app.inject({ method: 'GET', url: '/api/billing', headers: { cookie: owner.cookie } });
      expect(debugLines()).toEqual([]);

      const on = await app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie: owner.cookie },
        payload: { debugLogging: true },
      });
      expect(on.statusCode).toBe(200);
      await app.inject({ method: 'GET', url: '/api/billing', headers: { cookie: owner.cookie } });
      await app.inject({ method: 'GET', url: '/api/billing', headers: { cookie: other.cookie } });
      const timings = debugLines().filter((entry) => entry.msg === 'request timings');
      expect(timings).toHaveLength(1);
      expect(timings[0]).toMatchObject({
        organisationId: owner.organisationId,
        route: '/api/billing',
        method: 'GET',
        statusCode: 200,
      });
      expect(typeof timings[0]?.responseTimeMs).toBe('number');
      // Never personal data: no email address in any debug line.
      expect(debugLines().some((entry) => JSON.stringify(entry).includes('@'))).toBe(false);

      await app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie: owner.cookie },
        payload: { debugLogging: false },
      });
      const before = debugLines().length;
      await app.inject({ method: 'GET', url: '/api/billing', headers: { cookie: owner.cookie } });
      expect(debugLines().length).toBe(before);
    } finally {
      await app.close();
    }
  });
});
