import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  dashboardResponseSchema,
  eventsResponseSchema,
  FINAL_STATUSES,
  listVerificationsResponseSchema,
  permissionsOf,
  REALTIME_PATH,
  REALTIME_SOCKET_OPTIONS,
  verificationStatsResponseSchema,
  type Role,
  type ServerToClientEvents,
  type VerificationUpdateEvent,
} from '@candor/contracts';
import { memberships, verifications } from '../src/db/schema.js';
import {
  roomsOfAudience,
  roomsOfScope,
  scopeOfActor,
  scopeSees,
  verificationScopeCondition,
  type VerificationAudience,
  type ViewScope,
} from '../src/db/visibility.js';
import type { Actor, UserActor } from '../src/lib/actor.js';
import { AppError } from '../src/lib/app-error.js';
import { createAuditRepo } from '../src/modules/audit/audit.repo.js';
import { createEventLogService } from '../src/modules/audit/event-log.service.js';
import { createDashboardRepo } from '../src/modules/dashboard/dashboard.repo.js';
import { createDashboardService } from '../src/modules/dashboard/dashboard.service.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { addMember, invite, newOrganisation, submit, type Staff } from './verification-helpers.js';

const ORIGIN = 'http://localhost:3000';
type Client = Socket<ServerToClientEvents>;

/** Every pairing of a scope and a verification, in one organisation and outside it. */
describe('the visibility rule (db/visibility.ts)', () => {
  const org = 'org-1';
  const scopes: ViewScope[] = [
    { organisationId: org, kind: 'organisation' },
    { organisationId: org, kind: 'department', department: 'Sales', userId: 'u-1' },
    { organisationId: org, kind: 'department', department: null, userId: 'u-1' },
    { organisationId: org, kind: 'own', userId: 'u-1' },
  ];
  const audiences: VerificationAudience[] = [];
  for (const organisationId of [org, 'org-2']) {
    for (const department of ['Sales', 'Engineering', null]) {
      for (const invitedByUserId of ['u-1', 'u-2', null]) {
        audiences.push({ organisationId, department, invitedByUserId });
      }
    }
  }

  it('a viewer is in one of the rooms of an event exactly when their scope sees the verification', () => {
    for (const scope of scopes) {
      for (const audience of audiences) {
        const rooms = new Set(roomsOfScope(scope));
        const reached = roomsOfAudience(audience).some((room) => rooms.has(room));
        expect(reached, JSON.stringify({ scope, audience })).toBe(scopeSees(scope, audience));
      }
    }
  });

  it('organisation sees all, department its own and what they invited, own what they invited', () => {
    const seen = (scope: ViewScope) =>
      audiences
        .filter((a) => scopeSees(scope, a))
        .map((a) => `${a.department ?? '-'}/${a.invitedByUserId ?? '-'}`)
        .sort();
    expect(seen(scopes[0]!)).toHaveLength(9);
    expect(seen(scopes[1]!)).toEqual(['-/u-1', 'Engineering/u-1', 'Sales/-', 'Sales/u-1', 'Sales/u-2']);
    expect(seen(scopes[2]!)).toEqual(['-/u-1', 'Engineering/u-1', 'Sales/u-1']);
    expect(seen(scopes[3]!)).toEqual(['-/u-1', 'Engineering/u-1', 'Sales/u-1']);
  });

  describe('the SQL condition', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(async () => {
      await app.close();
    });

    it('selects the rows scopeSees', async () => {
      const owner = await newOrganisation(app);
      const outsider = await newOrganisation(app);
      const one = await addMember(app, owner.organisationId, ['recruiter']);
      const two = await addMember(app, owner.organisationId, ['recruiter']);
      const userIds: Record<string, string> = { 'u-1': one.userId, 'u-2': two.userId };
      const organisationIds: Record<string, string> = {
        [org]: owner.organisationId,
        'org-2': outsider.organisationId,
      };
      const rows = audiences.map((a) => ({
        id: randomUUID(),
        organisationId: organisationIds[a.organisationId]!,
        department: a.department,
        invitedByUserId: a.invitedByUserId === null ? null : userIds[a.invitedByUserId]!,
        status: 'INVITED' as const,
        candidateName: 'Test Candidate',
        candidateEmail: 'candidate@example.com',
      }));
      await app.db.insert(verifications).values(rows);
      const ids: string[] = rows.map((r) => r.id);
      for (const scope of scopes) {
        const real = (s: ViewScope): ViewScope => ({
          ...s,
          organisationId: owner.organisationId,
          ...('userId' in s ? { userId: one.userId } : {}),
        });
        const selected = await app.db
          .select({ id: verifications.id })
          .from(verifications)
          .where(verificationScopeCondition(real(scope)));
        const expected = rows.filter((_, i) => scopeSees(scope, audiences[i]!)).map((r) => r.id);
        expect(
          selected
            .map((r) => r.id)
            .filter((id) => ids.includes(id))
            .sort(),
          scope.kind,
        ).toEqual(expected.sort());
      }
      await app.db.delete(verifications).where(inArray(verifications.id, ids));
    });
  });
});

