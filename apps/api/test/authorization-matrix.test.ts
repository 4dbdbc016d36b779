import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSISTANT_PERMISSIONS,
  VIEW_PERMISSIONS,
  ROLES,
  hasPermission,
  listMembersResponseSchema,
  staffInvitationResponseSchema,
  type Role,
} from '@candor/contracts';
import type { RouteAccess } from '../src/plugins/access.js';
import type { StaffAccess } from '../src/plugins/authenticate.js';
import { REQUEST_MORE_INFO_ACCESS } from '../src/modules/candidate-portal/candidate-portal.routes.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { memberWithRoles, organisationOf, registerAndSignIn } from './auth-helpers.js';
import { verificationWithDocument } from './verification-helpers.js';

/**
 * The authorization matrix: every API route × every role (docs/product.md#roles-and-permissions) × {own organisation, another
 * organisation, anonymous}, checked against the route's declared access and the permission table.
 * A new route fails this test until it has a sample request below.
 */

type Sample = { method: string; url: string; payload?: object };
/** A finding id that exists nowhere: the review route answers 404 once access is granted. */
const NO_FINDING = '5b0c5a4e-0000-4000-8000-000000000000';
type Target = { membershipId: string; verificationId: string; documentId: string; invitationId: string };
type Entry = {
  /** What the roles table requires for this operation: pinned here, so a weakened declaration fails. */
  access: RouteAccess;
  request: (target: Target) => Sample;
};

