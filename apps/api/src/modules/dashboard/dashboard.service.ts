import { FINAL_STATUSES, VIEW_PERMISSIONS, type DashboardResponse } from '@candor/contracts';
import { actorCan, tenantOf, type Actor } from '../../lib/actor.js';
import { scopeOfActor, type ViewScope } from '../../db/visibility.js';
import type { DashboardRepo } from './dashboard.repo.js';

const RECENT_ACTIVITY = 10;

/** Who acted, as the activity list names them. */
function actorNameOf(row: { actorType: string; userName: string | null; candidateName: string | null }) {
  switch (row.actorType) {
    case 'user':
      return row.userName;
    case 'candidate':
      return row.candidateName;
    case 'system':
      return 'Candor';
    default:
      return null;
  }
}

/**
 * The verifications the dashboard counts: the caller's view scope, the one the verification list
 * uses. Every signed-in user has a home page; one who may see no verification (no view
 * permission, no organisation) gets it empty rather than refused.
 */
function dashboardScope(actor: Actor): ViewScope | null {
  if (tenantOf(actor) === null || !VIEW_PERMISSIONS.some((permission) => actorCan(actor, permission))) {
    return null;
  }
  return scopeOfActor(actor);
}

export function createDashboardService(deps: {
  repo: DashboardRepo;
  isDatabaseUp: () => Promise<boolean>;
  now: () => Date;
}) {
  return {
    async summary(actor: Actor): Promise<DashboardResponse> {
      const scope = dashboardScope(actor);
      const systemStatus = (await deps.isDatabaseUp()) ? 'Operational' : 'Degraded';
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
        recentActivity: recent.map((r) => ({
          id: r.id,
          action: r.action,
          verificationId: r.verificationId,
          candidateName: r.candidateName,
          actorName: actorNameOf(r),
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
