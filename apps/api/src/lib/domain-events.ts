import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  domainEventPayloadSchemas,
  parseDomainEvent,
  type DomainEvent,
  type DomainEventType,
  type NewDomainEvent,
} from '@candor/contracts';
import type { Db } from '../db/client.js';
import { domainEventDeliveries, domainEvents } from '../db/schema.js';
import { loggableError } from './logger.js';

/**
 * The transactional outbox (docs/decisions/015-transactional-outbox.md). A service records the
 * domain event of a state change inside the transaction that makes the change, and wakes the
 * dispatcher once that transaction has committed. The dispatcher delivers each event at least
 * once to every registered consumer, in the order recorded (within one process).
 */

/** Records an event in the caller's transaction; it becomes deliverable when that commits. */
export async function recordDomainEvent(
  tx: Db,
  event: NewDomainEvent & { aggregateId: string; occurredAt: Date },
): Promise<void> {
  const payload: unknown = domainEventPayloadSchemas[event.type].parse(event.payload);
  await tx.insert(domainEvents).values({
    id: randomUUID(),
    organisationId: event.organisationId,
    aggregateId: event.aggregateId,
    type: event.type,
    payload,
    occurredAt: event.occurredAt,
  });
}

/**
 * Removes the events of a verification that no consumer has had yet, in the caller's
 * transaction: a verification that is deleted because its invitation was never sent.
 */
export async function discardPendingDomainEvents(tx: Db, aggregateId: string): Promise<void> {
  await tx
    .delete(domainEvents)
    .where(and(eq(domainEvents.aggregateId, aggregateId), isNull(domainEvents.deliveredAt)));
}

/**
 * A consumer of domain events. It must be idempotent: an event can reach it again after a crash
 * between its delivery and the bookkeeping. A thrown error retries the event later (for this
 * consumer only: consumers that already have it are not called again).
 */
export type DomainEventConsumer = {
  /** Stable name: the bookkeeping of who has which event is kept under it. */
  name: string;
  /** The event types it wants; all when omitted. */
  types?: readonly DomainEventType[];
  handle: (event: DomainEvent) => Promise<void> | void;
};

/** What services use: record inside the transaction, wake after commit. */
export type DomainEvents = {
  record: typeof recordDomainEvent;
  discardPending: typeof discardPendingDomainEvents;
  /** After the transaction that recorded events has committed: deliver them now. */
  wake: () => void;
};

export type DispatcherOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** How often pending events are looked for without a wake (other processes, retries). */
  pollMs?: number;
  /** How long a claim lasts; a process that dies holding one leaves the event to others after it. */
  leaseMs?: number;
  /** Attempts before an event is given up (marked failed, kept for inspection). */
  maxAttempts?: number;
  batchSize?: number;
};

