import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { nextCursorSchema, paginationQuerySchema, PAGE_LIMIT_MAX, PAGE_LIMIT_MESSAGE } from './pagination.js';

// ---- A verification's timeline (GET /api/verifications/{id}/timeline) ----

/**
 * Who acted on a verification: a member of the organisation (`staff`), the candidate through
 * their link (`candidate`), Candor itself (`system`: the automated checks, reminders) or someone
 * not signed in (`visitor`).
 */
export const TIMELINE_ACTOR_KINDS = ['staff', 'candidate', 'system', 'visitor'] as const;
export const timelineActorKindSchema = z.enum(TIMELINE_ACTOR_KINDS);
export type TimelineActorKind = z.infer<typeof timelineActorKindSchema>;

/** The name shown for Candor's own actions. */
export const SYSTEM_ACTOR_NAME = 'Candor';
/** The name shown for a member whose account no longer exists. */
export const FORMER_MEMBER_NAME = 'A former member';

export const timelineActorSchema = z.object({
  kind: timelineActorKindSchema,
  /** A person's name ("Priya Raman"), the candidate's name, or "Candor". Never an id. */
  name: z.string(),
});
export type TimelineActor = z.infer<typeof timelineActorSchema>;

/**
 * One thing that happened to the verification, from the audit trail: when, who, the action (the
 * audit action, e.g. `verification.invitation_resent`), its human label ("Link resent") and, for
 * some actions, one sentence more. No personal data is carried.
 */
export const timelineEntrySchema = z.object({
  id: idSchema,
  at: isoDateTimeSchema,
  actor: timelineActorSchema,
  action: z.string(),
  label: z.string(),
  detail: z.string().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const TIMELINE_LIMIT_DEFAULT = 50;

/** Keyset pages, newest first; `cursor` is the previous page's `nextCursor`. */
export const verificationTimelineQuerySchema = paginationQuerySchema.extend({
  limit: z.coerce
    .number({ error: PAGE_LIMIT_MESSAGE })
    .int(PAGE_LIMIT_MESSAGE)
    .min(1, PAGE_LIMIT_MESSAGE)
    .max(PAGE_LIMIT_MAX, PAGE_LIMIT_MESSAGE)
    .default(TIMELINE_LIMIT_DEFAULT),
});
export type VerificationTimelineQuery = z.infer<typeof verificationTimelineQuerySchema>;

export const verificationTimelineResponseSchema = z.object({
  success: z.literal(true),
  verificationId: idSchema,
  entries: z.array(timelineEntrySchema),
  nextCursor: nextCursorSchema,
});
export type VerificationTimelineResponse = z.infer<typeof verificationTimelineResponseSchema>;
