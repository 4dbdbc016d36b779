import { z } from 'zod';
import { newPasswordSchema, CONFIRM_PASSWORD_REQUIRED } from './auth.js';
import { requiredEmail, requiredText, text } from './common.js';

/** A department's name as members and invitations carry it ('' or absent: none). */
export const DEPARTMENT_MAX = 100;
export const departmentSchema = text({ error: 'Department must be text' })
  .trim()
  .max(DEPARTMENT_MAX, `Department must be at most ${DEPARTMENT_MAX} characters`);
import { PASSWORDS_DO_NOT_MATCH } from './messages.js';
import { roleSchema } from './roles.js';

/** How long a staff invitation link works. */
export const STAFF_INVITATION_DAYS = 7;

/** POST /api/staff-invitations: invite a colleague by email with the roles they will hold. */
export const inviteStaffBodySchema = z.object({
  email: requiredEmail(),
  roles: z
    .array(roleSchema, { error: 'Choose at least one role' })
    .min(1, 'Choose at least one role')
    .max(10)
    .refine((roles) => !roles.includes('candidate'), 'Candidates are invited from Invite candidate'),
  /** The department they will belong to (department-scoped roles see its verifications); empty for none. */
  department: departmentSchema.optional(),
});
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

export const staffInvitationStatusSchema = z.enum(['pending', 'expired', 'accepted', 'revoked']);
export type StaffInvitationStatus = z.infer<typeof staffInvitationStatusSchema>;

/** A pending (or expired) invitation, as the staff list shows it. */
export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  department: z.string().nullable(),
  status: staffInvitationStatusSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const listStaffInvitationsResponseSchema = z.object({
  success: z.literal(true),
  invitations: z.array(staffInvitationSchema),
});
export type ListStaffInvitationsResponse = z.infer<typeof listStaffInvitationsResponseSchema>;

export const staffInvitationResponseSchema = z.object({
  success: z.literal(true),
  invitation: staffInvitationSchema,
});
export type StaffInvitationResponse = z.infer<typeof staffInvitationResponseSchema>;

export const staffInvitationParamsSchema = z.object({ invitationId: text().min(1).max(100) });

/** The link's token (never stored: only its hash is). */
export const staffInvitationTokenSchema = text().trim().min(20).max(200);

export const STAFF_INVITATION_INVALID = 'This invitation link is not valid.';
export const STAFF_INVITATION_EXPIRED =
  'This invitation has expired. Ask your administrator to send a new one.';
export const STAFF_INVITATION_USED = 'This invitation has already been accepted. Sign in instead.';
export const STAFF_INVITATION_REVOKED =
  'This invitation was withdrawn. Ask your administrator for a new one.';

/** GET /api/staff-invitations/lookup?token=…: what the accept page shows before the form. */
export const staffInvitationLookupQuerySchema = z.object({ token: staffInvitationTokenSchema });
export const staffInvitationLookupResponseSchema = z.object({
  success: z.literal(true),
  invitation: z.object({
    email: z.string(),
    organisationName: z.string(),
    roles: z.array(roleSchema),
    expiresAt: z.string(),
  }),
});
export type StaffInvitationLookupResponse = z.infer<typeof staffInvitationLookupResponseSchema>;

/** POST /api/staff-invitations/accept: the invitee chooses their name and password. */
export const acceptStaffInvitationBodySchema = z
  .object({
    token: staffInvitationTokenSchema,
    firstName: requiredText('First name is required'),
    lastName: requiredText('Last name is required'),
    password: newPasswordSchema,
    confirmPassword: text({ error: CONFIRM_PASSWORD_REQUIRED }).min(1, CONFIRM_PASSWORD_REQUIRED),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
      return (
        typeof value?.password === 'string' &&
        typeof value.confirmPassword === 'string' &&
        value.confirmPassword.length > 0
      );
    },
  });
export type AcceptStaffInvitationBody = z.infer<typeof acceptStaffInvitationBodySchema>;
export type AcceptStaffInvitationInput = z.input<typeof acceptStaffInvitationBodySchema>;

export const acceptStaffInvitationResponseSchema = z.object({
  success: z.literal(true),
  redirectTo: z.string(),
});

/** POST /api/account/email: a new address, confirmed by the current password. */
export const changeEmailBodySchema = z.object({
  newEmail: requiredEmail('New email is required'),
  password: text({ error: 'Enter your current password' }).min(1, 'Enter your current password'),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
export const changeEmailResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** What the API answers (403, code MFA_REQUIRED) while an organisation's MFA rule is not met. */
export const MFA_REQUIRED_MESSAGE =
  'Your organisation requires two-factor authentication. Set it up in Security.';
