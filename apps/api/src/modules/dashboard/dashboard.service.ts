import { FINAL_STATUSES, verificationVisibility, type DashboardResponse } from '@candor/contracts';
import type { UserActor } from '../accounts/accounts.service.js';
import type { DashboardRepo, VerificationScope } from './dashboard.repo.js';

const RECENT_ACTIVITY = 10;

/** The scope of verifications a member may see, or null when they may see none. */
export function scopeOf(member: NonNullable<UserActor['member']>, userId: string): VerificationScope | null {
  switch (verificationVisibility(member.roles)) {
    case 'organisation':
      return { organisationId: member.organisationId };
    case 'department':
      return { organisationId: member.organisationId, department: member.department };
    case 'own':
      return { organisationId: member.organisationId, invitedByUserId: userId };
    case 'none':
      return null;
  }
}

export function createDashboardService(deps: {
  repo: DashboardRepo;
  isDatabaseUp: () => Promise<boolean>;
  now: () => Date;
}) {
  return {
    async summary(actor: UserActor): Promise<DashboardResponse> {
      const systemStatus = (await deps.isDatabaseUp()) ? 'Operational' : 'Degraded';
      const scope = actor.member ? scopeOf(actor.member, actor.userId) : null;
      if (!scope) {
        return {
          success: true,
          cards: { activeVerifications: 0, completedThisMonth: 0, successRate: null, systemStatus },
          recentActivity: [],
        };
      }
      const now = deps.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [active, completedThisMonth, approved, rejected, recent] = await Promise.all([
        deps.repo.countActive(scope, FINAL_STATUSES),
        deps.repo.countDecided(scope, ['COMPLETED'], monthStart),
        deps.repo.countDecided(scope, ['COMPLETED']),
        deps.repo.countDecided(scope, ['FAILED']),
        deps.repo.recentActivity(scope, RECENT_ACTIVITY),
      ]);
      const decided = approved + rejected;
      return {
        success: true,
        cards: {
          activeVerifications: active,
          completedThisMonth,
          successRate: decided === 0 ? null : Math.round((approved / decided) * 1000) / 10,
          systemStatus,
        },
        recentActivity: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
