import { z } from 'zod';
import { requiredEmail, requiredText, text } from './common.js';
import { companySizeSchema } from './constants.js';
import { PASSWORDS_DO_NOT_MATCH } from './messages.js';
import { permissionSchema, roleSchema } from './roles.js';

/** Where the email-confirmation link lands: the dashboard, which says the address is confirmed. */
export const EMAIL_CONFIRMED_PATH = '/dashboard?email=confirmed';
export const EMAIL_CONFIRMED_MESSAGE = 'Your email address is confirmed';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;
/** The code a deactivated member's refused sign-in carries in its details. */
export const ACCOUNT_DEACTIVATED_CODE = 'ACCOUNT_DEACTIVATED';
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'Your access was removed: an administrator of your organisation deactivated this account. Ask them to reactivate it if you still need it.';
/**
 * The answer to every sign-in to an address with many recent failed attempts, whatever the
 * password: the right password gets a one-time code by email, to send with the password again.
 */
export const SIGN_IN_CODE_REQUIRED_MESSAGE =
  'For your security, enter the sign-in code we just emailed you. No email within a few minutes? Check your password and sign in again, or reset your password.';
export const signInCodeRequiredSchema = z.object({
  emailCodeRequired: z.literal(true),
  message: z.string(),
});
export type SignInCodeRequired = z.infer<typeof signInCodeRequiredSchema>;
export const SIGN_IN_CODE_INVALID = 'Enter the 8-digit code from the email';
export const signInCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{8}$/, SIGN_IN_CODE_INVALID);
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';

/** A new password: not trimmed (spaces are part of it), 8–128 characters. */
export const newPasswordSchema = text({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .refine((value) => value.length === 0 || value.length >= PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .refine((value) => value.length <= PASSWORD_MAX, PASSWORD_TOO_LONG);

function passwordsGiven(value: unknown): value is { password: string; confirmPassword: string } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.password === 'string' && typeof record.confirmPassword === 'string';
}

/** POST /api/register (docs/product.md#staff-forms, call 1 of docs/product.md#api-calls): every field required; the passwords must match. */
export const registerBodySchema = z
  .object({
    firstName: requiredText('First name is required'),
    lastName: requiredText('Last name is required'),
    email: requiredEmail(),
    company: requiredText('Company is required'),
    jobTitle: requiredText('Job title is required'),
    companySize: companySizeSchema,
    phone: requiredText('Phone number is required', 50),
    password: newPasswordSchema,
    confirmPassword: text({ error: CONFIRM_PASSWORD_REQUIRED }).min(1, CONFIRM_PASSWORD_REQUIRED),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
    when: (payload) => passwordsGiven(payload.value) && payload.value.confirmPassword.length > 0,
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterInput = z.input<typeof registerBodySchema>;

export const registerResponseSchema = z.object({ success: z.literal(true) });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Sign-in: email and password both required (docs/product.md#staff-forms). */
export const loginBodySchema = z.object({
  email: requiredText('Email is required', 254),
  password: text({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user as the client sees it (docs/product.md#records). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  department: z.string(),
  organizationId: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/me: who is signed in, in which organisation, with which roles and permissions. */
export const meResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string().nullable(),
    phone: z.string().nullable(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    platformAdmin: z.boolean(),
  }),
  organisation: z
    .object({
      id: z.string(),
      name: z.string(),
      plan: z.string(),
      trialEndsAt: z.string().nullable(),
      requireMfa: z.boolean(),
    })
    .nullable(),
  membership: z
    .object({
      roles: z.array(roleSchema),
      department: z.string().nullable(),
      permissions: z.array(permissionSchema),
    })
    .nullable(),
  /** A platform administrator of a demo install: the demo outbox (/platform/outbox) shows sent mail. */
  demoOutbox: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/session: never fails for an anonymous visitor, so public pages can ask cheaply. */
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  me: meResponseSchema.omit({ success: true }).nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** One member of the organisation, as the staff list (/users) shows them. */
/** A signed-in session ("device") of the caller, named by its id (never by its token). */
export const sessionParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });
export type SessionParams = z.infer<typeof sessionParamsSchema>;
export const revokeSessionResponseSchema = z.object({ success: z.literal(true) });
export const SESSION_NOT_FOUND = 'This device is no longer signed in. Refresh the list.';

/** A member's standing in their organisation: active, or deactivated by an administrator. */
export const MEMBERSHIP_STATUSES = ['active', 'deactivated'] as const;
export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

export const memberSchema = z.object({
  membershipId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  department: z.string().nullable(),
  status: membershipStatusSchema,
  lastSignInAt: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const listMembersResponseSchema = z.object({
  success: z.literal(true),
  members: z.array(memberSchema),
});
export type ListMembersResponse = z.infer<typeof listMembersResponseSchema>;

export const memberParamsSchema = z.object({ membershipId: text().min(1).max(100) });

export const UPDATE_MEMBER_EMPTY_MESSAGE = 'Send the new roles, the new department, or both.';

export const updateMemberBodySchema = z
  .object({
    roles: z.array(roleSchema).min(1, 'Choose at least one role').max(10),
    department: text().trim().max(100).nullable(),
  })
  .partial()
  .refine((body) => body.roles !== undefined || body.department !== undefined, UPDATE_MEMBER_EMPTY_MESSAGE);
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

export const memberResponseSchema = z.object({ success: z.literal(true), member: memberSchema });
export type MemberResponse = z.infer<typeof memberResponseSchema>;

/** The demo users offered by the demo sign-in overlay (admin, company admin, candidate; docs/product.md#demo-mode). */
export const DEMO_USERS = ['admin', 'company_admin', 'candidate'] as const;
export const demoUserSchema = z.enum(DEMO_USERS);
export type DemoUser = z.infer<typeof demoUserSchema>;
export const demoSignInBodySchema = z.object({ user: demoUserSchema });
export const demoSignInResponseSchema = z.object({ success: z.literal(true), redirectTo: z.string() });
