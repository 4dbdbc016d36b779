import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  REALTIME_FORBIDDEN,
  REALTIME_PATH,
  REALTIME_SOCKET_OPTIONS,
  REALTIME_UNAUTHENTICATED,
  type DocumentProcessedEvent,
  type ServerToClientEvents,
  type VerificationUpdateEvent,
} from '@candor/contracts';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { sessions } from '../src/db/schema.js';
import { CHECKS_RECOVER_JOB } from '../src/modules/checks/checks.jobs.js';
import { cookiesFrom, signIn } from './auth-helpers.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { multipartBody, pdfBytes } from './fixtures.js';
import { findRedis } from './redis.js';
import { createPostgresTestDatabase } from './test-database.js';
import {
  addMember,
  invite,
  newOrganisation,
  requestMoreInfo,
  submit,
  type Staff,
} from './verification-helpers.js';

const ORIGIN = 'http://localhost:3000';
type Client = Socket<ServerToClientEvents>;

function baseUrl(app: TestApp): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A socket.io client as the web app opens it: websocket only, the session cookie, our Origin. */
function client(url: string, headers: Record<string, string>): Client {
  return io(url, {
    ...REALTIME_SOCKET_OPTIONS,
    transports: [...REALTIME_SOCKET_OPTIONS.transports],
    path: REALTIME_PATH,
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
}

/** Connects, or rejects with the connect_error message. */
function connected(socket: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      resolve();
    });
    socket.once('connect_error', (error) => {
      reject(error);
    });
  });
}