/** Delay before the next attempt: 1 s, 2 s, 4 s … capped at 10 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(attempts - 1, 0), 600_000);

export function createDomainEventDispatcher(options: DispatcherOptions) {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const batchSize = options.batchSize ?? 50;
  const consumers = new Map<string, DomainEventConsumer>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;

  /**
   * Claims due events with FOR UPDATE SKIP LOCKED, so two processes never take the same one: one
   * statement (on the embedded database every statement counts). Answers them in recorded order.
   */
  async function claim() {
    const due = db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(
        and(
          isNull(domainEvents.deliveredAt),
          isNull(domainEvents.failedAt),
          lte(domainEvents.availableAt, sql`now()`),
          or(isNull(domainEvents.lockedUntil), lte(domainEvents.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(domainEvents.seq))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(domainEvents)
      .set({
        lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        attempts: sql`${domainEvents.attempts} + 1`,
      })
      .where(inArray(domainEvents.id, due))
      .returning();
    return rows.sort((a, b) => a.seq - b.seq);
  }

  async function deliver(row: typeof domainEvents.$inferSelect): Promise<void> {
    // Deliveries are recorded by the holder of a claim: before the event's second claim there
    // are none to look up.
    const done =
      row.attempts <= 1
        ? new Set<string>()
        : new Set(
            (
              await db
                .select({ consumer: domainEventDeliveries.consumer })
                .from(domainEventDeliveries)
                .where(eq(domainEventDeliveries.eventId, row.id))
            ).map((d) => d.consumer),
          );
    const errors: string[] = [];
    const delivered: string[] = [];
    let event: DomainEvent;
    try {
      event = parseDomainEvent({ ...row, occurredAt: row.occurredAt.toISOString() });
    } catch (error) {
      errors.push(`unreadable event: ${error instanceof Error ? error.message : String(error)}`);
      await settle(row, errors, delivered);
      return;
    }
    for (const consumer of consumers.values()) {
      if (done.has(consumer.name)) continue;
      if (consumer.types && !consumer.types.includes(event.type)) continue;
      try {
        await consumer.handle(event);
        delivered.push(consumer.name);
      } catch (error) {
        log.warn(
          { err: loggableError(error), eventId: row.id, consumer: consumer.name },
          'domain event delivery failed',
        );
        errors.push(`${consumer.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await settle(row, errors, delivered);
  }

  /**
   * Marks the event delivered, or schedules its retry (or gives it up) after a failure, recording
   * which consumers have it so that the retry calls only the others.
   */
  async function settle(row: typeof domainEvents.$inferSelect, errors: string[], delivered: string[]) {
    if (errors.length === 0) {
      await db
        .update(domainEvents)
        .set({ deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(domainEvents.id, row.id));
      return;
    }
    if (delivered.length > 0) {
      await db
        .insert(domainEventDeliveries)
        .values(delivered.map((consumer) => ({ eventId: row.id, consumer })))
        .onConflictDoNothing();
    }
    const giveUp = row.attempts >= maxAttempts;
    if (giveUp)
      log.error({ eventId: row.id, type: row.type }, 'domain event given up after repeated failures');
    await db
      .update(domainEvents)
      .set({
        lastError: errors.join('; ').slice(0, 2000),
        lockedUntil: null,
        availableAt: sql`now() + ${`${retryDelayMs(row.attempts)} milliseconds`}::interval`,
        ...(giveUp ? { failedAt: sql`now()` } : {}),
      })
      .where(eq(domainEvents.id, row.id));
  }

  /** Delivers everything due now; returns how many events were handled. */
  async function drainOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await claim();
      for (const row of batch) {
        // One event's failure never stops the others.
        await deliver(row).catch((error: unknown) => {
          log.error({ err: loggableError(error), eventId: row.id }, 'domain event bookkeeping failed');
        });
      }
      handled += batch.length;
      if (batch.length < batchSize) return handled;
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainOnce().catch((error: unknown) => {
          log.error({ err: loggableError(error) }, 'domain event dispatch failed');
        });
        // `again` is set by a wake that arrived while this pass was running.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      } while (again && started);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Adds a consumer (before or after start): `dispatcher.register({ name, types, handle })`. */
    register(consumer: DomainEventConsumer): void {
      if (consumers.has(consumer.name)) throw new Error(`domain event consumer ${consumer.name} exists`);
      consumers.set(consumer.name, consumer);
    },

    /** Delivers pending events at once (after a commit); does nothing until started. */
    wake(): void {
      if (started) void run();
    },

    /** Starts polling, and delivers what is pending (events left by a process that died). */
    start(): void {
      if (started) return;
      started = true;
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
      void run();
    },

    /** Stops polling and waits for a delivery in progress. */
    async stop(): Promise<void> {
      started = false;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },

    /** Delivers everything due now and waits for it (tests, maintenance). */
    async drain(): Promise<number> {
      await running;
      return drainOnce();
    },
  };
}
export type DomainEventDispatcher = ReturnType<typeof createDomainEventDispatcher>;

/** The services' side of the outbox, bound to a dispatcher. */
export function domainEventsFor(dispatcher: Pick<DomainEventDispatcher, 'wake'>): DomainEvents {
  return {
    record: recordDomainEvent,
    discardPending: discardPendingDomainEvents,
    wake: () => {
      dispatcher.wake();
    },
  };
}
