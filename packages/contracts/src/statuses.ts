import { z } from 'zod';

// ---- Verification statuses (docs/product.md#verification-statuses, docs/product.md#lifecycle) ----

export const VERIFICATION_STATUSES = [
  'INVITED',
  'IN_PROGRESS',
  'SUBMITTED',
  'VERIFICATION_INITIATED',
  'VERIFIED',
  'VERIFICATION_FAILED',
  'COMPLETED',
  'FAILED',
] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export function isVerificationStatus(value: string): value is VerificationStatus {
  return (VERIFICATION_STATUSES as readonly string[]).includes(value);
}

/** Display labels; INVITED is shown as pending. */
export const verificationStatusLabels = {
  INVITED: 'Pending',
  IN_PROGRESS: 'In Progress',
  SUBMITTED: 'Submitted',
  VERIFICATION_INITIATED: 'Verification Initiated',
  VERIFIED: 'Verified',
  VERIFICATION_FAILED: 'Verification Failed',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
} as const satisfies Record<VerificationStatus, string>;

/** The label shown for a status; an unknown value is shown as it is. */
export function verificationStatusLabel(status: string): string {
  return isVerificationStatus(status) ? verificationStatusLabels[status] : status;
}

/** Statuses that count as "AI verified": the automated checks have reached an outcome. */
export const AI_VERIFIED_STATUSES = [
  'VERIFIED',
  'VERIFICATION_FAILED',
] as const satisfies readonly VerificationStatus[];

export function isAiVerified(status: string): boolean {
  return (AI_VERIFIED_STATUSES as readonly string[]).includes(status);
}

// ---- Badge colours (docs/product.md#verification-statuses) ----

