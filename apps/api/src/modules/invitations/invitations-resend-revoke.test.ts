import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_LINK_NOT_FOUND,
  errorEnvelopeSchema,
  resendInvitationResponseSchema,
  revokeInvitationResponseSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  invite,
  newOrganisation,
  submit,
  tokenOf,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, outboxEmails, verifications } from '../../db/schema.js';

describe('resend and revoke the candidate link', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });

  const openPortal = (token: string) => app.inject({ method: 'GET', url: `/api/candidate/${token}` });

  it('resend emails a new link, and the link the candidate already has keeps working', async () => {
    const first = await invite(app, owner);
    const res = await app.inject({
      method: 'POST',
      url: `/api/verifications/${first.verificationId}/resend-invitation`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = resendInvitationResponseSchema.parse(res.json());
    const token = tokenOf(body.candidateUrl);
    expect(token).not.toBe(first.token);
    // A candidate who has the form open from the first email is not cut off.
    expect((await openPortal(first.token)).statusCode).toBe(200);
    expect((await openPortal(token)).statusCode).toBe(200);
    const mails = await app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'candidate-invitation'));
    expect(mails.some((m) => m.textBody?.includes(body.candidateUrl))).toBe(true);
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.verificationId, first.verificationId));
    expect(audit.map((a) => a.action)).toEqual(['verification.invited', 'verification.invitation_resent']);
  });

  it('revoke makes every link of the verification answer 404 at once; resend issues a working one again', async () => {
    const invitation = await invite(app, owner);
    const second = await app.inject({
      method: 'POST',
      url: `/api/verifications/${invitation.verificationId}/resend-invitation`,
      headers: { cookie: owner.cookie },
    });
    const secondToken = tokenOf(resendInvitationResponseSchema.parse(second.json()).candidateUrl);
    expect((await openPortal(secondToken)).statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: `/api/verifications/${invitation.verificationId}/revoke-link`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(revokeInvitationResponseSchema.parse(res.json()).verificationId).toBe(invitation.verificationId);
    const gone = await openPortal(invitation.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', error: CANDIDATE_LINK_NOT_FOUND });
    expect((await openPortal(secondToken)).statusCode).toBe(404);

    const again = await app.inject({
      method: 'POST',
      url: `/api/verifications/${invitation.verificationId}/revoke-link`,
      headers: { cookie: owner.cookie },
    });
    expect(again.statusCode).toBe(200);

    const resent = await app.inject({
      method: 'POST',
      url: `/api/verifications/${invitation.verificationId}/resend-invitation`,
      headers: { cookie: owner.cookie },
    });
    expect(
      (await openPortal(tokenOf(resendInvitationResponseSchema.parse(resent.json()).candidateUrl)))
        .statusCode,
    ).toBe(200);
    // The links revoked earlier stay dead.
    expect((await openPortal(invitation.token)).statusCode).toBe(404);
    expect((await openPortal(secondToken)).statusCode).toBe(404);
  });

  it('keeps no reversible copy of a candidate link: the database holds only hashes', async () => {
    const invitation = await invite(app, owner);
    const columns = await app.database!.executeSql(
      "select table_name, column_name from information_schema.columns where table_schema = 'public' and (column_name like '%token%' or column_name like '%encrypted%')",
    );
    const names = (columns.rows as { table_name: string; column_name: string }[])
      .map((c) => `${c.table_name}.${c.column_name}`)
      .sort();
    expect(names).not.toContain('verifications.token_encrypted');
    expect(names.filter((n) => n.startsWith('verifications.'))).toEqual([
      'verifications.ssn_encrypted',
      'verifications.token_expires_at',
      'verifications.token_revoked_at',
    ]);
    const [row] = await app.db
      .select()
      .from(verifications)
      .where(eq(verifications.id, invitation.verificationId));
    expect(JSON.stringify(row)).not.toContain(invitation.token);
  });

  it("answers 404 for another organisation's verification and changes nothing", async () => {
    const invitation = await invite(app, owner);
    for (const action of ['resend-invitation', 'revoke-link']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/verifications/${invitation.verificationId}/${action}`,
        headers: { cookie: other.cookie },
      });
      expect(res.statusCode, action).toBe(404);
    }
    expect((await openPortal(invitation.token)).statusCode).toBe(200);
  });

  it('answers 401 anonymous, 403 without initiate_verification, 400 for a malformed id', async () => {
    const invitation = await invite(app, owner);
    const auditor = await addMember(app, owner.organisationId, ['auditor']);
    for (const action of ['resend-invitation', 'revoke-link']) {
      const url = `/api/verifications/${invitation.verificationId}/${action}`;
      expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'POST', url, headers: { cookie: auditor.cookie } })).statusCode,
      ).toBe(403);
      const bad = await app.inject({
        method: 'POST',
        url: `/api/verifications/not-a-uuid/${action}`,
        headers: { cookie: owner.cookie },
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('a recruiter may resend only the invitations they sent', async () => {
    const recruiter = await addMember(app, owner.organisationId, ['recruiter']);
    const ownersInvite = await invite(app, owner);
    const recruitersInvite = await invite(app, recruiter);
    const resend = (id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/verifications/${id}/resend-invitation`,
        headers: { cookie: recruiter.cookie },
      });
    expect((await resend(ownersInvite.verificationId)).statusCode).toBe(404);
    expect((await resend(recruitersInvite.verificationId)).statusCode).toBe(200);
  });

  it('refuses to resend after the candidate submitted', async () => {
    const invitation = await invite(app, owner);
    expect((await submit(app, invitation)).statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: `/api/verifications/${invitation.verificationId}/resend-invitation`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('INVALID_STATE');
  });
});
