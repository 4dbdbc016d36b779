import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMembersResponseSchema } from '@candor/contracts';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { memberWithRoles, organisationOf, registerAndSignIn, registration } from './auth-helpers.js';
import { invite, verificationWithDocument } from './verification-helpers.js';
import { multipartBody, pdfBytes } from './fixtures.js';
import { outboxDrained } from './outbox-drained.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FOREIGN = 'https://evil.example';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every row of every table, hashed per table: equal snapshots mean nothing was written. */
async function snapshot(app: TestApp): Promise<Record<string, string>> {
  await outboxDrained(app.database!);
  const tables = rowsOf<{ table_name: string }>(
    await app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const result: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = rowsOf<{ n: string; h: string }>(
      await app.db.execute(
        sql`select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${sql.identifier(table)} t`,
      ),
    );
    result[table] = `${row!.n}:${row!.h}`;
  }
  return result;
}

describe('cross-site request forgery', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof registerAndSignIn>>;
  let params: Record<string, string>;
  let targetMembershipId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAndSignIn(app);
    const organisationId = await organisationOf(app, owner.email);
    const target = await memberWithRoles(app, organisationId, ['recruiter']);
    const members = listMembersResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/members', headers: { cookie: owner.cookie } })).json(),
    );
    targetMembershipId = members.members.find((m) => m.userId === target.userId)!.membershipId;
    const { verificationId, documentId } = await verificationWithDocument(app, owner.cookie);
    const invitation = await app.inject({
      method: 'POST',
      url: '/api/staff-invitations',
      headers: { cookie: owner.cookie },
      payload: { email: `new.${Date.now()}@navy.example`, roles: ['recruiter'] },
    });
    expect(invitation.statusCode).toBe(201);
    const candidate = await invite(app, owner, { candidateEmail: 'grace@candidate.example' });
    params = {
      membershipId: targetMembershipId,
      id: verificationId,
      verificationId,
      documentId,
      invitationId: invitation.json<{ invitation: { id: string } }>().invitation.id,
      token: candidate.token,
    };
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  const stateChangingRoutes = () => app.apiRoutes.filter((r) => STATE_CHANGING.has(r.method));

  /** The route's URL aimed at real records of the signed-in owner's organisation. */
  const urlOf = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? randomUUID());

  /** A body the route would accept from our own pages (multipart for uploads, JSON otherwise). */
  const bodyFor = (url: string) =>
    url.endsWith('/documents')
      ? multipartBody({ name: 'evidence.pdf', content: pdfBytes() })
      : { payload: { email: registration().email, password: registration().password, reason: 'x' } };

  it('knows every state-changing route, the auth library and the candidate portal included', () => {
    const keys = stateChangingRoutes().map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/members/:membershipId/deactivate',
        'POST /api/members/:membershipId/reactivate',
        'POST /api/verifications/:id/revoke-link',
        'POST /api/verifications/:id/resend-invitation',
        'POST /api/verifications/:id/documents',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-out',
      ]),
    );
    expect(keys.some((k) => k.includes('/api/candidate/:token'))).toBe(true);
  });

  it.each([
    ['a foreign Origin', { origin: FOREIGN }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Origin: null (a sandboxed or redirected page)', { origin: 'null' }],
  ])(
    'refuses every state-changing route from %s with 403, changing nothing',
    async (_name, headers) => {
      const before = await snapshot(app);
      const failures: string[] = [];
      for (const route of stateChangingRoutes()) {
        const body = bodyFor(route.url);
        const res = await app.inject({
          method: route.method as 'POST',
          url: urlOf(route.url),
          ...body,
          headers: { ...('headers' in body ? body.headers : {}), cookie: owner.cookie, ...headers },
        });
        if (res.statusCode !== 403 || res.json<{ code: string }>().code !== 'FORBIDDEN') {
          failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await snapshot(app)).toEqual(before);
    },
    120_000,
  );

  it('a cross-origin text/plain form post cannot deactivate a member', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/members/${targetMembershipId}/deactivate`,
      headers: { cookie: owner.cookie, origin: FOREIGN, 'content-type': 'text/plain' },
      payload: '{"reason":"gone"}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(res.json<{ error: string }>().error).toContain('Open it at http://localhost:3000');
    const members = listMembersResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/members', headers: { cookie: owner.cookie } })).json(),
    );
    expect(members.members.find((m) => m.membershipId === targetMembershipId)!.status).toBe('active');
  });

  it('refuses a text/plain or form-encoded body on a JSON route with 415, changing nothing', async () => {
    const before = await snapshot(app);
    for (const [type, payload] of [
      ['text/plain', '{"candidateName":"Ada Lovelace","candidateEmail":"ada@x.example"}'],
      ['application/x-www-form-urlencoded', 'candidateName=Ada&candidateEmail=ada%40x.example'],
      ['multipart/form-data; boundary=x', '--x--\r\n'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/invite-candidate',
        headers: { cookie: owner.cookie, 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    // The auth library's routes read JSON too: a text body does not reach them.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    expect(signIn.statusCode).toBe(415);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    expect(await snapshot(app)).toEqual(before);
  });

  it('accepts our own pages and programs without browser headers', async () => {
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/email-check',
      headers: {
        cookie: owner.cookie,
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
      payload: { email: 'someone@example.com' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    // No Origin, no Sec-Fetch-Site: not a browser page, so no forgery is possible.
    const program = await app.inject({
      method: 'POST',
      url: '/api/email-check',
      headers: { cookie: owner.cookie },
      payload: { email: 'someone@example.com' },
    });
    expect(program.statusCode).toBe(200);
    // A route without a body accepts an empty one.
    const clear = await app.inject({
      method: 'POST',
      url: '/api/events/clear',
      headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
    });
    expect(clear.statusCode).toBeLessThan(300);
  });
});

describe('allowed origins', () => {
  it('signs in from http://127.0.0.1 on the same port when PUBLIC_URL is not set', async () => {
    const app = await buildTestApp();
    try {
      const owner = await registerAndSignIn(app);
      for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          // A browser that was here before sends its cookies, which is when the origin is checked.
          headers: { origin, 'sec-fetch-site': 'same-origin', cookie: owner.cookie },
          payload: { email: owner.email, password: owner.password },
        });
        expect(res.statusCode, origin).toBe(200);
        expect(res.cookies.some((c) => c.name.endsWith('candor.session_token'))).toBe(true);
      }
    } finally {
      await app.close();
    }
  }, 60_000);

  it('with an explicit PUBLIC_URL, refuses another origin and says where to open Candor', async () => {
    const app = await buildTestApp({ config: { publicUrl: 'http://localhost:3000' } });
    try {
      const owner = await registerAndSignIn(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://127.0.0.1:3000' },
        payload: { email: owner.email, password: owner.password },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        error:
          'This page was opened at http://127.0.0.1:3000 but Candor is configured for http://localhost:3000. Open it at http://localhost:3000, or set PUBLIC_URL.',
        details: [{ path: 'origin' }],
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
    }
  }, 60_000);
});
