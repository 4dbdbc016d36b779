import {
  EMAIL_CONFIRMED_PATH,
  FREE_TRIAL,
  SESSION_NOT_FOUND,
  ORGANISATION_OWNER_ROLES,
  type ChangeEmailBody,
  type MeResponse,
  type RegisterBody,
  type SessionResponse,
  type Role,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isIdentityRefusal, type Auth } from '../../lib/auth.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.js';
import { renderEmail, type Mailer } from '../../lib/mail.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { RealtimeConnections } from '../../lib/realtime.js';
import type { SignInLockout } from '../../lib/sign-in-lockout.js';
import type { AuditService } from '../audit/audit.service.js';
import { authorizeSystem, type Actor, type UserActor } from '../../lib/actor.js';
import type { AccountsRepo } from './accounts.repo.js';
import type { SessionResolver } from './session-resolver.js';

export type { UserActor } from '../../lib/actor.js';
export { rolesOf } from './roles-of.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DEPARTMENT = 'Administration';

/** The auth library's calls that end sessions (see sessionsEndedBy). */
export type SessionEndingCall =
  '/sign-out' | '/revoke-session' | '/revoke-sessions' | '/revoke-other-sessions' | '/change-password';

type Deps = {
  db: Db;
  repo: AccountsRepo;
  auth: Auth;
  realtime: RealtimeConnections;
  audit: AuditService;
  mailer: Mailer;
  publicUrl: string;
  /** Resolves session cookies to actors (one read per request). */
  sessions: SessionResolver;
  lockout: SignInLockout;
  /** A demo install keeps sent mail readable to platform administrators (the demo outbox). */
  demoMode: boolean;
  now: () => Date;
};

