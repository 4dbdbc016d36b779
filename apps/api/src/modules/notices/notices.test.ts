import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, organisations, outboxEmails } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  invite,
  newOrganisation,
  requestMoreInfo,
  submit,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';

describe('notices the settings turn on', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const mailsOf = (organisationId: string) =>
    app.db.select().from(outboxEmails).where(eq(outboxEmails.organisationId, organisationId));
  const kinds = async (organisationId: string) =>
    (await mailsOf(organisationId))
      .filter((mail) => !['candidate-invitation', 'information-request'].includes(mail.kind))
      .map((mail) => `${mail.kind} → ${mail.toAddress}`)
      .sort();
  const settings = (staff: Staff, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie: staff.cookie }, payload });
  const decide = (staff: Staff, id: string, verb: 'approve' | 'reject') =>
    app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/${verb}`,
      headers: { cookie: staff.cookie },
      payload: { note: 'Checked' },
    });

  describe('email notifications', () => {
    let owner: Staff;
    let engineeringManager: Staff;
    let recruiter: Staff;
    beforeAll(async () => {
      owner = await newOrganisation(app, { plan: 'professional' });
      // Reviews, but only Engineering's verifications and their own: not the owner's.
      engineeringManager = await addMember(app, owner.organisationId, ['hiring_manager'], 'Engineering');
      // Sees their own invitations but may not approve: no reviewer's email.
      recruiter = await addMember(app, owner.organisationId, ['recruiter'], null);
    });

    it('when on, email the reviewers who may see the submission and tell the candidate it arrived', async () => {
      const invitation = await submittedVerification(app, owner, { candidateEmail: 'grace@navy.example' });
      await app.domainEvents.drain();
      expect(await kinds(owner.organisationId)).toEqual([
        'candidate-submission-received → grace@navy.example',
        `staff-submission-received → ${owner.email.toLowerCase()}`,
      ]);
      const mails = await mailsOf(owner.organisationId);
      const staffMail = mails.find((mail) => mail.kind === 'staff-submission-received');
      // No personal data in the staff email: the link opens the case for those allowed to see it.
      expect(staffMail?.textBody).not.toContain('Ada');
      expect(staffMail?.textBody).not.toContain('grace@navy.example');
      expect(staffMail?.textBody).toContain(`/verifications/${invitation.verificationId}`);
      expect(mails.some((mail) => mail.toAddress === engineeringManager.email.toLowerCase())).toBe(false);
      expect(mails.some((mail) => mail.toAddress === recruiter.email.toLowerCase())).toBe(false);

      // Delivered again (another process, a retry): nobody gets a second notice.
      await app.domainEvents.drain();
      expect((await kinds(owner.organisationId)).length).toBe(2);
    });

    it('emails the engineering manager for an Engineering verification, and when the candidate answers a request', async () => {
      const invitation = await invite(app, engineeringManager, { candidateEmail: 'linus@kernel.example' });
      expect((await submit(app, invitation)).statusCode).toBe(200);
      await app.domainEvents.drain();
      const received = (await mailsOf(owner.organisationId)).filter(
        (mail) =>
          mail.kind === 'staff-submission-received' && mail.textBody?.includes(invitation.verificationId),
      );
      expect(received.map((mail) => mail.toAddress).sort()).toEqual(
        [owner.email.toLowerCase(), engineeringManager.email.toLowerCase()].sort(),
      );

      expect((await requestMoreInfo(app, owner, invitation.verificationId)).statusCode).toBe(200);
      expect((await submit(app, invitation)).statusCode).toBe(200);
      await app.domainEvents.drain();
      const answered = (await mailsOf(owner.organisationId)).filter(
        (mail) => mail.kind === 'staff-answer-received',
      );
      expect(answered.length).toBe(2);
      expect(answered[0]?.subject).toBe('A candidate answered your request for more information');
    });

    it('tells the candidate the decision when a person approves or rejects', async () => {
      const approved = await submittedVerification(app, owner, { candidateEmail: 'approved@cand.example' });
      const rejected = await submittedVerification(app, owner, { candidateEmail: 'rejected@cand.example' });
      expect((await decide(owner, approved.verificationId, 'approve')).statusCode).toBe(200);
      expect((await decide(owner, rejected.verificationId, 'reject')).statusCode).toBe(200);
      await app.domainEvents.drain();
      const decisions = (await mailsOf(owner.organisationId)).filter(
        (mail) => mail.kind === 'candidate-decision',
      );
      expect(decisions.map((mail) => mail.toAddress).sort()).toEqual([
        'approved@cand.example',
        'rejected@cand.example',
      ]);
      expect(decisions.find((m) => m.toAddress === 'approved@cand.example')?.textBody).toContain(
        'approved it',
      );
      expect(decisions.find((m) => m.toAddress === 'rejected@cand.example')?.textBody).toContain(
        'could not approve it',
      );
    });

    it('when off, sends none of them', async () => {
      const quiet = await newOrganisation(app, { plan: 'professional' });
      expect((await settings(quiet, { emailNotifications: false })).statusCode).toBe(200);
      const invitation = await submittedVerification(app, quiet, { candidateEmail: 'silent@cand.example' });
      await app.domainEvents.drain();
      expect((await decide(quiet, invitation.verificationId, 'approve')).statusCode).toBe(200);
      await app.domainEvents.drain();
      expect(await kinds(quiet.organisationId)).toEqual([]);
    });
  });

  describe('admin alert threshold', () => {
    it('alerts the administrators once per crossing, and again after the queue went back below', async () => {
      const owner = await newOrganisation(app, { plan: 'professional' });
      expect((await settings(owner, { alertThreshold: 1, emailNotifications: false })).statusCode).toBe(200);
      const alerts = async () =>
        (await mailsOf(owner.organisationId)).filter((mail) => mail.kind === 'admin-review-alert');
      const armed = async () =>
        (await app.db.query.organisations.findFirst({ where: eq(organisations.id, owner.organisationId) }))
          ?.reviewAlertArmed;

      const first = await submittedVerification(app, owner, { candidateEmail: 'one@cand.example' });
      await app.domainEvents.drain();
      expect(await alerts()).toEqual([]);

      const second = await submittedVerification(app, owner, { candidateEmail: 'two@cand.example' });
      await app.domainEvents.drain();
      const sent = await alerts();
      expect(sent.map((mail) => mail.toAddress)).toEqual([owner.email.toLowerCase()]);
      expect(sent[0]?.textBody).toContain(
        '2 submissions are waiting for review, more than your alert threshold of 1',
      );
      expect(await armed()).toBe(false);

      // Still above: no second alert.
      await submittedVerification(app, owner, { candidateEmail: 'three@cand.example' });
      await app.domainEvents.drain();
      expect((await alerts()).length).toBe(1);

      // Back at the threshold: re-armed; the next crossing alerts again.
      expect((await decide(owner, first.verificationId, 'approve')).statusCode).toBe(200);
      expect((await decide(owner, second.verificationId, 'approve')).statusCode).toBe(200);
      await app.domainEvents.drain();
      expect(await armed()).toBe(true);
      await submittedVerification(app, owner, { candidateEmail: 'four@cand.example' });
      await app.domainEvents.drain();
      expect((await alerts()).length).toBe(2);
      const audited = await app.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.organisationId, owner.organisationId),
            eq(auditEvents.action, 'organisation.review_alert_sent'),
          ),
        );
      expect(audited.length).toBe(2);
    });

    it('with a higher threshold, the same queue raises no alert', async () => {
      const owner = await newOrganisation(app, { plan: 'professional' });
      expect((await settings(owner, { alertThreshold: 5 })).statusCode).toBe(200);
      for (const n of [1, 2, 3])
        await submittedVerification(app, owner, { candidateEmail: `q${n}@cand.example` });
      await app.domainEvents.drain();
      expect((await mailsOf(owner.organisationId)).some((mail) => mail.kind === 'admin-review-alert')).toBe(
        false,
      );
    });
  });
});
