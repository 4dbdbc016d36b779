import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { invite, newOrganisation } from '../../test/verification-helpers.js';
import { domainEventDeliveries, domainEvents } from '../db/schema.js';
import { DOMAIN_EVENTS_PRUNE_JOB } from './domain-events-prune.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('pruning delivered domain events', () => {
  let app: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('deletes events delivered over 30 days ago with their delivery records, and keeps the rest', async () => {
    const owner = await newOrganisation(app);
    const { verificationId } = await invite(app, owner);
    await app.domainEvents.drain();
    const [invited] = await app.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, verificationId));
    if (!invited?.deliveredAt) throw new Error('expected the invitation event delivered');
    // A delivery record of another consumer, as after a retry.
    await app.db.insert(domainEventDeliveries).values({ eventId: invited.id, consumer: 'realtime' });
    // An event that never reached its consumers: it stays whatever its age.
    const stuck = randomUUID();
    await app.db.insert(domainEvents).values({
      id: stuck,
      organisationId: owner.organisationId,
      aggregateId: verificationId,
      type: 'verification.link_revoked',
      payload: { verificationId },
      occurredAt: new Date(clock - 90 * DAY_MS),
      failedAt: new Date(clock - 89 * DAY_MS),
    });

    // 29 days on, nothing is old enough.
    clock = invited.deliveredAt.getTime() + 29 * DAY_MS;
    await app.jobs.runNow(DOMAIN_EVENTS_PRUNE_JOB);
    expect(await app.db.select().from(domainEvents).where(eq(domainEvents.id, invited.id))).toHaveLength(1);

    clock = invited.deliveredAt.getTime() + 31 * DAY_MS;
    await app.jobs.runNow(DOMAIN_EVENTS_PRUNE_JOB);
    expect(await app.db.select().from(domainEvents).where(eq(domainEvents.id, invited.id))).toHaveLength(0);
    expect(
      await app.db.select().from(domainEventDeliveries).where(eq(domainEventDeliveries.eventId, invited.id)),
    ).toHaveLength(0);
    expect(await app.db.select().from(domainEvents).where(eq(domainEvents.id, stuck))).toHaveLength(1);
  });
});
