import { z } from 'zod';
import { EMAIL_MAX, isEmail, tooLongMessage, text } from './common.js';

export const EMAIL_PRECHECK_STATUSES = ['VALID', 'INVALID', 'DISPOSABLE', 'PERSONAL', 'ERROR'] as const;
export const emailPrecheckStatusSchema = z.enum(EMAIL_PRECHECK_STATUSES);
export type EmailPrecheckStatus = z.infer<typeof emailPrecheckStatusSchema>;

/** Well-known throwaway-mail domains checked on the client; the server checks a much larger list. */
export const DISPOSABLE_EMAIL_DOMAINS = [
  'mailinator.com',
  '10minutemail.com',
  'guerrillamail.com',
  'temp-mail.org',
] as const;
/** Well-known personal-mail domains checked on the client; the server checks a much larger list. */
export const PERSONAL_EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com'] as const;

export const emailPrecheckResultSchema = z.object({
  status: emailPrecheckStatusSchema,
  message: z.string(),
  details: z.string().optional(),
  recommendation: z.string().optional(),
  domain: z.string().optional(),
  type: z.string().optional(),
});
export type EmailPrecheckResult = z.infer<typeof emailPrecheckResultSchema>;

export const emailPrecheckTexts = {
  invalid: {
    message: 'Invalid email format',
    details: 'Email address does not match standard format requirements',
    recommendation: 'Check the address for typing mistakes',
  },
  disposable: {
    message: 'Disposable email detected',
    details: 'This domain provides temporary, throwaway email addresses',
    recommendation: 'Request a business or permanent email address from the candidate',
    type: 'Disposable Email',
  },
  personal: {
    message: 'Personal email detected',
    details: 'This address belongs to a personal email provider',
    recommendation: 'Consider requesting a business email address',
    type: 'Personal Email',
  },
  valid: {
    message: 'Email address verified',
    details: 'The address is well formed and not from a disposable or personal provider',
    recommendation: 'You can invite this candidate',
    type: 'Business Email',
  },
  /** The server found no mail server (MX record) for the domain. */
  noMailServer: {
    message: 'Email domain cannot receive email',
    details: 'No mail server was found for this domain',
    recommendation: 'Check the address with the candidate',
  },
  error: {
    message: 'Verification failed',
    details: 'Unable to verify email address at this time',
    recommendation: 'Please try again later',
  },
} as const;

/** The domain part of an address, lower-cased; '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The result to show when the check itself could not be made. */
export const EMAIL_PRECHECK_ERROR_RESULT: EmailPrecheckResult = {
  status: 'ERROR',
  message: emailPrecheckTexts.error.message,
  details: emailPrecheckTexts.error.details,
  recommendation: emailPrecheckTexts.error.recommendation,
};

/** The client-side rules (docs/product.md#email-pre-check), instantly and without a network call. */
export function precheckEmail(email: string): EmailPrecheckResult {
  const value = email.trim();
  if (!isEmail(value)) {
    return { status: 'INVALID', ...emailPrecheckTexts.invalid };
  }
  const domain = emailDomain(value);
  if ((DISPOSABLE_EMAIL_DOMAINS as readonly string[]).includes(domain)) {
    return { status: 'DISPOSABLE', domain, ...emailPrecheckTexts.disposable };
  }
  if ((PERSONAL_EMAIL_DOMAINS as readonly string[]).includes(domain)) {
    return { status: 'PERSONAL', domain, ...emailPrecheckTexts.personal };
  }
  return { status: 'VALID', domain, ...emailPrecheckTexts.valid };
}

export const emailPrecheckBodySchema = z.object({
  email: text({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(EMAIL_MAX, tooLongMessage(EMAIL_MAX)),
});
export type EmailPrecheckBody = z.infer<typeof emailPrecheckBodySchema>;

export const emailPrecheckResponseSchema = z.object({
  success: z.literal(true),
  result: emailPrecheckResultSchema,
});
export type EmailPrecheckResponse = z.infer<typeof emailPrecheckResponseSchema>;
