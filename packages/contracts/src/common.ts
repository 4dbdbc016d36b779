import { z } from 'zod';

/** The email pattern (docs/product.md#constants): non-space text, @, text, dot, text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** A calendar date as YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Length limits for free text, so no field can carry an unbounded payload. */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const EMAIL_MAX = 254;

export const INVALID_DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD)';
export const INVALID_ID_MESSAGE = 'Invalid id';

export const DISALLOWED_CHARACTERS_MESSAGE =
  'Contains characters that are not allowed (a NUL character or a broken emoji/character encoding). Remove them and try again.';

/** NUL and unpaired UTF-16 surrogates: no database text column can store them, and no form needs them. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern looks for
const DISALLOWED_CHARACTERS = /[\u0000\p{Cs}]/u;

/** True when the text holds a NUL character or half of a surrogate pair. */
export function hasDisallowedCharacters(value: string): boolean {
  return DISALLOWED_CHARACTERS.test(value);
}

/**
 * Every string a client sends starts here: a string without NUL characters or unpaired
 * surrogates. Chain `.trim()`, `.min()`, `.max()` as needed.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasDisallowedCharacters(value), DISALLOWED_CHARACTERS_MESSAGE);
}

export function tooLongMessage(max: number): string {
  return `Must be ${max} characters or fewer`;
}

/** True when the value matches the email pattern (docs/product.md#constants). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** True when the value is YYYY-MM-DD and names a real calendar day. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The local calendar date of `date` as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${month}-${day}`;
}

/**
 * Required text: trimmed first, then must be non-empty. A missing value, a non-string and a
 * blank string all give `message`. The parsed value is the trimmed text.
 */
export function requiredText(message: string, max: number = SHORT_TEXT_MAX) {
  return text({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));
}

/** Optional text, trimmed when present. An empty string is allowed and means "not given". */
export function optionalText(max: number = SHORT_TEXT_MAX) {
  return text().trim().max(max, tooLongMessage(max)).optional();
}

/** Required email: trimmed, `requiredMessage` when blank, `invalidMessage` when it fails the email pattern. */
export function requiredEmail(requiredMessage = 'Email is required', invalidMessage = 'Email is invalid') {
  return text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX, tooLongMessage(EMAIL_MAX))
    .refine((value) => value === '' || isEmail(value), invalidMessage);
}

/** Optional email: trimmed; blank or missing is allowed, anything else must match the email pattern. */
export function optionalEmail(invalidMessage = 'Email is invalid') {
  return text()
    .trim()
    .max(EMAIL_MAX, tooLongMessage(EMAIL_MAX))
    .refine((value) => value === '' || isEmail(value), invalidMessage)
    .optional();
}

/** Required calendar date (YYYY-MM-DD), trimmed; `requiredMessage` when blank. */
export function requiredIsoDate(requiredMessage: string, invalidMessage: string = INVALID_DATE_MESSAGE) {
  return text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => value === '' || isIsoDate(value), invalidMessage);
}

/** Optional calendar date (YYYY-MM-DD), trimmed; blank or missing is allowed. */
export function optionalIsoDate(invalidMessage: string = INVALID_DATE_MESSAGE) {
  return text()
    .trim()
    .refine((value) => value === '' || isIsoDate(value), invalidMessage)
    .optional();
}

/** A calendar date (YYYY-MM-DD) in a response or other server-produced payload. */
export const isoDateSchema = z.string().refine(isIsoDate, INVALID_DATE_MESSAGE);

/** An ISO 8601 timestamp such as `new Date().toISOString()` produces (offsets accepted). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Enter a valid ISO date-time' });

/** Every entity id is a UUID. */
export const idSchema = z.uuid({ error: INVALID_ID_MESSAGE });

/** `{ id }` route parameters. */
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** The body of a success response that carries nothing else. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** Reads a string property from an unknown value (for cross-field rules that run on partial input). */
export function stringProp(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const prop: unknown = (value as Record<string, unknown>)[key];
  return typeof prop === 'string' ? prop : undefined;
}

export const END_BEFORE_START_MESSAGE = 'End date cannot be before start date';

/** True when both dates are given and the end date is earlier than the start date. */
export function endsBeforeStart(value: unknown): boolean {
  const start = stringProp(value, 'startDate')?.trim();
  const end = stringProp(value, 'endDate')?.trim();
  return start !== undefined && end !== undefined && isIsoDate(start) && isIsoDate(end) && end < start;
}