/** One representative, valid request per route, aimed at a record of the given organisation. */
const samples: Record<string, Entry> = {
  'GET /api/me': { access: 'authenticated', request: () => ({ method: 'GET', url: '/api/me' }) },
  'GET /api/dashboard': {
    access: 'authenticated',
    request: () => ({ method: 'GET', url: '/api/dashboard' }),
  },
  'GET /api/settings': {
    access: { permission: 'system_config' },
    request: () => ({ method: 'GET', url: '/api/settings' }),
  },
  'PATCH /api/settings': {
    access: { permission: 'system_config' },
    request: () => ({ method: 'PATCH', url: '/api/settings', payload: { autoRetry: false } }),
  },
  'GET /api/admin/demo-requests': {
    access: 'platform_admin',
    request: () => ({ method: 'GET', url: '/api/admin/demo-requests' }),
  },
  'GET /api/billing': {
    access: { permission: 'billing_management' },
    request: () => ({ method: 'GET', url: '/api/billing' }),
  },
  'POST /api/billing/upgrade-request': {
    access: { permission: 'billing_management' },
    request: () => ({ method: 'POST', url: '/api/billing/upgrade-request', payload: {} }),
  },
  'PATCH /api/admin/organisations/:organisationId/plan': {
    access: 'platform_admin',
    request: () => ({
      method: 'PATCH',
      url: '/api/admin/organisations/not-an-organisation/plan',
      payload: { plan: 'professional' },
    }),
  },
  'GET /api/organisation/administrators': {
    access: { anyPermission: VIEW_PERMISSIONS },
    request: () => ({ method: 'GET', url: '/api/organisation/administrators' }),
  },
  'GET /api/members': {
    access: { permission: 'user_management' },
    request: () => ({ method: 'GET', url: '/api/members' }),
  },
  'PATCH /api/members/:membershipId': {
    access: { permission: 'user_management' },
    request: (t) => ({
      method: 'PATCH',
      url: `/api/members/${t.membershipId}`,
      payload: { department: 'Audit' },
    }),
  },
  'POST /api/members/:membershipId/deactivate': {
    access: { permission: 'user_management' },
    request: (t) => ({ method: 'POST', url: `/api/members/${t.membershipId}/deactivate` }),
  },
  'POST /api/members/:membershipId/reactivate': {
    access: { permission: 'user_management' },
    request: (t) => ({ method: 'POST', url: `/api/members/${t.membershipId}/reactivate` }),
  },
  'POST /api/account/email': {
    access: 'authenticated',
    request: () => ({
      method: 'POST',
      url: '/api/account/email',
      payload: { newEmail: 'matrix.new@example.org', password: 'not the password' },
    }),
  },
  'POST /api/account/sessions/:sessionId/revoke': {
    access: 'authenticated',
    request: () => ({ method: 'POST', url: '/api/account/sessions/not-a-session-of-mine/revoke' }),
  },
  'GET /api/admin/outbox': {
    access: 'platform_admin',
    request: () => ({ method: 'GET', url: '/api/admin/outbox' }),
  },
  'GET /api/staff-invitations': {
    access: { permission: 'user_management' },
    request: () => ({ method: 'GET', url: '/api/staff-invitations' }),
  },
  'POST /api/staff-invitations': {
    access: { permission: 'user_management' },
    request: () => ({
      method: 'POST',
      url: '/api/staff-invitations',
      // A role whose grants every holder of user_management holds, so only access decides.
      payload: { email: 'matrix.colleague@example.org', roles: ['system_admin'] },
    }),
  },
  'POST /api/staff-invitations/:invitationId/resend': {
    access: { permission: 'user_management' },
    request: (t) => ({ method: 'POST', url: `/api/staff-invitations/${t.invitationId}/resend` }),
  },
  'POST /api/staff-invitations/:invitationId/revoke': {
    access: { permission: 'user_management' },
    request: (t) => ({ method: 'POST', url: `/api/staff-invitations/${t.invitationId}/revoke` }),
  },
  'POST /api/invite-candidate': {
    access: { permission: 'initiate_verification' },
    request: () => ({
      method: 'POST',
      url: '/api/invite-candidate',
      payload: { candidateName: 'Matrix Candidate', candidateEmail: 'matrix@example.org' },
    }),
  },
  'POST /api/education-verification': {
    access: { permission: 'initiate_verification' },
    request: () => ({
      method: 'POST',
      url: '/api/education-verification',
      payload: {
        candidateName: 'Matrix Candidate',
        institution: 'Matrix University',
        degree: 'BSc',
        graduationYear: 2015,
        email: 'matrix.edu@example.org',
      },
    }),
  },
  'POST /api/employment-verification': {
    access: { permission: 'initiate_verification' },
    request: () => ({
      method: 'POST',
      url: '/api/employment-verification',
      payload: {
        candidateName: 'Matrix Candidate',
        company: 'Matrix Ltd',
        jobTitle: 'Analyst',
        startDate: '2019-01-01',
        email: 'matrix.emp@example.org',
      },
    }),
  },
  'PUT /api/verifications/:id/candidate-information': {
    access: { permission: 'initiate_verification' },
    request: (t) => ({
      method: 'PUT',
      url: `/api/verifications/${t.verificationId}/candidate-information`,
      payload: {
        personalInfo: {
          firstName: 'Matrix',
          lastName: 'Candidate',
          dateOfBirth: '1990-01-01',
          email: 'matrix@example.org',
          phone: '+1 555 0100',
          currentAddress: {
            address1: '1 Main St',
            city: 'Springfield',
            state: 'IL',
            country: 'US',
            zip: '62701',
          },
        },
      },
    }),
  },
  'POST /api/verifications/:id/documents': {
    access: { permission: 'initiate_verification' },
    request: (t) => ({ method: 'POST', url: `/api/verifications/${t.verificationId}/documents` }),
  },
  'GET /api/my-verifications': {
    access: { permission: 'view_own_status' },
    request: () => ({ method: 'GET', url: '/api/my-verifications' }),
  },
  'POST /api/my-verifications/:id/link': {
    access: { permission: 'view_own_status' },
    request: (t) => ({ method: 'POST', url: `/api/my-verifications/${t.verificationId}/link` }),
  },
  'POST /api/verifications/:id/resend-invitation': {
    access: { permission: 'initiate_verification' },
    request: (t) => ({ method: 'POST', url: `/api/verifications/${t.verificationId}/resend-invitation` }),
  },
  'POST /api/verifications/:id/revoke-link': {
    access: { permission: 'initiate_verification' },
    request: (t) => ({ method: 'POST', url: `/api/verifications/${t.verificationId}/revoke-link` }),
  },
  'GET /api/verifications': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: () => ({ method: 'GET', url: '/api/verifications' }),
  },
  'GET /api/verifications/:id': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({ method: 'GET', url: `/api/verifications/${t.verificationId}` }),
  },
  'GET /api/verifications/:id/timeline': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({ method: 'GET', url: `/api/verifications/${t.verificationId}/timeline` }),
  },
  'GET /api/verifications/:id/status': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({ method: 'GET', url: `/api/verifications/${t.verificationId}/status` }),
  },
  'GET /api/verifications/:id/linkedin': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({ method: 'GET', url: `/api/verifications/${t.verificationId}/linkedin` }),
  },
  'GET /api/linkedin/verifications': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: () => ({ method: 'GET', url: '/api/linkedin/verifications' }),
  },
  'GET /api/verifications/:id/documents/:documentId': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({
      method: 'GET',
      url: `/api/verifications/${t.verificationId}/documents/${t.documentId}`,
    }),
  },
  'GET /api/documents/:id': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({ method: 'GET', url: `/api/documents/${t.documentId}` }),
  },
  'GET /api/verifications/stats': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: () => ({ method: 'GET', url: '/api/verifications/stats' }),
  },
  'GET /api/verifications/:id/information-requests': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({ method: 'GET', url: `/api/verifications/${t.verificationId}/information-requests` }),
  },
  'POST /api/verifications/:id/approve': {
    access: { permission: 'approve_verifications' },
    request: (t) => ({
      method: 'POST',
      url: `/api/verifications/${t.verificationId}/approve`,
      payload: { note: 'Matrix check' },
    }),
  },
  'POST /api/verifications/:id/reject': {
    access: { permission: 'reject_verifications' },
    request: (t) => ({
      method: 'POST',
      url: `/api/verifications/${t.verificationId}/reject`,
      payload: { note: 'Matrix check' },
    }),
  },
  'POST /api/verifications/:id/checks': {
    access: { anyPermission: ['initiate_verification', 'approve_verifications'] },
    request: (t) => ({ method: 'POST', url: `/api/verifications/${t.verificationId}/checks`, payload: {} }),
  },
  'GET /api/verifications/:id/report': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({ method: 'GET', url: `/api/verifications/${t.verificationId}/report` }),
  },
  'GET /api/verifications/:id/report.json': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({ method: 'GET', url: `/api/verifications/${t.verificationId}/report.json` }),
  },
  'GET /api/verifications/:id/report.pdf': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({ method: 'GET', url: `/api/verifications/${t.verificationId}/report.pdf` }),
  },
  'POST /api/demo-report': {
    access: { permission: 'initiate_verification' },
    request: () => ({
      method: 'POST',
      url: '/api/demo-report',
      payload: { candidateName: 'Matrix Sample', position: 'Analyst', company: 'Matrix Ltd' },
    }),
  },
  'POST /api/assistant/sessions': {
    access: { anyPermission: ASSISTANT_PERMISSIONS },
    request: (t) => ({
      method: 'POST',
      url: '/api/assistant/sessions',
      payload: { verificationType: 'GENERAL', verificationId: t.verificationId },
    }),
  },
  'GET /api/assistant/sessions': {
    access: { anyPermission: ASSISTANT_PERMISSIONS },
    request: () => ({ method: 'GET', url: '/api/assistant/sessions' }),
  },
  'GET /api/assistant/sessions/:id': {
    access: { anyPermission: ASSISTANT_PERMISSIONS },
    request: () => ({ method: 'GET', url: `/api/assistant/sessions/${NO_FINDING}` }),
  },
  'POST /api/assistant/sessions/:id/messages': {
    access: { anyPermission: ASSISTANT_PERMISSIONS },
    request: () => ({
      method: 'POST',
      url: `/api/assistant/sessions/${NO_FINDING}/messages`,
      payload: { message: 'why is employment flagged?' },
    }),
  },
  'GET /api/assistant/stats': {
    access: { anyPermission: ASSISTANT_PERMISSIONS },
    request: () => ({ method: 'GET', url: '/api/assistant/stats' }),
  },
  'GET /api/assistant/config': {
    access: { permission: 'system_config' },
    request: () => ({ method: 'GET', url: '/api/assistant/config' }),
  },
  'GET /api/verifications/:id/checks': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: (t) => ({ method: 'GET', url: `/api/verifications/${t.verificationId}/checks` }),
  },
  'POST /api/verifications/:id/findings/:findingId/review': {
    access: { anyPermission: ['approve_verifications', 'reject_verifications'] },
    request: (t) => ({
      method: 'POST',
      url: `/api/verifications/${t.verificationId}/findings/${NO_FINDING}/review`,
      payload: { decision: 'dismissed', note: 'Matrix check' },
    }),
  },
  'PUT /api/verifications/:id/claims/:section/:index/verification': {
    access: { permission: 'approve_verifications' },
    request: (t) => ({
      method: 'PUT',
      url: `/api/verifications/${t.verificationId}/claims/education/0/verification`,
      payload: {
        method: 'registrar',
        source: 'Registrar’s office',
        note: 'Matrix check',
        documentId: t.documentId,
      },
    }),
  },
  'DELETE /api/verifications/:id/claims/:section/:index/verification': {
    access: { permission: 'approve_verifications' },
    request: (t) => ({
      method: 'DELETE',
      url: `/api/verifications/${t.verificationId}/claims/education/0/verification`,
    }),
  },
  'GET /api/notifications': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: () => ({ method: 'GET', url: '/api/notifications' }),
  },
  'POST /api/notifications/read-all': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
  },
  'POST /api/notifications/:id/read': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: () => ({ method: 'POST', url: '/api/notifications/5b0c5a4e-0000-4000-8000-000000000001/read' }),
  },
  'GET /api/events': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: () => ({ method: 'GET', url: '/api/events' }),
  },
  'POST /api/events/clear': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: () => ({ method: 'POST', url: '/api/events/clear' }),
  },
  'GET /api/audit-logs': {
    access: { permission: 'view_audit_logs' },
    request: () => ({ method: 'GET', url: '/api/audit-logs?action=verification.' }),
  },
  'GET /api/audit-logs/export.csv': {
    access: { permission: 'view_audit_logs' },
    request: () => ({ method: 'GET', url: '/api/audit-logs/export.csv?action=verification.' }),
  },
  'GET /api/admin/overview': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: () => ({ method: 'GET', url: '/api/admin/overview' }),
  },
  'GET /api/admin/export.csv': {
    access: { permission: 'export_data' },
    request: () => ({ method: 'GET', url: '/api/admin/export.csv' }),
  },
  'GET /api/analytics': {
    access: {
      anyPermission: ['view_all_verifications', 'view_department_verifications', 'view_own_verifications'],
    },
    request: () => ({ method: 'GET', url: '/api/analytics' }),
  },
  'POST /api/email-check': {
    access: { permission: 'initiate_verification' },
    request: () => ({
      method: 'POST',
      url: '/api/email-check',
      payload: { email: 'someone@matrix.example' },
    }),
  },
};

