import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ALERT_THRESHOLD_MAX,
  ALERT_THRESHOLD_MIN,
  AUDIT_ACTOR_TYPES,
  DEFAULT_SETTINGS,
  DOCUMENT_TYPES,
  INFORMATION_REQUEST_STATES,
  LEAD_KINDS,
  MEMBERSHIP_STATUSES,
  PROCESSING_TIMEOUT_OPTIONS,
  RATE_LIMIT_MAX,
  RATE_LIMIT_MIN,
  URGENCY_LEVELS,
  VERIFICATION_STATUSES,
  VERIFICATION_TYPES,
  type AuditAction,
  type DocumentType,
  type InformationRequestState,
  type LeadKind,
  type MembershipStatus,
  type ProcessingTimeoutSeconds,
  type Urgency,
  type VerificationStatus,
  type VerificationType,
} from '@candor/contracts';

/**
 * `column in ('A', 'B', …)` for a CHECK constraint, from a closed list of the contracts, so the
 * database refuses any value the code does not know. The values are our own constants (never
 * input), quoted as SQL literals. db/vocabularies.test.ts compares the constraints in a migrated
 * database with the contracts' lists, so a change to a list needs a migration.
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.join(literals, sql`, `)})`;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Accounts. Ids of the account tables are text so the auth library can own them; the columns
 * follow its core user model plus the profile fields of registration and the signed-in user (docs/product.md#records).
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  jobTitle: text('job_title'),
  phone: text('phone'),
  /** Platform staff (our own administrators) have `admin`; employers' staff have none here. */
  role: text('role'),
  /**
   * Created by demo mode (its one-click users): whatever their role, they reach only the demo
   * organisation and its mail, never a customer's.
   */
  demo: boolean('demo').notNull().default(false),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Signed-in sessions ("devices"): HttpOnly cookie token, where and when it was used. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Credentials: the password hash for email sign-in (one row per user and provider). */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

/** Single-use secrets of the account flows: email verification, password reset. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_tokens_identifier_idx').on(t.identifier)],
);

/** TOTP secret and backup codes (both encrypted by the auth library). */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

/** An employer. Every business record belongs to exactly one organisation. */
export const organisations = pgTable('organisations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  companySize: text('company_size'),
  plan: text('plan').notNull().default('trial'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** When true every member must have MFA on to use the product. */
  requireMfa: boolean('require_mfa').notNull().default(DEFAULT_SETTINGS.requireMfa),
  /**
   * How many verifications the organisation may run; null takes its plan's rule (the free
   * trial's 5, no limit on a paid plan). Platform staff change it with the plan.
   */
  verificationLimit: integer('verification_limit'),
  /**
   * The admin alert (settings' alert threshold) is armed: the next time more submissions than the
   * threshold wait for review, administrators are alerted and it disarms; it re-arms once the
   * queue is back at or below the threshold.
   */
  reviewAlertArmed: boolean('review_alert_armed').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A user's place in an organisation. `role` holds one or more roles (docs/product.md#roles-and-permissions), comma-separated
 * (ADR 012); permissions are the union of their grants.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: text('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    department: text('department'),
    status: text('status').$type<MembershipStatus>().notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_organisation_user_idx').on(t.organisationId, t.userId),
    index('memberships_user_idx').on(t.userId),
    check('memberships_status_check', oneOf(t.status, MEMBERSHIP_STATUSES)),
  ],
);

/**
 * One verification of one candidate (or one education/employment request). The lifecycle is
 * owned by the server (docs/product.md#lifecycle). Its candidate links are kept only as hashes, in
 * candidate_link_tokens.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    type: text('type').$type<VerificationType>().notNull().default('FULL'),
    status: text('status').$type<VerificationStatus>().notNull(),
    candidateName: text('candidate_name').notNull(),
    candidateEmail: text('candidate_email').notNull(),
    /** The candidate's answers (personal information, education, employment; docs/product.md#the-candidate-form), validated by contracts. */
    formData: jsonb('form_data').notNull().default({}),
    /** The step the candidate last reached, so a reopened link resumes there. */
    currentStep: integer('current_step').notNull().default(1),
    /** SSN, AES-256-GCM encrypted; never stored in form_data. */
    ssnEncrypted: text('ssn_encrypted'),
    /** Results of automated checks (docs/product.md#records). */
    checkResults: jsonb('check_results'),
    consent: jsonb('consent'),
    /** What a request form (education/employment) asked to verify; null for full invitations. */
    requestDetails: jsonb('request_details'),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    department: text('department'),
    /** When every candidate link of this verification stops working (candidate_link_tokens). */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenRevokedAt: timestamp('token_revoked_at', { withTimezone: true }),
    /** When the candidate link was last emailed (invitation or resend). */
    invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Who approved or rejected, and their note. */
    decidedByUserId: text('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    /**
     * Sample data seeded into the demo organisation so a prospect sees a working product: shown
     * with a "Sample" badge and never counted as usage (trial limit, billing).
     */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keyset pages of the admin list: newest activity first, ties broken by id.
    index('verifications_org_updated_idx').on(t.organisationId, t.updatedAt.desc(), t.id.desc()),
    // … newest created first (admin panel) and oldest first (export), in either direction.
    index('verifications_org_created_idx').on(t.organisationId, t.createdAt, t.id),
    // … and latest submission first, never-submitted last.
    index('verifications_org_submitted_idx').on(
      t.organisationId,
      t.submittedAt.desc().nullsLast(),
      t.id.desc(),
    ),
    index('verifications_org_status_idx').on(t.organisationId, t.status),
    check('verifications_current_step_check', sql`${t.currentStep} between 1 and 5`),
    check('verifications_status_check', oneOf(t.status, VERIFICATION_STATUSES)),
    check('verifications_type_check', oneOf(t.type, VERIFICATION_TYPES)),
  ],
);

