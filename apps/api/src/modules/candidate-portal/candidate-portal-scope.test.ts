import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_DISCLOSURE,
  errorEnvelopeSchema,
  getCandidatePortalResponseSchema,
  NOT_NEEDED_FOR_REQUEST,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { candidatePortalCalls } from '../../../test/candidate-portal-helpers.js';
import {
  completeFormData,
  invite,
  newOrganisation,
  submit,
  tokenOf,
  type Staff,
} from '../../../test/verification-helpers.js';

const signed = (signature: string) => ({
  disclosureVersion: CONSENT_DISCLOSURE.version,
  accepted: true,
  signature,
});

describe('what the candidate is asked for, and the signature', () => {
  let app: TestApp;
  let owner: Staff;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });
  const { getPortal, rowOf } = candidatePortalCalls(() => app);

  const request = async (kind: 'education' | 'employment') => {
    const payload =
      kind === 'education'
        ? {
            candidateName: 'Ada Lovelace',
            institution: 'University of London',
            degree: 'Mathematics',
            graduationYear: 2012,
            email: 'ada@analytical.example',
          }
        : {
            candidateName: 'Ada Lovelace',
            company: 'Analytical Engines Ltd',
            jobTitle: 'Analyst',
            startDate: '2015-06-01',
            email: 'ada@analytical.example',
          };
    const res = await app.inject({
      method: 'POST',
      url: `/api/${kind}-verification`,
      headers: { cookie: owner.cookie },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ verificationId: string; candidateUrl: string }>();
    return { verificationId: body.verificationId, token: tokenOf(body.candidateUrl) };
  };
  const notNeededOf = async (token: string) => {
    const portal = getCandidatePortalResponseSchema.parse((await getPortal(token)).json()).portal;
    if (portal.submitted) throw new Error('submitted');
    return portal.notNeeded;
  };

  it('an employment request needs no education: the portal says so and the submission stores none', async () => {
    const invitation = await request('employment');
    expect(await notNeededOf(invitation.token)).toEqual(['education']);
    expect(NOT_NEEDED_FOR_REQUEST).toBe('Not needed for this request');
    const form = completeFormData();
    const res = await submit(app, invitation, { formData: { ...form, education: [] } });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(invitation.verificationId);
    expect(row.status).toBe('SUBMITTED');
    expect(row.formData).toMatchObject({ education: [], employment: form.employment });
  });

  it('an education request needs no employment; employment sent anyway is not kept', async () => {
    const invitation = await request('education');
    expect(await notNeededOf(invitation.token)).toEqual(['employment']);
    const form = completeFormData();
    const res = await submit(app, invitation, { formData: form });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(invitation.verificationId)).formData).toMatchObject({
      education: form.education,
      employment: [],
    });
  });

  it('still requires the section the request asks for, and both for a full verification', async () => {
    const employmentOnly = await request('employment');
    const refused = await submit(app, employmentOnly, {
      formData: { ...completeFormData(), employment: [] },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json()).details).toContainEqual({
      path: 'formData.employment',
      message: 'At least one employment entry is required',
    });

    const full = await invite(app, owner);
    expect(await notNeededOf(full.token)).toEqual([]);
    const res = await submit(app, full, { formData: { ...completeFormData(), education: [] } });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).details).toContainEqual({
      path: 'formData.education',
      message: 'At least one education entry is required',
    });
    expect((await rowOf(full.verificationId)).status).toBe('INVITED');
  });

  it('refuses a signature that is not the candidate’s full name, on the signature field', async () => {
    const invitation = await invite(app, owner);
    for (const signature of ['Ada', 'Augusta Byron', 'Ada Lovelace Jr']) {
      const res = await submit(app, invitation, { consent: signed(signature) });
      expect(res.statusCode, signature).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).details).toEqual([
        { path: 'consent.signature', message: 'The signature must match your full name' },
      ]);
    }
    expect((await rowOf(invitation.verificationId)).status).toBe('INVITED');
  });

  it('forgives case, spacing and accents in the signature', async () => {
    const lower = await invite(app, owner);
    expect((await submit(app, lower, { consent: signed('  ada   LOVELACE ') })).statusCode).toBe(200);

    const accented = await invite(app, owner, { candidateName: 'Zoë Ångström-Núñez' });
    const form = completeFormData();
    const formData = {
      ...form,
      personalInfo: { ...form.personalInfo, firstName: 'Zoë', lastName: 'Ångström-Núñez' },
    };
    const res = await submit(app, accented, { formData, consent: signed('zoe angstrom nunez') });
    expect(res.statusCode, res.body).toBe(200);
  });
});
