import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AiCandidateForm, AiVerificationType, AssistantPoint } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { assistantMessages, assistantSessions, findings, verifications } from '../../db/schema.js';

export type SessionRow = typeof assistantSessions.$inferSelect;
export type MessageRow = typeof assistantMessages.$inferSelect;
export type SessionListRow = SessionRow & { candidateName: string | null; messageCount: number };

export type NewMessage = {
  role: 'user' | 'assistant';
  content: string;
  points: AssistantPoint[];
  unknowns: string[];
  producedBy: string | null;
  processingMs: number | null;
};

/** The assistant's sessions and messages; every query is scoped to the organisation. */
export function createAssistantRepo(db: Db) {
  return {
    async insertSession(values: {
      organisationId: string;
      userId: string;
      verificationType: AiVerificationType;
      verificationId: string | null;
      candidateData: AiCandidateForm | null;
      at: Date;
    }): Promise<SessionRow> {
      const [row] = await db
        .insert(assistantSessions)
        .values({ id: randomUUID(), ...values, createdAt: values.at })
        .returning();
      return row as SessionRow;
    },

    async findSession(organisationId: string, id: string): Promise<SessionRow | undefined> {
      return db.query.assistantSessions.findFirst({
        where: and(eq(assistantSessions.organisationId, organisationId), eq(assistantSessions.id, id)),
      });
    },

    /**
     * The most recent sessions a member may be shown: their own ad-hoc ones and every one on a
     * verification (the service keeps those whose verification they see).
     */
    async recentSessions(organisationId: string, userId: string, limit: number): Promise<SessionListRow[]> {
      const rows = await db
        .select({
          session: assistantSessions,
          candidateName: verifications.candidateName,
          messageCount: sql<number>`(select count(*)::int from ${assistantMessages} m where m.session_id = ${assistantSessions.id} and m.organisation_id = ${organisationId})`,
        })
        .from(assistantSessions)
        .leftJoin(
          verifications,
          and(
            eq(verifications.id, assistantSessions.verificationId),
            eq(verifications.organisationId, organisationId),
          ),
        )
        .where(
          and(
            eq(assistantSessions.organisationId, organisationId),
            or(isNotNull(assistantSessions.verificationId), eq(assistantSessions.userId, userId)),
          ),
        )
        .orderBy(
          desc(sql`coalesce(${assistantSessions.lastMessageAt}, ${assistantSessions.createdAt})`),
          desc(assistantSessions.id),
        )
        .limit(limit);
      return rows.map((row) => ({
        ...row.session,
        candidateName: row.candidateName,
        messageCount: row.messageCount,
      }));
    },

    async messages(organisationId: string, sessionId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(assistantMessages)
        .where(
          and(
            eq(assistantMessages.organisationId, organisationId),
            eq(assistantMessages.sessionId, sessionId),
          ),
        )
        .orderBy(assistantMessages.position);
    },

    /** Stores a question and its answer together: a question without an answer is never kept. */
    async appendExchange(
      organisationId: string,
      sessionId: string,
      exchange: readonly [NewMessage, NewMessage],
      at: Date,
    ): Promise<MessageRow[]> {
      return db.transaction(async (tx) => {
        // The session row is locked so two questions at once get distinct positions.
        await tx
          .select({ id: assistantSessions.id })
          .from(assistantSessions)
          .where(
            and(eq(assistantSessions.organisationId, organisationId), eq(assistantSessions.id, sessionId)),
          )
          .for('update');
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${assistantMessages.position}), -1)::int` })
          .from(assistantMessages)
          .where(
            and(
              eq(assistantMessages.organisationId, organisationId),
              eq(assistantMessages.sessionId, sessionId),
            ),
          );
        const start = (last?.position ?? -1) + 1;
        const rows = await tx
          .insert(assistantMessages)
          .values(
            exchange.map((message, offset) => ({
              id: randomUUID(),
              organisationId,
              sessionId,
              ...message,
              position: start + offset,
              createdAt: at,
            })),
          )
          .returning();
        await tx
          .update(assistantSessions)
          .set({ lastMessageAt: at })
          .where(
            and(eq(assistantSessions.organisationId, organisationId), eq(assistantSessions.id, sessionId)),
          );
        return rows.sort((a, b) => a.position - b.position);
      });
    },

    /** Numbers only: sessions, the findings' mean rule confidence, the median measured answer time. */
    async stats(organisationId: string) {
      const [sessions] = await db
        .select({ total: count() })
        .from(assistantSessions)
        .where(eq(assistantSessions.organisationId, organisationId));
      const discussed = db
        .selectDistinct({ id: assistantSessions.verificationId })
        .from(assistantSessions)
        .where(
          and(
            eq(assistantSessions.organisationId, organisationId),
            isNotNull(assistantSessions.verificationId),
          ),
        );
      const [confidence] = await db
        .select({ mean: sql<number | null>`avg(${findings.confidence})::float8` })
        .from(findings)
        .where(and(eq(findings.organisationId, organisationId), inArray(findings.verificationId, discussed)));
      const [timing] = await db
        .select({
          median: sql<
            number | null
          >`percentile_cont(0.5) within group (order by ${assistantMessages.processingMs})::float8`,
          answers: count(assistantMessages.processingMs),
        })
        .from(assistantMessages)
        .where(
          and(eq(assistantMessages.organisationId, organisationId), eq(assistantMessages.role, 'assistant')),
        );
      return {
        totalSessions: sessions?.total ?? 0,
        averageConfidence: confidence?.mean ?? null,
        medianAnswerMs: timing?.median ?? null,
        answers: timing?.answers ?? 0,
      };
    },
  };
}
export type AssistantRepo = ReturnType<typeof createAssistantRepo>;
