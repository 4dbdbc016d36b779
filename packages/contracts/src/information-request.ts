import { z } from 'zod';
import {
  idSchema,
  isIsoDate,
  isoDateSchema,
  isoDateTimeSchema,
  LONG_TEXT_MAX,
  optionalIsoDate,
  optionalText,
  stringProp,
  toIsoDate,
} from './common.js';
import { DEFAULT_URGENCY, urgencyLabels, urgencySchema } from './constants.js';

/** The parts of a submission a reviewer can ask the candidate to revisit. */
export const INFO_REQUEST_CATEGORIES = ['personalInfo', 'education', 'employment', 'documents'] as const;
export type InfoRequestCategory = (typeof INFO_REQUEST_CATEGORIES)[number];
export const infoRequestCategorySchema = z.enum(INFO_REQUEST_CATEGORIES);
export const infoRequestCategoryLabels = {
  personalInfo: 'Personal information',
  education: 'Education',
  employment: 'Employment',
  documents: 'Documents',
} as const satisfies Record<InfoRequestCategory, string>;

export const INFORMATION_REQUEST_EMPTY = 'Please provide at least one request or message.';
export const DEADLINE_BEFORE_TODAY = 'Deadline cannot be before today';

/** True when there is a general message or at least one category text (blank text does not count). */
export function hasAnyRequest(value: unknown): boolean {
  if (stringProp(value, 'message')?.trim()) return true;
  const specific: unknown =
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>).specificRequests
      : undefined;
  return INFO_REQUEST_CATEGORIES.some((category) => Boolean(stringProp(specific, category)?.trim()));
}

/** True when `deadline` is a date strictly before `today` (both YYYY-MM-DD). */
export function isDeadlineBeforeToday(deadline: string | undefined, today: string): boolean {
  const value = deadline?.trim();
  return value !== undefined && isIsoDate(value) && value < today;
}

/** A source of today's date as YYYY-MM-DD. */
export type TodayFn = () => string;

/** Today's local calendar date. */
export const localToday: TodayFn = () => toIsoDate(new Date());

/**
 * A request for more information (docs/product.md#requests-for-more-information). `today` is read at parse time; the server may pass
 * a clock that tolerates the requester's time zone, tests a fixed date.
 */
export function createInformationRequestSchema(today: TodayFn = localToday) {
  return z
    .object({
      message: optionalText(LONG_TEXT_MAX),
      personalInfo: z.boolean().default(false),
      education: z.boolean().default(false),
      employment: z.boolean().default(false),
      documents: z.boolean().default(false),
      specificRequests: z
        .object({
          personalInfo: optionalText(LONG_TEXT_MAX),
          education: optionalText(LONG_TEXT_MAX),
          employment: optionalText(LONG_TEXT_MAX),
          documents: optionalText(LONG_TEXT_MAX),
        })
        .default({}),
      urgency: urgencySchema.default(DEFAULT_URGENCY),
      /** YYYY-MM-DD, not before today; blank or missing means no deadline. */
      deadline: optionalIsoDate(),
    })
    .refine(hasAnyRequest, {
      message: INFORMATION_REQUEST_EMPTY,
      path: ['message'],
      when: (payload) => !hasAnyRequest(payload.value),
    })
    .refine((request) => !isDeadlineBeforeToday(request.deadline, today()), {
      message: DEADLINE_BEFORE_TODAY,
      path: ['deadline'],
      when: (payload) => isDeadlineBeforeToday(stringProp(payload.value, 'deadline'), today()),
    });
}

export const informationRequestSchema = createInformationRequestSchema();
export type InformationRequest = z.infer<typeof informationRequestSchema>;
export type InformationRequestInput = z.input<typeof informationRequestSchema>;

/** The categories a request asks about: those flagged or carrying text. */
export function requestedCategories(request: InformationRequest): InfoRequestCategory[] {
  return INFO_REQUEST_CATEGORIES.filter(
    (category) => request[category] || Boolean(request.specificRequests[category]?.trim()),
  );
}

