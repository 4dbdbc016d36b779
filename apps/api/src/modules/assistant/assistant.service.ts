import type { FastifyBaseLogger } from 'fastify';
import {
  AI_CHAT_CONTEXT_MESSAGES,
  ASSISTANT_PERMISSIONS,
  assistantErrorText,
  VIEW_PERMISSIONS,
  type AiCandidateForm,
  type AiVerificationType,
  type AssistantConfig,
  type AssistantMessage,
  type AssistantSession,
  type AssistantSessionSummary,
  type AssistantStats,
  type AssistantStreamEvent,
  type Finding,
} from '@candor/contracts';
import type { AiConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { actorCan, authorize, authorizeAny, requireUser, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { AiModel } from '../../lib/ai/provider.js';
import { recordAiUsage } from '../../lib/ai/usage.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { VerificationAccess } from '../verifications/verification-access.service.js';
import { storedFormData, type VerificationRow } from '../verifications/verification-core.service.js';
import type { AssistantRepo, MessageRow, SessionRow } from './assistant.repo.js';
import { evidenceCatalogue, NEVER_SENT_TO_PROVIDER, SENT_TO_PROVIDER } from './evidence.js';
import { askModel } from './model-answer.js';
import { templateAnswer, type DraftAnswer } from './templates.js';

const RECENT_SESSIONS = 20;

const sessionNotFound = () => new AppError('NOT_FOUND', 'Assistant session not found');

/** The claims of a verification as the assistant echoes them (no email, SSN, birth date or address). */
function claimsOf(row: VerificationRow): AiCandidateForm {
  const form = storedFormData(row);
  const education = form?.education?.[0];
  const jobs = form?.employment ?? [];
  const job = jobs.find((entry) => !entry.endDate) ?? jobs[0];
  const year = education?.graduationDate ? Number(education.graduationDate.slice(0, 4)) : undefined;
  const pick = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);
  return Object.fromEntries(
    Object.entries({
      name: row.candidateName,
      institution: pick(education?.institution),
      degree: pick(education?.degree),
      graduationYear: Number.isInteger(year) ? year : undefined,
      company: pick(job?.company),
      jobTitle: pick(job?.position),
      startDate: pick(job?.startDate),
      endDate: pick(job?.endDate),
    }).filter(([, value]) => value !== undefined),
  ) as AiCandidateForm;
}

function toMessage(row: MessageRow): AssistantMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    points: row.points,
    unknowns: row.unknowns,
    producedBy: row.producedBy,
    processingTime: row.processingMs,
    createdAt: row.createdAt.toISOString(),
  };
}

function counts(findings: readonly Finding[]) {
  const of = (status: Finding['status']) => findings.filter((finding) => finding.status === status).length;
  return {
    total: findings.length,
    discrepancy: of('discrepancy'),
    riskSignal: of('risk_signal'),
    unverifiable: of('unverifiable'),
    consistent: of('consistent'),
    verified: of('verified'),
  };
}

/**
 * The verification assistant (docs/product.md#assistant): sessions on a verification's findings
 * or on ad-hoc claims, answered by templates over the findings or, when configured, by a
 * language model whose answer is validated against them.
 */
