import { z } from 'zod';
import { INDUSTRIES } from './public-values.js';

export * from './public-values.js';

// ---- Candidate portal (docs/product.md#the-candidate-form) ----

/** The candidate form has five steps. */
export const CANDIDATE_STEPS = 5;
export const CANDIDATE_STEP_TITLES = [
  'Personal Information',
  'Education Verification',
  'Employment History',
  'Document Upload',
  'Review & Submit',
] as const;
export const MAX_PREVIOUS_ADDRESSES = 7;
/** Upper bounds on repeated entries, so payloads stay bounded. */
export const MAX_PREVIOUS_NAMES = 10;
export const MAX_EDUCATION_ENTRIES = 10;
export const MAX_EMPLOYMENT_ENTRIES = 20;

// ---- Event log and notifications ----

/** The event log keeps the 50 most recent entries, newest first. */
export const EVENT_LOG_LIMIT = 50;
/** At most 10 notifications are kept; each is removed after 5 seconds. */
export const NOTIFICATIONS_MAX = 10;
export const NOTIFICATION_TIMEOUT_MS = 5000;

// ---- Information request urgency ----

export const URGENCY_LEVELS = ['normal', 'high', 'urgent'] as const;
export const urgencySchema = z.enum(URGENCY_LEVELS, { error: 'Urgency must be normal, high or urgent' });
export type Urgency = z.infer<typeof urgencySchema>;
export const DEFAULT_URGENCY: Urgency = 'normal';
export const urgencyLabels = { normal: 'Normal', high: 'High', urgent: 'Urgent' } as const satisfies Record<
  Urgency,
  string
>;

// ---- Uploads ----

/** File types the candidate portal accepts (certificate and step 4). */
export const PORTAL_UPLOAD_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;
/** File types the document upload panel accepts. */
export const UPLOAD_PANEL_TYPES = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type PortalUploadType = (typeof PORTAL_UPLOAD_TYPES)[number];
export type UploadPanelType = (typeof UPLOAD_PANEL_TYPES)[number];
/** 10 MB per file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_VERIFICATION = 20;

// ---- Review time ----

export const REVIEW_TIME_TEXT = '1-3 business days';

// ---- AI assistant ----

/** The chat sends the last 5 messages as context. */
export const AI_CHAT_CONTEXT_MESSAGES = 5;
/** A session id is displayed as its first 8 characters. */
export const SESSION_ID_DISPLAY_LENGTH = 8;

// ---- Graduation year ----

export const GRADUATION_YEAR_MIN = 1950;
export const GRADUATION_YEAR_AHEAD = 5;

/** The latest accepted graduation year: the current year plus 5. */
export function graduationYearMax(now: Date = new Date()): number {
  return now.getFullYear() + GRADUATION_YEAR_AHEAD;
}

/** The accepted graduation years, 1950 to the current year plus 5. */
export function graduationYearRange(now: Date = new Date()): { min: number; max: number } {
  return { min: GRADUATION_YEAR_MIN, max: graduationYearMax(now) };
}

// ---- Realtime ----

/** socket.io client options (docs/product.md#realtime). */
export const REALTIME_SOCKET_OPTIONS = {
  transports: ['websocket'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

// ---- Admin panel ----

/** The admin panel lists the first 10 requests. */
export const ADMIN_LIST_LIMIT = 10;
/** Ids are shown shortened to 8 characters. */
export const SHORT_ID_LENGTH = 8;

export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

/** The admin CSV export file name for a date: `verification-reports-YYYY-MM-DD.csv`. */
export function reportsCsvFileName(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `verification-reports-${date.getFullYear()}-${month}-${day}.csv`;
}

// ---- Candidate invitation ----

export const INVITATION_EXPIRY_DAYS = 14;

// ---- Industries (docs/product.md#constants) ----

export const industrySchema = z.enum(INDUSTRIES);

// ---- Registration and demo request options (docs/product.md#staff-forms) ----

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const companySizeSchema = z.enum(COMPANY_SIZES, { error: 'Company size is required' });
export type CompanySize = z.infer<typeof companySizeSchema>;
export const companySizeLabels = {
  '1-10': '1-10 employees',
  '11-50': '11-50 employees',
  '51-200': '51-200 employees',
  '201-1000': '201-1000 employees',
  '1000+': '1000+ employees',
} as const satisfies Record<CompanySize, string>;

export const CURRENT_SOLUTIONS = ['manual', 'hireright', 'sterling', 'checkr', 'other', 'none'] as const;
export const currentSolutionSchema = z.enum(CURRENT_SOLUTIONS, {
  error: 'Choose a current solution from the list',
});
export type CurrentSolution = z.infer<typeof currentSolutionSchema>;
export const currentSolutionLabels = {
  manual: 'Manual process',
  hireright: 'HireRight',
  sterling: 'Sterling',
  checkr: 'Checkr',
  other: 'Other',
  none: 'None',
} as const satisfies Record<CurrentSolution, string>;

export const TIMEFRAMES = ['immediate', 'quarter', 'half-year', 'exploring'] as const;
export const timeframeSchema = z.enum(TIMEFRAMES, { error: 'Choose a timeframe from the list' });
export type Timeframe = z.infer<typeof timeframeSchema>;
export const timeframeLabels = {
  immediate: 'Within 30 days',
  quarter: '1-3 months',
  'half-year': 'Next 6 months',
  exploring: 'Just exploring',
} as const satisfies Record<Timeframe, string>;
