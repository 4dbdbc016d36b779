import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { loggableError } from './logger.js';

/**
 * What each job accepts, by name: the one registry `send` is typed by. A module that owns a job
 * adds its entry by declaration merging next to its definition:
 *
 *     declare module '../../lib/jobs.js' {
 *       interface JobPayloads { 'documents.orphan-sweep': z.input<typeof schema> }
 *     }
 *
 * Payloads carry ids and flags only, never personal data (names, emails, answers, documents):
 * they are stored as plain JSON in the job tables and kept there after the run. The handler
 * loads what it needs from the database.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- an open registry that modules extend
export interface JobPayloads {}

/** A name → payload map; the app's is JobPayloads, a test may use its own. */
export type JobMap = object;

/**
 * How a job's queue admits runs (pg-boss queue policies):
 * - `standard`: every send is a run.
 * - `singleton`: at most one run active at a time (per singletonKey); more may wait.
 * - `stately`: at most one run waiting and one active per singletonKey; a send while one waits
 *   is dropped (send answers null). Sends without a key share one key.
 */
export type JobPolicy = 'standard' | 'singleton' | 'stately';

export type JobRetry = {
  /** How many times a failed run is tried again (default 2). */
  retryLimit?: number;
  /** Seconds before a failed run is tried again (default 0). */
  retryDelay?: number;
  /** Doubles the delay on each retry. */
  retryBackoff?: boolean;
};

/** A job: its payload schema, its handler, and how it is run. */
export type JobDefinition<N extends string = string, P = unknown> = JobRetry & {
  name: N;
  /** Checked on send (a bad payload throws) and again on receipt (a bad payload fails the run). */
  schema: z.ZodType<P, P>;
  /** Must be safe to run twice: a run can repeat after a crash or a retry (keep state in the database). */
  handler: (payload: P) => Promise<unknown>;
  /** Queue policy; `singleton` for recurring jobs, `standard` otherwise. */
  policy?: JobPolicy;
  /** A run still active after this long is failed (pg-boss default: 15 minutes). */
  expireInSeconds?: number;
  /**
   * Recurring: runs every N minutes (a divisor of 60, cron `*\/n * * * *`) with an empty payload
   * (`{}`). The schedule is a row, so with several processes each run is taken by one of them.
   */
  everyMinutes?: number;
  /**
   * Also queues one run when the job runner starts. Processes that start within the same period
   * (everyMinutes, an hour when not recurring) queue it once between them.
   */
  runAtStartUp?: boolean;
};

export type SendOptions = JobRetry & {
  /** Not before this time: a date, or a delay in seconds. */
  startAfter?: Date | number;
  /**
   * Deduplicates: on a `stately` queue a send is dropped while a run with the same key waits; with
   * `singletonSeconds`, on any queue, one run per key per time slot of that many seconds.
   */
  singletonKey?: string;
  singletonSeconds?: number;
};

/**
 * The job layer, on pg-boss 10 in its own `pgboss` schema of the app's database: PostgreSQL, or
 * the embedded database through the same `executeSql` adapter. Queues, schedules and runs are rows,
 * so a restart resumes them and with several API processes each run is taken by one. One
 * registry for one-off jobs (`send`) and recurring ones (`everyMinutes`): the only scheduler.
 */
export type JobRunner<M extends JobMap = JobPayloads> = {
  register: <N extends keyof M & string>(job: JobDefinition<N, M[N]>) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /**
   * Queues a run for whichever started process takes it first. Answers the job id, or null when
   * a singleton rule dropped it. Throws on an unknown job, a bad payload or before `start`.
   */
  send: <N extends keyof M & string>(name: N, payload: M[N], options?: SendOptions) => Promise<string | null>;
  /** Whether this process runs jobs (`start` was called); tests leave it off and use `runNow`. */
  isStarted: () => boolean;
  /** Runs a registered job once, now, in this process (tests, maintenance). */
  runNow: <N extends keyof M & string>(name: N, ...payload: [M[N]] | []) => Promise<void>;
};

/** Defines one of the app's jobs (see JobPayloads); the name fixes the payload type. */
export function defineJob<N extends Extract<keyof JobPayloads, string>>(
  job: JobDefinition<N, JobPayloads[N]>,
): JobDefinition<N, JobPayloads[N]> {
  return job;
}

/** The payload of a recurring run, and of `runNow` without one. */
const EMPTY_PAYLOAD = {};

