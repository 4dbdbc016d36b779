import { randomUUID } from 'node:crypto';
import {
  CANDIDATE_STEPS,
  VIEW_PERMISSIONS,
  type DemoReportBody,
  type VerificationReport,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { authorize, authorizeAny, requireUser, type Actor } from '../../lib/actor.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ChecksService } from '../checks/checks.service.js';
import type { VerificationAccess } from '../verifications/verification-access.service.js';
import type { VerificationsRepo } from '../verifications/verification-core.service.js';
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
  /** The core's repo: the sample is a verification like any other. */
  verifications: Pick<VerificationsRepo, 'insert'>;
  checks: Pick<ChecksService, 'get' | 'start'>;
  audit: AuditService;
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
     * `initiate_verification`; samples never count as usage. Audited as
     * `verification.sample_created`; the checks' run is audited and announced as any run.
     */
    async createSample(actor: Actor, body: DemoReportBody, context: RequestContext | null): Promise<string> {
      const { organisationId } = authorize(actor, 'initiate_verification');
      const user = requireUser(actor);
      const now = deps.now();
      const formData = sampleApplication(body, now);
      const id = await deps.db.transaction(async (tx) => {
        // Created submitted (no candidate link, no email), so the checks may run on it. It records
        // no invitation or submission event: nobody was invited and no candidate submitted, so
        // no such notification goes out; one audit row says what happened.
        const row = await deps.verifications.insert(tx, {
          id: randomUUID(),
          organisationId,
          type: 'FULL',
          status: 'SUBMITTED',
          candidateName: body.candidateName,
          candidateEmail: formData.personalInfo?.email ?? '',
          formData,
          requestDetails: null,
          currentStep: CANDIDATE_STEPS,
          invitedByUserId: user.userId,
          department: user.member?.department ?? null,
          submittedAt: now,
          isSample: true,
          createdAt: now,
          updatedAt: now,
        });
        await deps.audit.record(
          {
            organisationId,
            actor: { type: 'user', id: user.userId },
            action: 'verification.sample_created',
            target: { type: 'verification', id: row.id },
            verificationId: row.id,
            metadata: { sample: true, source: 'demo_report', status: 'SUBMITTED' },
            context,
          },
          tx,
        );
        return row.id;
      });
      await deps.checks.start(actor, id, {}, context);
      return id;
    },
  };
}
export type VerificationReportService = ReturnType<typeof createVerificationReportService>;
