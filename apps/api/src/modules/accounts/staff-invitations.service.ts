import {
  CONFIRM_EMAIL_BEFORE_INVITING,
  STAFF_INVITATION_DAYS,
  STAFF_INVITATION_EXPIRED,
  STAFF_INVITATION_INVALID,
  STAFF_INVITATION_REVOKED,
  STAFF_INVITATION_USED,
  grantRefusal,
  roleLabels,
  type AcceptStaffInvitationBody,
  type InviteStaffBody,
  type Role,
  type StaffInvitation,
  type StaffInvitationLookupResponse,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { authorize, authorizeMember, type Actor, type MemberActor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { Auth } from '../../lib/auth.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.js';
import { randomToken, sha256Hex } from '../../lib/crypto.js';
import { renderEmail, type Mailer } from '../../lib/mail.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AccountsRepo } from './accounts.repo.js';
import { rolesOf } from './accounts.service.js';
import type { StaffInvitationRow, StaffInvitationsRepo } from './staff-invitations.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () => new AppError('NOT_FOUND', 'Invitation not found');

/** The staff invitation email (HTML and text): who invites, to which organisation, the link. */
export function staffInvitationEmail(input: {
  organisationName: string;
  inviterName: string;
  roles: readonly Role[];
  url: string;
  expiresAt: Date;
}) {
  return renderEmail({
    paragraphs: [
      'Hello,',
      `${input.inviterName} invited you to join ${input.organisationName} on Candor, the candidate verification service, as ${input.roles.map((r) => roleLabels[r]).join(', ')}.`,
      'Follow the link to choose your name and password. It works once.',
    ],
    action: { label: 'Accept the invitation', url: input.url },
    footer: `The link is valid until ${input.expiresAt.toUTCString()}. If you did not expect this invitation, ignore this email.`,
  });
}

/** The notice sent instead of a link when the invited address already has an account. */
export function existingAccountInvitationEmail(input: {
  organisationName: string;
  inviterName: string;
  signInUrl: string;
}) {
  return renderEmail({
    paragraphs: [
      'Hello,',
      `${input.inviterName} invited you to join ${input.organisationName} on Candor. This email address already has a Candor account, and an account belongs to one organisation, so this invitation cannot be accepted with it.`,
      `To join ${input.organisationName}, ask ${input.inviterName} to invite another email address of yours. To use your existing account, sign in.`,
    ],
    action: { label: 'Sign in', url: input.signInUrl },
    footer: 'Nothing has changed on your account. If you did not expect this, you can ignore this email.',
  });
}

type Deps = {
  db: Db;
  repo: StaffInvitationsRepo;
  accounts: AccountsRepo;
  auth: Auth;
  audit: AuditService;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
};

/**
 * Staff invitations (permission user_management, checked by the routes and again here, except the
 * invitee's own lookup and acceptance, which the link's token authorises). Nobody invites with a
 * role ranked above their own, nor with roles granting a permission they do not hold; so
 * invitations are sent by signed-in members only, under their name.
 */
export function createStaffInvitationsService(deps: Deps) {
  const { repo, audit } = deps;

  const statusOf = (row: StaffInvitationRow): StaffInvitation['status'] => {
    if (row.revokedAt) return 'revoked';
    if (row.acceptedAt) return 'accepted';
    return row.expiresAt.getTime() <= deps.now().getTime() ? 'expired' : 'pending';
  };

  const toInvitation = (row: StaffInvitationRow, invitedBy: string | null): StaffInvitation => ({
    id: row.id,
    email: row.email,
    roles: rolesOf({ role: row.roles }),
    department: row.department,
    status: statusOf(row),
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  });

  /** Sends the link; the token exists only in this mail (the database keeps its hash). */
  async function sendLink(row: StaffInvitationRow, token: string, actor: MemberActor) {
    const organisation = await deps.accounts.findOrganisation(row.organisationId);
    const inviter = await deps.accounts.findUser(actor.userId);
    const body = staffInvitationEmail({
      organisationName: organisation?.name ?? 'your organisation',
      inviterName: inviter?.name ?? 'A colleague',
      roles: rolesOf({ role: row.roles }),
      url: `${deps.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`,
      expiresAt: row.expiresAt,
    });
    await deps.mailer.send({
      kind: 'staff-invitation',
      organisationId: row.organisationId,
      to: row.email,
      subject: `Join ${organisation?.name ?? 'your team'} on Candor`,
      ...body,
    });
  }

  /**
   * An address that already has a Candor account gets no link (an account belongs to one
   * organisation): its owner is told who invited them and what they can do instead.
   */
  async function sendExistingAccountNotice(row: StaffInvitationRow, actor: MemberActor) {
    const organisation = await deps.accounts.findOrganisation(row.organisationId);
    const inviter = await deps.accounts.findUser(actor.userId);
    const body = existingAccountInvitationEmail({
      organisationName: organisation?.name ?? 'an organisation',
      inviterName: inviter?.name ?? 'A colleague',
      signInUrl: `${deps.publicUrl}/login`,
    });
    await deps.mailer.send({
      kind: 'staff-invitation-existing-account',
      to: row.email,
      // Not the inviting organisation's mail: its outbox must not tell it the address has an account.
      organisationId: null,
      subject: `${organisation?.name ?? 'An organisation'} invited you to Candor`,
      ...body,
    });
  }

  /** The invitation behind a link's token, refused with a clear message unless it is still open. */
  async function openByToken(token: string): Promise<StaffInvitationRow> {
    const row = await repo.findByTokenHash(sha256Hex(token));
    if (!row) throw new AppError('NOT_FOUND', STAFF_INVITATION_INVALID);
    const status = statusOf(row);
    if (status === 'revoked') throw new AppError('INVALID_STATE', STAFF_INVITATION_REVOKED);
    if (status === 'accepted') throw new AppError('INVALID_STATE', STAFF_INVITATION_USED);
    if (status === 'expired') throw new AppError('INVALID_STATE', STAFF_INVITATION_EXPIRED);
    return row;
  }

  /** Invitations are sent only by members who confirmed their own email address. */
  const requireConfirmedEmail = async (actor: MemberActor) => {
    const user = await deps.accounts.findUser(actor.userId);
    if (!user?.emailVerified) throw new AppError('FORBIDDEN', CONFIRM_EMAIL_BEFORE_INVITING);
  };

  const load = async (organisationId: string, invitationId: string) => {
    const row = await repo.find(organisationId, invitationId);
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(actor: Actor): Promise<StaffInvitation[]> {
      const { organisationId } = authorize(actor, 'user_management');
      const rows = await repo.listOpen(organisationId);
      return rows.map((r) => toInvitation(r.invitation, r.invitedBy));
    },

    async invite(caller: Actor, body: InviteStaffBody, context: RequestContext): Promise<StaffInvitation> {
      const actor = authorizeMember(caller, 'user_management');
      const me = actor.member;
      const roles = [...new Set(body.roles)];
      const refusal = grantRefusal(me.roles, roles);
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      await requireConfirmedEmail(actor);
      const email = body.email.toLowerCase();
      // The inviter sees their own organisation's members anyway; whether the address has an
      // account elsewhere is not theirs to learn, so that case answers like any invitation.
      const existing = await deps.accounts.findUserByEmail(email);
      const members = await deps.accounts.listMembers(me.organisationId);
      if (existing && members.some((m) => m.userId === existing.id)) {
        throw new AppError('CONFLICT', 'This person is already a member of your organisation.', [
          { path: 'email', message: 'Already a member' },
        ]);
      }
      if (await repo.findOpenForEmail(me.organisationId, email)) {
        throw new AppError(
          'CONFLICT',
          'An invitation to this email address is already open. Resend or revoke it in the list.',
          [{ path: 'email', message: 'Already invited' }],
        );
      }
      const token = randomToken();
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, {
          organisationId: me.organisationId,
          email,
          roles,
          department: body.department?.trim() || null,
          tokenHash: sha256Hex(token),
          invitedByUserId: actor.userId,
          expiresAt: new Date(deps.now().getTime() + STAFF_INVITATION_DAYS * DAY_MS),
        });
        await audit.record(
          {
            organisationId: me.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'staff_invitation.created',
            target: { type: 'staff_invitation', id: inserted.id },
            metadata: { roles, departmentSet: Boolean(body.department?.trim()) },
            context,
          },
          tx,
        );
        return inserted;
      });
      if (existing) await sendExistingAccountNotice(row, actor);
      else await sendLink(row, token, actor);
      const inviter = await deps.accounts.findUser(actor.userId);
      return toInvitation(row, inviter?.name ?? null);
    },

    /** A new link (the previous one stops working) with a fresh expiry, mailed again. */
    async resend(caller: Actor, invitationId: string, context: RequestContext): Promise<StaffInvitation> {
      const actor = authorizeMember(caller, 'user_management');
      const me = actor.member;
      const row = await load(me.organisationId, invitationId);
      await requireConfirmedEmail(actor);
      const token = randomToken();
      const expiresAt = new Date(deps.now().getTime() + STAFF_INVITATION_DAYS * DAY_MS);
      const changed = await deps.db.transaction(async (tx) => {
        if (!(await repo.updateOpen(tx, row.id, { tokenHash: sha256Hex(token), expiresAt }))) return false;
        await audit.record(
          {
            organisationId: me.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'staff_invitation.resent',
            target: { type: 'staff_invitation', id: row.id },
            context,
          },
          tx,
        );
        return true;
      });
      if (!changed) throw new AppError('INVALID_STATE', 'This invitation was already accepted or revoked.');
      const updated = { ...row, tokenHash: sha256Hex(token), expiresAt };
      await sendLink(updated, token, actor);
      const inviter = row.invitedByUserId ? await deps.accounts.findUser(row.invitedByUserId) : undefined;
      return toInvitation(updated, inviter?.name ?? null);
    },

    async revoke(caller: Actor, invitationId: string, context: RequestContext): Promise<void> {
      const actor = authorizeMember(caller, 'user_management');
      const me = actor.member;
      const row = await load(me.organisationId, invitationId);
      const changed = await deps.db.transaction(async (tx) => {
        if (!(await repo.updateOpen(tx, row.id, { revokedAt: deps.now() }))) return false;
        await audit.record(
          {
            organisationId: me.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'staff_invitation.revoked',
            target: { type: 'staff_invitation', id: row.id },
            context,
          },
          tx,
        );
        return true;
      });
      if (!changed) throw new AppError('INVALID_STATE', 'This invitation was already accepted or revoked.');
    },

    /** What the accept page shows: the organisation, the address and the roles. */
    async lookup(token: string): Promise<StaffInvitationLookupResponse['invitation']> {
      const row = await openByToken(token);
      const organisation = await deps.accounts.findOrganisation(row.organisationId);
      if (!organisation) throw new AppError('NOT_FOUND', STAFF_INVITATION_INVALID);
      return {
        email: row.email,
        organisationName: organisation.name,
        roles: rolesOf({ role: row.roles }),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * Creates the invitee's account (the link proves the address, so it is verified) and their
     * membership with the invited roles; the invitation is used up. Returns the email to sign in.
     */
    async accept(body: AcceptStaffInvitationBody, context: RequestContext): Promise<{ email: string }> {
      const row = await openByToken(body.token);
      if (isCommonPassword(body.password)) {
        throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, [
          { path: 'password', message: COMMON_PASSWORD_MESSAGE },
        ]);
      }
      if (await deps.accounts.findUserByEmail(row.email)) {
        throw new AppError('CONFLICT', 'An account with this email address already exists. Sign in instead.');
      }
      const auth = await (await deps.auth.load()).$context;
      const hash = await auth.password.hash(body.password);
      const user = await auth.internalAdapter.createUser(
        {
          email: row.email,
          name: `${body.firstName} ${body.lastName}`,
          firstName: body.firstName,
          lastName: body.lastName,
          emailVerified: true,
        },
        { method: 'email-password' },
      );
      await auth.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: hash,
      });
      try {
        await deps.db.transaction(async (tx) => {
          const claimed = await repo.updateOpen(tx, row.id, {
            acceptedAt: deps.now(),
            acceptedUserId: user.id,
          });
          if (!claimed) throw new AppError('INVALID_STATE', STAFF_INVITATION_USED);
          const membership = await deps.accounts.insertMembership(tx, {
            organisationId: row.organisationId,
            userId: user.id,
            roles: rolesOf({ role: row.roles }),
            department: row.department,
          });
          await audit.record(
            {
              organisationId: row.organisationId,
              actor: { type: 'user', id: user.id },
              action: 'staff_invitation.accepted',
              target: { type: 'membership', id: membership.id },
              metadata: { invitationId: row.id },
              context,
            },
            tx,
          );
        });
      } catch (error) {
        // Leave no account without its membership behind.
        await deps.accounts.deleteUser(user.id);
        throw error;
      }
      return { email: row.email };
    },
  };
}
export type StaffInvitationsService = ReturnType<typeof createStaffInvitationsService>;
