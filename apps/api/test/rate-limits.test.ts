import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CODE_REQUIRED_MESSAGE, errorEnvelopeSchema } from '@candor/contracts';
import { registerAndSignIn, registration, signIn } from './auth-helpers.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { findRedis } from './redis.js';

/** A fresh address per attempt, so only the per-account limit can answer 429. */
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@limits.example`;

describe('per-account limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('meets password guessing against one account from many addresses with the emailed-code step, never 429', async () => {
    const victim = uniqueEmail('victim');
    for (let i = 0; i < 10; i++) {
      const res = await signIn(app, victim, `guess-${i}-wrong`, freshAddress());
      expect(res.statusCode).toBe(401);
    }
    // Past the threshold every guess gets the same answer, whatever the password: nothing to learn.
    const locked = await signIn(app, victim.toUpperCase(), 'one more guess', freshAddress());
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toEqual({ emailCodeRequired: true, message: SIGN_IN_CODE_REQUIRED_MESSAGE });
    // Another account is not affected.
    expect((await signIn(app, uniqueEmail('bystander'), 'a wrong guess', freshAddress())).statusCode).toBe(
      401,
    );
  });

  it('limits registrations and password-reset mails per email address', async () => {
    const email = uniqueEmail('applicant');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration({ email }),
        remoteAddress: freshAddress(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);

    const resets: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
        remoteAddress: freshAddress(),
      });
      resets.push(res.statusCode);
    }
    expect(resets.slice(0, 5)).not.toContain(429);
    expect(resets[5]).toBe(429);
  });
});

describe('per-account limits on mail a signed-in user can trigger', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('limits email-change attempts per session and verification mails per address', async () => {
    const owner = await registerAndSignIn(app);
    const changes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/email',
        payload: { newEmail: uniqueEmail('new'), password: 'not the password' },
        headers: { cookie: owner.cookie },
        remoteAddress: freshAddress(),
      });
      changes.push(res.statusCode);
    }
    expect(changes.slice(0, 5)).not.toContain(429);
    expect(changes[5]).toBe(429);

    const resends: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        payload: { email: owner.email },
        headers: { cookie: owner.cookie },
        remoteAddress: freshAddress(),
      });
      resends.push(res.statusCode);
    }
    expect(resends.slice(0, 5)).not.toContain(429);
    expect(resends[5]).toBe(429);
  });
});

const redisUrl = await findRedis();
if (!redisUrl)
  process.stdout.write(
    'shared rate limits: skipped, no Redis (set REDIS_URL or run one on 127.0.0.1:6379)\n',
  );

describe.skipIf(!redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ config: { redisUrl } });
    second = await buildTestApp({ config: { redisUrl } });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts one address across API processes', async () => {
    // The per-address limit (10 a minute on sign-in) is shared too.
    const address = `198.19.${randomBytes(1)[0] ?? 0}.${((randomBytes(1)[0] ?? 0) % 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const app = i < 6 ? first : second;
      statuses.push((await signIn(app, uniqueEmail('address'), 'wrong', address)).statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it('counts invalid candidate-link guesses from one address across API processes', async () => {
    const guesser = `198.18.${randomBytes(1)[0] ?? 0}.${((randomBytes(1)[0] ?? 0) % 250) + 1}`;
    const guess = (app: TestApp, i: number, remoteAddress: string) =>
      app.inject({
        method: 'GET',
        url: `/api/candidate/${`guess${i}${randomBytes(4).toString('hex')}`.padEnd(43, 'x')}`,
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await guess(i % 2 === 0 ? first : second, i, guesser)).statusCode);
    expect(statuses.every((status) => status === 404)).toBe(true);
    // Each process saw only 15 guesses, but together they reached the limit of 30.
    const blocked = await guess(first, 30, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(blocked.json()).error).toMatch(/^Too many invalid verification links\./);
    expect((await guess(second, 31, guesser)).statusCode).toBe(429);
    expect((await guess(second, 32, freshAddress())).statusCode).toBe(404);
  });
});