export function createJobRunner<M extends JobMap = JobPayloads>(options: {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  log: FastifyBaseLogger;
  /** How often a worker looks for a queued run (pg-boss default: 2 seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How often the scheduler looks at the schedules (pg-boss default: 30 seconds; tests: 1). */
  cronIntervalSeconds?: number;
}): JobRunner<M> {
  // Stored untyped: each payload is checked by its own schema before it reaches its handler.
  const jobs = new Map<string, JobDefinition>();
  let boss: PgBoss | null = null;
  /** Set once stop() began: late writes of the queue may then fail as the database closes. */
  let stopping = false;

  const find = (name: string) => {
    const job = jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    return job;
  };

  const parse = (job: JobDefinition, payload: unknown) => {
    const result = job.schema.safeParse(payload);
    if (!result.success) {
      const where = result.error.issues.map((issue) => issue.path.join('.') || '(payload)').join(', ');
      throw new Error(`job ${job.name}: invalid payload at ${where}`);
    }
    return result.data;
  };

  const retryOf = (retry: JobRetry): JobRetry => ({
    ...(retry.retryLimit !== undefined ? { retryLimit: retry.retryLimit } : {}),
    ...(retry.retryDelay !== undefined ? { retryDelay: retry.retryDelay } : {}),
    ...(retry.retryBackoff !== undefined ? { retryBackoff: retry.retryBackoff } : {}),
  });

  /** A run as pg-boss hands it to the worker: validated, handled, and logged when it fails. */
  const run = async (job: JobDefinition, received: PgBoss.Job<unknown>) => {
    let payload: unknown;
    try {
      payload = parse(job, received.data);
    } catch (error) {
      options.log.error({ job: job.name, jobId: received.id }, 'job payload rejected');
      throw error;
    }
    try {
      await job.handler(payload);
    } catch (error) {
      options.log.error({ err: loggableError(error), job: job.name, jobId: received.id }, 'job failed');
      throw error;
    }
  };

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is already registered`);
      if (job.everyMinutes !== undefined) {
        if (!Number.isInteger(job.everyMinutes) || job.everyMinutes < 1 || 60 % job.everyMinutes !== 0) {
          throw new Error(`job ${job.name}: everyMinutes must divide 60`);
        }
        if (!job.schema.safeParse(EMPTY_PAYLOAD).success) {
          throw new Error(`job ${job.name}: a recurring job's schema must accept {}`);
        }
      }
      jobs.set(job.name, job as unknown as JobDefinition);
    },

    async start() {
      stopping = false;
      const instance = new PgBoss({
        db: {
          executeSql: (text, values) =>
            options.executeSql(text, values as unknown[] | undefined).catch((error: unknown) => {
              // The queue completes a job it fetched just as it was stopped without awaiting the
              // write. Once stopping, a write that fails (the database is closing) never settles
              // instead of rejecting into nothing and crashing the process; the job is retried
              // after it expires.
              if (stopping) return new Promise<never>(() => undefined);
              throw error;
            }),
        },
        schema: 'pgboss',
        ...(options.cronIntervalSeconds !== undefined
          ? {
              cronMonitorIntervalSeconds: options.cronIntervalSeconds,
              cronWorkerIntervalSeconds: options.cronIntervalSeconds,
            }
          : {}),
      });
      instance.on('error', (error: unknown) => {
        options.log.error({ err: loggableError(error) }, 'job queue error');
      });
      await instance.start();
      const all = [...jobs.values()];
      for (const job of all) {
        await instance.createQueue(job.name, {
          name: job.name,
          policy: job.policy ?? (job.everyMinutes !== undefined ? 'singleton' : 'standard'),
          ...retryOf(job),
          ...(job.expireInSeconds !== undefined ? { expireInSeconds: job.expireInSeconds } : {}),
        });
        if (job.everyMinutes !== undefined) {
          await instance.schedule(job.name, `*/${job.everyMinutes} * * * *`, EMPTY_PAYLOAD, retryOf(job));
        }
      }
      // Start-up runs are queued before the workers start, so their first look finds them.
      for (const job of all) {
        if (!job.runAtStartUp) continue;
        await instance.send(job.name, EMPTY_PAYLOAD, {
          singletonKey: 'start-up',
          singletonSeconds: (job.everyMinutes ?? 60) * 60,
          ...retryOf(job),
        });
      }
      for (const job of all) {
        await instance.work(
          job.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([received]) => {
            if (received) await run(job, received);
          },
        );
      }
      boss = instance;
    },

    async stop() {
      const instance = boss;
      boss = null;
      stopping = true;
      if (instance) await instance.stop({ graceful: true, wait: true, timeout: 10_000 });
    },

    isStarted: () => boss !== null,

    async send(name, payload, sendOptions = {}) {
      const job = find(name);
      // The payload is stored as sent; the worker parses it again on receipt.
      parse(job, payload);
      if (!boss) throw new Error('the job runner is not started');
      const { startAfter, singletonKey, singletonSeconds } = sendOptions;
      return boss.send(name, payload as object, {
        ...retryOf(job),
        ...retryOf(sendOptions),
        ...(startAfter !== undefined ? { startAfter } : {}),
        ...(singletonKey !== undefined ? { singletonKey } : {}),
        ...(singletonSeconds !== undefined ? { singletonSeconds } : {}),
      });
    },

    async runNow(name, ...payload) {
      const job = find(name);
      await job.handler(parse(job, payload.length > 0 ? payload[0] : EMPTY_PAYLOAD));
    },
  };
}
