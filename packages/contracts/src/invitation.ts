import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  optionalEmail,
  optionalText,
  requiredEmail,
  requiredText,
} from './common.js';
import { FREE_TRIAL } from './constants.js';

/**
 * POST /api/invite-candidate (call 2 of docs/product.md#api-calls). adminEmail and adminName are optional: the server
 * takes them from the signed-in user and ignores what is sent.
 */
export const inviteCandidateBodySchema = z.object({
  candidateEmail: requiredEmail('Candidate email is required', 'Candidate email is invalid'),
  candidateName: requiredText('Candidate name is required'),
  adminEmail: optionalEmail(),
  adminName: optionalText(),
});
export type InviteCandidateBody = z.infer<typeof inviteCandidateBodySchema>;

export const inviteCandidateResponseSchema = z.object({
  success: z.literal(true),
  verificationId: idSchema,
  /** The candidate's private link, carrying an unguessable token. */
  candidateUrl: z.string(),
});
export type InviteCandidateResponse = z.infer<typeof inviteCandidateResponseSchema>;

/** What the candidate portal is prefilled with; it comes from the server's invitation record. */
export const invitationPrefillSchema = z.object({
  verificationId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type InvitationPrefill = z.infer<typeof invitationPrefillSchema>;

/** Splits a full name into first name (first word) and last name (the rest). */
export function splitCandidateName(name: string): { firstName: string; lastName: string } {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const [first = '', ...rest] = words;
  return { firstName: first, lastName: rest.join(' ') };
}

// ---- Resend and revoke (staff, permission initiate_verification) ----

/**
 * POST /api/verifications/{id}/resend-invitation: a new link is emailed; links sent earlier keep
 * working until the extended expiry. Same shape as the invitation answer.
 */
export const resendInvitationResponseSchema = inviteCandidateResponseSchema;
export type ResendInvitationResponse = z.infer<typeof resendInvitationResponseSchema>;

/** POST /api/verifications/{id}/revoke-link: every candidate link stops working at once. */
export const revokeInvitationResponseSchema = z.object({
  success: z.literal(true),
  verificationId: idSchema,
  revokedAt: isoDateTimeSchema,
});
export type RevokeInvitationResponse = z.infer<typeof revokeInvitationResponseSchema>;

/** The answer to an invitation beyond the free trial (docs/product.md#free-trial). */
export const TRIAL_LIMIT_REACHED_MESSAGE = `Your free trial includes ${FREE_TRIAL.verifications} verifications and all of them have been used. Choose a plan to invite more candidates.`;
export const TRIAL_ENDED_MESSAGE = `Your ${FREE_TRIAL.days}-day free trial has ended. Choose a plan to invite more candidates.`;
