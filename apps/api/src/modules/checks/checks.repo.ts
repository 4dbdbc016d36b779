import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { CheckRunStatus, CheckType } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { createClaimVerificationsRepo } from './claim-verification.repo.js';
import {
  checkRuns,
  documents,
  findings,
  organisationSettings,
  users,
  verifications,
  type CheckRunTrigger,
} from '../../db/schema.js';

export type CheckRunRow = typeof checkRuns.$inferSelect;
export type FindingRow = typeof findings.$inferSelect;
export type NewFindingRow = typeof findings.$inferInsert;
export type { ClaimVerificationRow, ClaimVerificationView } from './claim-verification.repo.js';

/** The runs and findings of the automated checks; every query is scoped by organisation. */
export function createChecksRepo(db: Db) {
  return {
    ...createClaimVerificationsRepo(db),
    async insertRun(
      tx: Db,
      values: {
        id: string;
        organisationId: string;
        verificationId: string;
        types: CheckType[];
        trigger: CheckRunTrigger;
        triggerEventId: string | null;
        requestedByUserId: string | null;
        /** How many checks the run has (shown as "0 of N" until it writes its progress). */
        progressTotal: number;
        createdAt: Date;
      },
    ): Promise<CheckRunRow> {
      const [row] = await tx.insert(checkRuns).values(values).returning();
      if (!row) throw new Error('check run insert returned no row');
      return row;
    },

    async latestRun(organisationId: string, verificationId: string): Promise<CheckRunRow | undefined> {
      const [row] = await db
        .select()
        .from(checkRuns)
        .where(
          and(eq(checkRuns.organisationId, organisationId), eq(checkRuns.verificationId, verificationId)),
        )
        .orderBy(desc(checkRuns.createdAt))
        .limit(1);
      return row;
    },

    /** Whether a run of the checks ever finished with findings stored (DONE). */
    async hasFinishedRun(tx: Db, organisationId: string, verificationId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: checkRuns.id })
        .from(checkRuns)
        .where(
          and(
            eq(checkRuns.organisationId, organisationId),
            eq(checkRuns.verificationId, verificationId),
            eq(checkRuns.status, 'DONE'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findRun(runId: string, tx: Db = db): Promise<CheckRunRow | undefined> {
      const [row] = await tx.select().from(checkRuns).where(eq(checkRuns.id, runId)).limit(1);
      return row;
    },

    /** The groups of checks that finished (DONE) on the verification since `since`. */
    async typesCheckedSince(tx: Db, verificationId: string, since: Date | null): Promise<Set<CheckType>> {
      const rows = await tx
        .select({ types: checkRuns.types })
        .from(checkRuns)
        .where(
          and(
            eq(checkRuns.verificationId, verificationId),
            eq(checkRuns.status, 'DONE'),
            since ? gte(checkRuns.finishedAt, since) : undefined,
          ),
        );
      return new Set(rows.flatMap((row) => row.types));
    },

    /**
     * In one statement: whether a domain event already started a run of the verification, and
     * whether a run of it is still open (a second one is not started while one is open).
     */
    async runsBlockingSubmission(
      tx: Db,
      organisationId: string,
      verificationId: string,
      eventId: string,
    ): Promise<{ startedByEvent: boolean; open: boolean }> {
      const rows = await tx
        .select({ triggerEventId: checkRuns.triggerEventId, status: checkRuns.status })
        .from(checkRuns)
        .where(
          and(
            eq(checkRuns.organisationId, organisationId),
            eq(checkRuns.verificationId, verificationId),
            or(eq(checkRuns.triggerEventId, eventId), inArray(checkRuns.status, ['QUEUED', 'RUNNING'])),
          ),
        );
      return {
        startedByEvent: rows.some((row) => row.triggerEventId === eventId),
        open: rows.some((row) => row.status === 'QUEUED' || row.status === 'RUNNING'),
      };
    },

    /** An unfinished run of the verification (a second one is not started while one is open). */
    async openRun(tx: Db, organisationId: string, verificationId: string): Promise<CheckRunRow | undefined> {
      const [row] = await tx
        .select()
        .from(checkRuns)
        .where(
          and(
            eq(checkRuns.organisationId, organisationId),
            eq(checkRuns.verificationId, verificationId),
            inArray(checkRuns.status, ['QUEUED', 'RUNNING']),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Takes an open run for this process until `leaseUntil`, unless another process holds it:
     * answers the run when taken, undefined otherwise (finished, or held by someone else).
     */
    async claim(runId: string, now: Date, leaseUntil: Date): Promise<CheckRunRow | undefined> {
      const [row] = await db
        .update(checkRuns)
        .set({
          status: 'RUNNING',
          leaseUntil,
          startedAt: sql`coalesce(${checkRuns.startedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(checkRuns.id, runId),
            inArray(checkRuns.status, ['QUEUED', 'RUNNING']),
            or(isNull(checkRuns.leaseUntil), lt(checkRuns.leaseUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    async progress(tx: Db, runId: string, done: number, total: number, leaseUntil: Date): Promise<void> {
      await tx
        .update(checkRuns)
        .set({ progressDone: done, progressTotal: total, leaseUntil })
        .where(eq(checkRuns.id, runId));
    },

    async finish(
      tx: Db,
      runId: string,
      values: {
        status: Extract<CheckRunStatus, 'DONE' | 'FAILED'>;
        error: string | null;
        finishedAt: Date;
        /** How many checks ran to an answer or a failure, of how many. */
        progress: { done: number; total: number };
      },
    ): Promise<void> {
      const { progress, ...rest } = values;
      await tx
        .update(checkRuns)
        .set({ ...rest, progressDone: progress.done, progressTotal: progress.total, leaseUntil: null })
        .where(eq(checkRuns.id, runId));
    },

    /** Open runs nobody holds (queued, or whose process died): the recovery job takes them. */
    async orphanedRunIds(now: Date, limit = 20): Promise<string[]> {
      const rows = await db
        .select({ id: checkRuns.id })
        .from(checkRuns)
        .where(
          and(
            inArray(checkRuns.status, ['QUEUED', 'RUNNING']),
            or(isNull(checkRuns.leaseUntil), lt(checkRuns.leaseUntil, now)),
          ),
        )
        .orderBy(checkRuns.createdAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The verification's findings, each with the name of the person who reviewed it. */
    async findings(
      organisationId: string,
      verificationId: string,
      tx: Db = db,
    ): Promise<(FindingRow & { reviewerName: string | null })[]> {
      const rows = await tx
        .select({ finding: findings, reviewerName: users.name })
        .from(findings)
        .leftJoin(users, eq(users.id, findings.reviewedByUserId))
        .where(and(eq(findings.organisationId, organisationId), eq(findings.verificationId, verificationId)))
        .orderBy(findings.createdAt, findings.id);
      return rows.map((row) => ({ ...row.finding, reviewerName: row.reviewerName }));
    },

    /** The settings a run obeys (the contracts' defaults when never saved). */
    async runSettings(
      organisationId: string,
    ): Promise<
      { processingTimeoutSeconds: number; autoRetry: boolean; runChecksOnSubmission: boolean } | undefined
    > {
      const [row] = await db
        .select({
          processingTimeoutSeconds: organisationSettings.processingTimeoutSeconds,
          autoRetry: organisationSettings.autoRetry,
          runChecksOnSubmission: organisationSettings.runChecksOnSubmission,
        })
        .from(organisationSettings)
        .where(eq(organisationSettings.organisationId, organisationId))
        .limit(1);
      return row;
    },

    async findFinding(tx: Db, organisationId: string, findingId: string): Promise<FindingRow | undefined> {
      const [row] = await tx
        .select()
        .from(findings)
        .where(and(eq(findings.organisationId, organisationId), eq(findings.id, findingId)))
        .for('update')
        .limit(1);
      return row;
    },

    async review(
      tx: Db,
      findingId: string,
      values: {
        reviewDecision: FindingRow['reviewDecision'];
        reviewNote: string;
        reviewedByUserId: string;
        reviewedAt: Date;
      },
    ): Promise<void> {
      await tx.update(findings).set(values).where(eq(findings.id, findingId));
    },

    /** Removes the open (never reviewed) findings of earlier runs of these check types. */
    async deleteOpenFindings(
      tx: Db,
      organisationId: string,
      verificationId: string,
      types: CheckType[],
      runId: string,
    ) {
      await tx
        .delete(findings)
        .where(
          and(
            eq(findings.organisationId, organisationId),
            eq(findings.verificationId, verificationId),
            inArray(findings.checkType, types),
            isNull(findings.reviewDecision),
            or(isNull(findings.runId), ne(findings.runId, runId)),
          ),
        );
    },

    /** Stores findings; answers the stored rows. */
    async insertFindings(tx: Db, rows: NewFindingRow[]): Promise<FindingRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(findings).values(rows).returning();
    },

    /** What a run reads of its verification: its status and stored form (no lock: one statement). */
    async verificationToCheck(organisationId: string, verificationId: string) {
      const [row] = await db
        .select({ status: verifications.status, formData: verifications.formData })
        .from(verifications)
        .where(and(eq(verifications.organisationId, organisationId), eq(verifications.id, verificationId)))
        .limit(1);
      return row;
    },

    /** The stored files of a verification (id, name, type, hash, what the uploader said it is). */
    async documentsOf(organisationId: string, verificationId: string) {
      return (
        db
          .select({
            id: documents.id,
            fileName: documents.fileName,
            contentType: documents.contentType,
            sha256: documents.sha256,
            documentType: documents.documentType,
          })
          .from(documents)
          .where(
            and(eq(documents.organisationId, organisationId), eq(documents.verificationId, verificationId)),
          )
          // Upload order: a check that reads the latest of a kind (the LinkedIn export) takes the last.
          .orderBy(documents.uploadedAt, documents.id)
      );
    },

    /**
     * The organisation's other submitted applications (most recent first, at most `limit`): their
     * form data and file hashes, reduced to hashes by the engine before any check sees them.
     */
    async otherApplications(organisationId: string, verificationId: string, limit = 2000) {
      const rows = await db
        .select({ id: verifications.id, formData: verifications.formData })
        .from(verifications)
        .where(
          and(
            eq(verifications.organisationId, organisationId),
            ne(verifications.id, verificationId),
            isNotNull(verifications.submittedAt),
          ),
        )
        .orderBy(desc(verifications.submittedAt))
        .limit(limit);
      const ids = rows.map((row) => row.id);
      const hashes =
        ids.length === 0
          ? []
          : await db
              .select({ verificationId: documents.verificationId, sha256: documents.sha256 })
              .from(documents)
              .where(
                and(eq(documents.organisationId, organisationId), inArray(documents.verificationId, ids)),
              );
      return rows.map((row) => ({
        verificationId: row.id,
        formData: row.formData,
        documentHashes: hashes.filter((hash) => hash.verificationId === row.id).map((hash) => hash.sha256),
      }));
    },
  };
}
export type ChecksRepo = ReturnType<typeof createChecksRepo>;
