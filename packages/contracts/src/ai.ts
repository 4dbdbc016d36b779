import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  LONG_TEXT_MAX,
  optionalEmail,
  optionalIsoDate,
  optionalText,
  requiredText,
  tooLongMessage,
  text,
} from './common.js';
import { AI_CHAT_CONTEXT_MESSAGES, SESSION_ID_DISPLAY_LENGTH } from './constants.js';
import { createGraduationYearSchema } from './graduation-year.js';
import { EDUCATION_CHECK_FAILED, EMPLOYMENT_CHECK_FAILED, PHONE_CHECK_FAILED } from './messages.js';

// ---- Kinds of AI work ----

/** The AI dashboard's tabs; the chat's verificationType. */
export const AI_VERIFICATION_TYPES = ['EDUCATION', 'EMPLOYMENT', 'LINKEDIN', 'GENERAL'] as const;
export const aiVerificationTypeSchema = z.enum(AI_VERIFICATION_TYPES);
export type AiVerificationType = z.infer<typeof aiVerificationTypeSchema>;

/** The automated checks a reviewer runs on a submission (docs/product.md#lifecycle). */
export const AI_CHECK_TYPES = ['EDUCATION', 'EMPLOYMENT', 'PHONE'] as const;
export const aiCheckTypeSchema = z.enum(AI_CHECK_TYPES);
export type AiCheckType = z.infer<typeof aiCheckTypeSchema>;

/** Session id prefix per check (prefix, verification id, time). */
export const aiSessionPrefixes = {
  EDUCATION: 'edu',
  EMPLOYMENT: 'emp',
  PHONE: 'phone',
} as const satisfies Record<AiCheckType, string>;

/** The error text when a check fails (docs/product.md#messages). */
export const aiCheckFailureMessages = {
  EDUCATION: EDUCATION_CHECK_FAILED,
  EMPLOYMENT: EMPLOYMENT_CHECK_FAILED,
  PHONE: PHONE_CHECK_FAILED,
} as const satisfies Record<AiCheckType, string>;

export function agentSessionId(check: AiCheckType, verificationId: string, now: number = Date.now()): string {
  return `${aiSessionPrefixes[check]}-${verificationId}-${now}`;
}

/** A session id as displayed: its first 8 characters. */
export function displaySessionId(sessionId: string): string {
  return sessionId.slice(0, SESSION_ID_DISPLAY_LENGTH);
}

/** Start an automated check on a submitted verification. */
export const runAiCheckBodySchema = z.object({ checkType: aiCheckTypeSchema });
export type RunAiCheckBody = z.infer<typeof runAiCheckBodySchema>;

// ---- AI candidate form (docs/product.md#staff-forms) ----

/** An http(s) address with a dotted host. */
export const WEB_URL_PATTERN = /^https?:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/i;

export const aiCandidateFormSchema = z.object({
  name: requiredText('Name is required'),
  email: optionalEmail(),
  institution: optionalText(),
  degree: optionalText(),
  graduationYear: createGraduationYearSchema().optional(),
  company: optionalText(),
  jobTitle: optionalText(),
  startDate: optionalIsoDate(),
  endDate: optionalIsoDate(),
  linkedinUrl: text()
    .trim()
    .max(500, tooLongMessage(500))
    .refine((value) => value === '' || WEB_URL_PATTERN.test(value), 'LinkedIn URL is invalid')
    .optional(),
  currentPosition: optionalText(),
  industry: optionalText(),
});
export type AiCandidateForm = z.infer<typeof aiCandidateFormSchema>;

// ---- The agent's answer ----

/** What the agent returns (docs/product.md#records). status and riskLevel are free words; confidence is a percentage. */
export const aiAgentResultSchema = z.object({
  summary: z.string().optional(),
  status: z.string().optional(),
  confidence: z.number().min(0).max(100).optional(),
  findings: z.array(z.string()).optional(),
  discrepancies: z.array(z.string()).optional(),
  recommendations: z.array(z.string()).optional(),
  riskLevel: z.string().optional(),
  complianceNotes: z.string().optional(),
});
export type AiAgentResult = z.infer<typeof aiAgentResultSchema>;

