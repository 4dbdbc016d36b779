import { and, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { domainEvents } from '../db/schema.js';
import { defineJob } from './jobs.js';

/**
 * Delivered domain events are kept this long (to look into what happened recently), then deleted
 * with their delivery records: the outbox is a queue, not the record of what happened (that is the
 * audit trail). Events not delivered yet, and those given up after repeated failures, stay.
 */
export const DOMAIN_EVENT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DOMAIN_EVENTS_PRUNE_JOB = 'domain-events-prune';
export const DOMAIN_EVENTS_PRUNE_JOB_EVERY_MINUTES = 60;
const prunePayload = z.object({}).strict();

declare module './jobs.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface JobPayloads {
    [DOMAIN_EVENTS_PRUNE_JOB]: z.input<typeof prunePayload>;
  }
}

/** Deletes the events delivered before `now` minus the retention (one statement: safe to repeat). */
export async function pruneDeliveredDomainEvents(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DOMAIN_EVENT_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(domainEvents)
    .where(and(isNotNull(domainEvents.deliveredAt), lt(domainEvents.deliveredAt, before)))
    .returning({ id: domainEvents.id });
  return deleted.length;
}

/** The recurring job that keeps the outbox to the events of the last DOMAIN_EVENT_RETENTION_DAYS. */
export const domainEventsPruneJob = (deps: { db: Db; now: () => Date }) =>
  defineJob({
    name: DOMAIN_EVENTS_PRUNE_JOB,
    schema: prunePayload,
    everyMinutes: DOMAIN_EVENTS_PRUNE_JOB_EVERY_MINUTES,
    handler: async () => ({ pruned: await pruneDeliveredDomainEvents(deps.db, deps.now()) }),
  });
