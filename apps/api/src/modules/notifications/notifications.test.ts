import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listNotificationsResponseSchema,
  markNotificationsReadResponseSchema,
  type ListNotificationsResponse,
} from '@candor/contracts';
import { notificationsConsumer } from './notifications.consumer.js';
import { createNotificationsRepo } from './notifications.repo.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  invite,
  newOrganisation,
  verificationWithDocument,
  type Staff,
} from '../../../test/verification-helpers.js';

describe('notification history (/api/notifications)', () => {
  let app: TestApp;
  let owner: Staff;
  let recruiter: Staff;
  let auditor: Staff;
  let outsider: Staff;
  let candidateUser: Staff;
  let grace: string;
  let alan: string;
  let withDocument: string;

  const list = async (who: Pick<Staff, 'cookie'>, query = ''): Promise<ListNotificationsResponse> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/notifications${query}`,
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return listNotificationsResponseSchema.parse(res.json());
  };
  const post = (who: Pick<Staff, 'cookie'>, url: string) =>
    app.inject({ method: 'POST', url, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app);
    recruiter = await addMember(app, owner.organisationId, ['recruiter']);
    auditor = await addMember(app, owner.organisationId, ['auditor']);
    candidateUser = await addMember(app, owner.organisationId, ['candidate']);
    outsider = await newOrganisation(app);
    grace = (
      await invite(app, owner, { candidateName: 'Grace Hopper', candidateEmail: 'grace@navy.example' })
    ).verificationId;
    alan = (
      await invite(app, recruiter, { candidateName: 'Alan Turing', candidateEmail: 'alan@bletchley.example' })
    ).verificationId;
    withDocument = (await verificationWithDocument(app, owner.cookie)).verificationId;
    await invite(app, outsider, { candidateName: 'Other Tenant', candidateEmail: 'other@tenant.example' });
    await app.domainEvents.drain();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists a member their own notifications, newest first, with the candidate and the verification', async () => {
    const body = await list(owner);
    expect(body.notifications.map((n) => [n.event, n.verificationId])).toEqual([
      ['document.processed', withDocument],
      ['verification.invited', withDocument],
      ['verification.invited', alan],
      ['verification.invited', grace],
    ]);
    expect(body.notifications[0]).toMatchObject({
      type: 'document',
      status: null,
      candidateName: 'Ada Lovelace',
      readAt: null,
    });
    expect(body.notifications[0]?.documentType).not.toBeNull();
    expect(body.notifications[3]).toMatchObject({
      type: 'verification',
      status: 'INVITED',
      candidateName: 'Grace Hopper',
    });
    expect(body.unreadCount).toBe(4);
  });

  it('reaches only the members whose scope sees the verification, never another organisation', async () => {
    expect((await list(recruiter)).notifications.map((n) => n.verificationId)).toEqual([alan]);
    expect((await list(auditor)).notifications).toHaveLength(4);
    const theirs = await list(outsider);
    expect(theirs.notifications.map((n) => n.candidateName)).toEqual(['Other Tenant']);
  });

  it('refuses members who may see no verification, and visitors', async () => {
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: { cookie: candidateUser.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });

  it('pages with a cursor without skipping or repeating, and refuses a bad cursor or filter', async () => {
    const first = await list(owner, '?limit=3');
    expect(first.notifications).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(owner, `?limit=3&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.verificationId)).toEqual([grace]);
    expect(second.nextCursor).toBeNull();
    const bad = await app.inject({
      method: 'GET',
      url: '/api/notifications?cursor=nope',
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const badType = await app.inject({
      method: 'GET',
      url: '/api/notifications?type=gossip',
      headers: { cookie: owner.cookie },
    });
    expect(badType.statusCode).toBe(400);
  });

  it('filters by type', async () => {
    const documents = await list(owner, '?type=document');
    expect(documents.notifications.map((n) => n.event)).toEqual(['document.processed']);
    expect(documents.unreadCount).toBe(4);
    expect((await list(owner, '?type=reference')).notifications).toEqual([]);
  });

  it('marks one read for its owner only; other members keep their own copy unread', async () => {
    const target = (await list(owner, '?type=document')).notifications[0]!;
    const res = await post(owner, `/api/notifications/${target.id}/read`);
    expect(res.statusCode, res.body).toBe(200);
    expect(markNotificationsReadResponseSchema.parse(res.json())).toEqual({
      success: true,
      marked: 1,
      unreadCount: 3,
    });
    // Again: nothing more to mark.
    expect((await post(owner, `/api/notifications/${target.id}/read`)).json()).toMatchObject({
      marked: 0,
      unreadCount: 3,
    });

    const mine = await list(owner, '?unread=true');
    expect(mine.notifications.map((n) => n.id)).not.toContain(target.id);
    expect((await list(owner, '?type=document')).notifications[0]!.readAt).not.toBeNull();
    expect((await list(auditor)).unreadCount).toBe(4);
  });

  it("answers 404 for another member's or another organisation's notification", async () => {
    const ownersGrace = (await list(owner)).notifications.find((n) => n.verificationId === grace)!;
    expect((await post(auditor, `/api/notifications/${ownersGrace.id}/read`)).statusCode).toBe(404);
    expect((await post(outsider, `/api/notifications/${ownersGrace.id}/read`)).statusCode).toBe(404);
    expect((await post(owner, '/api/notifications/not-an-id/read')).statusCode).toBe(400);
    expect((await list(owner)).notifications.find((n) => n.id === ownersGrace.id)!.readAt).toBeNull();
  });

  it('marks all read for the caller only', async () => {
    const res = await post(owner, '/api/notifications/read-all');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, marked: 3, unreadCount: 0 });
    expect((await list(owner, '?unread=true')).notifications).toEqual([]);
    expect((await list(auditor)).unreadCount).toBe(4);
    expect((await list(recruiter)).unreadCount).toBe(1);
  });

  it('writes one copy per member however often an event is delivered', async () => {
    const consumer = notificationsConsumer(createNotificationsRepo(app.db));
    const event = {
      id: randomUUID(),
      organisationId: owner.organisationId,
      aggregateId: grace,
      type: 'verification.started',
      occurredAt: new Date().toISOString(),
      payload: {
        verificationId: grace,
        verificationType: 'EMPLOYMENT',
        from: 'INVITED',
        to: 'IN_PROGRESS',
        at: new Date().toISOString(),
      },
    } as const;
    const before = (await list(auditor)).notifications.length;
    await consumer.handle(event);
    await consumer.handle(event);
    const after = await list(auditor);
    expect(after.notifications).toHaveLength(before + 1);
    expect(after.notifications[0]).toMatchObject({ event: 'verification.started', status: 'IN_PROGRESS' });
  });
});
