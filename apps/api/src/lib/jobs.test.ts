import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { invite, newOrganisation } from '../../test/verification-helpers.js';
import { candidateReminders } from '../db/schema.js';
import { REMINDER_JOB, REMINDER_JOB_EVERY_MINUTES } from '../modules/reminders/reminders.service.js';

const DAY = 24 * 60 * 60 * 1000;

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

describe('job runner (pg-boss in the app database)', () => {
  it('schedules the reminder job durably and runs it through the queue', async () => {
    let clock = Date.now();
    const app = await buildTestApp({ now: () => clock, startJobs: true });
    try {
      const { rows } = await app.database!.executeSql(
        'select name, cron from pgboss.schedule where name = $1',
        [REMINDER_JOB],
      );
      expect(rows).toEqual([{ name: REMINDER_JOB, cron: `*/${REMINDER_JOB_EVERY_MINUTES} * * * *` }]);

      const owner = await newOrganisation(app, { plan: 'professional' });
      const { verificationId } = await invite(app, owner);
      clock += DAY + 60_000;
      await app.jobs.trigger(REMINDER_JOB);
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

  it('refuses unknown jobs and triggers before start', async () => {
    const app = await buildTestApp();
    try {
      await expect(app.jobs.runNow('nope')).rejects.toThrow('unknown job nope');
      await expect(app.jobs.trigger(REMINDER_JOB)).rejects.toThrow('not started');
    } finally {
      await app.close();
    }
  });
});
