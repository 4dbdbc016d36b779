import { randomUUID } from 'node:crypto';
import {
  canRunChecks,
  CHECK_TYPES,
  DEFAULT_SETTINGS,
  verificationStatusLabel,
  type CheckType,
  type ClaimParams,
  type Finding,
  type GetChecksResponse,
  type ReviewFindingBody,
  type StartChecksBody,
  type VerifyClaimBody,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { authorizeAny, authorizeMember, forbidden, systemActor, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { VerificationLifecycle } from '../verifications/lifecycle.service.js';
import { storedFormData, type VerificationRow } from '../verifications/verification-core.service.js';
import type { VerificationAccess } from '../verifications/verification-access.service.js';
import { createChecksRepo, type ChecksRepo } from './checks.repo.js';
import { executeRun, type RunDeps } from './checks.run.js';
import {
  foreignDocument,
  notVerifiedByPerson,
  requireEntry,
  requireVerifiable,
  toPersonVerification,
  VERIFY_CLAIMS_PERMISSION,
} from './claim-verification.js';
import { aiVerificationResultsOf, claimResults } from './outcome.js';
import { linkVisibleOnly, toFinding } from './finding-view.js';
import { checksFor } from './check.js';

export { toFinding } from './finding-view.js';

const checksRunning = () =>
  new AppError('CONFLICT', 'The automated checks are already running for this verification.');
const notRunnable = (status: string) =>
  new AppError(
    'INVALID_STATE',
    `The automated checks run on submitted verifications; this one is ${verificationStatusLabel(status).toLowerCase()}.`,
  );
/** The SPEC's error of the phone check when there is nothing to check. */
export const NO_SUPERVISOR_PHONES = 'No supervisor phone numbers found in employment data';
const findingNotFound = () => new AppError('NOT_FOUND', 'Finding not found');

/** Who may start the checks, and who may review their findings (docs/product.md#automated-checks). */
export const RUN_CHECKS_PERMISSIONS = ['initiate_verification', 'approve_verifications'] as const;
export const REVIEW_FINDINGS_PERMISSIONS = ['approve_verifications', 'reject_verifications'] as const;

export function createChecksService(
  deps: RunDeps & {
    db: Db;
    repo: ChecksRepo;
    access: Pick<VerificationAccess, 'requireVisible'>;
    lifecycle: VerificationLifecycle;
    audit: AuditService;
    events: DomainEvents;
  },
) {
  const { db, repo } = deps;

  /** Records a queued run, moves the verification to VERIFICATION_INITIATED and asks for the run. */
  async function queueRun(
    tx: Db,
    input: {
      actor: Actor;
      row: VerificationRow;
      runId: string;
      types: CheckType[];
      triggerEventId: string | null;
      context: RequestContext | null;
    },
  ) {
    const { actor, row, runId, types } = input;
    const now = deps.now();
    await repo.insertRun(tx, {
      id: runId,
      organisationId: row.organisationId,
      verificationId: row.id,
      types,
      trigger: actor.kind === 'system' ? 'submission' : 'staff',
      triggerEventId: input.triggerEventId,
      requestedByUserId: actor.kind === 'user' ? actor.userId : null,
      progressTotal: checksFor(types, await deps.checks()).length,
      createdAt: now,
    });
    await deps.lifecycle.transition(tx, {
      actor,
      row,
      to: 'VERIFICATION_INITIATED',
      at: now,
      audit: { action: 'verification.checks_started', metadata: { runId, types } },
      event: { type: 'verification.status_changed' },
      context: input.context,
      refuse: notRunnable,
    });
    await deps.events.record(tx, {
      type: 'checks.requested',
      organisationId: row.organisationId,
      aggregateId: row.id,
      occurredAt: now,
      payload: { verificationId: row.id, runId, types },
    });
  }

  /**
   * Rewrites the record's results (`aiVerificationResults`) after a person verified a claim or
   * withdrew it: from the findings once a run finished, or only the claims people verified
   * before any run; none when there is neither.
   */
  async function refreshResults(tx: Db, row: VerificationRow, at: Date): Promise<void> {
    const findings = (await repo.findings(row.organisationId, row.id, tx)).map(toFinding);
    const people = (await repo.claimVerifications(row.organisationId, row.id, tx)).map(toPersonVerification);
    const checksRan = await repo.hasFinishedRun(tx, row.organisationId, row.id);
    const formData = storedFormData(row);
    const claims = claimResults(formData, findings, people);
    const results = checksRan
      ? aiVerificationResultsOf(formData, findings, claims, at)
      : people.length > 0
        ? aiVerificationResultsOf(
            formData,
            [],
            claims.filter((claim) => claim.verification !== null),
            at,
            { checksRan: false },
          )
        : null;
    await deps.lifecycle.writeResults(tx, row, results, at);
  }

  return {
    /** Queues a run (SUBMITTED, VERIFIED or VERIFICATION_FAILED → VERIFICATION_INITIATED). */
    async start(actor: Actor, id: string, body: StartChecksBody, context: RequestContext | null) {
      authorizeAny(actor, RUN_CHECKS_PERMISSIONS);
      const types: CheckType[] = body.types
        ? CHECK_TYPES.filter((type) => body.types?.includes(type))
        : [...CHECK_TYPES];
      const runId = randomUUID();
      await db.transaction(async (tx) => {
        const row = await deps.lifecycle.lock(tx, actor, id);
        if (await repo.openRun(tx, row.organisationId, row.id)) throw checksRunning();
        if (!canRunChecks(row.status)) throw notRunnable(row.status);
        if (types.length === 1 && types[0] === 'PHONE') {
          const employment = storedFormData(row)?.employment ?? [];
          if (!employment.some((entry) => entry.supervisorPhone?.trim()))
            throw new AppError('VALIDATION_FAILED', NO_SUPERVISOR_PHONES);
        }
        await queueRun(tx, { actor, row, runId, types, triggerEventId: null, context });
      });
      deps.events.wake();
      return { success: true as const, runId };
    },

    /**
     * Starts every check after a candidate submitted (first time, or answering a request for more
     * information) when the organisation runs the checks on submission (the default). Called for
     * each delivery of the submission's event: a repeated delivery starts no second run. A
     * verification a reviewer already acted on is left alone; one whose previous run is still
     * finishing is tried again later (the event is redelivered).
     */
    async startOnSubmission(event: { id: string; organisationId: string; verificationId: string }) {
      const settings = await repo.runSettings(event.organisationId);
      if (!(settings?.runChecksOnSubmission ?? DEFAULT_SETTINGS.runChecksOnSubmission)) return null;
      const actor = systemActor('checks');
      const runId = randomUUID();
      const queued = await db.transaction(async (tx) => {
        const row = await deps.lifecycle.lock(tx, actor, event.verificationId).catch((error: unknown) => {
          // Deleted since (erasure): nothing to check.
          if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
          throw error;
        });
        if (!row) return false;
        if (row.organisationId !== event.organisationId) return false;
        const runs = await repo.runsBlockingSubmission(tx, row.organisationId, row.id, event.id);
        if (runs.startedByEvent) return false;
        if (row.status !== 'SUBMITTED') return false;
        if (runs.open) throw checksRunning();
        await queueRun(tx, {
          actor,
          row,
          runId,
          types: [...CHECK_TYPES],
          triggerEventId: event.id,
          context: null,
        });
        return true;
      });
      if (!queued) return null;
      deps.events.wake();
      return runId;
    },

    /** The latest run, every finding and the result per claim. */
    async get(actor: Actor, id: string): Promise<GetChecksResponse> {
      if (actor.kind !== 'user') throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
      const row = await deps.access.requireVisible(actor, id);
      const [run, rows, verified] = await Promise.all([
        repo.latestRun(row.organisationId, row.id),
        repo.findings(row.organisationId, row.id),
        repo.claimVerifications(row.organisationId, row.id),
      ]);
      const findings = await linkVisibleOnly(rows.map(toFinding), (otherId) =>
        deps.access.requireVisible(actor, otherId).then(
          () => true,
          () => false,
        ),
      );
      return {
        success: true,
        run: run
          ? {
              id: run.id,
              status: run.status,
              types: run.types,
              startedAt: run.startedAt?.toISOString() ?? null,
              finishedAt: run.finishedAt?.toISOString() ?? null,
              progress: { done: run.progressDone, total: run.progressTotal },
              error: run.error,
            }
          : null,
        findings,
        // No run, no result: before the checks ran, only the claims a person verified have one.
        claims: claimResults(storedFormData(row), findings, verified.map(toPersonVerification)).filter(
          (claim) => run !== undefined || claim.verification !== null,
        ),
      };
    },

    /**
     * Records that a primary source confirmed a claim (or replaces that record), under the
     * person's name: the only way a claim becomes VERIFIED. Audited, with a domain event, and the
     * record's results rewritten, in one transaction.
     */
    async verifyClaim(
      actor: Actor,
      params: ClaimParams,
      body: VerifyClaimBody,
      context: RequestContext | null,
    ) {
      const member = authorizeMember(actor, VERIFY_CLAIMS_PERMISSION);
      const { section, index } = params;
      await db.transaction(async (tx) => {
        const row = await deps.lifecycle.lock(tx, member, params.id);
        requireVerifiable(row);
        requireEntry(row, section, index);
        const documentId = body.documentId ?? null;
        if (documentId && !(await repo.hasDocument(tx, row.organisationId, row.id, documentId)))
          throw foreignDocument();
        const now = deps.now();
        const saved = await repo.saveClaimVerification(tx, {
          id: randomUUID(),
          organisationId: row.organisationId,
          verificationId: row.id,
          section,
          entryIndex: index,
          method: body.method,
          source: body.source,
          note: body.note,
          documentId,
          verifiedByUserId: member.userId,
          verifiedAt: now,
        });
        await deps.audit.record(
          {
            organisationId: row.organisationId,
            actor: { type: 'user', id: member.userId },
            action: 'claim.verified',
            target: { type: 'claim_verification', id: saved.id },
            verificationId: row.id,
            // Which claim and how; who confirmed and the note stay in the record, not the trail.
            metadata: { section, index, method: body.method, documentId, replaced: saved.replaced },
            context,
          },
          tx,
        );
        await deps.events.record(tx, {
          type: 'claim.verified',
          organisationId: row.organisationId,
          aggregateId: row.id,
          occurredAt: now,
          payload: { verificationId: row.id, section, index, method: body.method },
        });
        await refreshResults(tx, row, now);
      });
      deps.events.wake();
      return this.get(actor, params.id);
    },

    /** Withdraws a person's verification of a claim (audited); its result is the checks' again. */
    async withdrawClaimVerification(actor: Actor, params: ClaimParams, context: RequestContext | null) {
      const member = authorizeMember(actor, VERIFY_CLAIMS_PERMISSION);
      const { section, index } = params;
      await db.transaction(async (tx) => {
        const row = await deps.lifecycle.lock(tx, member, params.id);
        requireVerifiable(row);
        const id = await repo.deleteClaimVerification(tx, row.organisationId, row.id, section, index);
        if (!id) throw notVerifiedByPerson();
        const now = deps.now();
        await deps.audit.record(
          {
            organisationId: row.organisationId,
            actor: { type: 'user', id: member.userId },
            action: 'claim.verification_withdrawn',
            target: { type: 'claim_verification', id },
            verificationId: row.id,
            metadata: { section, index },
            context,
          },
          tx,
        );
        await deps.events.record(tx, {
          type: 'claim.verification_withdrawn',
          organisationId: row.organisationId,
          aggregateId: row.id,
          occurredAt: now,
          payload: { verificationId: row.id, section, index },
        });
        await refreshResults(tx, row, now);
      });
      deps.events.wake();
      return this.get(actor, params.id);
    },

    /** Confirms or dismisses a finding with a note, under the reviewer's name (audited). */
    async review(
      actor: Actor,
      id: string,
      findingId: string,
      body: ReviewFindingBody,
      context: RequestContext | null,
    ) {
      authorizeAny(actor, REVIEW_FINDINGS_PERMISSIONS);
      if (actor.kind !== 'user' || actor.member === null) throw forbidden();
      const member = actor;
      const row = await deps.access.requireVisible(member, id);
      await db.transaction(async (tx) => {
        const finding = await repo.findFinding(tx, row.organisationId, findingId);
        if (!finding || finding.verificationId !== row.id) throw findingNotFound();
        const now = deps.now();
        await repo.review(tx, finding.id, {
          reviewDecision: body.decision,
          reviewNote: body.note,
          reviewedByUserId: member.userId,
          reviewedAt: now,
        });
        await deps.audit.record(
          {
            organisationId: row.organisationId,
            actor: { type: 'user', id: member.userId },
            action: 'finding.reviewed',
            target: { type: 'finding', id: finding.id },
            verificationId: row.id,
            metadata: { code: finding.code, decision: body.decision },
            context,
          },
          tx,
        );
        await deps.events.record(tx, {
          type: 'finding.reviewed',
          organisationId: row.organisationId,
          aggregateId: row.id,
          occurredAt: now,
          payload: { verificationId: row.id, findingId: finding.id, decision: body.decision },
        });
      });
      deps.events.wake();
      return this.get(actor, id);
    },

    /** Runs a queued run (the job's handler); safe to call twice: only one process takes it. */
    execute: (runId: string) => executeRun({ ...deps, actor: systemActor('checks') }, runId),

    /** Open runs that no process holds (queued, or left by a process that died). */
    orphanedRuns: () => repo.orphanedRunIds(deps.now()),
  };
}
export type ChecksService = ReturnType<typeof createChecksService>;

/** The stored findings of a verification as the API shows them, for a module that explains them (the assistant). */
export function createFindingsReader(db: Db) {
  const repo = createChecksRepo(db);
  return async (organisationId: string, verificationId: string): Promise<Finding[]> =>
    (await repo.findings(organisationId, verificationId)).map(toFinding);
}
