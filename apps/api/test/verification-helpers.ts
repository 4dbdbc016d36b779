import { eq } from 'drizzle-orm';
import { CANDIDATE_TOKEN_HEADER, CONSENT_DISCLOSURE, type Role } from '@candor/contracts';
import { memberships, organisationSettings, organisations, users } from '../src/db/schema.js';
import { memberWithRoles, registerAndSignIn } from './auth-helpers.js';
import type { TestApp } from './build-test-app.js';
import { multipartBody, pdfBytes } from './fixtures.js';

export type Staff = { cookie: string; email: string; userId: string; organisationId: string };

/**
 * A new organisation and its owner (super_admin + hr_director), signed in. It is on the free
 * trial unless another plan is given (the trial allows 5 verifications).
 */
/**
 * A new organisation and its signed-in owner. Its automated checks wait for staff unless
 * `checksOnSubmission` is true, so a submission stays SUBMITTED for the test that made it; the
 * product's default (checks start on submission) is tested in modules/checks/checks.test.ts.
 */
export async function newOrganisation(
  app: TestApp,
  options: { plan?: string; checksOnSubmission?: boolean } = {},
): Promise<Staff> {
  const owner = await registerAndSignIn(app);
  const user = await app.db.query.users.findFirst({ where: eq(users.email, owner.email.toLowerCase()) });
  if (!user) throw new Error('registered user not found');
  const membership = await app.db.query.memberships.findFirst({ where: eq(memberships.userId, user.id) });
  if (!membership) throw new Error('membership not found');
  if (options.plan) {
    await app.db
      .update(organisations)
      .set({ plan: options.plan })
      .where(eq(organisations.id, membership.organisationId));
  }
  if (options.checksOnSubmission !== true) {
    await app.db
      .insert(organisationSettings)
      .values({ organisationId: membership.organisationId, runChecksOnSubmission: false })
      .onConflictDoUpdate({
        target: organisationSettings.organisationId,
        set: { runChecksOnSubmission: false },
      });
  }
  return {
    cookie: owner.cookie,
    email: owner.email,
    userId: user.id,
    organisationId: membership.organisationId,
  };
}

/** Another signed-in member of an organisation with the given roles and department. */
export async function addMember(
  app: TestApp,
  organisationId: string,
  roles: readonly Role[],
  department: string | null = 'Administration',
): Promise<Staff> {
  const member = await memberWithRoles(app, organisationId, roles, department);
  return { cookie: member.cookie, email: member.email, userId: member.userId, organisationId };
}

/** The token inside a candidate link. */
export function tokenOf(candidateUrl: string): string {
  const match = /\/candidate\/([^/?#\s]+)/.exec(candidateUrl);
  if (!match?.[1]) throw new Error(`no token in ${candidateUrl}`);
  return match[1];
}

export type Invitation = { verificationId: string; candidateUrl: string; token: string };

export async function invite(
  app: TestApp,
  staff: Pick<Staff, 'cookie'>,
  candidate: { candidateName?: string; candidateEmail?: string } = {},
): Promise<Invitation> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/invite-candidate',
    headers: { cookie: staff.cookie },
    payload: {
      candidateName: candidate.candidateName ?? 'Ada Lovelace',
      candidateEmail: candidate.candidateEmail ?? 'ada@analytical.example',
    },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ verificationId: string; candidateUrl: string }>();
  return { ...body, token: tokenOf(body.candidateUrl) };
}

const address = {
  address1: '12 St James Square',
  address2: '',
  city: 'London',
  state: 'London',
  country: 'United Kingdom',
  zip: 'SW1Y 4JH',
};