export function createAccountsService(deps: Deps) {
  const { repo, auth, audit } = deps;

  const service = {
    /**
     * Registration (call 1 of docs/product.md#api-calls): the user, their organisation on the free trial, and a
     * membership as super_admin + hr_director. An address that already has an account gets the
     * same answer (no enumeration) and an email telling its owner.
     */
    async register(body: RegisterBody, context: RequestContext): Promise<void> {
      if (isCommonPassword(body.password)) {
        throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, [
          { path: 'password', message: COMMON_PASSWORD_MESSAGE },
        ]);
      }
      const email = body.email.toLowerCase();
      const existing = await repo.findUserByEmail(email);
      if (existing) {
        // The same expensive work as a new account (the password hash, then dropped), so the
        // answer's timing does not tell that the address is taken.
        await (await (await auth.load()).$context).password.hash(body.password);
        const mail = renderEmail({
          paragraphs: [
            `Hello ${existing.name},`,
            'Someone tried to create a Candor account with this email address, which already has one. If it was you, sign in or reset your password.',
          ],
          action: { label: 'Sign in', url: `${deps.publicUrl}/login` },
          footer: 'If it was not you, you can ignore this email.',
        });
        await deps.mailer.send({
          kind: 'registration-existing',
          organisationId: (await repo.findActiveMembership(existing.id))?.organisationId ?? null,
          to: email,
          subject: 'Your Candor account',
          ...mail,
        });
        await audit.record({
          organisationId: null,
          actor: { type: 'anonymous' },
          action: 'registration.duplicate',
          context,
        });
        return;
      }

      const created = await (await auth.load()).api.signUpEmail({
        body: {
          name: `${body.firstName} ${body.lastName}`,
          email,
          password: body.password,
          firstName: body.firstName,
          lastName: body.lastName,
          jobTitle: body.jobTitle,
          phone: body.phone,
          // The confirmation link lands on the dashboard, which says the address is confirmed.
          callbackURL: EMAIL_CONFIRMED_PATH,
        },
      });
      const userId = created.user.id;
      try {
        await deps.db.transaction(async (tx) => {
          const organisation = await repo.insertOrganisation(tx, {
            name: body.company,
            companySize: body.companySize,
            trialEndsAt: new Date(deps.now().getTime() + FREE_TRIAL.days * DAY_MS),
          });
          await repo.insertMembership(tx, {
            organisationId: organisation.id,
            userId,
            roles: ORGANISATION_OWNER_ROLES,
            department: DEFAULT_DEPARTMENT,
          });
          await audit.record(
            {
              organisationId: organisation.id,
              actor: { type: 'user', id: userId },
              action: 'organisation.registered',
              target: { type: 'organisation', id: organisation.id },
              context,
            },
            tx,
          );
        });
      } catch (error) {
        // Leave no account without its organisation behind.
        await repo.deleteUser(userId);
        throw error;
      }
    },

    /**
     * Creates a ready-to-use account with a verified email (seeding, e.g. the demo organisation):
     * optionally a platform administrator, optionally a member with the given roles, optionally
     * marked as a demo user (see `UserActor.demo`). Only Candor itself seeds accounts.
     */
    async provisionUser(
      actor: Actor,
      input: {
        email: string;
        password: string;
        firstName: string;
        lastName: string;
        jobTitle: string;
        platformAdmin?: boolean;
        demo?: boolean;
        membership?: { organisationId: string; roles: readonly Role[]; department: string | null };
      },
    ): Promise<string> {
      authorizeSystem(actor);
      // Created already verified, through the identity library's adapter: signing up would mail
      // a "confirm your email" message to an address nobody needs to confirm (the demo users).
      const context = await (await auth.load()).$context;
      const created = await context.internalAdapter.createUser(
        {
          name: `${input.firstName} ${input.lastName}`,
          email: input.email.toLowerCase(),
          firstName: input.firstName,
          lastName: input.lastName,
          jobTitle: input.jobTitle,
          emailVerified: true,
        },
        { method: 'email-password' },
      );
      const userId = created.id;
      await context.internalAdapter.linkAccount({
        userId,
        providerId: 'credential',
        accountId: userId,
        password: await context.password.hash(input.password),
      });
      await repo.markUser(userId, {
        emailVerified: true,
        ...(input.platformAdmin ? { role: 'admin' } : {}),
        ...(input.demo ? { demo: true } : {}),
      });
      if (input.membership) {
        const membership = input.membership;
        await deps.db.transaction((tx) => repo.insertMembership(tx, { ...membership, userId }));
      }
      return userId;
    },

    /** An organisation outside the free-trial rules (seeded demo data; only Candor itself seeds). */
    async createOrganisation(
      actor: Actor,
      input: { name: string; slug: string; companySize: string; plan: string },
    ) {
      authorizeSystem(actor);
      return deps.db.transaction((tx) => repo.insertOrganisation(tx, { ...input, trialEndsAt: null }));
    },

    /** An organisation by its slug, for Candor's own seeding. */
    async findOrganisationBySlug(actor: Actor, slug: string) {
      authorizeSystem(actor);
      return repo.findOrganisationBySlug(slug);
    },

    /**
     * The signed-in user behind these request headers, or null. Sessions also end after the
     * absolute lifetime, however active they were. `refresh: false` reads the session without
     * sliding its idle expiry (a long-lived realtime connection is not user activity).
     */
    /** The signed-in caller behind a request's headers, or null (see the session resolver). */
    async resolveActor(headers: Headers, options: { refresh?: boolean } = {}): Promise<UserActor | null> {
      return (await deps.sessions.resolve(headers.get('cookie') ?? undefined, options))?.actor ?? null;
    },

    /** As resolveActor, from the raw Cookie header, with the renewed cookie when the session slid. */
    resolveSession: (cookieHeader: string | undefined, options: { refresh?: boolean } = {}) =>
      deps.sessions.resolve(cookieHeader, options),

    /**
     * What an auth-library call will end, read before the call (afterwards the session is gone):
     * the returned function, run once the call succeeded, closes the live (realtime) connections
     * of the sessions it ended. Null when it ends none.
     */
    async sessionsEndedBy(
      call: SessionEndingCall,
      headers: Headers,
      body: unknown,
    ): Promise<(() => void) | null> {
      const actor = await service.resolveActor(headers, { refresh: false });
      if (!actor) return null;
      const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      switch (call) {
        case '/sign-out':
          return () => {
            deps.realtime.disconnectSession(actor.sessionId);
          };
        case '/revoke-session': {
          const token = fields.token;
          const ended = typeof token === 'string' ? await repo.findSessionId(actor.userId, token) : null;
          return ended
            ? () => {
                deps.realtime.disconnectSession(ended);
              }
            : null;
        }
        case '/revoke-sessions':
          return () => {
            deps.realtime.disconnectUser(actor.userId);
          };
        case '/revoke-other-sessions':
          return () => {
            deps.realtime.disconnectUser(actor.userId, actor.sessionId);
          };
        case '/change-password':
          return fields.revokeOtherSessions === true
            ? () => {
                deps.realtime.disconnectUser(actor.userId, actor.sessionId);
              }
            : null;
      }
    },

    /** Whether sign-ins to this address need an emailed code (many recent failures). */
    isSignInLocked: (email: string) => deps.lockout.isLocked(email),

    /** A sign-in to this address failed (wrong password, or an unknown address). */
    recordSignInFailure: (email: string) => deps.lockout.recordFailure(email),

    async me(actor: UserActor): Promise<MeResponse> {
      // Read with the session in this request when it was resolved from the cookie.
      const found =
        deps.sessions.profileOf(actor) ??
        (await repo.findUserWithOrganisation(actor.userId, actor.member?.organisationId ?? null));
      if (!found) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
      const { user, organisation } = found;
      return {
        success: true,
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          firstName: user.firstName ?? user.name.split(' ')[0] ?? '',
          lastName: user.lastName ?? user.name.split(' ').slice(1).join(' '),
          jobTitle: user.jobTitle,
          phone: user.phone,
          emailVerified: user.emailVerified,
          twoFactorEnabled: user.twoFactorEnabled ?? false,
          platformAdmin: user.role === 'admin',
        },
        organisation: organisation
          ? {
              id: organisation.id,
              name: organisation.name,
              plan: organisation.plan,
              trialEndsAt: organisation.trialEndsAt?.toISOString() ?? null,
              requireMfa: organisation.requireMfa,
            }
          : null,
        membership: actor.member
          ? {
              roles: [...actor.member.roles],
              department: actor.member.department,
              permissions: [...actor.member.permissions],
            }
          : null,
        demoOutbox: deps.demoMode && user.role === 'admin',
      };
    },

    /**
     * Starts an email change: the current password must be right; the new address then receives
     * a verification link, and the account's address changes only once it is followed. An address
     * that already has an account gets the same answer (no enumeration) and no mail.
     */
    async changeEmail(
      actor: UserActor,
      body: ChangeEmailBody,
      headers: Headers,
      context: RequestContext,
    ): Promise<string> {
      const newEmail = body.newEmail.toLowerCase();
      if (newEmail === actor.email.toLowerCase()) {
        throw new AppError('VALIDATION_FAILED', 'This is already your email address.', [
          { path: 'newEmail', message: 'This is already your email address.' },
        ]);
      }
      try {
        await (await auth.load()).api.verifyPassword({ headers, body: { password: body.password } });
      } catch (error) {
        if (isIdentityRefusal(error)) {
          await audit.record({
            organisationId: actor.member?.organisationId ?? null,
            actor: { type: 'user', id: actor.userId },
            action: 'account.email_change_refused',
            context,
          });
          throw new AppError('VALIDATION_FAILED', 'The password is incorrect.', [
            { path: 'password', message: 'The password is incorrect.' },
          ]);
        }
        throw error;
      }
      await (await auth.load()).api.changeEmail({ headers, body: { newEmail, callbackURL: '/profile?email=changed' } });
      await audit.record({
        organisationId: actor.member?.organisationId ?? null,
        actor: { type: 'user', id: actor.userId },
        action: 'account.email_change_requested',
        context,
      });
      return `We sent a link to ${newEmail}. Your email address changes once you follow it.`;
    },

    /**
     * Signs one of the caller's own devices out, named by the session's id: session tokens never
     * leave the server, so the list of devices identifies them by id.
     */
    async revokeSession(actor: UserActor, sessionId: string, context: RequestContext): Promise<void> {
      if (!(await repo.deleteSession(actor.userId, sessionId))) {
        throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
      }
      deps.realtime.disconnectSession(sessionId);
      await audit.record({
        organisationId: actor.member?.organisationId ?? null,
        actor: { type: 'user', id: actor.userId },
        action: 'account.session_revoked',
        context,
      });
    },

    /** The signed-in user behind these headers, or null for a visitor. */
    async session(headers: Headers): Promise<SessionResponse> {
      const actor = await service.resolveActor(headers);
      if (!actor) return { success: true, me: null };
      const { success: _success, ...me } = await service.me(actor);
      return { success: true, me };
    },
  };
  return service;
}
export type AccountsService = ReturnType<typeof createAccountsService>;
