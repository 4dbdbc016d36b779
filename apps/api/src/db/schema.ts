import { sql } from 'drizzle-orm';
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Accounts. Ids of the account tables are text so the auth library can own them; the columns
 * follow its core user model plus the profile fields of SPEC §3 (Registration, Logged-in user).
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
  requireMfa: boolean('require_mfa').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A user's place in an organisation. `role` holds one or more SPEC §6 roles, comma-separated
 * (the auth library's organisation-member convention); permissions are the union of their grants.
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
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_organisation_user_idx').on(t.organisationId, t.userId),
    index('memberships_user_idx').on(t.userId),
    check('memberships_status_check', sql`${t.status} in ('active', 'deactivated')`),
  ],
);

/**
 * One verification of one candidate (or one education/employment request). The lifecycle is
 * owned by the server (DESIGN §2). Its candidate links are kept only as hashes, in
 * candidate_link_tokens.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('FULL'),
    status: text('status').notNull(),
    candidateName: text('candidate_name').notNull(),
    candidateEmail: text('candidate_email').notNull(),
    /** The candidate's answers (SPEC §3 personalInfo, education, employment), validated by contracts. */
    formData: jsonb('form_data').notNull().default({}),
    /** The step the candidate last reached, so a reopened link resumes there. */
    currentStep: integer('current_step').notNull().default(1),
    /** SSN, AES-256-GCM encrypted; never stored in form_data. */
    ssnEncrypted: text('ssn_encrypted'),
    /** Results of automated checks (SPEC §3 aiVerificationResults). */
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
    documentType: text('document_type'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_verification_idx').on(t.verificationId, t.uploadedAt)],
);

/** The audit trail: append-only, never deleted by the product. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
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
    check(
      'audit_events_actor_type_check',
      sql`${t.actorType} in ('user', 'candidate', 'anonymous', 'system')`,
    ),
  ],
);

/** Per-organisation settings of SPEC §3/§9; defaults and ranges match the contracts. */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    processingTimeoutSeconds: integer('processing_timeout_seconds').notNull().default(300),
    autoRetry: boolean('auto_retry').notNull().default(true),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    alertThreshold: integer('alert_threshold').notNull().default(10),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(100),
    debugLogging: boolean('debug_logging').notNull().default(false),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    updatedAt: updatedAt(),
    updatedByUserId: text('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId] }),
    check('settings_timeout_check', sql`${t.processingTimeoutSeconds} in (180, 300, 600)`),
    check('settings_alert_threshold_check', sql`${t.alertThreshold} between 1 and 100`),
    check('settings_rate_limit_check', sql`${t.rateLimitPerMinute} between 10 and 1000`),
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
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    companySize: text('company_size').notNull(),
    currentSolution: text('current_solution'),
    timeframe: text('timeframe'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('demo_requests_created_idx').on(t.createdAt.desc(), t.id.desc())],
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
 * A reviewer's request for more information (SPEC §3, §5) and the candidate's answer: the
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
    /** The client's request id (SPEC §7 call 5), so a retried call is answered, not repeated. */
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
    urgency: text('urgency').notNull(),
    deadline: date('deadline', { mode: 'string' }),
    state: text('state').notNull().default('OPEN'),
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
    check('information_requests_state_check', sql`${t.state} in ('OPEN', 'ANSWERED', 'EMAIL_FAILED')`),
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
    /** SPEC §6 roles, comma-separated (as memberships.role). */
    roles: text('roles').notNull(),
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