/** A stored file. The row is written only after the file is durable in storage. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    documentType: text('document_type').$type<DocumentType>(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_verification_idx').on(t.verificationId, t.uploadedAt),
    check('documents_document_type_check', oneOf(t.documentType, DOCUMENT_TYPES)),
  ],
);

/** The audit trail: append-only, never deleted by the product. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    actorType: text('actor_type').$type<(typeof AUDIT_ACTOR_TYPES)[number]>().notNull(),
    actorId: text('actor_id'),
    /** One of the contracts' audit actions; not a CHECK, so the trail keeps actions since retired. */
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    verificationId: uuid('verification_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_org_created_idx').on(t.organisationId, t.createdAt.desc(), t.id.desc()),
    index('audit_events_verification_idx').on(t.verificationId),
    check('audit_events_actor_type_check', oneOf(t.actorType, AUDIT_ACTOR_TYPES)),
  ],
);

/** Per-organisation settings; defaults and ranges come from the contracts (settings.ts). */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    processingTimeoutSeconds: integer('processing_timeout_seconds')
      .$type<ProcessingTimeoutSeconds>()
      .notNull()
      .default(DEFAULT_SETTINGS.processingTimeoutSeconds),
    autoRetry: boolean('auto_retry').notNull().default(DEFAULT_SETTINGS.autoRetry),
    emailNotifications: boolean('email_notifications').notNull().default(DEFAULT_SETTINGS.emailNotifications),
    alertThreshold: integer('alert_threshold').notNull().default(DEFAULT_SETTINGS.alertThreshold),
    rateLimitPerMinute: integer('rate_limit_per_minute')
      .notNull()
      .default(DEFAULT_SETTINGS.rateLimitPerMinute),
    debugLogging: boolean('debug_logging').notNull().default(DEFAULT_SETTINGS.debugLogging),
    remindersEnabled: boolean('reminders_enabled').notNull().default(DEFAULT_SETTINGS.remindersEnabled),
    runChecksOnSubmission: boolean('run_checks_on_submission')
      .notNull()
      .default(DEFAULT_SETTINGS.runChecksOnSubmission),
    updatedAt: updatedAt(),
    updatedByUserId: text('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId] }),
    check(
      'settings_timeout_check',
      sql`${t.processingTimeoutSeconds} in (${sql.raw(PROCESSING_TIMEOUT_OPTIONS.join(', '))})`,
    ),
    check(
      'settings_alert_threshold_check',
      sql`${t.alertThreshold} between ${sql.raw(`${ALERT_THRESHOLD_MIN} and ${ALERT_THRESHOLD_MAX}`)}`,
    ),
    check(
      'settings_rate_limit_check',
      sql`${t.rateLimitPerMinute} between ${sql.raw(`${RATE_LIMIT_MIN} and ${RATE_LIMIT_MAX}`)}`,
    ),
  ],
);

/** A demo request from the public site: a sales lead for platform staff (not tied to a tenant). */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Required of a demo request; an upgrade request comes from a signed-in member without one. */
    phone: text('phone'),
    company: text('company').notNull(),
    jobTitle: text('job_title'),
    companySize: text('company_size'),
    currentSolution: text('current_solution'),
    timeframe: text('timeframe'),
    message: text('message'),
    /** A demo request from the public site, or an upgrade request from a customer's billing page. */
    kind: text('kind').$type<LeadKind>().notNull().default('demo'),
    /** The organisation that asked for an upgrade; null for a public demo request. */
    organisationId: text('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('demo_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('demo_requests_kind_check', oneOf(t.kind, LEAD_KINDS)),
  ],
);