function baseUrl(app: TestApp): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for a realtime event');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * One organisation, verifications in two departments invited by different members: the owner
 * (organisation scope), a Sales HR manager (department scope) and a Sales recruiter (own scope)
 * each see the same verifications in the list, the stats, the dashboard, the event log and the
 * live updates.
 */
describe('every view of a viewer agrees', () => {
  let app: TestApp;
  let owner: Staff;
  let manager: Staff;
  let recruiter: Staff;
  let engineer: Staff;
  const sockets: Client[] = [];
  /** verification ids by name, and what each viewer received live. */
  const ids: Record<'owner' | 'engineering' | 'managerElsewhere' | 'sales', string> = {
    owner: '',
    engineering: '',
    managerElsewhere: '',
    sales: '',
  };
  const received = new Map<Staff, VerificationUpdateEvent[]>();

  const get = async (staff: Staff, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<unknown>();
  };
  const post = async (staff: Staff, url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: { cookie: staff.cookie }, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  };
  const connect = async (staff: Staff) => {
    const socket: Client = io(baseUrl(app), {
      ...REALTIME_SOCKET_OPTIONS,
      transports: [...REALTIME_SOCKET_OPTIONS.transports],
      path: REALTIME_PATH,
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie: staff.cookie, origin: ORIGIN },
    });
    sockets.push(socket);
    const updates: VerificationUpdateEvent[] = [];
    socket.on('verification_update', (payload) => updates.push(payload));
    received.set(staff, updates);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => {
        resolve();
      });
      socket.once('connect_error', reject);
    });
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    owner = await newOrganisation(app, { plan: 'professional' });
    await app.db.update(memberships).set({ department: 'Board' }).where(eq(memberships.userId, owner.userId));
    manager = await addMember(app, owner.organisationId, ['hr_manager'], 'Engineering');
    recruiter = await addMember(app, owner.organisationId, ['recruiter'], 'Sales');
    engineer = await addMember(app, owner.organisationId, ['recruiter'], 'Engineering');

    // The manager invited one while in Engineering, then moved to Sales: they still see it
    // (they invited it) but not Engineering's others.
    const managerElsewhere = await invite(app, manager);
    ids.managerElsewhere = managerElsewhere.verificationId;
    await app.db
      .update(memberships)
      .set({ department: 'Sales' })
      .where(eq(memberships.userId, manager.userId));

    for (const staff of [owner, manager, recruiter]) await connect(staff);

    // Changes in commit order; the Sales verification, which everyone sees, changes last.
    const engineering = await invite(app, engineer);
    ids.engineering = engineering.verificationId;
    expect((await submit(app, engineering)).statusCode).toBe(200);
    await post(owner, `/api/verifications/${engineering.verificationId}/reject`, { note: 'No' });

    const own = await invite(app, owner);
    ids.owner = own.verificationId;
    expect((await submit(app, own)).statusCode).toBe(200);

    const elsewhere = await app.db.query.verifications.findFirst({
      where: eq(verifications.id, ids.managerElsewhere),
    });
    expect(elsewhere?.department).toBe('Engineering');
    const draft = await app.inject({
      method: 'PUT',
      url: `/api/candidate/${managerElsewhere.token}/draft`,
      payload: { formData: {} },
    });
    expect(draft.statusCode).toBe(200);

    const sales = await invite(app, recruiter);
    ids.sales = sales.verificationId;
    expect((await submit(app, sales)).statusCode).toBe(200);
    await post(owner, `/api/verifications/${sales.verificationId}/approve`, { note: 'Good' });
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  const viewers = {
    'the organisation scope (owner)': () => ({
      staff: owner,
      sees: ['owner', 'engineering', 'managerElsewhere', 'sales'] as const,
    }),
    'a department-scoped manager (Sales HR manager)': () => ({
      staff: manager,
      sees: ['managerElsewhere', 'sales'] as const,
    }),
    'the own scope (Sales recruiter)': () => ({ staff: recruiter, sees: ['sales'] as const }),
  };

  it.each(Object.keys(viewers) as (keyof typeof viewers)[])(
    'list, stats, dashboard, event log and realtime agree for %s',
    async (viewer) => {
      const { staff, sees } = viewers[viewer]();
      const expected = sees.map((key) => ids[key]).sort();
      const mine = (id: string | undefined | null) =>
        id !== undefined && id !== null && Object.values(ids).includes(id);

      const list = listVerificationsResponseSchema.parse(await get(staff, '/api/verifications?limit=100'));
      const listed = list.verifications.map((v) => v.verificationId).filter(mine);
      expect(listed.sort()).toEqual(expected);

      const stats = verificationStatsResponseSchema.parse(await get(staff, '/api/verifications/stats')).stats;
      expect(stats.total).toBe(list.verifications.length);
      const statuses = list.verifications.map((v) => v.status);
      expect(stats.completed).toBe(statuses.filter((s) => s === 'COMPLETED').length);

      const dashboard = dashboardResponseSchema.parse(await get(staff, '/api/dashboard'));
      const final = (s: string) => (FINAL_STATUSES as readonly string[]).includes(s);
      const completed = statuses.filter((s) => s === 'COMPLETED').length;
      const failed = statuses.filter((s) => s === 'FAILED').length;
      expect(dashboard.cards).toMatchObject({
        activeVerifications: statuses.filter((s) => !final(s)).length,
        completedThisMonth: completed,
        successRate:
          completed + failed === 0 ? null : Math.round((completed / (completed + failed)) * 1000) / 10,
      });
      const activity = dashboard.recentActivity.map((a) => a.verificationId).filter(mine);
      expect(activity.every((id) => expected.includes(id!))).toBe(true);

      const events = eventsResponseSchema.parse(await get(staff, '/api/events'));
      expect([...new Set(events.events.map((e) => e.verificationId).filter(mine))].sort()).toEqual(expected);

      // The Sales verification changed last: once its approval arrived, every earlier event has.
      const updates = received.get(staff)!;
      await until(() => updates.some((u) => u.verificationId === ids.sales && u.status === 'COMPLETED'));
      expect([...new Set(updates.map((u) => u.verificationId))].sort()).toEqual(expected);
    },
  );
});

