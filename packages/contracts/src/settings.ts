import { z } from 'zod';

export const PROCESSING_TIMEOUT_OPTIONS = [180, 300, 600] as const;
export type ProcessingTimeoutSeconds = (typeof PROCESSING_TIMEOUT_OPTIONS)[number];

export const ALERT_THRESHOLD_MIN = 1;
export const ALERT_THRESHOLD_MAX = 100;
export const RATE_LIMIT_MIN = 10;
export const RATE_LIMIT_MAX = 1000;

export const settingsMessages = {
  processingTimeout: 'Processing timeout must be 180, 300 or 600 seconds',
  alertThreshold: `Alert threshold must be a whole number between ${ALERT_THRESHOLD_MIN} and ${ALERT_THRESHOLD_MAX}`,
  rateLimit: `Rate limit must be a whole number between ${RATE_LIMIT_MIN} and ${RATE_LIMIT_MAX} requests per minute`,
  flag: 'Must be on or off',
} as const;

export const DEFAULT_SETTINGS = {
  processingTimeoutSeconds: 300,
  autoRetry: true,
  emailNotifications: true,
  alertThreshold: 10,
  rateLimitPerMinute: 100,
  debugLogging: false,
  remindersEnabled: true,
  requireMfa: false,
  runChecksOnSubmission: true,
} as const;

const processingTimeoutSchema = z.literal(PROCESSING_TIMEOUT_OPTIONS, {
  error: settingsMessages.processingTimeout,
});
const alertThresholdSchema = z
  .number({ error: settingsMessages.alertThreshold })
  .int(settingsMessages.alertThreshold)
  .min(ALERT_THRESHOLD_MIN, settingsMessages.alertThreshold)
  .max(ALERT_THRESHOLD_MAX, settingsMessages.alertThreshold);
const rateLimitSchema = z
  .number({ error: settingsMessages.rateLimit })
  .int(settingsMessages.rateLimit)
  .min(RATE_LIMIT_MIN, settingsMessages.rateLimit)
  .max(RATE_LIMIT_MAX, settingsMessages.rateLimit);
const flagSchema = z.boolean({ error: settingsMessages.flag });

/** Organisation settings (docs/product.md#settings); missing values take their defaults. */
export const settingsSchema = z.object({
  processingTimeoutSeconds: processingTimeoutSchema.default(DEFAULT_SETTINGS.processingTimeoutSeconds),
  autoRetry: flagSchema.default(DEFAULT_SETTINGS.autoRetry),
  emailNotifications: flagSchema.default(DEFAULT_SETTINGS.emailNotifications),
  alertThreshold: alertThresholdSchema.default(DEFAULT_SETTINGS.alertThreshold),
  rateLimitPerMinute: rateLimitSchema.default(DEFAULT_SETTINGS.rateLimitPerMinute),
  debugLogging: flagSchema.default(DEFAULT_SETTINGS.debugLogging),
  /** Candidate reminder emails before the invitation expires. */
  remindersEnabled: flagSchema.default(DEFAULT_SETTINGS.remindersEnabled),
  /** Every member of the organisation must turn on two-step verification. */
  requireMfa: flagSchema.default(DEFAULT_SETTINGS.requireMfa),
  /** The automated checks start by themselves when a candidate submits or answers a request. */
  runChecksOnSubmission: flagSchema.default(DEFAULT_SETTINGS.runChecksOnSubmission),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A settings change: only the fields given are changed; nothing is defaulted. */
export const updateSettingsBodySchema = z
  .object({
    processingTimeoutSeconds: processingTimeoutSchema,
    autoRetry: flagSchema,
    emailNotifications: flagSchema,
    alertThreshold: alertThresholdSchema,
    rateLimitPerMinute: rateLimitSchema,
    debugLogging: flagSchema,
    remindersEnabled: flagSchema,
    requireMfa: flagSchema,
    runChecksOnSubmission: flagSchema,
  })
  .partial();
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const settingsResponseSchema = z.object({
  success: z.literal(true),
  settings: settingsSchema,
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
