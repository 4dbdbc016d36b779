import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  candidateSubmittedFormDataSchema,
  CANDIDATE_EDITABLE_STATUSES,
  CHECK_TYPES,
  DEFAULT_SETTINGS,
  type CandidateFormData,
  type FindingSubject,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import type { SystemActor } from '../../lib/actor.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { loggableError } from '../../lib/logger.js';
import type { VerificationLifecycle } from '../verifications/lifecycle.service.js';
import { storedFormData } from '../verifications/verification-core.service.js';
import type { Check, CheckContext, OtherApplication } from './check.js';
import type { ChecksRepo, CheckRunRow } from './checks.repo.js';
import { describeFailures, runChecks, type EngineResult } from './engine.js';
import { aiVerificationResultsOf, claimResults, needsAttention } from './outcome.js';
import { checksFor } from './check.js';
import { toFinding } from './finding-view.js';
import { toPersonVerification } from './claim-verification.js';
import { documentFactsOf, type DocumentFactsStore } from './extraction/document-facts.js';

/** How long a process holds a run between two signs of life (each finished check renews it). */
export const RUN_LEASE_MS = 60_000;
/** How often a run's progress is written while it runs. */
const PROGRESS_WRITE_MS = 500;
/** Of the processing timeout, what reading the documents leaves to the checks themselves. */
const CHECKS_RESERVE_MS = 5_000;

export type RunDeps = {
  db: Db;
  repo: ChecksRepo;
  lifecycle: VerificationLifecycle;
  events: DomainEvents;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Every check of the engine, loaded with the first run (their reference data is large). */
  checks: () => Promise<readonly Check[]>;
  /** The documents' text and metadata, extracted when missing (extraction/document-facts.ts). */
  documentFacts: Pick<DocumentFactsStore, 'forRun'>;
  /** Reduces another application to hashes and ids (no other candidate's data reaches a check). */
  otherApplicationOf: (row: {
    verificationId: string;
    formData: unknown;
    documentHashes: string[];
  }) => OtherApplication;
};

/**
 * Builds the context of a run from stored rows, or null when the application is not complete.
 * With `extractUntil`, documents whose facts are missing or stale are read first (until then).
 */
async function contextOf(
  deps: RunDeps,
  run: CheckRunRow,
  formData: unknown,
  extraction: { extractUntil: number | null; afterEach: () => Promise<void> },
): Promise<CheckContext | null> {
  const parsed = candidateSubmittedFormDataSchema.safeParse(formData);
  if (!parsed.success) return null;
  const application: CandidateFormData = parsed.data;
  const [documents, others] = await Promise.all([
    deps.repo.documentsOf(run.organisationId, run.verificationId),
    deps.repo.otherApplications(run.organisationId, run.verificationId),
  ]);
  const facts = await deps.documentFacts.forRun(
    run.organisationId,
    documents.map((document) => document.id),
    extraction,
  );
  return {
    verificationId: run.verificationId,
    application,
    documents: documents.map((document) => documentFactsOf(document, facts.get(document.id))),
    otherApplications: others.map(deps.otherApplicationOf),
    now: deps.now(),
  };
}

/**
 * Executes one run: takes it (lease), runs its checks within the organisation's processing
 * timeout, then in one transaction replaces the earlier runs' open findings, stores the new ones,
 * moves the verification to its outcome and records the events. Safe to call twice.
 */
