import {
  FINAL_STATUSES,
  statusScreenStatusOf,
  VIEW_PERMISSIONS,
  type StatusScreenDecision,
  type VerificationStatusView,
} from '@candor/contracts';
import { authorizeAny, requireUser, type Actor } from '../../lib/actor.js';
import type { VerificationAccess } from '../verifications/verification-access.service.js';
import {
  storedFormData,
  verificationTypeOf,
  type VerificationRow,
} from '../verifications/verification-core.service.js';
import type { ChecksService } from './checks.service.js';
import type { StatusViewRepo } from './status-view.repo.js';
import { statusScreenResultOf } from './status-view.js';

const isFinal = (status: string) => (FINAL_STATUSES as readonly string[]).includes(status);

/**
 * The verification status screen (docs/product.md#the-status-screen): the verification, the
 * automated checks' results as GET /api/verifications/{id}/checks gives them (evidence masked, other
 * applications named only to those who may see them) and the person's decision.
 */
export function createStatusViewService(deps: {
  access: Pick<VerificationAccess, 'requireVisible'>;
  checks: Pick<ChecksService, 'get'>;
  repo: StatusViewRepo;
}) {
  async function decisionOf(row: VerificationRow): Promise<StatusScreenDecision | null> {
    if (!isFinal(row.status) || !row.decidedAt) return null;
    const decidedBy = row.decidedByUserId ? await deps.repo.userName(row.decidedByUserId) : undefined;
    return {
      status: row.status === 'COMPLETED' ? 'COMPLETED' : 'FAILED',
      note: row.decisionNote ?? '',
      decidedAt: row.decidedAt.toISOString(),
      decidedBy: decidedBy ?? null,
    };
  }

  return {
    async get(actor: Actor, id: string): Promise<VerificationStatusView> {
      authorizeAny(actor, VIEW_PERMISSIONS);
      const row = await deps.access.requireVisible(requireUser(actor), id);
      const screen = statusScreenStatusOf[row.status];
      const formData = storedFormData(row);
      const result =
        screen === 'PENDING'
          ? null
          : statusScreenResultOf({
              status: row.status,
              entries: {
                education: formData?.education?.length ?? 0,
                employment: formData?.employment?.length ?? 0,
              },
              checks: await deps.checks.get(actor, row.id),
              decision: await decisionOf(row),
            });
      return {
        id: row.id,
        type: verificationTypeOf(row),
        status: screen,
        linkedInUrl: null,
        createdAt: row.createdAt.toISOString(),
        submittedAt: row.submittedAt?.toISOString() ?? null,
        completedAt: isFinal(row.status) && row.decidedAt ? row.decidedAt.toISOString() : null,
        result,
      };
    },
  };
}
export type StatusViewService = ReturnType<typeof createStatusViewService>;
