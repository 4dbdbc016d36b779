import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailPrecheckResponseSchema, emailPrecheckTexts, errorEnvelopeSchema } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { addMember, newOrganisation, type Staff } from '../../../test/verification-helpers.js';
import type { MxResolver } from './email-check.service.js';

const dnsError = (code: string) => Object.assign(new Error(code), { code });

/** A fake DNS: the only thing outside the process these tests replace. */
const fakeDns: MxResolver = (domain) => {
  switch (domain) {
    case 'analytical.example':
      return Promise.resolve([{ exchange: 'mx1.analytical.example', priority: 10 }]);
    case 'nomail.example':
      return Promise.reject(dnsError('ENODATA'));
    case 'nowhere.example':
      return Promise.reject(dnsError('ENOTFOUND'));
    case 'nullmx.example':
      return Promise.resolve([{ exchange: '', priority: 0 }]);
    case 'slow.example':
      return new Promise(() => undefined);
    case 'broken.example':
      return Promise.reject(dnsError('ESERVFAIL'));
    default:
      return Promise.reject(dnsError('ECONNREFUSED'));
  }
};

describe('POST /api/email-check', () => {
  let app: TestApp;
  let owner: Staff;
  const lookups: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp({
      resolveMx: (domain) => {
        lookups.push(domain);
        return fakeDns(domain);
      },
    });
    owner = await newOrganisation(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const check = async (email: string, cookie = owner.cookie) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/email-check',
      headers: { cookie },
      payload: { email },
    });
    expect(res.statusCode, res.body).toBe(200);
    return emailPrecheckResponseSchema.parse(res.json()).result;
  };

  it('answers VALID with the domain and Business Email when the domain has a mail server', async () => {
    expect(await check('  ada@Analytical.example ')).toEqual({
      status: 'VALID',
      domain: 'analytical.example',
      ...emailPrecheckTexts.valid,
    });
    expect(emailPrecheckTexts.valid).toMatchObject({
      message: 'Email address verified',
      type: 'Business Email',
    });
  });

  it('answers INVALID with the documented texts for a malformed address, without a lookup', async () => {
    const before = lookups.length;
    expect(await check('not-an-email')).toMatchObject({
      status: 'INVALID',
      message: 'Invalid email format',
      details: 'Email address does not match standard format requirements',
    });
    expect(lookups.length).toBe(before);
  });

  it('answers DISPOSABLE for the listed domains and for the full mailchecker list (subdomains too)', async () => {
    for (const email of ['x@mailinator.com', 'x@yopmail.com', 'x@sub.yopmail.com', 'x@sharklasers.com']) {
      expect(await check(email), email).toMatchObject({
        status: 'DISPOSABLE',
        message: 'Disposable email detected',
        recommendation: 'Request a business or permanent email address from the candidate',
      });
    }
  });

  it('answers PERSONAL for the listed domains and for the full email-providers list', async () => {
    for (const email of ['x@gmail.com', 'x@gmx.de', 'x@protonmail.com', 'x@yahoo.co.uk']) {
      expect(await check(email), email).toMatchObject({
        status: 'PERSONAL',
        message: 'Personal email detected',
        recommendation: 'Consider requesting a business email address',
      });
    }
  });

  it('answers INVALID when the domain has no mail server (none, missing domain, null MX)', async () => {
    for (const email of ['x@nomail.example', 'x@nowhere.example', 'x@nullmx.example']) {
      expect(await check(email), email).toMatchObject({
        status: 'INVALID',
        message: emailPrecheckTexts.noMailServer.message,
      });
    }
  });

  it('answers ERROR with the documented texts when the lookup fails or takes over 2 seconds', async () => {
    expect(await check('x@broken.example')).toMatchObject({
      status: 'ERROR',
      message: 'Verification failed',
      details: 'Unable to verify email address at this time',
    });
    const started = Date.now();
    expect((await check('x@slow.example')).status).toBe('ERROR');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(1900);
    expect(took).toBeLessThan(3500);
  });

  it('answers 401 anonymous, 403 without initiate_verification, 400 for an empty email', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/email-check',
      payload: { email: 'a@b.co' },
    });
    expect(anonymous.statusCode).toBe(401);
    const auditor = await addMember(app, owner.organisationId, ['auditor']);
    const forbidden = await app.inject({
      method: 'POST',
      url: '/api/email-check',
      headers: { cookie: auditor.cookie },
      payload: { email: 'a@b.co' },
    });
    expect(forbidden.statusCode).toBe(403);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/email-check',
      headers: { cookie: owner.cookie },
      payload: { email: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(empty.json()).details).toEqual([
      { path: 'email', message: 'Email is required' },
    ]);
  });
});