/**
 * Staff actions on a URL that also serves candidates (declared 'candidate', so the route list
 * above skips them): the handler applies this access itself. Each is pinned and checked below
 * like a guarded route; the record is named in the body, so another organisation gets 404.
 */
const staffActions: Record<string, Entry & { declared: StaffAccess }> = {
  'POST /api/submit-verification (action REQUEST_MORE_INFO)': {
    declared: REQUEST_MORE_INFO_ACCESS,
    access: {
      anyPermission: ['initiate_verification', 'approve_verifications', 'reject_verifications'],
    },
    request: (t) => ({
      method: 'POST',
      url: '/api/submit-verification',
      payload: {
        action: 'REQUEST_MORE_INFO',
        verificationId: t.verificationId,
        requestData: { message: 'Matrix check' },
      },
    }),
  },
};

/** Routes whose URL carries the id of an organisation's record: another organisation gets 404. */
const targetsARecord = (url: string) => url.includes(':');

const permittedRoles = (access: RouteAccess): Role[] => {
  if (access === 'authenticated') return [...ROLES];
  if (access === 'platform_admin' || access === 'public' || access === 'candidate') return [];
  return ROLES.filter((role) =>
    'permission' in access
      ? hasPermission([role], access.permission)
      : access.anyPermission.some((p) => hasPermission([role], p)),
  );
};