/** Every event of each kind a client receives, in order. */
function recorder(socket: Client) {
  const updates: VerificationUpdateEvent[] = [];
  const documents: DocumentProcessedEvent[] = [];
  socket.on('verification_update', (payload) => updates.push(payload));
  socket.on('document_processed', (payload) => documents.push(payload));
  return { updates, documents };
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for a realtime event');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until everything the server emitted before now has reached a socket: a new invitation by
 * `staff`, whose update the socket receives, is emitted after it, and one socket receives its
 * events in order. Answers the marker's verification id, to leave out of what the test asserts.
 */
async function barrier(
  app: TestApp,
  staff: Pick<Staff, 'cookie'>,
  seen: { updates: VerificationUpdateEvent[] },
): Promise<string> {
  const marker = await invite(app, staff);
  await until(() => seen.updates.some((update) => update.verificationId === marker.verificationId));
  return marker.verificationId;
}

const without = (updates: VerificationUpdateEvent[], verificationId: string) =>
  updates.filter((update) => update.verificationId !== verificationId);

describe('realtime notifications (socket.io)', () => {
  let app: TestApp;
  let url: string;
  let owner: Staff;
  let other: Staff;
  const sockets: Client[] = [];
  const open = async (headers: Record<string, string>) => {
    const socket = client(url, headers);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = baseUrl(app);
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  it("delivers every lifecycle change of the organisation's verifications, and none to another organisation", async () => {
    const mine = recorder(await open({ cookie: owner.cookie, origin: ORIGIN }));
    const theirs = recorder(await open({ cookie: other.cookie, origin: ORIGIN }));

    const invitation = await invite(app, owner);
    await until(() => mine.updates.length === 1);
    expect(mine.updates[0]).toMatchObject({
      verificationId: invitation.verificationId,
      verificationType: 'FULL',
      status: 'INVITED',
      // The notification names the candidate; no other personal data travels in the event.
      candidateName: 'Ada Lovelace',
    });
    expect(JSON.stringify(mine.updates[0])).not.toContain('ada@analytical.example');

    await app.inject({
      method: 'PUT',
      url: `/api/candidate/${invitation.token}/draft`,
      payload: { formData: {} },
    });
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/candidate/${invitation.token}/documents?documentType=EDUCATION`,
      ...multipartBody({ name: 'diploma.pdf', content: pdfBytes() }),
    });
    expect(uploaded.statusCode).toBe(201);
    await until(() => mine.documents.length === 1);
    expect(mine.documents[0]).toMatchObject({
      verificationId: invitation.verificationId,
      documentId: uploaded.json<{ document: { id: string } }>().document.id,
      documentType: 'EDUCATION',
      candidateName: 'Ada Lovelace',
    });

    expect((await submit(app, invitation)).statusCode).toBe(200);
    expect((await requestMoreInfo(app, owner, invitation.verificationId)).statusCode).toBe(200);
    expect((await submit(app, invitation)).statusCode).toBe(200);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/verifications/${invitation.verificationId}/approve`,
      headers: { cookie: owner.cookie },
      payload: { note: 'All good' },
    });
    expect(approved.statusCode).toBe(200);
    await until(() => mine.updates.length === 6);
    expect(mine.updates.map((u) => u.status)).toEqual([
      'INVITED',
      'IN_PROGRESS',
      'SUBMITTED',
      'IN_PROGRESS',
      'SUBMITTED',
      'COMPLETED',
    ]);

    const marker = await barrier(app, other, theirs);
    expect(without(theirs.updates, marker)).toEqual([]);
    expect(theirs.documents).toEqual([]);
  });

  it('reports a run of the automated checks live: queued, then done, to the organisation only', async () => {
    const mine = await open({ cookie: owner.cookie, origin: ORIGIN });
    const theirs = await open({ cookie: other.cookie, origin: ORIGIN });
    const theirUpdates = recorder(theirs);
    const progress: { verificationId: string; status: string }[] = [];
    const leaked: unknown[] = [];
    mine.on('checks_progress', (payload) => progress.push(payload));
    theirs.on('checks_progress', (payload) => leaked.push(payload));

    const invitation = await invite(app, owner);
    expect((await submit(app, invitation)).statusCode).toBe(200);
    const started = await app.inject({
      method: 'POST',
      url: `/api/verifications/${invitation.verificationId}/checks`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(started.statusCode).toBe(202);
    await until(() => progress.some((event) => event.status === 'QUEUED'));
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    await until(() => progress.some((event) => event.status === 'DONE'));
    expect(progress.every((event) => event.verificationId === invitation.verificationId)).toBe(true);
    expect(progress[0]).toMatchObject({ runId: started.json<{ runId: string }>().runId, status: 'QUEUED' });
    await barrier(app, other, theirUpdates);
    expect(leaked).toEqual([]);
  });

  it('sends each viewer only the verifications they may see', async () => {
    const recruiter = await addMember(app, owner.organisationId, ['recruiter']);
    const own = recorder(await open({ cookie: recruiter.cookie, origin: ORIGIN }));
    await invite(app, owner);
    const theirs = await invite(app, recruiter);
    await until(() => own.updates.length === 1);
    const marker = await barrier(app, recruiter, own);
    expect(without(own.updates, marker).map((u) => u.verificationId)).toEqual([theirs.verificationId]);
  });

  it('accepts a page opened at 127.0.0.1 or [::1] on the same port when PUBLIC_URL is not set', async () => {
    await open({ cookie: owner.cookie, origin: 'http://127.0.0.1:3000' });
    await open({ cookie: owner.cookie, origin: 'http://[::1]:3000' });
    await expect(open({ cookie: owner.cookie, origin: 'http://127.0.0.1:4000' })).rejects.toThrow();
  });

  it('refuses a handshake without a session, from another origin, or from a member who may see nothing', async () => {
    await expect(open({ origin: ORIGIN })).rejects.toThrow(REALTIME_UNAUTHENTICATED);
    await expect(open({ cookie: 'candor.session_token=forged', origin: ORIGIN })).rejects.toThrow(
      REALTIME_UNAUTHENTICATED,
    );
    await expect(open({ cookie: owner.cookie, origin: 'https://evil.example' })).rejects.toThrow();
    await expect(open({ cookie: owner.cookie })).rejects.toThrow();
    const candidateRole = await addMember(app, owner.organisationId, ['candidate']);
    await expect(open({ cookie: candidateRole.cookie, origin: ORIGIN })).rejects.toThrow(REALTIME_FORBIDDEN);
  });

  it('serves only the websocket transport', async () => {
    const res = await fetch(`${url}${REALTIME_PATH}/?EIO=4&transport=polling`, {
      headers: { origin: ORIGIN },
    });
    expect(res.status).toBe(400);
  });
});

/** Resolves when the server closes the connection (not when the client does). */
function closedByServer(socket: Client): Promise<void> {
  return new Promise((resolve) => {
    if (!socket.connected) {
      resolve();
      return;
    }
    socket.once('disconnect', (reason) => {
      if (reason === 'io server disconnect') resolve();
    });
  });
}

/** The password the test factories register with (auth-helpers' registration). */
const PASSWORD = 'correct horse battery staple';
let signInCounter = 0;
/** A second session of the same user (another device), as its cookie header. */
async function anotherSession(app: TestApp, staff: Staff): Promise<string> {
  signInCounter += 1;
  const res = await signIn(app, staff.email, PASSWORD, `198.51.100.${signInCounter}`);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookiesFrom(res);
}

const post = (app: TestApp, url: string, cookie: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload });

describe('a live connection ends with its session', () => {
  let app: TestApp;
  let url: string;
  const sockets: Client[] = [];
  const open = async (cookie: string) => {
    const socket = client(url, { cookie, origin: ORIGIN });
    sockets.push(socket);
    await connected(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = baseUrl(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  it('after sign-out the socket is disconnected and receives no further event', async () => {
    const owner = await newOrganisation(app, { plan: 'professional' });
    const staying = await anotherSession(app, owner);
    const socket = await open(owner.cookie);
    const other = await open(staying);
    const received = recorder(socket);
    const closed = closedByServer(socket);

    expect((await post(app, '/api/auth/sign-out', owner.cookie)).statusCode).toBe(200);
    await closed;
    expect(socket.connected).toBe(false);

    const stillThere = recorder(other);
    await invite(app, { cookie: staying });
    await until(() => stillThere.updates.length === 1);
    expect(received.updates).toEqual([]);
    expect(other.connected).toBe(true);
  });

  it('revoking one session disconnects its sockets only', async () => {
    const owner = await newOrganisation(app, { plan: 'professional' });
    const phone = await anotherSession(app, owner);
    const revoked = await open(phone);
    const kept = await open(owner.cookie);
    const closed = closedByServer(revoked);

    // The devices list names sessions by id; the phone's own session says which one it is.
    const phoneSession = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: phone },
    });
    const sessionId = phoneSession.json<{ session: { id: string } }>().session.id;
    const listed = await app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: owner.cookie },
    });
    expect(listed.json<{ id: string }[]>().map((s) => s.id)).toContain(sessionId);
    expect((await post(app, `/api/account/sessions/${sessionId}/revoke`, owner.cookie)).statusCode).toBe(200);
    await closed;
    const received = recorder(revoked);
    const live = recorder(kept);
    await invite(app, owner);
    await until(() => live.updates.length === 1);
    expect(received.updates).toEqual([]);
    expect(kept.connected).toBe(true);
  });

  it('signing out everywhere else disconnects the other sessions, not this one', async () => {
    const owner = await newOrganisation(app, { plan: 'professional' });
    const laptop = await anotherSession(app, owner);
    const elsewhere = await open(laptop);
    const here = await open(owner.cookie);
    const closed = closedByServer(elsewhere);
    expect((await post(app, '/api/auth/revoke-other-sessions', owner.cookie)).statusCode).toBe(200);
    await closed;
    // Still connected, and still in its rooms, after the server acted on the revocation.
    await barrier(app, owner, recorder(here));
    expect(here.connected).toBe(true);

    const other = await open(laptop).catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Error);
    expect((other as Error).message).toBe(REALTIME_UNAUTHENTICATED);
  });

  it('deactivating a member disconnects them at once', async () => {
    const owner = await newOrganisation(app, { plan: 'professional' });
    const member = await addMember(app, owner.organisationId, ['hr_director']);
    const socket = await open(member.cookie);
    const received = recorder(socket);
    const closed = closedByServer(socket);
    const membershipId = (
      await app.inject({ method: 'GET', url: '/api/members', headers: { cookie: owner.cookie } })
    )
      .json<{ members: { userId: string; membershipId: string }[] }>()
      .members.find((m) => m.userId === member.userId)!.membershipId;

    const res = await post(app, `/api/members/${membershipId}/deactivate`, owner.cookie);
    expect(res.statusCode).toBe(200);
    await closed;
    await barrier(app, owner, recorder(await open(owner.cookie)));
    expect(received.updates).toEqual([]);
  });

  it('a role change disconnects the member, who reconnects with the new view only', async () => {
    const owner = await newOrganisation(app, { plan: 'professional' });
    const member = await addMember(app, owner.organisationId, ['hr_director']);
    const socket = await open(member.cookie);
    const closed = closedByServer(socket);
    const membershipId = (
      await app.inject({ method: 'GET', url: '/api/members', headers: { cookie: owner.cookie } })
    )
      .json<{ members: { userId: string; membershipId: string }[] }>()
      .members.find((m) => m.userId === member.userId)!.membershipId;

    const res = await app.inject({
      method: 'PATCH',
      url: `/api/members/${membershipId}`,
      headers: { cookie: owner.cookie, origin: ORIGIN },
      payload: { roles: ['recruiter'] },
    });
    expect(res.statusCode).toBe(200);
    await closed;

    const again = recorder(await open(member.cookie));
    await invite(app, owner);
    const theirs = await invite(app, member);
    await until(() => again.updates.length === 1);
    const marker = await barrier(app, member, again);
    expect(without(again.updates, marker).map((u) => u.verificationId)).toEqual([theirs.verificationId]);
  });

  it('a session that expires disconnects its socket', async () => {
    const owner = await newOrganisation(app, { plan: 'professional' });
    const token = /candor\.session_token=([^.;]+)/.exec(owner.cookie)?.[1];
    expect(token).toBeDefined();
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1500) })
      .where(eq(sessions.token, token!));
    const socket = await open(owner.cookie);
    const closed = closedByServer(socket);
    await closed;
    expect(socket.connected).toBe(false);
    await expect(open(owner.cookie)).rejects.toThrow(REALTIME_UNAUTHENTICATED);
  });
});