/** A verification counts as complete when the result has both status and confidence. */
export function isAiResultComplete(result: AiAgentResult | null | undefined): boolean {
  return Boolean(result?.status) && typeof result?.confidence === 'number';
}

/** Successful answer of an AI check or chat call; failures use the error envelope. */
export const aiAgentResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  verificationId: idSchema.optional(),
  response: aiAgentResultSchema,
  rawResponse: z.string().optional(),
  /** Milliseconds. */
  processingTime: z.number().nonnegative().optional(),
  agent: z.string().optional(),
});
export type AiAgentResponse = z.infer<typeof aiAgentResponseSchema>;

// ---- Chat ----

export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_ROLES = ['user', 'assistant'] as const;
export const chatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: text().max(LONG_TEXT_MAX, tooLongMessage(LONG_TEXT_MAX)),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The last messages sent as context (5). */
export function chatContext<T>(messages: readonly T[]): T[] {
  return messages.slice(-AI_CHAT_CONTEXT_MESSAGES);
}

export const aiChatRequestSchema = z.object({
  /** Blank or whitespace-only messages are not sent. */
  message: requiredText('Message is required', CHAT_MESSAGE_MAX),
  sessionId: text().trim().min(1, 'Session id is required').max(200, tooLongMessage(200)),
  verificationType: aiVerificationTypeSchema,
  candidateData: aiCandidateFormSchema,
  context: z
    .object({
      previousMessages: z
        .array(chatMessageSchema)
        .max(AI_CHAT_CONTEXT_MESSAGES, `At most ${AI_CHAT_CONTEXT_MESSAGES} previous messages are sent`)
        .default([]),
    })
    .default({ previousMessages: [] }),
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;
export type AiChatRequestInput = z.input<typeof aiChatRequestSchema>;

export const aiChatResponseSchema = aiAgentResponseSchema;
export type AiChatResponse = AiAgentResponse;

// ---- Stored results of the automated checks (docs/product.md#records) ----

export const AI_RECOMMENDATIONS = ['approve', 'reject', 'review'] as const;
export const aiRecommendationSchema = z.enum(AI_RECOMMENDATIONS);
export type AiRecommendation = z.infer<typeof aiRecommendationSchema>;

export const CHECK_STATUSES = ['verified', 'unverified'] as const;
export const checkStatusSchema = z.enum(CHECK_STATUSES);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

const checkedEntryBase = {
  verified: z.boolean(),
  confidence: z.number().min(0).max(100),
  recommendation: aiRecommendationSchema,
  dateStatus: checkStatusSchema,
  findings: z.array(z.string()),
  riskFactors: z.array(z.string()),
  aiAnalysis: z.string(),
};

export const educationCheckResultSchema = z.object({
  ...checkedEntryBase,
  institution: z.string(),
  degree: z.string(),
  institutionStatus: checkStatusSchema,
  degreeStatus: checkStatusSchema,
});
export type EducationCheckResult = z.infer<typeof educationCheckResultSchema>;

export const employmentCheckResultSchema = z.object({
  ...checkedEntryBase,
  company: z.string(),
  position: z.string(),
  companyStatus: checkStatusSchema,
  positionStatus: checkStatusSchema,
});
export type EmploymentCheckResult = z.infer<typeof employmentCheckResultSchema>;

export const aiVerificationResultsSchema = z.object({
  verificationMethod: z.string(),
  verifiedAt: isoDateTimeSchema,
  education: z.array(educationCheckResultSchema),
  employment: z.array(employmentCheckResultSchema).optional(),
});
export type AiVerificationResults = z.infer<typeof aiVerificationResultsSchema>;
