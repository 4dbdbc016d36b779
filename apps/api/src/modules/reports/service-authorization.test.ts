import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf, type Permission, type Role } from '@candor/contracts';
import type { Actor, ApiKeyActor, UserActor } from '../../lib/actor.js';
import { createMemoryWindowCounter } from '../../lib/window-counter.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { newOrganisation, submittedVerification, type Staff } from '../../../test/verification-helpers.js';
import { auditEvents } from '../../db/schema.js';
// This test assembles the services the way the composition does, repos included.
// eslint-disable-next-line no-restricted-imports
import { createAuditRepo } from '../audit/audit.repo.js';
import { createAuditService } from '../audit/audit.service.js';
// eslint-disable-next-line no-restricted-imports
import { createInformationRequestsRepo } from '../verifications/information-requests.repo.js';
import {
  createGuessLimiter,
  createVerificationAccess,
} from '../verifications/verification-access.service.js';
// eslint-disable-next-line no-restricted-imports
import { createVerificationsRepo } from '../verifications/verifications.repo.js';
import { createReportsService } from './reports.service.js';

const context = { ip: '203.0.113.9', userAgent: 'test', requestId: 'reports-authorization' };

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

describe('the reports service checks the actor itself', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;
  let service: ReturnType<typeof createReportsService>;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
    await submittedVerification(app, owner);
    const repo = createVerificationsRepo(app.db);
    const access = createVerificationAccess({
      repo,
      informationRequests: createInformationRequestsRepo(app.db),
      guesses: createGuessLimiter({
        max: 30,
        windowMs: 60_000,
        counter: createMemoryWindowCounter(Date.now),
      }),
      now: () => new Date(),
    });
    const audit = createAuditService({ repo: createAuditRepo(app.db) });
    service = createReportsService({ repo, access, audit, now: () => new Date() });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const refusals: [string, (actor: Actor) => Promise<unknown>, Role[]][] = [
    ['overview', (a) => service.overview(a), ['candidate']],
    ['analytics', (a) => service.analytics(a), ['candidate']],
    ['export', (a) => service.exportCsv(a, context), ['recruiter']],
  ];

  it.each(refusals)('%s: FORBIDDEN for an actor without the permission', async (_name, call, roles) => {
    await expect(call(userActor(owner, roles))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a refused export writes no audit row', async () => {
    const before = (await app.db.select().from(auditEvents)).length;
    await expect(service.exportCsv(userActor(owner, ['hiring_manager']), context)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await app.db.select().from(auditEvents)).length).toBe(before);
  });

  it('an API key without the permission is refused too', async () => {
    const key: ApiKeyActor = {
      kind: 'api_key',
      keyId: 'k',
      organisationId: owner.organisationId,
      permissions: new Set(),
    };
    await expect(service.overview(key)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service.exportCsv(key, context)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it("counts only the actor's own organisation", async () => {
    const mine = await service.overview(userActor(owner, ['hr_director']));
    const theirs = await service.overview(userActor(other, ['hr_director']));
    expect(mine.stats.total).toBe(1);
    expect(theirs.stats.total).toBe(0);
    expect(theirs.requests).toEqual([]);
  });
});
