import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  optionalEmail,
  optionalText,
  requiredEmail,
  requiredText,
} from './common.js';

/**
 * POST /api/invite-candidate (SPEC §7 call 2). adminEmail and adminName are optional: the server
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