describe('authorization matrix', () => {
  let app: TestApp;
  const members = new Map<Role, string>();
  let ownTarget: Target;
  let otherTarget: Target;

  const staffInvitation = async (cookie: string) =>
    staffInvitationResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/staff-invitations',
          headers: { cookie },
          payload: {
            email: `matrix.invitee.${Math.random().toString(36).slice(2)}@example.org`,
            roles: ['auditor'],
          },
        })
      ).json(),
    ).invitation.id;

  beforeAll(async () => {
    app = await buildTestApp();
    const owner = await registerAndSignIn(app);
    const organisationId = await organisationOf(app, owner.email);
    for (const role of ROLES) members.set(role, (await memberWithRoles(app, organisationId, [role])).cookie);
    // A low-ranked record every role may act on without tripping the rank rules.
    const target = await memberWithRoles(app, organisationId, ['candidate']);
    const list = listMembersResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/members', headers: { cookie: owner.cookie } })).json(),
    );
    ownTarget = {
      membershipId: list.members.find((m) => m.userId === target.userId)!.membershipId,
      ...(await verificationWithDocument(app, owner.cookie)),
      invitationId: await staffInvitation(owner.cookie),
    };

    const other = await registerAndSignIn(app);
    const otherList = listMembersResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/members', headers: { cookie: other.cookie } })).json(),
    );
    otherTarget = {
      membershipId: otherList.members[0]!.membershipId,
      ...(await verificationWithDocument(app, other.cookie)),
      invitationId: await staffInvitation(other.cookie),
    };
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  const guarded = () =>
    app.apiRoutes.filter((r) => r.access !== 'public' && r.access !== 'candidate' && r.method !== 'HEAD');

  it('has a sample request for every guarded route, and each declares the access the roles table requires', () => {
    const missing = guarded()
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in samples));
    expect(missing, 'add these routes to the authorization matrix').toEqual([]);
    for (const route of guarded()) {
      expect(route.access, `${route.method} ${route.url}`).toEqual(
        samples[`${route.method} ${route.url}`]?.access,
      );
    }
  });

  it('answers every guarded route with 401 for an anonymous caller', async () => {
    for (const route of guarded()) {
      const sample = samples[`${route.method} ${route.url}`]?.request(ownTarget);
      if (!sample) continue;
      const res = await app.inject({
        method: sample.method as 'GET',
        url: sample.url,
        ...(sample.payload ? { payload: sample.payload } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
    }
  });

  it('lets exactly the permitted roles through, and hides other organisations behind 404', async () => {
    for (const route of guarded()) {
      const entry = samples[`${route.method} ${route.url}`];
      if (!entry) continue;
      const make = entry.request;
      const allowed = new Set(permittedRoles(entry.access));
      for (const role of ROLES) {
        const cookie = members.get(role)!;
        const own = make(ownTarget);
        const res = await app.inject({
          method: own.method as 'GET',
          url: own.url,
          headers: { cookie },
          ...(own.payload ? { payload: own.payload } : {}),
        });
        const label = `${route.method} ${route.url} as ${role}`;
        if (allowed.has(role)) {
          expect([401, 403], `${label} should be allowed (got ${res.statusCode}: ${res.body})`).not.toContain(
            res.statusCode,
          );
          expect(res.statusCode, label).toBeLessThan(500);
          if (targetsARecord(route.url)) {
            const foreign = make(otherTarget);
            const other = await app.inject({
              method: foreign.method as 'GET',
              url: foreign.url,
              headers: { cookie },
              ...(foreign.payload ? { payload: foreign.payload } : {}),
            });
            expect(other.statusCode, `${label} on another organisation's record`).toBe(404);
          }
        } else {
          expect(res.statusCode, `${label} should be forbidden`).toBe(403);
        }
      }
    }
  }, 120_000);

  it('checks the staff actions on candidate URLs the same way', async () => {
    for (const [name, entry] of Object.entries(staffActions)) {
      expect(entry.declared, name).toEqual(entry.access);
      const anonymous = entry.request(ownTarget);
      const res = await app.inject({
        method: anonymous.method as 'POST',
        url: anonymous.url,
        ...(anonymous.payload ? { payload: anonymous.payload } : {}),
      });
      expect(res.statusCode, `${name} anonymous`).toBe(401);
      const allowed = new Set(permittedRoles(entry.access));
      for (const role of ROLES) {
        const cookie = members.get(role)!;
        const own = entry.request(ownTarget);
        const mine = await app.inject({
          method: own.method as 'POST',
          url: own.url,
          headers: { cookie },
          ...(own.payload ? { payload: own.payload } : {}),
        });
        const label = `${name} as ${role}`;
        if (allowed.has(role)) {
          expect(
            [401, 403],
            `${label} should be allowed (got ${mine.statusCode}: ${mine.body})`,
          ).not.toContain(mine.statusCode);
          expect(mine.statusCode, label).toBeLessThan(500);
          const foreign = entry.request(otherTarget);
          const other = await app.inject({
            method: foreign.method as 'POST',
            url: foreign.url,
            headers: { cookie },
            ...(foreign.payload ? { payload: foreign.payload } : {}),
          });
          expect(other.statusCode, `${label} on another organisation's record`).toBe(404);
        } else {
          expect(mine.statusCode, `${label} should be forbidden`).toBe(403);
        }
      }
    }
  }, 120_000);
});