/** A staff member who may see verifications only within a department, but has none. */
describe('a department viewer without a department', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sees what they invited, in the list, the stats and the dashboard alike', async () => {
    const owner = await newOrganisation(app, { plan: 'professional' });
    const viewer = await addMember(app, owner.organisationId, ['hiring_manager'], null);
    await invite(app, owner);
    const theirs = await invite(app, viewer);
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: viewer.cookie } });

    const list = listVerificationsResponseSchema.parse((await get('/api/verifications')).json());
    expect(list.verifications.map((v) => v.verificationId)).toEqual([theirs.verificationId]);
    const stats = verificationStatsResponseSchema.parse((await get('/api/verifications/stats')).json());
    expect(stats.stats.total).toBe(1);
    const dashboard = dashboardResponseSchema.parse((await get('/api/dashboard')).json());
    expect(dashboard.cards.activeVerifications).toBe(1);
    expect(dashboard.recentActivity.map((a) => a.verificationId)).toEqual([theirs.verificationId]);
  });
});

/** The dashboard and event-log services check the actor themselves, whatever the route lets in. */
describe('dashboard and event-log services check the actor', () => {
  let app: TestApp;
  let owner: Staff;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
    await invite(app, owner);
  });
  afterAll(async () => {
    await app.close();
  });

  const userActor = (roles: Role[], overrides: Partial<UserActor> = {}): UserActor => ({
    kind: 'user',
    userId: owner.userId,
    sessionId: randomUUID(),
    sessionExpiresAt: new Date(Date.now() + 60_000),
    email: owner.email,
    platformAdmin: false,
    demo: false,
    mfaSetupRequired: false,
    twoFactorEnabled: false,
    member: {
      organisationId: owner.organisationId,
      membershipId: randomUUID(),
      roles,
      permissions: new Set(permissionsOf(roles)),
      department: null,
    },
    ...overrides,
  });
  const eventLog = () => createEventLogService({ repo: createAuditRepo(app.db) });
  const dashboard = () =>
    createDashboardService({
      repo: createDashboardRepo(app.db),
      isDatabaseUp: () => Promise.resolve(true),
      now: () => new Date(),
    });
  const forbidden = { code: 'FORBIDDEN', message: 'You do not have permission to do this.' };
  const refusals = async (call: () => Promise<unknown>) => {
    const error = await call().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject(forbidden);
  };

  it('the event log refuses an actor without a view permission, without an organisation, or not a user', async () => {
    const service = eventLog();
    const noView: Actor[] = [
      userActor(['candidate']),
      userActor(['hr_director'], { member: null, platformAdmin: true }),
      userActor(['hr_director'], { mfaSetupRequired: true }),
      { kind: 'candidate', verificationId: randomUUID(), organisationId: owner.organisationId },
      { kind: 'api_key', keyId: 'k', organisationId: owner.organisationId, permissions: new Set() },
    ];
    for (const actor of noView) {
      await refusals(() => service.events(actor));
      await refusals(() => service.clearEvents(actor));
    }
    const events = await service.events(userActor(['hr_director']));
    expect(events.events.length).toBeGreaterThan(0);
  });

  it('the audit trail refuses an actor without view_audit_logs', async () => {
    const service = eventLog();
    await refusals(() => service.trail(userActor(['hr_director']), { limit: 10 }));
    await refusals(() => service.trail(userActor(['auditor'], { member: null }), { limit: 10 }));
    const trail = await service.trail(userActor(['auditor']), { limit: 10 });
    expect(trail.entries.length).toBeGreaterThan(0);
  });

  it('the dashboard is empty for an actor who may see no verification', async () => {
    const service = dashboard();
    for (const actor of [
      userActor(['candidate']),
      userActor(['hr_director'], { member: null }),
      userActor(['hr_director'], { mfaSetupRequired: true }),
    ]) {
      const summary = await service.summary(actor);
      expect(summary.cards.activeVerifications).toBe(0);
      expect(summary.recentActivity).toEqual([]);
    }
    expect((await service.summary(userActor(['hr_director']))).cards.activeVerifications).toBe(1);
  });

  it('the scope of an actor follows its permission and tenant', () => {
    expect(scopeOfActor(userActor(['recruiter']))).toEqual({
      organisationId: owner.organisationId,
      kind: 'own',
      userId: owner.userId,
    });
    expect(scopeOfActor(userActor(['hr_director'], { mfaSetupRequired: true }))).toBeNull();
    expect(
      scopeOfActor({
        kind: 'api_key',
        keyId: 'k',
        organisationId: owner.organisationId,
        permissions: new Set(['view_all_verifications'] as const),
      }),
    ).toEqual({ organisationId: owner.organisationId, kind: 'organisation' });
    expect(scopeOfActor({ kind: 'system', process: 'test' })).toBeNull();
  });
});
