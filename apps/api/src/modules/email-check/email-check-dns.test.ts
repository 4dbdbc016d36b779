import { createSocket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailPrecheckResponseSchema, emailPrecheckTexts } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { startDnsServer } from '../../../test/dns-server.js';
import { newOrganisation, type Staff } from '../../../test/verification-helpers.js';
import { systemMxResolver, type MxResolver } from './email-check.service.js';

const ROOT = { ns: ['a.root-servers.test'] };

/** The system resolver against DNS servers on loopback ports: real queries over UDP. */
describe('POST /api/email-check against a real DNS server', () => {
  let app: TestApp;
  let owner: Staff;
  let resolver: MxResolver = () => Promise.reject(new Error('no resolver chosen'));
  const closers: (() => Promise<void>)[] = [];

  const serve = async (...args: Parameters<typeof startDnsServer>) => {
    const server = await startDnsServer(...args);
    closers.push(server.close);
    return server;
  };

  beforeAll(async () => {
    app = await buildTestApp({ resolveMx: (domain) => resolver(domain) });
    owner = await newOrganisation(app);
  });
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
    await app.close();
  });

  const check = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/email-check',
      headers: { cookie: owner.cookie },
      payload: { email },
    });
    expect(res.statusCode, res.body).toBe(200);
    return emailPrecheckResponseSchema.parse(res.json()).result;
  };
  const expectUnreachable = (result: Awaited<ReturnType<typeof check>>) => {
    expect(result).toMatchObject({
      status: 'ERROR',
      message: 'Verification failed',
      details: 'Unable to verify email address at this time',
    });
  };

  it('a working resolver: a mail server is VALID; a missing domain or one without MX is INVALID', async () => {
    const dns = await serve({
      '': ROOT,
      'acme.test': { mx: ['mx1.acme.test', 'mx2.acme.test'] },
      'parked.test': { empty: true },
    });
    resolver = systemMxResolver(1000, { servers: [dns.address] });
    expect(await check('ada@acme.test')).toMatchObject({ status: 'VALID', domain: 'acme.test' });
    for (const email of ['x@parked.test', 'x@missing.test']) {
      expect(await check(email), email).toMatchObject({
        status: 'INVALID',
        message: emailPrecheckTexts.noMailServer.message,
      });
    }
    expect(dns.questions).toContain('');
  });

  it('a resolver that knows no name at all (not even the root) cannot reach the mail system: ERROR', async () => {
    const dns = await serve({}, { rcode: 3 });
    resolver = systemMxResolver(1000, { servers: [dns.address] });
    expectUnreachable(await check('grace@navy-business.test'));
    expect(dns.questions).toEqual(['navy-business.test', '']);
  });

  it('a failing, refusing, silent or absent DNS server is ERROR, not INVALID', async () => {
    const failing = await serve({ '': ROOT }, { rcode: 2 });
    resolver = systemMxResolver(1000, { servers: [failing.address] });
    expectUnreachable(await check('x@servfail.test'));

    const refusing = await serve({}, { rcode: 5 });
    resolver = systemMxResolver(1000, { servers: [refusing.address] });
    expectUnreachable(await check('x@refused.test'));

    const silent = await serve({}, { silent: true });
    resolver = systemMxResolver(300, { servers: [silent.address] });
    expectUnreachable(await check('x@silent.test'));

    // A port nobody listens on: the lookup is refused (ECONNREFUSED).
    const socket = createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const { port } = socket.address();
    await new Promise<void>((resolve) =>
      socket.close(() => {
        resolve();
      }),
    );
    resolver = systemMxResolver(1000, { servers: [`127.0.0.1:${port}`] });
    expectUnreachable(await check('x@closed.test'));

    // No resolver configured at all.
    resolver = systemMxResolver(1000, { servers: [] });
    expectUnreachable(await check('x@nodns.test'));
  });

  it('an unreachable mail system is not remembered: the same domain is VALID once DNS answers', async () => {
    const down = await serve({}, { rcode: 3 });
    resolver = systemMxResolver(1000, { servers: [down.address] });
    expectUnreachable(await check('x@later.test'));
    const up = await serve({ '': ROOT, 'later.test': { mx: ['mx.later.test'] } });
    resolver = systemMxResolver(1000, { servers: [up.address] });
    expect(await check('x@later.test')).toMatchObject({ status: 'VALID' });
  });
});
