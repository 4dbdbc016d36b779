import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPDATE_MEMBER_EMPTY_MESSAGE,
  errorEnvelopeSchema,
  listMembersResponseSchema,
  memberResponseSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { memberWithRoles, organisationOf, registerAndSignIn } from '../../../test/auth-helpers.js';

describe('staff management', () => {
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

  const list = async (cookie: string) =>
    listMembersResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/members', headers: { cookie } })).json(),
    ).members;

  it('lists the members of the own organisation only', async () => {
    const recruiter = await memberWithRoles(app, organisationId, ['recruiter']);
    await registerAndSignIn(app); // another organisation
    const members = await list(owner.cookie);
    expect(members.map((m) => m.email).sort()).toEqual(
      [owner.email, recruiter.email].map((e) => e.toLowerCase()).sort(),
    );
    expect(members.find((m) => m.email === owner.email.toLowerCase())).toMatchObject({
      roles: ['super_admin', 'hr_director'],
      status: 'active',
    });
  });

  it('changes roles, refusing roles above the changer and changes to oneself', async () => {
    const target = await memberWithRoles(app, organisationId, ['recruiter']);
    const membershipId = (await list(owner.cookie)).find((m) => m.userId === target.userId)!.membershipId;

    const res = await app.inject({
      method: 'PATCH',
      url: `/api/members/${membershipId}`,
      headers: { cookie: owner.cookie },
      payload: { roles: ['hr_manager', 'recruiter'], department: 'Engineering' },
    });
    expect(res.statusCode).toBe(200);
    expect(memberResponseSchema.parse(res.json()).member).toMatchObject({
      roles: ['hr_manager', 'recruiter'],
      department: 'Engineering',
    });

    const manager = await memberWithRoles(app, organisationId, ['system_admin']);
    const escalate = await app.inject({
      method: 'PATCH',
      url: `/api/members/${membershipId}`,
      headers: { cookie: manager.cookie },
      payload: { roles: ['super_admin'] },
    });
    expect(escalate.statusCode).toBe(403);

    const ownId = (await list(owner.cookie)).find((m) => m.email === owner.email.toLowerCase())!.membershipId;
    const self = await app.inject({
      method: 'PATCH',
      url: `/api/members/${ownId}`,
      headers: { cookie: owner.cookie },
      payload: { roles: ['recruiter'] },
    });
    expect(self.statusCode).toBe(403);
  });

  it('a system administrator cannot give a member HR Director (PII they do not hold); the owner can', async () => {
    const target = await memberWithRoles(app, organisationId, ['auditor']);
    const membershipId = (await list(owner.cookie)).find((m) => m.userId === target.userId)!.membershipId;
    const admin = await memberWithRoles(app, organisationId, ['system_admin']);

    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/members/${membershipId}`,
      headers: { cookie: admin.cookie },
      payload: { roles: ['hr_director'] },
    });
    expect(refused.statusCode).toBe(403);
    const refusal = errorEnvelopeSchema.parse(refused.json());
    expect(refusal.code).toBe('FORBIDDEN');
    expect(refusal.error).toMatch(/^You cannot grant .*View PII.* because you do not hold them\./);
    expect((await list(owner.cookie)).find((m) => m.userId === target.userId)?.roles).toEqual(['auditor']);

    // Adding a role that brings a permission the administrator lacks is refused too.
    const added = await app.inject({
      method: 'PATCH',
      url: `/api/members/${membershipId}`,
      headers: { cookie: admin.cookie },
      payload: { roles: ['auditor', 'system_admin'] },
    });
    expect(added.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(added.json()).error).toBe(
      'You cannot grant Export data because you do not hold it. Choose roles whose permissions you hold, or ask an administrator who holds it.',
    );

    const granted = await app.inject({
      method: 'PATCH',
      url: `/api/members/${membershipId}`,
      headers: { cookie: owner.cookie },
      payload: { roles: ['hr_director'] },
    });
    expect(granted.statusCode).toBe(200);
    expect(memberResponseSchema.parse(granted.json()).member.roles).toEqual(['hr_director']);
  });

  it('answers a change that names neither roles nor department with 400 and changes nothing', async () => {
    const target = await memberWithRoles(app, organisationId, ['recruiter']);
    const before = (await list(owner.cookie)).find((m) => m.userId === target.userId)!;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/members/${before.membershipId}`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: UPDATE_MEMBER_EMPTY_MESSAGE });
    expect((await list(owner.cookie)).find((m) => m.userId === target.userId)).toEqual(before);
  });

  it('deactivating a member ends their open session on their next request', async () => {
    const target = await memberWithRoles(app, organisationId, ['hr_manager']);
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: target.cookie } })).statusCode,
    ).toBe(200);
    const membershipId = (await list(owner.cookie)).find((m) => m.userId === target.userId)!.membershipId;

    const res = await app.inject({
      method: 'POST',
      url: `/api/members/${membershipId}/deactivate`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(memberResponseSchema.parse(res.json()).member.status).toBe('deactivated');
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: target.cookie } })).statusCode,
    ).toBe(401);
  });

  it('answers another organisation with 404 and members without user_management with 403', async () => {
    const other = await registerAndSignIn(app);
    const ownId = (await list(owner.cookie))[0]!.membershipId;
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/members/${ownId}/deactivate`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const director = await memberWithRoles(app, organisationId, ['hr_director']);
    expect(
      (await app.inject({ method: 'GET', url: '/api/members', headers: { cookie: director.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/members' })).statusCode).toBe(401);
  });
});
