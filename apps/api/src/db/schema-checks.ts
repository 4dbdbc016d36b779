import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHECK_RUN_STATUSES,
  FINDING_DECISIONS,
  FINDING_SEVERITIES,
  FINDING_STATUSES,
  type CheckRunStatus,
  type CheckType,
  type Evidence,
  type FindingCode,
  type FindingDecision,
  type FindingSeverity,
  type FindingStatus,
  type FindingSubject,
} from '@candor/contracts';
import { documents, oneOf, organisations, users, verifications } from './schema.js';

/** What started a run of the automated checks. */
export const CHECK_RUN_TRIGGERS = ['submission', 'staff'] as const;
export type CheckRunTrigger = (typeof CHECK_RUN_TRIGGERS)[number];

/**
 * One run of the automated checks on a verification (docs/product.md#automated-checks). The row
 * is the run's state: a job takes it by its lease, so a run whose process died is taken again.
 */
export const checkRuns = pgTable(
  'check_runs',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    status: text('status').$type<CheckRunStatus>().notNull().default('QUEUED'),
    types: jsonb('types').$type<CheckType[]>().notNull(),
    trigger: text('trigger').$type<CheckRunTrigger>().notNull(),
    /** The domain event that started it (submission): a repeated delivery starts no second run. */
    triggerEventId: uuid('trigger_event_id'),
    requestedByUserId: text('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** Why it failed or which checks could not run, without personal data. */
    error: text('error'),
    /** A process working on the run holds it until then; after it, another may take it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('check_runs_verification_idx').on(t.verificationId, t.createdAt.desc()),
    index('check_runs_open_idx').on(t.status, t.leaseUntil),
    uniqueIndex('check_runs_trigger_event_idx').on(t.triggerEventId),
    check('check_runs_status_check', oneOf(t.status, CHECK_RUN_STATUSES)),
  ],
);

/** A finding of a check, with its evidence; a person's review is kept across re-runs. */
export const findings = pgTable(
  'findings',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => checkRuns.id, { onDelete: 'set null' }),
    checkId: text('check_id').notNull(),
    checkVersion: integer('check_version').notNull(),
    checkType: text('check_type').$type<CheckType>().notNull(),
    code: text('code').$type<FindingCode>().notNull(),
    status: text('status').$type<FindingStatus>().notNull(),
    severity: text('severity').$type<FindingSeverity>().notNull(),
    confidence: real('confidence').notNull(),
    subject: jsonb('subject').$type<FindingSubject>().notNull(),
    message: text('message').notNull(),
    evidence: jsonb('evidence').$type<Evidence[]>().notNull(),
    reviewDecision: text('review_decision').$type<FindingDecision>(),
    reviewNote: text('review_note'),
    reviewedByUserId: text('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('findings_verification_idx').on(t.verificationId, t.createdAt),
    check('findings_status_check', oneOf(t.status, FINDING_STATUSES)),
    check('findings_severity_check', oneOf(t.severity, FINDING_SEVERITIES)),
    check('findings_review_decision_check', oneOf(t.reviewDecision, FINDING_DECISIONS)),
    check('findings_confidence_check', sql`${t.confidence} between 0 and 1`),
  ],
);

/**
 * What the extraction step read from one uploaded document: its text (text layer, DOCX body or
 * OCR) and format metadata (PDF DocInfo/XMP, EXIF, DOCX core properties). Computed once per
 * document and extractor version, off the request path, and read by the document checks.
 */
export const documentFacts = pgTable(
  'document_facts',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Raised when extraction changes, so stale facts are extracted again. */
    extractorVersion: integer('extractor_version').notNull(),
    text: text('text'),
    /** 0–100 when the text came from OCR. */
    ocrConfidence: real('ocr_confidence'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    pages: integer('pages'),
    /** A PDF's text lines with their place and size, for checks that read a layout. */
    layout: jsonb('layout').$type<{ page: number; x: number; y: number; size: number; text: string }[]>(),
    /** Why extraction failed, without personal data. */
    error: text('error'),
    extractedAt: timestamp('extracted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_facts_organisation_idx').on(t.organisationId)],
);

/**
 * A claim (one education or employment entry) verified by a person against a primary source:
 * they called the registrar, the employer's HR confirmed. The only way a claim becomes VERIFIED.
 */
export const claimVerifications = pgTable(
  'claim_verifications',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    section: text('section').$type<'education' | 'employment'>().notNull(),
    entryIndex: integer('entry_index').notNull(),
    /** How the source was reached (contracts: PRIMARY_SOURCE_METHODS). */
    method: text('method').notNull(),
    /** Who confirmed: "Registrar's office, University of Leeds". */
    source: text('source').notNull(),
    note: text('note').notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    verifiedByUserId: text('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('claim_verifications_claim_idx').on(t.verificationId, t.section, t.entryIndex),
    check('claim_verifications_section_check', sql`${t.section} in ('education', 'employment')`),
  ],
);