/**
 * Every email the product sends, written before delivery. Without SMTP_URL this is where mail
 * stays until its body expires (the demo organisation's mail is shown to platform staff in demo
 * installs); with SMTP it records delivery or the error, and the body is cleared on delivery.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The organisation the mail belongs to; null for mail of a user without one. */
    organisationId: text('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** The body, kept only until delivery, and at most MAIL_BODY_RETENTION_DAYS (lib/mail.ts). */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_emails_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('outbox_emails_organisation_created_idx').on(t.organisationId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The candidate links of a verification, as hashes only: each email that carries a link (the
 * invitation, a resend, a reminder, a request for more information, the candidate's own page)
 * adds one. All of them work until the verification's token_expires_at, and none once it is
 * revoked (its rows are deleted) or submitted (the verification is no longer editable).
 */
export const candidateLinkTokens = pgTable(
  'candidate_link_tokens',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_link_tokens_verification_idx').on(t.verificationId)],
);

/**
 * A reviewer's request for more information (docs/product.md#requests-for-more-information) and the candidate's answer: the
 * record's history. Rows are never deleted; a request whose email failed stays as EMAIL_FAILED.
 */
export const informationRequests = pgTable(
  'information_requests',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    requestedByUserId: text('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's request id (call 5 of docs/product.md#api-calls), so a retried call is answered, not repeated. */
    clientRequestId: text('client_request_id'),
    /** The composed text emailed to the candidate. */
    message: text('message').notNull(),
    /** The validated request (flags, texts per category, urgency, deadline). */
    requestData: jsonb('request_data').notNull(),
    categories: jsonb('categories').notNull().default([]),
    /**
     * A keyed digest of each form section (and the document list) when the request was made, so
     * the answer can say what changed without keeping a second copy of the personal data.
     */
    sectionDigests: jsonb('section_digests').notNull().default({}),
    urgency: text('urgency').$type<Urgency>().notNull(),
    deadline: date('deadline', { mode: 'string' }),
    state: text('state').$type<InformationRequestState>().notNull().default('OPEN'),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('information_requests_verification_idx').on(t.verificationId, t.createdAt.desc()),
    uniqueIndex('information_requests_client_id_idx')
      .on(t.verificationId, t.clientRequestId)
      .where(sql`${t.state} <> 'EMAIL_FAILED'`),
    // At most one open request per verification.
    uniqueIndex('information_requests_open_idx')
      .on(t.verificationId)
      .where(sql`${t.state} = 'OPEN'`),
    check('information_requests_state_check', oneOf(t.state, INFORMATION_REQUEST_STATES)),
    check('information_requests_urgency_check', oneOf(t.urgency, URGENCY_LEVELS)),
  ],
);

/**
 * Reminder emails to candidates who have not submitted. A row is the decision to send, written in
 * the same transaction as the queued email, so a restart neither loses nor doubles a reminder.
 */
export const candidateReminders = pgTable(
  'candidate_reminders',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    /** 1 for the first reminder, at most 7. */
    sequence: integer('sequence').notNull(),
    emailId: uuid('email_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('candidate_reminders_sequence_idx').on(t.verificationId, t.sequence),
    index('candidate_reminders_undelivered_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null`),
    check('candidate_reminders_sequence_check', sql`${t.sequence} between 1 and 7`),
  ],
);

/** Per user: when they last cleared their event log view (the audit trail itself is kept). */
export const eventLogViews = pgTable(
  'event_log_views',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    eventsClearedAt: timestamp('events_cleared_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organisationId] })],
);

/**
 * An invitation for a colleague to join an organisation with chosen roles. The link's token is
 * stored only as a hash; the invitation works once, until it expires or is revoked.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Roles, comma-separated (as memberships.role; ADR 012). */
    roles: text('roles').notNull(),
    /** The department the member will belong to (what department-scoped roles see). */
    department: text('department'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_organisation_idx').on(t.organisationId, t.createdAt)],
);

/**
 * The transactional outbox: every state change writes its domain event here in the same
 * transaction, and the dispatcher delivers it to each consumer at least once
 * (docs/decisions/015-transactional-outbox.md).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey(),
    /** Delivery order (in one process): the order the events were recorded in. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The verification the event is about. */
    aggregateId: uuid('aggregate_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** When the next delivery attempt may start (later after each failure). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** A dispatcher has claimed the event until then; after it the claim has lapsed (a crash). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Every consumer has it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Delivery was given up after too many failures (kept for inspection). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('domain_events_pending_idx')
      .on(t.availableAt, t.seq)
      .where(sql`delivered_at is null and failed_at is null`),
    index('domain_events_aggregate_idx').on(t.aggregateId),
  ],
);

/** Which consumer already has which event, so a retry never repeats a delivered consumer. */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    consumer: text('consumer').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.consumer] })],
);

// The automated checks' runs and findings live in their own file.
export * from './schema-checks.js';
// The members' notification history.
export * from './schema-notifications.js';
// The verification assistant's sessions and the language model's usage.
export * from './schema-assistant.js';

/**
 * The notices (emails) a domain event has already sent, one row per event and recipient, written
 * with the mail in one transaction: a redelivered event sends nobody a second notice.
 */
export const sentNotices = pgTable(
  'sent_notices',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    /** A user id, or `candidate` for the verification's candidate. */
    recipient: text('recipient').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.recipient] })],
);