export function createAssistantService(deps: {
  db: Db;
  repo: AssistantRepo;
  access: VerificationAccess;
  audit: AuditService;
  log: FastifyBaseLogger;
  ai: AiModel | null;
  aiConfig: AiConfig;
  findingsOf: (organisationId: string, verificationId: string) => Promise<Finding[]>;
  now: () => Date;
  clock: () => number;
}) {
  const { repo } = deps;

  /** The session and what it is about, if the member may see it; NOT_FOUND otherwise. */
  async function load(actor: Actor, id: string) {
    const { organisationId } = authorizeAny(actor, ASSISTANT_PERMISSIONS);
    const user = requireUser(actor);
    const session = await repo.findSession(organisationId, id);
    if (!session) throw sessionNotFound();
    if (session.verificationId) {
      if (!VIEW_PERMISSIONS.some((permission) => actorCan(actor, permission))) throw sessionNotFound();
      const row = await deps.access.requireVisible(user, session.verificationId).catch(() => {
        throw sessionNotFound();
      });
      const findings = await deps.findingsOf(organisationId, row.id);
      return { session, organisationId, user, row, findings, candidate: claimsOf(row) };
    }
    if (session.userId !== user.userId || !session.candidateData) throw sessionNotFound();
    return {
      session,
      organisationId,
      user,
      row: null,
      findings: [] as Finding[],
      candidate: session.candidateData,
    };
  }

  async function view(loaded: Awaited<ReturnType<typeof load>>): Promise<AssistantSession> {
    const { session, row, findings } = loaded;
    const messages = await repo.messages(loaded.organisationId, session.id);
    const meanConfidence =
      findings.length > 0
        ? (findings.reduce((sum, finding) => sum + finding.confidence, 0) / findings.length) * 100
        : null;
    return {
      ...summaryOf(session, row?.candidateName ?? loaded.candidate.name, messages.length),
      candidate: loaded.candidate,
      verificationStatus: row?.status ?? null,
      findings: row ? counts(findings) : null,
      averageConfidence: meanConfidence === null ? null : Math.round(meanConfidence),
      messages: messages.map(toMessage),
    };
  }

  function summaryOf(
    session: SessionRow,
    candidateName: string,
    messageCount: number,
  ): AssistantSessionSummary {
    return {
      id: session.id,
      verificationType: session.verificationType,
      verificationId: session.verificationId,
      candidateName,
      createdAt: session.createdAt.toISOString(),
      lastMessageAt: session.lastMessageAt?.toISOString() ?? null,
      messageCount,
    };
  }

  return {
    async start(
      actor: Actor,
      body: {
        verificationType: AiVerificationType;
        verificationId?: string | undefined;
        candidate?: AiCandidateForm | undefined;
      },
      context: RequestContext,
    ): Promise<AssistantSession> {
      const user = requireUser(actor);
      let organisationId: string;
      if (body.verificationId) {
        ({ organisationId } = authorizeAny(actor, VIEW_PERMISSIONS));
        await deps.access.requireVisible(user, body.verificationId);
      } else {
        ({ organisationId } = authorize(actor, 'initiate_verification'));
      }
      const session = await repo.insertSession({
        organisationId,
        userId: user.userId,
        verificationType: body.verificationType,
        verificationId: body.verificationId ?? null,
        candidateData: body.verificationId ? null : (body.candidate ?? null),
        at: deps.now(),
      });
      await deps.audit.record({
        organisationId,
        actor: { type: 'user', id: user.userId },
        action: 'assistant.session_started',
        target: { type: 'assistant_session', id: session.id },
        ...(session.verificationId ? { verificationId: session.verificationId } : {}),
        metadata: { verificationType: session.verificationType, adHoc: session.verificationId === null },
        context,
      });
      return view(await load(actor, session.id));
    },

    async get(actor: Actor, id: string): Promise<AssistantSession> {
      return view(await load(actor, id));
    },

    /** Recent sessions: the member's own ad-hoc ones and those on verifications they see. */
    async list(actor: Actor): Promise<AssistantSessionSummary[]> {
      const { organisationId } = authorizeAny(actor, ASSISTANT_PERMISSIONS);
      const user = requireUser(actor);
      const rows = await repo.recentSessions(organisationId, user.userId, RECENT_SESSIONS);
      const canView = VIEW_PERMISSIONS.some((permission) => actorCan(actor, permission));
      const visible = await Promise.all(
        rows.map(async (row) => {
          if (!row.verificationId) return true;
          if (!canView) return false;
          return deps.access.requireVisible(user, row.verificationId).then(
            () => true,
            () => false,
          );
        }),
      );
      return rows
        .filter((_row, index) => visible[index])
        .map((row) => summaryOf(row, row.candidateName ?? row.candidateData?.name ?? '', row.messageCount));
    },

    /** Checks the session before an answer starts streaming, so a refusal is a plain 4xx. */
    prepare: load,

    /**
     * Answers a question, emitting the model's text as it comes and then the stored exchange; on
     * a provider failure emits the SPEC error text and stores nothing.
     */
    async answer(
      loaded: Awaited<ReturnType<typeof load>>,
      question: string,
      context: RequestContext,
      emit: (event: AssistantStreamEvent) => void,
      signal?: AbortSignal,
    ): Promise<void> {
      const started = deps.clock();
      const { session, organisationId } = loaded;
      const catalogue = evidenceCatalogue(loaded.findings);
      const checked = loaded.row !== null;
      const fallback = () =>
        templateAnswer({ question, verificationType: session.verificationType, catalogue, checked });
      let draft: DraftAnswer;
      if (deps.ai && checked && catalogue.length > 0) {
        const history = (await repo.messages(organisationId, session.id))
          .slice(-AI_CHAT_CONTEXT_MESSAGES)
          .map((row) => ({
            role: row.role,
            content: [row.content, ...row.points.map((point) => `- ${point.text}`)].join('\n'),
          }));
        const outcome = await askModel({
          ai: deps.ai,
          question,
          history,
          catalogue,
          candidate: loaded.candidate,
          onDelta: (text) => {
            emit({ type: 'delta', text });
          },
          ...(signal ? { signal } : {}),
        });
        await recordAiUsage(deps.db, {
          organisationId,
          sessionId: session.id,
          provider: deps.ai.provider,
          model: deps.ai.name,
          ...outcome.usage,
          durationMs: deps.clock() - started,
          outcome: outcome.kind === 'answer' ? 'ok' : outcome.kind,
          at: deps.now(),
        });
        if (outcome.kind === 'error') {
          deps.log.warn(
            { sessionId: session.id, model: deps.ai.name, reason: outcome.message },
            'assistant: no answer from the model',
          );
          emit({ type: 'error', message: assistantErrorText(outcome.message) });
          return;
        }
        if (outcome.kind === 'invalid') {
          deps.log.warn(
            { sessionId: session.id, model: deps.ai.name, reason: outcome.reason },
            'assistant: the model’s answer was refused; the rules answered',
          );
          draft = fallback();
        } else {
          draft = outcome.draft;
        }
      } else {
        draft = fallback();
      }
      const at = deps.now();
      const rows = await repo.appendExchange(
        organisationId,
        session.id,
        [
          { role: 'user', content: question, points: [], unknowns: [], producedBy: null, processingMs: null },
          { role: 'assistant', ...draft, processingMs: Math.max(0, Math.round(deps.clock() - started)) },
        ],
        at,
      );
      await deps.audit.record({
        organisationId,
        actor: { type: 'user', id: loaded.user.userId },
        action: 'assistant.question_asked',
        target: { type: 'assistant_session', id: session.id },
        ...(session.verificationId ? { verificationId: session.verificationId } : {}),
        metadata: { producedBy: draft.producedBy, points: draft.points.length },
        context,
      });
      const [questionRow, answerRow] = rows as [MessageRow, MessageRow];
      emit({ type: 'answer', question: toMessage(questionRow), answer: toMessage(answerRow) });
    },

    async stats(actor: Actor): Promise<AssistantStats> {
      const { organisationId } = authorizeAny(actor, ASSISTANT_PERMISSIONS);
      const stats = await repo.stats(organisationId);
      return {
        totalSessions: stats.totalSessions,
        averageConfidence:
          stats.averageConfidence === null ? null : Math.round(stats.averageConfidence * 100),
        medianAnswerMs: stats.medianAnswerMs === null ? null : Math.round(stats.medianAnswerMs),
        answers: stats.answers,
      };
    },

    /** The provider and model for administrators: never the key. */
    config(actor: Actor): AssistantConfig {
      authorize(actor, 'system_config');
      const ai = deps.aiConfig;
      return {
        provider: ai.provider,
        model: ai.provider === 'none' ? null : ai.model,
        sent: ai.provider === 'none' ? [] : SENT_TO_PROVIDER,
        notSent: NEVER_SENT_TO_PROVIDER,
      };
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
