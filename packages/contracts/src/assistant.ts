import { z } from 'zod';
import { idSchema, isoDateTimeSchema, requiredText, text } from './common.js';
import { aiCandidateFormSchema, aiVerificationTypeSchema, CHAT_MESSAGE_MAX } from './ai.js';
import { findingStatusSchema } from './findings.js';
import { VIEW_PERMISSIONS, type Permission } from './roles.js';

// ---- The verification assistant (docs/product.md#assistant) ----

/**
 * Who may use the assistant: staff who see verifications (a session on a verification also needs
 * that verification to be visible to them) or who start them (ad-hoc claims).
 */
export const ASSISTANT_PERMISSIONS = [
  ...VIEW_PERMISSIONS,
  'initiate_verification',
] as const satisfies readonly Permission[];

/** Who produced an answer: the templates over the findings, or a configured model. */
export const ASSISTANT_RULES_PRODUCER = 'Rules';

/** SPEC's failure text; `{message}` is the reason, "AI verification failed" when none is known. */
export const ASSISTANT_DEFAULT_ERROR = 'AI verification failed';
export function assistantErrorText(message: string | null | undefined): string {
  const reason = message?.trim() || ASSISTANT_DEFAULT_ERROR;
  return `I apologize, but I encountered an error: ${reason}. Please try again or contact support if the issue persists.`;
}
export const ASSISTANT_THINKING = 'AI is analyzing...';
export const NOT_IN_EVIDENCE = 'Not in the evidence';

/** A session starts on an existing verification (its findings) or on claims typed in the form. */
export const startAssistantSessionBodySchema = z
  .object({
    verificationType: aiVerificationTypeSchema,
    verificationId: idSchema.optional(),
    candidate: aiCandidateFormSchema.optional(),
  })
  .strict()
  .refine((body) => (body.verificationId === undefined) !== (body.candidate === undefined), {
    message: 'Choose a verification or enter the candidate’s information',
    path: ['candidate'],
  });
export type StartAssistantSessionBody = z.input<typeof startAssistantSessionBodySchema>;

export const assistantQuestionBodySchema = z
  .object({ message: requiredText('Message is required', CHAT_MESSAGE_MAX) })
  .strict();
export type AssistantQuestionBody = z.infer<typeof assistantQuestionBodySchema>;

/** One piece of evidence a point cites: the finding and the evidence's position in it. */
export const citedEvidenceSchema = z.object({
  findingId: idSchema,
  evidenceIndex: z.number().int().nonnegative(),
  /** The finding's code and stored status, and the evidence as the finding shows it. */
  code: z.string(),
  status: findingStatusSchema,
  source: z.string(),
  value: z.string(),
});
export type CitedEvidence = z.infer<typeof citedEvidenceSchema>;

export const assistantPointSchema = z.object({ text: z.string(), evidence: z.array(citedEvidenceSchema) });
export type AssistantPoint = z.infer<typeof assistantPointSchema>;

export const assistantMessageSchema = z.object({
  id: idSchema,
  role: z.enum(['user', 'assistant']),
  /** The question, or the answer's lead sentence. */
  content: z.string(),
  points: z.array(assistantPointSchema),
  unknowns: z.array(z.string()),
  /** "Rules", or the model's name. */
  producedBy: z.string().nullable(),
  /** Milliseconds from the question to the stored answer. */
  processingTime: z.number().int().nonnegative().nullable(),
  createdAt: isoDateTimeSchema,
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/** The counts of a session's findings, for the result cards and the summary. */
export const assistantFindingCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  discrepancy: z.number().int().nonnegative(),
  riskSignal: z.number().int().nonnegative(),
  unverifiable: z.number().int().nonnegative(),
  consistent: z.number().int().nonnegative(),
  verified: z.number().int().nonnegative(),
});

export const assistantSessionSummarySchema = z.object({
  id: idSchema,
  verificationType: aiVerificationTypeSchema,
  verificationId: idSchema.nullable(),
  candidateName: z.string(),
  createdAt: isoDateTimeSchema,
  lastMessageAt: isoDateTimeSchema.nullable(),
  messageCount: z.number().int().nonnegative(),
});
export type AssistantSessionSummary = z.infer<typeof assistantSessionSummarySchema>;

export const assistantSessionSchema = assistantSessionSummarySchema.extend({
  /** The claims the session is about (ad-hoc: as typed; a verification: its stored claims, no SSN or date of birth). */
  candidate: aiCandidateFormSchema,
  /** Null for ad-hoc claims (no checks ran on them). */
  verificationStatus: z.string().nullable(),
  findings: assistantFindingCountsSchema.nullable(),
  /** The mean confidence of the rules that produced the findings (0–100), null without findings. */
  averageConfidence: z.number().min(0).max(100).nullable(),
  messages: z.array(assistantMessageSchema),
});
export type AssistantSession = z.infer<typeof assistantSessionSchema>;

export const assistantSessionResponseSchema = z.object({
  success: z.literal(true),
  session: assistantSessionSchema,
});
export const assistantSessionsResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(assistantSessionSummarySchema),
});

export const assistantStatsSchema = z.object({
  /** Sessions the organisation's staff started in the assistant. */
  totalSessions: z.number().int().nonnegative(),
  /** The mean rule confidence (0–100) of the findings on the verifications discussed; null without any. */
  averageConfidence: z.number().min(0).max(100).nullable(),
  /** The median measured time (ms) from a question to its stored answer; null before any. */
  medianAnswerMs: z.number().int().nonnegative().nullable(),
  answers: z.number().int().nonnegative(),
});
export type AssistantStats = z.infer<typeof assistantStatsSchema>;
export const assistantStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: assistantStatsSchema,
});

/** The language-model configuration as administrators see it (never the key). */
export const assistantConfigSchema = z.object({
  provider: z.enum(['none', 'openai-compatible', 'openai', 'anthropic', 'bedrock']),
  model: z.string().nullable(),
  /** What personal data a question sends to the provider. */
  sent: z.array(z.string()),
  notSent: z.array(z.string()),
});
export type AssistantConfig = z.infer<typeof assistantConfigSchema>;
export const assistantConfigResponseSchema = z.object({
  success: z.literal(true),
  config: assistantConfigSchema,
});

/** The streamed answer (`application/x-ndjson`): text as the model writes it, then the stored answer or the error. */
export const assistantStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('answer'), question: assistantMessageSchema, answer: assistantMessageSchema }),
  z.object({ type: z.literal('error'), message: text() }),
]);
export type AssistantStreamEvent = z.infer<typeof assistantStreamEventSchema>;
