import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRuns, verifications } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { newOrganisation, submittedVerification, type Staff } from '../../../test/verification-helpers.js';
import { CHECKS_RECOVER_JOB } from './checks.jobs.js';

/**
 * The organisation's processing timeout bounds a run from when it first started: a run taken
 * over after a process died 5 minutes into it has no time left under a 3-minute timeout, and
 * finishes under a 10-minute one.
 */
describe('the processing timeout setting', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function runStartedFiveMinutesAgo(timeoutSeconds: 180 | 600) {
    const owner: Staff = await newOrganisation(app, { plan: 'professional', checksOnSubmission: true });
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: owner.cookie },
      payload: { processingTimeoutSeconds: timeoutSeconds },
    });
    expect(saved.statusCode).toBe(200);
    const { verificationId } = await submittedVerification(app, owner, {
      candidateEmail: `timeout${timeoutSeconds}@analytical.example`,
    });
    await app.domainEvents.drain();
    await app.db
      .update(checkRuns)
      .set({ startedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(checkRuns.verificationId, verificationId));
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    const [run] = await app.db.select().from(checkRuns).where(eq(checkRuns.verificationId, verificationId));
    const verification = await app.db.query.verifications.findFirst({
      where: eq(verifications.id, verificationId),
    });
    return { run, status: verification?.status };
  }

  it('at 180 seconds, the run has no time left: nothing is concluded and the submission waits for a person', async () => {
    const { run, status } = await runStartedFiveMinutesAgo(180);
    expect(run?.status).toBe('FAILED');
    expect(run?.error).toContain('No automated check could run');
    expect(status).toBe('SUBMITTED');
  });

  it('at 600 seconds, the same run finishes', async () => {
    const { run, status } = await runStartedFiveMinutesAgo(600);
    expect(run?.status).toBe('DONE');
    expect(status).toBe('VERIFIED');
  });
});
