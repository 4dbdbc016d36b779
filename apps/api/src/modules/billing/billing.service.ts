import {
  UPGRADE_ALREADY_REQUESTED_MESSAGE,
  UPGRADE_REQUESTED_MESSAGE,
  organisationPlanLabel,
  organisationPlanLabels,
  type BillingResponse,
  type ChangePlanBody,
  type OrganisationPlanResponse,
  type UpgradeRequestBody,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { authorize, authorizeMember, authorizePlatformAdmin, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BillingRepo } from './billing.repo.js';
import { effectiveLimit, trialDaysLeft, trialEnded } from './plan-rules.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const organisationNotFound = () => new AppError('NOT_FOUND', 'Organisation not found');

/**
 * Plan and usage (docs/product.md#plan-and-usage): members with billing_management see their
 * organisation's plan and usage and ask for an upgrade, which reaches platform staff as a lead
 * tied to the organisation; platform staff change an organisation's plan and limits.
 */
export function createBillingService(deps: {
  db: Db;
  repo: BillingRepo;
  audit: AuditService;
  now: () => Date;
}) {
  const { repo } = deps;

  return {
    async get(actor: Actor): Promise<BillingResponse> {
      const { organisationId } = authorize(actor, 'billing_management');
      const [organisation, used, upgradeRequestedAt] = await Promise.all([
        repo.organisation(organisationId),
        repo.verificationsUsed(organisationId),
        repo.lastUpgradeRequest(organisationId),
      ]);
      if (!organisation) throw organisationNotFound();
      const now = deps.now();
      const limit = effectiveLimit(organisation);
      return {
        success: true,
        billing: {
          plan: organisation.plan,
          planLabel: organisationPlanLabel(organisation.plan),
          verificationsUsed: used,
          verificationLimit: limit,
          trialEndsAt:
            organisation.plan === 'trial' ? (organisation.trialEndsAt?.toISOString() ?? null) : null,
          trialDaysLeft: trialDaysLeft(organisation, now),
          invitationsBlocked: trialEnded(organisation, now) || (limit !== null && used >= limit),
          upgradeRequestedAt: upgradeRequestedAt?.toISOString() ?? null,
        },
      };
    },

    /** Records the request as a lead (kind 'upgrade') platform staff see with the demo requests. */
    async requestUpgrade(
      caller: Actor,
      body: UpgradeRequestBody,
      context: RequestContext,
    ): Promise<{ success: true; message: string }> {
      const actor = authorizeMember(caller, 'billing_management');
      const { organisationId } = actor.member;
      const [organisation, user, earlier] = await Promise.all([
        repo.organisation(organisationId),
        repo.user(actor.userId),
        repo.lastUpgradeRequest(organisationId),
      ]);
      if (!organisation || !user) throw organisationNotFound();
      // One open request a day is enough for platform staff to call back.
      if (earlier && deps.now().getTime() - earlier.getTime() < DAY_MS) {
        throw new AppError('CONFLICT', UPGRADE_ALREADY_REQUESTED_MESSAGE);
      }
      const [first = user.name, ...rest] = user.name.split(' ');
      const wanted = body.plan ? `Plan in mind: ${organisationPlanLabels[body.plan]}.` : null;
      const message = [wanted, body.message?.trim() || null].filter(Boolean).join('\n') || null;
      await deps.db.transaction(async (tx) => {
        const id = await repo.insertUpgradeLead(tx, {
          organisationId,
          company: organisation.name,
          companySize: organisation.companySize,
          firstName: user.firstName ?? first,
          lastName: user.lastName ?? rest.join(' '),
          email: user.email,
          message,
        });
        await deps.audit.record(
          {
            organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'organisation.upgrade_requested',
            target: { type: 'demo_request', id },
            metadata: { plan: body.plan ?? null },
            context,
          },
          tx,
        );
      });
      return { success: true, message: UPGRADE_REQUESTED_MESSAGE };
    },

    /** Platform staff only: the plan, its verification limit (null: the plan's rule) and the trial's end. */
    async changePlan(
      caller: Actor,
      organisationId: string,
      body: ChangePlanBody,
      context: RequestContext,
    ): Promise<OrganisationPlanResponse> {
      const admin = authorizePlatformAdmin(caller);
      // Demo-mode administrators are anyone: they change no real organisation's plan.
      if (admin.demo) throw new AppError('FORBIDDEN', 'Plans cannot be changed in the demo.');
      const changes = {
        plan: body.plan,
        ...(body.verificationLimit !== undefined ? { verificationLimit: body.verificationLimit } : {}),
        ...(body.trialEndsAt !== undefined
          ? { trialEndsAt: body.trialEndsAt === null ? null : new Date(body.trialEndsAt) }
          : {}),
      };
      await deps.db.transaction(async (tx) => {
        if (!(await repo.changePlan(tx, organisationId, changes))) throw organisationNotFound();
        await deps.audit.record(
          {
            organisationId,
            actor: { type: 'user', id: admin.userId },
            action: 'organisation.plan_changed',
            target: { type: 'organisation', id: organisationId },
            metadata: {
              plan: body.plan,
              verificationLimit: body.verificationLimit ?? null,
              trialEndsAtChanged: body.trialEndsAt !== undefined,
            },
            context,
          },
          tx,
        );
      });
      const organisation = await repo.organisation(organisationId);
      if (!organisation) throw organisationNotFound();
      return {
        success: true,
        organisation: {
          id: organisation.id,
          name: organisation.name,
          plan: organisation.plan,
          verificationLimit: organisation.verificationLimit,
          trialEndsAt: organisation.trialEndsAt?.toISOString() ?? null,
        },
      };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;

/** The plan's rules, for the invitations that they limit. */
export { effectiveLimit, planTermsOf, trialEnded } from './plan-rules.js';
