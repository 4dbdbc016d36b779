import { randomUUID } from 'node:crypto';
import {
  CANDIDATE_STEPS,
  VIEW_PERMISSIONS,
  type DemoReportBody,
  type VerificationReport,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { authorize, authorizeAny, requireUser, type Actor } from '../../lib/actor.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ChecksService } from '../checks/checks.service.js';
import type { VerificationAccess } from '../verifications/verification-access.service.js';
import type { VerificationLifecycle } from '../verifications/lifecycle.service.js';
import { sampleApplication } from './demo-sample.js';
import { buildVerificationReport } from './report-model.js';
import type { VerificationReportRepo } from './verification-report.repo.js';

export type ReportFormat = 'json' | 'pdf';

/**
 * The verification report (docs/product.md#the-verification-report): for anyone who may see the
 * verification, from its record, its automated checks and its decision. A download is audited
 * (`verification.report_downloaded`); the on-screen preview is not, like the case page itself.
 */
export function createVerificationReportService(deps: {
  db: Db;
  access: Pick<VerificationAccess, 'requireVisible'>;
  lifecycle: VerificationLifecycle;
  checks: Pick<ChecksService, 'get' | 'start'>;
  audit: AuditService;
  events: DomainEvents;
  repo: VerificationReportRepo;
  now: () => Date;
}) {
  async function get(actor: Actor, id: string): Promise<VerificationReport> {
    authorizeAny(actor, VIEW_PERMISSIONS);
    const row = await deps.access.requireVisible(requireUser(actor), id);
    const checks = await deps.checks.get(actor, row.id);
    const decidedBy = row.decidedByUserId ? ((await deps.repo.userName(row.decidedByUserId)) ?? null) : null;
    return buildVerificationReport({ row, checks, decidedBy, now: deps.now() });
  }

  return {
    get,

    /** The report for a download (JSON or PDF), audited with its report id and format. */
    async download(
      actor: Actor,
      id: string,
      format: ReportFormat,
      context: RequestContext | null,
    ): Promise<VerificationReport> {
      const report = await get(actor, id);
      const { organisationId } = authorizeAny(actor, VIEW_PERMISSIONS);
      await deps.audit.record({
        organisationId,
        actor: { type: 'user', id: requireUser(actor).userId },
        action: 'verification.report_downloaded',
        target: { type: 'verification', id: report.verificationId },
        verificationId: report.verificationId,
        metadata: { format, reportId: report.reportId, sample: report.isSample },
        context,
      });
      return report;
    },

    /**
     * The demo report's sample (`POST /api/demo-report`): a submitted verification marked as
     * sample data in the caller's organisation (for demo users, the demo organisation), built from
     * the form's name, position and company, with every automated check queued on it. Needs
     * `initiate_verification`; samples never count as usage. Its history is audited like any
     * verification's, marked as a sample.
     */
    async createSample(actor: Actor, body: DemoReportBody, context: RequestContext | null): Promise<string> {
      const { organisationId } = authorize(actor, 'initiate_verification');
      const user = requireUser(actor);
      const now = deps.now();
      const formData = sampleApplication(body, now);
      const id = await deps.db.transaction(async (tx) => {
        const row = await deps.lifecycle.create(tx, {
          actor: user,
          at: now,
          values: {
            id: randomUUID(),
            organisationId,
            type: 'FULL',
            candidateName: body.candidateName,
            candidateEmail: formData.personalInfo?.email ?? '',
            formData,
            requestDetails: null,
            invitedByUserId: user.userId,
            department: user.member?.department ?? null,
            isSample: true,
            createdAt: now,
            updatedAt: now,
          },
          metadata: { type: 'FULL', sample: true, source: 'demo_report' },
          context,
        });
        // Submitted at once (no candidate link, no email), so the checks may run on it. The
        // status event (not a submission) keeps "candidate submitted" notifications away.
        await deps.lifecycle.transition(tx, {
          actor: user,
          row,
          to: 'SUBMITTED',
          at: now,
          changes: { submittedAt: now, currentStep: CANDIDATE_STEPS },
          audit: { action: 'verification.submitted', metadata: { sample: true, source: 'demo_report' } },
          event: { type: 'verification.status_changed' },
          context,
        });
        return row.id;
      });
      deps.events.wake();
      await deps.checks.start(actor, id, {}, context);
      return id;
    },
  };
}
export type VerificationReportService = ReturnType<typeof createVerificationReportService>;
