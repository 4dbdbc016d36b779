import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_TOKEN_HEADER, getChecksResponseSchema } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { multipartBody, pdfBytes } from '../../../test/fixtures.js';
import {
  addMember,
  invite,
  newOrganisation,
  submission,
  type Invitation,
  type Staff,
} from '../../../test/verification-helpers.js';
import { CHECKS_RECOVER_JOB } from './checks.jobs.js';

/** Only hashes cross applications, and a finding links the other one only for those who may see it. */
describe('automated checks across candidates', () => {
  let app: TestApp;
  let owner: Staff;
  let recruiter: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'business' });
    recruiter = await addMember(app, owner.organisationId, ['recruiter']);
  });
  afterAll(async () => {
    await app.close();
  });

  /** Invites (as `staff`), uploads `file` through the candidate's link, and submits. */
  async function submitWithFile(staff: Staff, email: string, file: Buffer): Promise<Invitation> {
    const invitation = await invite(app, staff, { candidateName: 'Ada Lovelace', candidateEmail: email });
    const upload = await app.inject({
      method: 'POST',
      url: `/api/candidate/${invitation.token}/documents`,
      ...multipartBody({ name: 'diploma.pdf', content: file }),
    });
    expect(upload.statusCode).toBe(201);
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/submit-verification',
      headers: { [CANDIDATE_TOKEN_HEADER]: invitation.token },
      payload: submission(invitation),
    });
    expect(submitted.statusCode).toBe(200);
    return invitation;
  }

  it('flags the same file uploaded by two candidates, linking the other verification only for a viewer who may see it', async () => {
    const diploma = pdfBytes(4096, 'd');
    const first = await submitWithFile(owner, 'first@analytical.example', diploma);
    const second = await submitWithFile(recruiter, 'second@analytical.example', diploma);

    const started = await app.inject({
      method: 'POST',
      url: `/api/verifications/${second.verificationId}/checks`,
      headers: { cookie: recruiter.cookie },
      payload: {},
    });
    expect(started.statusCode).toBe(202);
    await app.jobs.runNow(CHECKS_RECOVER_JOB);

    const read = async (cookie: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/verifications/${second.verificationId}/checks`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      const duplicate = getChecksResponseSchema
        .parse(res.json())
        .findings.find((finding) => finding.code === 'DOCUMENT_DUPLICATE_ACROSS_CANDIDATES');
      if (!duplicate) throw new Error('expected a duplicate-file finding');
      return duplicate.evidence.find((item) => item.kind === 'application');
    };
    // The owner sees every verification: the evidence names the first one.
    expect((await read(owner.cookie))?.verificationId).toBe(first.verificationId);
    // The recruiter sees only what they invited: another application exists, but not which.
    const forRecruiter = await read(recruiter.cookie);
    expect(forRecruiter).toBeDefined();
    expect(forRecruiter?.verificationId).toBeUndefined();
  });
});
