import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_TOKEN_HEADER,
  DEADLINE_BEFORE_TODAY,
  errorEnvelopeSchema,
  getCandidatePortalResponseSchema,
  INFORMATION_REQUEST_EMPTY,
  INFORMATION_REQUEST_FAILED,
  listInformationRequestsResponseSchema,
  requestMoreInfoResponseSchema,
  ROLES,
  type Role,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { candidatePortalCalls } from '../../../test/candidate-portal-helpers.js';
import { informationRequestHistory, steppingClock } from '../../../test/information-request-helpers.js';
import {
  addMember,
  invite,
  newOrganisation,
  requestMoreInfo,
  submittedVerification,
  tokenOf,
  type Staff,
} from '../../../test/verification-helpers.js';
import { informationRequests, outboxEmails } from '../../db/schema.js';
// The access rule is declared with the route that carries the request (the portal's submit call).
// eslint-disable-next-line no-restricted-imports
import { REQUEST_MORE_INFO_ACCESS } from '../candidate-portal/candidate-portal.routes.js';

describe('requests for more information', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;
  const { clock, today, yesterday } = steppingClock();

  beforeAll(async () => {
    app = await buildTestApp({ now: clock });
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });

  const { getPortal, rowOf } = candidatePortalCalls(() => app);
  const history = informationRequestHistory(
    () => app,
    () => owner,
  );

  it('validates the request with the contracts: a message or a category text, a deadline not before today', async () => {
    const { verificationId } = await submittedVerification(app, owner);
    const empty = await requestMoreInfo(app, owner, verificationId, {
      message: '  ',
      specificRequests: { education: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(empty.json()).details).toContainEqual({
      path: 'requestData.message',
      message: INFORMATION_REQUEST_EMPTY,
    });
    const late = await requestMoreInfo(app, owner, verificationId, {
      message: 'Diploma please',
      deadline: yesterday,
    });
    expect(late.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(late.json()).details).toContainEqual({
      path: 'requestData.deadline',
      message: DEADLINE_BEFORE_TODAY,
    });
    const badUrgency = await requestMoreInfo(app, owner, verificationId, {
      message: 'x',
      urgency: 'whenever',
    });
    expect(badUrgency.statusCode).toBe(400);
    expect((await rowOf(verificationId)).status).toBe('SUBMITTED');
    expect(
      await app.db
        .select()
        .from(informationRequests)
        .where(eq(informationRequests.verificationId, verificationId)),
    ).toEqual([]);

    const onTime = await requestMoreInfo(app, owner, verificationId, {
      specificRequests: { employment: 'Add your 2015 job' },
      deadline: today,
    });
    expect(onTime.statusCode, onTime.body).toBe(200);
  });

  it('is offered only while SUBMITTED, answers 401, 403 and 404, and repeats nothing for a retried requestId', async () => {
    const invited = await invite(app, owner);
    const notYet = await requestMoreInfo(app, owner, invited.verificationId);
    expect(notYet.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(notYet.json()).code).toBe('INVALID_STATE');

    const { verificationId } = await submittedVerification(app, owner);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/submit-verification',
      payload: { action: 'REQUEST_MORE_INFO', verificationId, requestData: { message: 'x' } },
    });
    expect(anonymous.statusCode).toBe(401);
    const auditor = await addMember(app, owner.organisationId, ['auditor']);
    expect((await requestMoreInfo(app, auditor, verificationId)).statusCode).toBe(403);
    expect((await requestMoreInfo(app, other, verificationId)).statusCode).toBe(404);
    // A candidate token does not authorise a reviewer's action.
    const withToken = await app.inject({
      method: 'POST',
      url: '/api/submit-verification',
      headers: { [CANDIDATE_TOKEN_HEADER]: invited.token },
      payload: {
        action: 'REQUEST_MORE_INFO',
        verificationId: invited.verificationId,
        requestData: { message: 'x' },
      },
    });
    expect(withToken.statusCode).toBe(401);

    const first = await requestMoreInfo(app, owner, verificationId, undefined, { requestId: 'req-42' });
    const again = await requestMoreInfo(app, owner, verificationId, undefined, { requestId: 'req-42' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(requestMoreInfoResponseSchema.parse(again.json()).informationRequest.id).toBe(
      requestMoreInfoResponseSchema.parse(first.json()).informationRequest.id,
    );
    expect(
      await app.db
        .select()
        .from(informationRequests)
        .where(eq(informationRequests.verificationId, verificationId)),
    ).toHaveLength(1);
  });

  it('lets exactly the roles that start or decide verifications request information', async () => {
    const allowed = (role: Role) =>
      REQUEST_MORE_INFO_ACCESS.anyPermission.some((p) =>
        (
          ({
            super_admin: ['approve_verifications', 'reject_verifications'],
            hr_director: ['initiate_verification', 'approve_verifications', 'reject_verifications'],
            hr_manager: ['initiate_verification', 'approve_verifications'],
            recruiter: ['initiate_verification'],
            hiring_manager: ['initiate_verification', 'approve_verifications'],
          }) as Partial<Record<Role, readonly string[]>>
        )[role]?.includes(p),
      );
    const foreign = await submittedVerification(app, other);
    for (const role of ROLES) {
      const member = await addMember(app, owner.organisationId, [role]);
      const { verificationId } = await submittedVerification(app, owner);
      const res = await requestMoreInfo(app, member, verificationId);
      if (allowed(role)) {
        // A recruiter sees only what they invited: the owner's verification is hidden from them.
        expect(res.statusCode, `${role}: ${res.body}`).toBe(role === 'recruiter' ? 404 : 200);
        expect((await requestMoreInfo(app, member, foreign.verificationId)).statusCode, role).toBe(404);
      } else {
        expect(res.statusCode, role).toBe(403);
      }
    }
    const recruiter = await addMember(app, owner.organisationId, ['recruiter']);
    const own = await submittedVerification(app, recruiter);
    expect((await requestMoreInfo(app, recruiter, own.verificationId)).statusCode).toBe(200);
  });

  it('reports a failed email as a failure: nothing is sent, the verification stays SUBMITTED', async () => {
    const { verificationId, token } = await submittedVerification(app, owner);
    const failing = await buildTestApp({
      config: { smtpUrl: 'smtp://127.0.0.1:9' },
      database: { ...app.database!, close: () => Promise.resolve() },
      now: clock,
    });
    try {
      const res = await requestMoreInfo(failing, owner, verificationId);
      expect(res.statusCode).toBe(502);
      expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({
        code: 'UPSTREAM_FAILED',
        error: INFORMATION_REQUEST_FAILED,
      });
    } finally {
      await failing.close();
    }
    expect((await rowOf(verificationId)).status).toBe('SUBMITTED');
    const [stored] = await app.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.verificationId, verificationId));
    expect(stored).toMatchObject({ state: 'EMAIL_FAILED', emailSentAt: null });
    const portal = getCandidatePortalResponseSchema.parse((await getPortal(token)).json());
    expect(portal.portal.submitted).toBe(true);
    const listed = listInformationRequestsResponseSchema.parse((await history(verificationId)).json());
    expect(listed.informationRequests[0]).toMatchObject({ state: 'EMAIL_FAILED', emailSent: false });
    // The request can be made again once mail works.
    expect((await requestMoreInfo(app, owner, verificationId)).statusCode).toBe(200);
  });

  it('issues a new link when the old one was revoked', async () => {
    const { verificationId, token } = await submittedVerification(app, owner);
    await app.inject({
      method: 'POST',
      url: `/api/verifications/${verificationId}/revoke-link`,
      headers: { cookie: owner.cookie },
    });
    const res = await requestMoreInfo(app, owner, verificationId, {
      message: 'Please check your address',
      personalInfo: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await getPortal(token)).statusCode).toBe(404);
    const mails = await app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'information-request'));
    const fresh = tokenOf(
      mails.find((m) => m.textBody?.includes('Please check your address'))?.textBody ?? '',
    );
    expect(fresh).not.toBe(token);
    const { portal } = getCandidatePortalResponseSchema.parse((await getPortal(fresh)).json());
    expect(portal).toMatchObject({ submitted: false, editableSections: ['personalInfo'] });
  });

  it('answers 401, 403 and 404 for the history', async () => {
    const { verificationId } = await submittedVerification(app, owner);
    expect(
      (await app.inject({ method: 'GET', url: `/api/verifications/${verificationId}/information-requests` }))
        .statusCode,
    ).toBe(401);
    const candidateRole = await addMember(app, owner.organisationId, ['candidate']);
    expect((await history(verificationId, candidateRole.cookie)).statusCode).toBe(403);
    expect((await history(verificationId, other.cookie)).statusCode).toBe(404);
    expect((await history('not-a-uuid')).statusCode).toBe(400);
  });
});
