import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  AI_VERIFICATION_TYPES,
  type AiCandidateForm,
  type AiVerificationType,
  type AssistantPoint,
} from '@candor/contracts';
import { oneOf, organisations, users, verifications } from './schema.js';

/**
 * A conversation with the verification assistant (docs/product.md#assistant): on a verification
 * (its findings; the candidate's name is read from it) or on claims typed in the form (kept here,
 * as the staff member typed them).
 */
export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Who started it; ad-hoc sessions are shown only to them. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    verificationType: text('verification_type').$type<AiVerificationType>().notNull(),
    verificationId: uuid('verification_id').references(() => verifications.id, { onDelete: 'cascade' }),
    /** The ad-hoc claims; null for a session on a verification. */
    candidateData: jsonb('candidate_data').$type<AiCandidateForm>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    index('assistant_sessions_org_recent_idx').on(t.organisationId, t.createdAt),
    index('assistant_sessions_verification_idx').on(t.verificationId),
    check('assistant_sessions_type_check', oneOf(t.verificationType, AI_VERIFICATION_TYPES)),
    check('assistant_sessions_subject_check', sql`(verification_id is null) <> (candidate_data is null)`),
  ],
);

/** A question and the answer to it; an answer's points cite the evidence they rest on. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => assistantSessions.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    points: jsonb('points').$type<AssistantPoint[]>().notNull().default([]),
    unknowns: jsonb('unknowns').$type<string[]>().notNull().default([]),
    producedBy: text('produced_by'),
    processingMs: integer('processing_ms'),
    /** Orders a question before its answer when both share a timestamp. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('assistant_messages_session_idx').on(t.organisationId, t.sessionId, t.position),
    check('assistant_messages_role_check', oneOf(t.role, ['user', 'assistant'])),
  ],
);

/** One call to a language model: tokens and outcome, per organisation; never the prompt or the answer. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => assistantSessions.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    totalTokens: integer('total_tokens'),
    durationMs: integer('duration_ms').notNull(),
    /** ok: a valid answer; invalid: the answer failed validation (the template answered); error: no answer. */
    outcome: text('outcome').$type<'ok' | 'invalid' | 'error'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ai_usage_org_created_idx').on(t.organisationId, t.createdAt),
    check('ai_usage_outcome_check', oneOf(t.outcome, ['ok', 'invalid', 'error'])),
  ],
);