export async function executeRun(deps: RunDeps & { actor: SystemActor }, runId: string): Promise<void> {
  const started = deps.now();
  const run = await deps.repo.claim(runId, started, new Date(started.getTime() + RUN_LEASE_MS));
  if (!run) return;
  const settings = (await deps.repo.runSettings(run.organisationId)) ?? DEFAULT_SETTINGS;
  const deadline = (run.startedAt ?? started).getTime() + settings.processingTimeoutSeconds * 1000;
  const checks = checksFor(run.types, await deps.checks());

  let result: EngineResult | null = null;
  let lastWrite = started.getTime();
  let formData: unknown = null;
  try {
    // Read without a lock: the outcome is written under the verification's lock (finishRun).
    const verification = await deps.repo.verificationToCheck(run.organisationId, run.verificationId);
    if (!verification) throw new Error('the verification no longer exists');
    formData = verification.formData;
    // Reading documents (OCR takes seconds a page) renews the run's lease after each one, and
    // tells whoever follows the run that it is running.
    const readsText = checks.some((check) => check.reads.includes('documentText'));
    const extraction = {
      extractUntil: readsText ? deadline - CHECKS_RESERVE_MS : null,
      afterEach: () =>
        reportProgress(deps, run, 0, checks.length, new Date(deps.now().getTime() + RUN_LEASE_MS)),
    };
    // A reviewer may have requested more information while the run waited: while the candidate
    // edits again there is nothing settled to check.
    const context = !(CANDIDATE_EDITABLE_STATUSES as readonly string[]).includes(verification.status)
      ? await contextOf(deps, run, formData, extraction)
      : null;
    if (context) {
      // The run was queued with its number of checks ("0 of N"); a run that ends within
      // PROGRESS_WRITE_MS writes no progress at all, only its outcome.
      result = await runChecks(checks, context, {
        deadline,
        retry: settings.autoRetry,
        clock: () => deps.now().getTime(),
        onProgress: async (done, total) => {
          // A write per check would cost more than most checks: progress (and the lease) is
          // written at most every PROGRESS_WRITE_MS; the outcome writes the final count.
          const at = deps.now().getTime();
          if (at - lastWrite < PROGRESS_WRITE_MS || done === total) return;
          lastWrite = at;
          await reportProgress(deps, run, done, total, new Date(at + RUN_LEASE_MS));
        },
      });
    }
  } catch (error) {
    deps.log.error({ err: loggableError(error), runId }, 'automated checks could not run');
  }
  await finishRun(deps, run, result, checks.length);
}

/** Writes a run's progress (renewing its lease) and announces it to whoever follows the run. */
async function reportProgress(
  deps: RunDeps,
  run: CheckRunRow,
  done: number,
  total: number,
  leaseUntil: Date,
) {
  await deps.db.transaction(async (tx) => {
    await deps.repo.progress(tx, run.id, done, total, leaseUntil);
    await deps.events.record(tx, {
      type: 'checks.progress',
      organisationId: run.organisationId,
      aggregateId: run.verificationId,
      occurredAt: deps.now(),
      payload: { verificationId: run.verificationId, runId: run.id, done, total },
    });
  });
  deps.events.wake();
}

