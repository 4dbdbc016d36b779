import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { openTestDatabase } from '../../test/test-database.js';
import { invite, newOrganisation } from '../../test/verification-helpers.js';
import type { Database } from '../db/client.js';
import { candidateReminders } from '../db/schema.js';
import { CHECKS_RECOVER_JOB } from '../modules/checks/checks.jobs.js';
import { DOCUMENTS_SWEEP_JOB } from '../modules/documents/documents.jobs.js';
import { REMINDER_JOB, REMINDER_JOB_EVERY_MINUTES } from '../modules/reminders/reminders.service.js';
import { DOMAIN_EVENTS_PRUNE_JOB } from './domain-events-prune.js';
import { createJobRunner, type JobRunner } from './jobs.js';
import { MAIL_BODY_RETENTION_JOB } from './mail.js';

const DAY = 24 * 60 * 60 * 1000;

/** Polls a condition until it holds or the deadline passes (no fixed sleeps). */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

/** A logger that keeps its lines, to see what a run reported. */
function capturingLogger() {
  const lines: { msg: string; job?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { msg: string; job?: string });
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

async function rowsOf<T>(database: Database, text: string, values: unknown[]): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

type JobRow = { state: string; retry_count: number; singleton_key: string | null };
const jobRow = async (database: Database, id: string) =>
  (
    await rowsOf<JobRow>(database, 'select state, retry_count, singleton_key from pgboss.job where id = $1', [
      id,
    ])
  )[0];

const idPayload = z.object({ id: z.string().min(1) }).strict();
const emptyPayload = z.object({}).strict();
type TestJobs = {
  'test.echo': z.input<typeof idPayload>;
  'test.flaky': z.input<typeof idPayload>;
  'test.stately': z.input<typeof idPayload>;
  'test.recurring': z.input<typeof emptyPayload>;
};

describe('job runner (pg-boss in the app database)', () => {
  it('schedules the recurring jobs durably and runs a sent job through the queue', async () => {
    let clock = Date.now();
    const app = await buildTestApp({ now: () => clock, startJobs: true });
    try {
      const { rows } = await app.database!.executeSql('select name, cron from pgboss.schedule order by name');
      expect(rows).toEqual([
        { name: REMINDER_JOB, cron: `*/${REMINDER_JOB_EVERY_MINUTES} * * * *` },
        { name: CHECKS_RECOVER_JOB, cron: '*/1 * * * *' },
        { name: DOCUMENTS_SWEEP_JOB, cron: '*/60 * * * *' },
        { name: DOMAIN_EVENTS_PRUNE_JOB, cron: '*/60 * * * *' },
        { name: MAIL_BODY_RETENTION_JOB, cron: '*/60 * * * *' },
      ]);

      const owner = await newOrganisation(app, { plan: 'professional' });
      const { verificationId } = await invite(app, owner);
      clock += DAY + 60_000;
      expect(await app.jobs.send(REMINDER_JOB, {})).toEqual(expect.any(String));
      await until(
        async () =>
          (
            await app.db
              .select()
              .from(candidateReminders)
              .where(eq(candidateReminders.verificationId, verificationId))
          ).length === 1,
      );
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses unknown jobs, bad payloads, and sends before start', async () => {
    const app = await buildTestApp();
    try {
      const untyped = app.jobs as unknown as JobRunner<Record<string, unknown>>;
      await expect(untyped.runNow('nope')).rejects.toThrow('unknown job nope');
      await expect(untyped.send('nope', {})).rejects.toThrow('unknown job nope');
      await expect(untyped.send(REMINDER_JOB, { email: 'someone@example.com' })).rejects.toThrow(
        `job ${REMINDER_JOB}: invalid payload`,
      );
      await expect(untyped.runNow(REMINDER_JOB, { email: 'someone@example.com' })).rejects.toThrow(
        'invalid payload',
      );
      await expect(app.jobs.send(REMINDER_JOB, {})).rejects.toThrow('not started');
    } finally {
      await app.close();
    }
  });

  it('queues the start-up sweep once for processes that start together', async () => {
    const database = await openTestDatabase();
    const shared = { ...database, close: () => Promise.resolve() };
    const apps: TestApp[] = [];
    try {
      apps.push(await buildTestApp({ database: shared, startJobs: true }));
      apps.push(await buildTestApp({ database: shared, startJobs: true }));
      const startUpRuns = () =>
        rowsOf<{ state: string }>(
          database,
          `select state from pgboss.job where name = $1 and singleton_key = 'start-up'`,
          [DOCUMENTS_SWEEP_JOB],
        );
      await until(async () => (await startUpRuns()).some((run) => run.state === 'completed'));
      expect(await startUpRuns()).toEqual([{ state: 'completed' }]);
    } finally {
      for (const app of apps) await app.close();
      await database.close();
    }
  }, 60_000);
});

describe('sent jobs', () => {
  let database: Database;
  let runner: JobRunner<TestJobs>;
  const logger = capturingLogger();
  const handled: { name: string; id: string; at: number }[] = [];
  const flakyFailures = new Set<string>();
  const handledOf = (name: string, id: string) => handled.filter((run) => run.name === name && run.id === id);

  beforeAll(async () => {
    database = await openTestDatabase();
    runner = createJobRunner<TestJobs>({
      executeSql: database.executeSql,
      log: logger.log,
      pollingIntervalSeconds: 0.5,
    });
    const record = (name: string) => (payload: { id: string }) => {
      handled.push({ name, id: payload.id, at: Date.now() });
      return Promise.resolve();
    };
    runner.register({ name: 'test.echo', schema: idPayload, handler: record('test.echo'), retryLimit: 0 });
    runner.register({
      name: 'test.flaky',
      schema: idPayload,
      handler: async (payload) => {
        await record('test.flaky')(payload);
        if (!flakyFailures.has(payload.id)) {
          flakyFailures.add(payload.id);
          throw new Error('the first attempt fails');
        }
      },
    });
    runner.register({
      name: 'test.stately',
      schema: idPayload,
      handler: record('test.stately'),
      policy: 'stately',
    });
    await runner.start();
  }, 60_000);

  afterAll(async () => {
    await runner.stop();
    await database.close();
  });

  it('runs a job no earlier than its startAfter', async () => {
    const sentAt = Date.now();
    const id = await runner.send('test.echo', { id: 'delayed' }, { startAfter: 2 });
    expect(id).toEqual(expect.any(String));
    await until(() => handledOf('test.echo', 'delayed').length === 1);
    expect(handledOf('test.echo', 'delayed')[0]!.at - sentAt).toBeGreaterThanOrEqual(1500);
    const [timing] = await rowsOf<{ delay: number; early: boolean }>(
      database,
      `select extract(epoch from start_after - created_on)::float as delay, started_on < start_after as early
         from pgboss.job where id = $1`,
      [id],
    );
    expect(timing!.delay).toBeGreaterThanOrEqual(2);
    expect(timing!.early).toBe(false);
  });

  it('retries a failed run after its retryDelay', async () => {
    const id = await runner.send('test.flaky', { id: 'once' }, { retryLimit: 1, retryDelay: 1 });
    await until(async () => (await jobRow(database, id!))?.state === 'completed');
    const attempts = handledOf('test.flaky', 'once');
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(await jobRow(database, id!)).toMatchObject({ state: 'completed', retry_count: 1 });
    expect(logger.lines).toContainEqual(expect.objectContaining({ msg: 'job failed', job: 'test.flaky' }));
  });

  it('keeps one waiting run per singletonKey', async () => {
    const first = await runner.send('test.stately', { id: 'single' }, { singletonKey: 'k', startAfter: 1 });
    const second = await runner.send('test.stately', { id: 'single' }, { singletonKey: 'k', startAfter: 1 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await until(async () => (await jobRow(database, first!))?.state === 'completed');
    const rows = await rowsOf<{ id: string }>(
      database,
      `select id from pgboss.job where name = 'test.stately' and singleton_key = 'k'`,
      [],
    );
    expect(rows.map((row) => row.id)).toEqual([first]);
    expect(handledOf('test.stately', 'single')).toHaveLength(1);
  });

  it('throws on a bad payload at send and queues nothing', async () => {
    const untyped = runner as unknown as JobRunner<Record<string, unknown>>;
    await expect(untyped.send('test.echo', { id: '' })).rejects.toThrow(
      'job test.echo: invalid payload at id',
    );
    await expect(untyped.send('test.echo', { id: 'x', email: 'a@b.c' })).rejects.toThrow('invalid payload');
    const rows = await rowsOf<{ id: string }>(
      database,
      `select id from pgboss.job where name = 'test.echo' and data->>'id' = 'x'`,
      [],
    );
    expect(rows).toEqual([]);
  });

  it('fails a run whose stored payload does not parse, and keeps working', async () => {
    // A row written without `send` (an older release, a hand-made row): the worker must not crash.
    const [bad] = await rowsOf<{ id: string }>(
      database,
      `insert into pgboss.job (name, data, retry_limit, policy) values ('test.echo', '{"id": 5}'::jsonb, 0, 'standard')
       returning id`,
      [],
    );
    await until(async () => (await jobRow(database, bad!.id))?.state === 'failed');
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ msg: 'job payload rejected', job: 'test.echo' }),
    );
    expect(handled.filter((run) => run.name === 'test.echo' && typeof run.id !== 'string')).toEqual([]);

    await runner.send('test.echo', { id: 'after-bad' });
    await until(() => handledOf('test.echo', 'after-bad').length === 1);
  });
});

describe('recurring jobs with two processes', () => {
  it('runs each scheduled run in one of them', async () => {
    const database = await openTestDatabase();
    const runs: string[] = [];
    const runners = ['a', 'b'].map((label) => {
      const runner = createJobRunner<TestJobs>({
        executeSql: database.executeSql,
        log: capturingLogger().log,
        pollingIntervalSeconds: 0.5,
        cronIntervalSeconds: 1,
      });
      runner.register({
        name: 'test.recurring',
        schema: emptyPayload,
        everyMinutes: 1,
        handler: () => {
          runs.push(label);
          return Promise.resolve();
        },
      });
      return runner;
    });
    const firstMinute = Math.floor(Date.now() / 60_000);
    try {
      for (const runner of runners) await runner.start();
      await until(() => runs.length >= 1);
      // Let the scheduler of both processes look at the schedule several more times.
      const ticks = new Set<string>();
      await until(async () => {
        const [version] = await rowsOf<{ cron_on: unknown }>(
          database,
          'select cron_on from pgboss.version',
          [],
        );
        ticks.add(String(version?.cron_on));
        return ticks.size >= 4;
      });
      const minutes = Math.floor(Date.now() / 60_000) - firstMinute + 1;
      const queued = await rowsOf<{ state: string }>(
        database,
        `select state from pgboss.job where name = 'test.recurring'`,
        [],
      );
      // One run a minute between both processes, however often each looked.
      expect(queued.length).toBeLessThanOrEqual(minutes);
      expect(runs.length).toBeLessThanOrEqual(minutes);
    } finally {
      for (const runner of runners) await runner.stop();
      await database.close();
    }
  }, 60_000);
});
