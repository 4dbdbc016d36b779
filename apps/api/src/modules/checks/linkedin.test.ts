import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkedinComparisonResponseSchema,
  linkedinVerificationsResponseSchema,
  type LinkedinComparisonResponse,
} from '@candor/contracts';
import type { TestApp } from '../../../test/build-test-app.js';
import { documentsTestApp } from '../../../test/documents-helpers.js';
import { multipartBody } from '../../../test/fixtures.js';
import { completeFormData, submittedVerification, type Staff } from '../../../test/verification-helpers.js';
import { CHECKS_RECOVER_JOB } from './checks.jobs.js';
import { linkedinPdf, type FixtureProfile } from './rules/linkedin/test-fixtures.js';

/** Ada Lovelace's made-up profile: the application's employer, but from June 2013, not January. */
const ADA: FixtureProfile = {
  name: 'Ada Lovelace',
  headline: 'Analyst at Analytical Engines',
  location: 'London, England, United Kingdom',
  positions: [
    {
      company: 'Analytical Engines Ltd',
      roles: [{ title: 'Analyst', dates: 'June 2013 - Present (13 years 6 months)', location: 'London' }],
    },
  ],
  education: [
    { school: 'University of London', degreeLine: 'Bachelor of Science - BSc, Mathematics · (2008 - 2012)' },
  ],
};

describe('the LinkedIn profile comparison', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;
  beforeAll(async () => {
    ({ app, owner, other } = await documentsTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  const comparison = async (id: string, cookie = owner.cookie) =>
    app.inject({ method: 'GET', url: `/api/verifications/${id}/linkedin`, headers: { cookie } });

  it('reads an uploaded profile PDF, runs the LinkedIn check on it and shows both side by side', async () => {
    const { verificationId: id } = await submittedVerification(
      app,
      owner,
      { candidateName: 'Ada Lovelace', candidateEmail: 'ada.linkedin@analytical.example' },
      { formData: completeFormData() },
    );
    // A full run: without a profile PDF, the check says it could not compare.
    const first = await app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/checks`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect([202, 409]).toContain(first.statusCode);
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    const before = linkedinComparisonResponseSchema.parse((await comparison(id)).json());
    expect(before.documents).toEqual([]);
    expect(before.findings.map((found) => found.code)).toEqual(['LINKEDIN_PROFILE_NOT_SUPPLIED']);

    const body = multipartBody({ name: 'Profile.pdf', content: await linkedinPdf(ADA) });
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/documents?verificationType=LINKEDIN`,
      payload: body.payload,
      headers: { ...body.headers, cookie: owner.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    const started = await app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/checks`,
      headers: { cookie: owner.cookie },
      payload: { types: ['LINKEDIN'] },
    });
    expect(started.statusCode).toBe(202);
    await app.jobs.runNow(CHECKS_RECOVER_JOB);

    const res = await comparison(id);
    expect(res.statusCode).toBe(200);
    const shown: LinkedinComparisonResponse = linkedinComparisonResponseSchema.parse(res.json());
    expect(shown.verification).toMatchObject({ id, candidateName: 'Ada Lovelace' });
    expect(shown.run).toMatchObject({ status: 'DONE', types: ['LINKEDIN'] });
    const [document] = shown.documents;
    expect(document).toMatchObject({ fileName: 'Profile.pdf', state: 'read', exportSigns: [] });
    expect(document?.profile?.positions).toMatchObject([
      { company: 'Analytical Engines Ltd', title: 'Analyst', start: { year: 2013, month: 6 }, current: true },
    ]);
    expect(document?.profile?.education).toMatchObject([
      { school: 'University of London', startYear: 2008, endYear: 2012 },
    ]);
    expect(shown.application.employment).toEqual([
      { company: 'Analytical Engines Ltd', position: 'Analyst', startDate: '2013-01-01', endDate: null },
    ]);
    // The planted five months between the starts, with the profile's line and the field.
    expect(shown.findings.map((found) => found.code)).toEqual(['LINKEDIN_DATES_DIFFER']);
    expect(shown.findings[0]?.evidence.map((item) => item.value)).toEqual([
      '2013-01-01',
      'June 2013 - Present (13 years 6 months)',
    ]);

    const list = linkedinVerificationsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/linkedin/verifications?search=lovelace',
          headers: { cookie: owner.cookie },
        })
      ).json(),
    );
    expect(list.verifications).toEqual([
      expect.objectContaining({ id, candidateName: 'Ada Lovelace', documents: 1 }),
    ]);
    const none = await app.inject({
      method: 'GET',
      url: '/api/linkedin/verifications?search=nobody%25',
      headers: { cookie: owner.cookie },
    });
    expect(none.json<{ verifications: unknown[] }>().verifications).toEqual([]);

    // Another organisation neither sees it nor finds it.
    expect((await comparison(id, other.cookie)).statusCode).toBe(404);
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/linkedin/verifications',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json<{ verifications: unknown[] }>().verifications).toEqual([]);
  });

  it('answers 400 to a malformed id or search and 401 without a session', async () => {
    const malformed = await comparison('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false });
    const long = await app.inject({
      method: 'GET',
      url: `/api/linkedin/verifications?search=${'a'.repeat(101)}`,
      headers: { cookie: owner.cookie },
    });
    expect(long.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: '/api/linkedin/verifications' });
    expect(anonymous.statusCode).toBe(401);
  });
});