/** A complete candidate form (steps 1-3). */
export function completeFormData(overrides: { ssn?: string } = {}) {
  return {
    personalInfo: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-12-10',
      email: 'ada@analytical.example',
      phone: '+44 20 7946 0000',
      ...(overrides.ssn !== undefined ? { ssn: overrides.ssn } : {}),
      currentAddress: address,
      previousAddresses: [],
      previousNames: [],
    },
    education: [
      {
        institution: 'University of London',
        address: 'Malet Street, London',
        degree: 'BSc Mathematics',
        graduationDate: '2012-06-30',
        gpa: '3.9',
      },
    ],
    employment: [
      {
        company: 'Analytical Engines Ltd',
        position: 'Analyst',
        startDate: '2013-01-01',
        endDate: '',
        supervisorName: 'Charles Babbage',
        supervisorPhone: '+44 20 7946 0001',
        supervisorEmail: 'charles@engines.example',
      },
    ],
  };
}

export const signedConsent = {
  disclosureVersion: CONSENT_DISCLOSURE.version,
  accepted: true,
  signature: 'Ada Lovelace',
};

/**
 * A complete form with problems the automated checks must flag: two jobs overlapping for years,
 * and a supervisor on a free-mail address.
 */
export function plantedFormData() {
  const form = completeFormData();
  return {
    ...form,
    employment: [
      { ...form.employment[0], supervisorEmail: 'charles.babbage@gmail.com' },
      {
        company: 'Difference Engines Ltd',
        position: 'Engineer',
        startDate: '2015-01-01',
        endDate: '2019-01-01',
        supervisorName: 'Mary Somerville',
        supervisorPhone: '+44 20 7219 3000',
        supervisorEmail: 'mary@difference-engines.example',
      },
    ],
  };
}

export function submission(
  invitation: Pick<Invitation, 'verificationId'>,
  extra: { formData?: unknown; documents?: unknown[]; consent?: unknown } = {},
) {
  return {
    verificationId: invitation.verificationId,
    status: 'SUBMITTED',
    submittedAt: new Date().toISOString(),
    candidateEmail: 'ada@analytical.example',
    candidateName: 'Ada Lovelace',
    formData: extra.formData ?? completeFormData(),
    documents: extra.documents ?? [],
    ...(extra.consent === undefined
      ? { consent: signedConsent }
      : extra.consent === null
        ? {}
        : { consent: extra.consent }),
  };
}

export async function submit(
  app: TestApp,
  invitation: Pick<Invitation, 'verificationId' | 'token'>,
  extra: Parameters<typeof submission>[1] = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/submit-verification',
    headers: { [CANDIDATE_TOKEN_HEADER]: invitation.token },
    payload: submission(invitation, extra),
  });
}

/** An invited verification with one uploaded document (a record for authorization checks). */
export async function verificationWithDocument(
  app: TestApp,
  cookie: string,
): Promise<{ verificationId: string; documentId: string }> {
  const invitation = await invite(app, { cookie });
  const res = await app.inject({
    method: 'POST',
    url: `/api/candidate/${invitation.token}/documents`,
    ...multipartBody({ name: 'evidence.pdf', content: pdfBytes() }),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return {
    verificationId: invitation.verificationId,
    documentId: res.json<{ document: { id: string } }>().document.id,
  };
}

/** An invited verification the candidate has submitted (status SUBMITTED). */
export async function submittedVerification(
  app: TestApp,
  staff: Pick<Staff, 'cookie'>,
  candidate: { candidateName?: string; candidateEmail?: string } = {},
  extra: Parameters<typeof submission>[1] = {},
): Promise<Invitation> {
  const invitation = await invite(app, staff, candidate);
  const res = await submit(app, invitation, extra);
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return invitation;
}

/** A request for more information as a reviewer sends it (call 5 of docs/product.md#api-calls). */
export function moreInfoRequest(
  verificationId: string,
  requestData: Record<string, unknown> = { message: 'Please upload your diploma', education: true },
  extra: Record<string, unknown> = {},
) {
  return {
    action: 'REQUEST_MORE_INFO',
    verificationId,
    requestData,
    requestedAt: new Date().toISOString(),
    ...extra,
  };
}

export async function requestMoreInfo(
  app: TestApp,
  staff: Pick<Staff, 'cookie'>,
  verificationId: string,
  requestData?: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/submit-verification',
    headers: { cookie: staff.cookie },
    payload: moreInfoRequest(verificationId, requestData, extra),
  });
}