/** The plain-text message sent to the candidate, composed from the request. */
export function composeInformationRequestMessage(request: InformationRequest): string {
  const parts: string[] = [];
  const general = request.message?.trim();
  if (general) parts.push(general);
  const categories = requestedCategories(request);
  if (categories.length > 0) {
    const lines = categories.map((category) => {
      const text = request.specificRequests[category]?.trim();
      return text
        ? `- ${infoRequestCategoryLabels[category]}: ${text}`
        : `- ${infoRequestCategoryLabels[category]}`;
    });
    parts.push(['Please provide or update:', ...lines].join('\n'));
  }
  const footer = [`Urgency: ${urgencyLabels[request.urgency]}`];
  const deadline = request.deadline?.trim();
  if (deadline) footer.push(`Deadline: ${deadline}`);
  parts.push(footer.join('\n'));
  return parts.join('\n\n');
}

// ---- Stored requests and the candidate's answers (the record's history) ----

/** The request could not be emailed: it was not sent and the verification stays SUBMITTED. */
export const INFORMATION_REQUEST_FAILED =
  'The request could not be emailed to the candidate, so it was not sent. Please try again.';
/** A draft or submission changed a section the open request did not ask about. */
export const SECTION_NOT_REQUESTED = 'This section was not part of the request and cannot be changed';
/** The candidate tried to remove a document that was part of the earlier submission. */
export const DOCUMENT_LOCKED_MESSAGE =
  'Documents from your earlier submission cannot be removed. You can add new documents.';

/**
 * OPEN: the candidate link is reopened and the candidate has not resubmitted yet; ANSWERED: the
 * candidate resubmitted; EMAIL_FAILED: the email could not be sent, so the request was withdrawn.
 */
export const INFORMATION_REQUEST_STATES = ['OPEN', 'ANSWERED', 'EMAIL_FAILED'] as const;
export const informationRequestStateSchema = z.enum(INFORMATION_REQUEST_STATES);
export type InformationRequestState = z.infer<typeof informationRequestStateSchema>;

export const specificRequestsSchema = z.object({
  personalInfo: z.string().optional(),
  education: z.string().optional(),
  employment: z.string().optional(),
  documents: z.string().optional(),
});

/** What the candidate portal shows of the open request. */
export const candidateInformationRequestSchema = z.object({
  id: idSchema,
  /** The composed text, as emailed. */
  message: z.string(),
  /** The sections the candidate may change (documents can always be added). */
  categories: z.array(infoRequestCategorySchema),
  specificRequests: specificRequestsSchema,
  urgency: urgencySchema,
  deadline: isoDateSchema.nullable(),
  requestedAt: isoDateTimeSchema,
});
export type CandidateInformationRequest = z.infer<typeof candidateInformationRequestSchema>;

/** The candidate's answer: their resubmission, what it changed and any note. */
export const informationRequestAnswerSchema = z.object({
  answeredAt: isoDateTimeSchema,
  message: z.string().nullable(),
  changedSections: z.array(infoRequestCategorySchema),
  /** Documents added while the request was open. */
  documentIds: z.array(idSchema),
});
export type InformationRequestAnswer = z.infer<typeof informationRequestAnswerSchema>;

/** One request for more information as kept in the record's history (staff view). */
export const informationRequestRecordSchema = candidateInformationRequestSchema.extend({
  verificationId: idSchema,
  state: informationRequestStateSchema,
  requestedBy: z.object({ userId: z.string().nullable(), name: z.string().nullable() }),
  /** True once the email reached the mail system (or the outbox when no SMTP is configured). */
  emailSent: z.boolean(),
  answer: informationRequestAnswerSchema.nullable(),
});
export type InformationRequestRecord = z.infer<typeof informationRequestRecordSchema>;