export const BADGE_COLORS = ['amber', 'teal', 'blue', 'purple', 'green', 'red', 'grey'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

/** INVITED amber, SUBMITTED teal, IN_PROGRESS blue, VERIFICATION_INITIATED purple, COMPLETED green, FAILED red, anything else grey. */
export function statusBadgeColor(status: string): BadgeColor {
  switch (status) {
    case 'INVITED':
      return 'amber';
    case 'SUBMITTED':
      return 'teal';
    case 'IN_PROGRESS':
      return 'blue';
    case 'VERIFICATION_INITIATED':
      return 'purple';
    case 'COMPLETED':
      return 'green';
    case 'FAILED':
      return 'red';
    default:
      return 'grey';
  }
}

// ---- Lifecycle (docs/product.md#lifecycle) ----

export type VerificationTransition = {
  from: VerificationStatus;
  to: VerificationStatus;
  description: string;
};

/**
 * Every allowed status change. The server makes each one, writes an audit row and emits a
 * realtime `verification_update`. Automated checks never decide: only a person moves a
 * verification to COMPLETED or FAILED. COMPLETED and FAILED are final.
 */
export const VERIFICATION_TRANSITIONS = [
  {
    from: 'INVITED',
    to: 'IN_PROGRESS',
    description: 'The candidate saved a first draft of the form.',
  },
  {
    from: 'INVITED',
    to: 'SUBMITTED',
    description: 'The candidate submitted the form without a draft having been saved first.',
  },
  {
    from: 'IN_PROGRESS',
    to: 'SUBMITTED',
    description:
      'The candidate submitted the form (first time, or after answering a request for more information).',
  },
  {
    from: 'SUBMITTED',
    to: 'IN_PROGRESS',
    description:
      'A reviewer requested more information: the candidate link reopens so the candidate can answer.',
  },
  {
    from: 'SUBMITTED',
    to: 'VERIFICATION_INITIATED',
    description:
      'The automated checks started: by themselves after the submission (organisation setting, on by default), or a reviewer started them.',
  },
  {
    from: 'VERIFICATION_INITIATED',
    to: 'IN_PROGRESS',
    description:
      'A reviewer requested more information while the checks ran: the candidate link reopens; the checks still record their findings.',
  },
  {
    from: 'VERIFIED',
    to: 'IN_PROGRESS',
    description: 'A reviewer requested more information after the checks: the candidate link reopens.',
  },
  {
    from: 'VERIFICATION_FAILED',
    to: 'IN_PROGRESS',
    description: 'A reviewer requested more information after the checks: the candidate link reopens.',
  },
  {
    from: 'VERIFICATION_INITIATED',
    to: 'SUBMITTED',
    description:
      'No automated check could run (errors or the processing timeout), or a subset of the checks found nothing while other groups have not run: the verification waits for a reviewer again.',
  },
  {
    from: 'VERIFIED',
    to: 'VERIFICATION_INITIATED',
    description: 'A reviewer ran the automated checks again.',
  },
  {
    from: 'VERIFICATION_FAILED',
    to: 'VERIFICATION_INITIATED',
    description: 'A reviewer ran the automated checks again.',
  },
  {
    from: 'VERIFICATION_INITIATED',
    to: 'VERIFIED',
    description:
      'The automated checks finished with no finding that needs a person (no discrepancies found).',
  },
  {
    from: 'VERIFICATION_INITIATED',
    to: 'VERIFICATION_FAILED',
    description:
      'The automated checks finished and flagged findings for review, or some checks could not run.',
  },
  {
    from: 'SUBMITTED',
    to: 'COMPLETED',
    description: 'A reviewer approved straight from the submission.',
  },
  {
    from: 'SUBMITTED',
    to: 'FAILED',
    description: 'A reviewer rejected straight from the submission.',
  },
  {
    from: 'VERIFIED',
    to: 'COMPLETED',
    description: 'A reviewer approved after the automated checks verified the claims.',
  },
  {
    from: 'VERIFIED',
    to: 'FAILED',
    description: 'A reviewer rejected although the automated checks verified the claims.',
  },
  {
    from: 'VERIFICATION_FAILED',
    to: 'COMPLETED',
    description: 'A reviewer approved although the automated checks could not verify the claims.',
  },
  {
    from: 'VERIFICATION_FAILED',
    to: 'FAILED',
    description: 'A reviewer rejected after the automated checks could not verify the claims.',
  },
] as const satisfies readonly VerificationTransition[];

function buildTransitionTable(): Record<VerificationStatus, readonly VerificationStatus[]> {
  const table: Record<VerificationStatus, VerificationStatus[]> = {
    INVITED: [],
    IN_PROGRESS: [],
    SUBMITTED: [],
    VERIFICATION_INITIATED: [],
    VERIFIED: [],
    VERIFICATION_FAILED: [],
    COMPLETED: [],
    FAILED: [],
  };
  for (const { from, to } of VERIFICATION_TRANSITIONS) table[from].push(to);
  return table;
}

/** For each status, the statuses it may move to. */
export const ALLOWED_TRANSITIONS: Readonly<Record<VerificationStatus, readonly VerificationStatus[]>> =
  buildTransitionTable();

/** True when a verification may move from `from` to `to`. */
export function canTransition(from: VerificationStatus, to: VerificationStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** The documented reason for a transition, or null when it is not allowed. */
export function transitionDescription(from: VerificationStatus, to: VerificationStatus): string | null {
  return VERIFICATION_TRANSITIONS.find((t) => t.from === from && t.to === to)?.description ?? null;
}

/** Statuses with no way out. */
export const FINAL_STATUSES = ['COMPLETED', 'FAILED'] as const satisfies readonly VerificationStatus[];

/** The candidate may edit and submit only while the verification is in one of these statuses. */
export const CANDIDATE_EDITABLE_STATUSES = [
  'INVITED',
  'IN_PROGRESS',
] as const satisfies readonly VerificationStatus[];

/**
 * The status a submission waits in for a reviewer when no checks run on it (the checks are off,
 * or none could run); a withdrawn request for more information returns the verification to it.
 */
export const REVIEW_ACTION_STATUS: VerificationStatus = 'SUBMITTED';

/**
 * A reviewer may request more information once the candidate has submitted and until a person
 * decides: the checks start by themselves on submission, so a submission rarely stays SUBMITTED
 * (docs/decisions/017-checks-start-on-submission.md).
 */
export const INFO_REQUEST_STATUSES = [
  'SUBMITTED',
  'VERIFICATION_INITIATED',
  'VERIFIED',
  'VERIFICATION_FAILED',
] as const satisfies readonly VerificationStatus[];

export function canRequestMoreInformation(status: string): boolean {
  return (INFO_REQUEST_STATUSES as readonly string[]).includes(status);
}

/**
 * What the candidate's link shows: the automated checks' statuses are for reviewers (a candidate
 * is not told "Verification Failed" by a rule that no person has looked at); until a person
 * decides, the candidate's submission is SUBMITTED.
 */
export function candidateVisibleStatus(status: VerificationStatus): VerificationStatus {
  return status === 'VERIFICATION_INITIATED' || status === 'VERIFIED' || status === 'VERIFICATION_FAILED'
    ? 'SUBMITTED'
    : status;
}

/** Staff may run the automated checks (again) in these statuses (docs/product.md#automated-checks). */
export const CHECKS_RUNNABLE_STATUSES = [
  'SUBMITTED',
  'VERIFIED',
  'VERIFICATION_FAILED',
] as const satisfies readonly VerificationStatus[];

export function canRunChecks(status: string): boolean {
  return (CHECKS_RUNNABLE_STATUSES as readonly string[]).includes(status);
}

// ---- Status screen (docs/product.md#verification-statuses) ----

export const STATUS_SCREEN_STATUSES = ['COMPLETED', 'PENDING', 'PROCESSING', 'FAILED'] as const;
export const statusScreenStatusSchema = z.enum(STATUS_SCREEN_STATUSES);
export type StatusScreenStatus = z.infer<typeof statusScreenStatusSchema>;
/** What the status screen shows: one of its four values, otherwise unknown. */
export type StatusScreenValue = StatusScreenStatus | 'UNKNOWN';

export function toStatusScreenValue(value: string): StatusScreenValue {
  return (STATUS_SCREEN_STATUSES as readonly string[]).includes(value)
    ? (value as StatusScreenStatus)
    : 'UNKNOWN';
}

/**
 * How a verification status appears on the status screen: waiting on the candidate or a
 * reviewer is PENDING, automated checks running or done but undecided is PROCESSING, and the
 * two final statuses show as themselves.
 */
export const statusScreenStatusOf = {
  INVITED: 'PENDING',
  IN_PROGRESS: 'PENDING',
  SUBMITTED: 'PENDING',
  VERIFICATION_INITIATED: 'PROCESSING',
  VERIFIED: 'PROCESSING',
  VERIFICATION_FAILED: 'PROCESSING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
} as const satisfies Record<VerificationStatus, StatusScreenStatus>;