async function finishRun(
  deps: RunDeps & { actor: SystemActor },
  run: CheckRunRow,
  result: EngineResult | null,
  total: number,
): Promise<void> {
  const now = deps.now();
  const nothingRan = result === null || (total > 0 && result.failures.length === total);
  await deps.db.transaction(async (tx) => {
    const row = await deps.lifecycle.lock(tx, deps.actor, run.verificationId);
    const current = await deps.repo.findRun(run.id, tx);
    if (!current || current.status === 'DONE' || current.status === 'FAILED') return;
    const stillRunning = row.status === 'VERIFICATION_INITIATED';
    if (nothingRan) {
      const error = stillRunning
        ? 'No automated check could run. Nothing was concluded; run the checks again or review the submission yourself.'
        : 'The verification changed before the checks could run.';
      await deps.repo.finish(tx, run.id, {
        status: 'FAILED',
        error,
        finishedAt: now,
        progress: { done: result ? total : 0, total },
      });
      if (stillRunning) {
        await deps.lifecycle.transition(tx, {
          actor: deps.actor,
          row,
          to: 'SUBMITTED',
          at: now,
          audit: { action: 'verification.checks_failed', metadata: { runId: run.id } },
          event: { type: 'verification.status_changed' },
          context: null,
        });
      }
      await recordFinished(deps, tx, run, { status: 'FAILED', findings: 0, serious: 0 }, now);
      return;
    }

    // A re-run replaces what earlier runs found and nobody reviewed; reviewed findings stay, and
    // a new finding identical to a reviewed one is not added again.
    await deps.repo.deleteOpenFindings(tx, run.organisationId, run.verificationId, run.types, run.id);
    const kept = await deps.repo.findings(run.organisationId, run.verificationId, tx);
    const sameAs = (
      a: { code: string; subject: FindingSubject },
      b: { code: string; subject: FindingSubject },
    ) =>
      a.code === b.code &&
      a.subject.section === b.subject.section &&
      a.subject.index === b.subject.index &&
      a.subject.field === b.subject.field &&
      a.subject.documentId === b.subject.documentId;
    const fresh = result.findings.filter((draft) => !kept.some((existing) => sameAs(existing, draft)));
    const inserted = await deps.repo.insertFindings(
      tx,
      fresh.map((draft) => ({
        id: randomUUID(),
        organisationId: run.organisationId,
        verificationId: run.verificationId,
        runId: run.id,
        checkId: draft.checkId,
        checkVersion: draft.checkVersion,
        checkType: draft.checkType,
        code: draft.code,
        status: draft.status,
        severity: draft.severity,
        confidence: draft.confidence,
        subject: draft.subject,
        message: draft.message,
        evidence: draft.evidence,
        createdAt: now,
      })),
    );
    // The verification's findings now, in the order the repository reads them (created, id).
    const findings = [
      ...kept,
      ...inserted.sort((a, b) => (a.id < b.id ? -1 : 1)).map((row) => ({ ...row, reviewerName: null })),
    ].map(toFinding);
    const serious = findings.filter(needsAttention).length;
    const error = describeFailures(result.failures, total);
    await deps.repo.finish(tx, run.id, {
      status: 'DONE',
      error,
      finishedAt: now,
      progress: { done: total, total },
    });
    if (stillRunning) {
      const formData = storedFormData(row);
      // A claim a person verified stays VERIFIED whatever the run found.
      const people = await deps.repo.claimVerifications(run.organisationId, run.verificationId, tx);
      const claims = claimResults(formData, findings, people.map(toPersonVerification));
      // A subset (the education, employment or phone action) concludes "no discrepancies" only
      // when every group of checks has run on this submission; otherwise the verification waits
      // for a reviewer again, with what was found so far.
      const complete =
        CHECK_TYPES.every((type) => run.types.includes(type)) ||
        (await deps.repo
          .typesCheckedSince(tx, run.verificationId, row.submittedAt)
          .then((covered) => CHECK_TYPES.every((type) => covered.has(type))));
      await deps.lifecycle.transition(tx, {
        actor: deps.actor,
        row,
        // Checks that could not run leave the claims unverified: never "verified" by omission.
        to:
          serious > 0 || result.failures.length > 0
            ? 'VERIFICATION_FAILED'
            : complete
              ? 'VERIFIED'
              : 'SUBMITTED',
        changes: { checkResults: aiVerificationResultsOf(formData, findings, claims, now) },
        at: now,
        audit: {
          action: 'verification.checks_completed',
          metadata: {
            runId: run.id,
            findings: findings.length,
            serious,
            failedChecks: result.failures.length,
          },
        },
        event: { type: 'verification.status_changed' },
        context: null,
      });
    }
    await recordFinished(deps, tx, run, { status: 'DONE', findings: findings.length, serious }, now);
  });
  deps.events.wake();
}

async function recordFinished(
  deps: RunDeps,
  tx: Db,
  run: CheckRunRow,
  outcome: { status: 'DONE' | 'FAILED'; findings: number; serious: number },
  now: Date,
) {
  await deps.events.record(tx, {
    type: 'checks.finished',
    organisationId: run.organisationId,
    aggregateId: run.verificationId,
    occurredAt: now,
    payload: { verificationId: run.verificationId, runId: run.id, ...outcome },
  });
}
