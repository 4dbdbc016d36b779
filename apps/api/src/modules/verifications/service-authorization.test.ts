import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf, type Permission, type Role } from '@candor/contracts';
import { verifications } from '../../db/schema.js';
import type { Actor, ApiKeyActor, UserActor } from '../../lib/actor.js';
import { createFieldCipher } from '../../lib/crypto.js';
import { domainEventsFor } from '../../lib/domain-events.js';
import { createLocalStorage } from '../../lib/storage.js';
import { createMemoryWindowCounter } from '../../lib/window-counter.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { newOrganisation, submittedVerification, type Staff } from '../../../test/verification-helpers.js';
// This test assembles the services the way app.ts does, repos included.
// eslint-disable-next-line no-restricted-imports
import { createAuditRepo } from '../audit/audit.repo.js';
import { createAuditService } from '../audit/audit.service.js';
// eslint-disable-next-line no-restricted-imports
import { createDocumentsRepo } from '../documents/documents.repo.js';
import { createDocumentsService } from '../documents/documents.service.js';
import { createInvitationsService } from '../invitations/invitations.service.js';
import { createReviewService } from '../review/review.service.js';
import { createSectionDigester } from './information-request-rules.js';
import { createInformationRequestsRepo } from './information-requests.repo.js';
import { createVerificationLifecycle } from './lifecycle.service.js';
import { createGuessLimiter, createVerificationAccess } from './verification-access.service.js';
import { createVerificationsRepo } from './verifications.repo.js';
import { createVerificationsService } from './verifications.service.js';

/** A dependency these calls must never reach (they are refused before it). */
const unreachable = (name: string): never =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error(`${name} was used by a refused call`);
      },
    },
  ) as never;

const context = { ip: '203.0.113.9', userAgent: 'test', requestId: 'service-authorization' };

function userActor(staff: Pick<Staff, 'organisationId' | 'userId'>, roles: Role[]): UserActor {
  return {
    kind: 'user',
    userId: staff.userId,
    sessionId: 'session',
    sessionExpiresAt: new Date(Date.now() + 60_000),
    email: 'someone@example.test',
    platformAdmin: false,
    demo: false,
    mfaSetupRequired: false,
    twoFactorEnabled: false,
    member: {
      organisationId: staff.organisationId,
      membershipId: 'membership',
      roles,
      permissions: new Set<Permission>(permissionsOf(roles)),
      department: null,
    },
  };
}

describe('verification services check the actor themselves', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;
  let verificationId: string;
  let services: ReturnType<typeof build>;

  function build() {
    const db = app.db;
    const audit = createAuditService({ repo: createAuditRepo(db) });
    const repo = createVerificationsRepo(db);
    const informationRequests = createInformationRequestsRepo(db);
    const now = () => new Date();
    const access = createVerificationAccess({
      repo,
      informationRequests,
      guesses: createGuessLimiter({
        max: 30,
        windowMs: 60_000,
        counter: createMemoryWindowCounter(Date.now),
      }),
      now,
    });
    const events = domainEventsFor(app.domainEvents);
    const lifecycle = createVerificationLifecycle({ repo, access, audit, events });
    const documents = createDocumentsService({
      db,
      repo: createDocumentsRepo(db),
      access,
      storage: createLocalStorage({
        root: mkdtempSync(path.join(tmpdir(), 'candor-authz-')),
        secret: 'test-secret-test-secret-test-secret-0123',
      }),
      audit,
      events,
      now,
    });
    const common = {
      db,
      repo,
      access,
      lifecycle,
      events,
      documents,
      audit,
      accounts: unreachable('accounts'),
      mailer: unreachable('mailer'),
      ssnCipher: createFieldCipher('test-secret-test-secret-test-secret-0123', 'ssn'),
      publicUrl: 'http://localhost:3000',
      now,
    };
    return {
      verifications: createVerificationsService(common),
      invitations: createInvitationsService({ ...common, mailDelivery: 'outbox' }),
      review: createReviewService({
        ...common,
        informationRequests,
        sectionDigests: createSectionDigester('test-secret-test-secret-test-secret-0123'),
      }),
    };
  }

  const statusOf = async (id: string) =>
    (await app.db.select().from(verifications).where(eq(verifications.id, id)))[0]?.status;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
    verificationId = (await submittedVerification(app, owner)).verificationId;
    services = build();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const refusals: [string, (actor: Actor) => Promise<unknown>, Role[]][] = [
    [
      'approve',
      (a) => services.review.decide(a, verificationId, 'COMPLETED', { note: 'x' }, context),
      ['recruiter'],
    ],
    [
      'reject',
      (a) => services.review.decide(a, verificationId, 'FAILED', { note: 'x' }, context),
      ['auditor'],
    ],
    ['list', (a) => services.verifications.list(a, { sort: 'updated', limit: 10 }), ['candidate']],
    ['read one', (a) => services.verifications.get(a, verificationId, {}, context), ['candidate']],
    ['stats', (a) => services.review.stats(a), ['candidate']],
    ['revoke the link', (a) => services.invitations.revokeLink(a, verificationId, context), ['auditor']],
    [
      'request more information',
      (a) =>
        services.review.requestMoreInfo(
          a,
          {
            action: 'REQUEST_MORE_INFO',
            verificationId,
            requestData: { message: 'More please', education: true },
          } as Parameters<typeof services.review.requestMoreInfo>[1],
          context,
        ),
      ['auditor'],
    ],
  ];

  it.each(refusals)(
    '%s: FORBIDDEN for an actor without the permission, nothing changes',
    async (_name, call, roles) => {
      await expect(call(userActor(owner, roles))).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await statusOf(verificationId)).toBe('SUBMITTED');
    },
  );

  it('an API key without the permission is refused too', async () => {
    const key: ApiKeyActor = {
      kind: 'api_key',
      keyId: 'k',
      organisationId: owner.organisationId,
      permissions: new Set(),
    };
    await expect(services.verifications.list(key, { sort: 'updated', limit: 10 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      services.review.decide(key, verificationId, 'COMPLETED', { note: 'x' }, context),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it("another organisation's actor gets NOT_FOUND and changes nothing", async () => {
    const stranger = userActor(other, ['hr_director']);
    await expect(
      services.review.decide(stranger, verificationId, 'COMPLETED', { note: 'x' }, context),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(services.verifications.get(stranger, verificationId, {}, context)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(services.invitations.revokeLink(stranger, verificationId, context)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await statusOf(verificationId)).toBe('SUBMITTED');
  });

  it('the permitted actor of the organisation decides through the same service', async () => {
    const decided = await services.review.decide(
      userActor(owner, ['hr_director']),
      verificationId,
      'COMPLETED',
      { note: 'ok' },
      context,
    );
    expect(decided.status).toBe('COMPLETED');
  });
});