const redisUrl = await findRedis();
const postgresUrl = process.env.TEST_DATABASE_URL ?? null;
const skipReason = !redisUrl
  ? 'no Redis (set REDIS_URL or run one on 127.0.0.1:6379)'
  : !postgresUrl
    ? 'no PostgreSQL (set TEST_DATABASE_URL)'
    : null;
if (skipReason) process.stdout.write(`realtime across API processes: skipped, ${skipReason}\n`);

describe.skipIf(skipReason !== null)('realtime across API processes (Redis adapter)', () => {
  let first: TestApp;
  let second: TestApp;
  let drop: () => Promise<void>;
  let socket: Client | null = null;

  beforeAll(async () => {
    const created = await createPostgresTestDatabase({ migrated: true });
    drop = created.drop;
    const one = openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
    const two = openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
    first = await buildTestApp({ database: one, config: { redisUrl } });
    second = await buildTestApp({ database: two, config: { redisUrl } });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    socket?.disconnect();
    await first.close();
    await second.close();
    await drop();
  });

  it('an event raised on one instance reaches a client connected to the other', async () => {
    const owner = await newOrganisation(first, { plan: 'professional' });
    const outsider = await newOrganisation(first, { plan: 'professional' });
    socket = client(baseUrl(second), { cookie: owner.cookie, origin: ORIGIN });
    await connected(socket);
    const received = recorder(socket);
    const foreign = client(baseUrl(second), { cookie: outsider.cookie, origin: ORIGIN });
    await connected(foreign);
    const leaked = recorder(foreign);

    const invitation = await invite(first, owner);
    await until(() => received.updates.length === 1);
    expect(received.updates[0]).toMatchObject({
      verificationId: invitation.verificationId,
      status: 'INVITED',
    });
    const marker = await barrier(first, outsider, leaked);
    expect(without(leaked.updates, marker)).toEqual([]);
    foreign.disconnect();
  });

  it('signing out on one instance disconnects the socket held by the other', async () => {
    const owner = await newOrganisation(first, { plan: 'professional' });
    const otherDevice = await anotherSession(first, owner).then((cookie) => ({ cookie }));
    const held = client(baseUrl(second), { cookie: owner.cookie, origin: ORIGIN });
    await connected(held);
    const received = recorder(held);
    const closed = closedByServer(held);
    expect((await post(first, '/api/auth/sign-out', owner.cookie)).statusCode).toBe(200);
    await closed;
    expect(held.connected).toBe(false);
    const watching = client(baseUrl(second), { cookie: otherDevice.cookie, origin: ORIGIN });
    await connected(watching);
    await barrier(first, otherDevice, recorder(watching));
    watching.disconnect();
    expect(received.updates).toEqual([]);
  });

  it('deactivating a member on one instance disconnects their socket on the other', async () => {
    const owner = await newOrganisation(first, { plan: 'professional' });
    const member = await addMember(first, owner.organisationId, ['hr_director']);
    const held = client(baseUrl(second), { cookie: member.cookie, origin: ORIGIN });
    await connected(held);
    const closed = closedByServer(held);
    const membershipId = (
      await first.inject({ method: 'GET', url: '/api/members', headers: { cookie: owner.cookie } })
    )
      .json<{ members: { userId: string; membershipId: string }[] }>()
      .members.find((m) => m.userId === member.userId)!.membershipId;
    expect((await post(first, `/api/members/${membershipId}/deactivate`, owner.cookie)).statusCode).toBe(200);
    await closed;
    expect(held.connected).toBe(false);
  });
});
