import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { loggableError } from './logger.js';

/** A recurring job. Its handler must be safe to run twice (its state lives in the database). */
export type JobDefinition = {
  name: string;
  /** How often it runs; a divisor of 60 (cron `*\/n * * * *`). */
  everyMinutes: number;
  handler: () => Promise<unknown>;
};

/**
 * The recurring jobs, on pg-boss 10 in its own `pgboss` schema of the app's database: PostgreSQL,
 * or the embedded database through the same `executeSql` adapter. The schedule and the queue
 * are rows, so a restart resumes them, and with several API processes each run is taken by one.
 */
export type JobRunner = {
  register: (job: JobDefinition) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Runs a registered job once, now, in this process (tests, maintenance). */
  runNow: (name: string) => Promise<void>;
  /** Queues a run of a registered job for whichever started process takes it first. */
  trigger: (name: string) => Promise<void>;
};

export function createJobRunner(options: {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  log: FastifyBaseLogger;
  /** How often a worker looks for a queued run (pg-boss default: 2 seconds). */
  pollingIntervalSeconds?: number;
}): JobRunner {
  const jobs = new Map<string, JobDefinition>();
  let boss: PgBoss | null = null;

  const find = (name: string) => {
    const job = jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    return job;
  };

  return {
    register(job) {
      if (60 % job.everyMinutes !== 0) throw new Error(`job ${job.name}: everyMinutes must divide 60`);
      jobs.set(job.name, job);
    },

    async start() {
      const instance = new PgBoss({
        db: { executeSql: (text, values) => options.executeSql(text, values as unknown[] | undefined) },
        schema: 'pgboss',
      });
      instance.on('error', (error: unknown) => {
        options.log.error({ err: loggableError(error) }, 'job queue error');
      });
      await instance.start();
      for (const job of jobs.values()) {
        // singleton: at most one run of a job at a time, whichever process takes it.
        await instance.createQueue(job.name, { name: job.name, policy: 'singleton' });
        await instance.schedule(job.name, `*/${job.everyMinutes} * * * *`);
        await instance.work(
          job.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async () => {
            await job.handler();
          },
        );
      }
      boss = instance;
    },

    async stop() {
      const instance = boss;
      boss = null;
      if (instance) await instance.stop({ graceful: true, wait: true, timeout: 10_000 });
    },

    async runNow(name) {
      await find(name).handler();
    },

    async trigger(name) {
      find(name);
      if (!boss) throw new Error('the job runner is not started');
      await boss.send(name, {});
    },
  };
}
