import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_SETTINGS, settingsSchema, updateSettingsBodySchema } from './settings.js';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('settings', () => {
  it('defaults every value', () => {
    expect(settingsSchema.parse({})).toEqual({
      processingTimeoutSeconds: 300,
      autoRetry: true,
      emailNotifications: true,
      alertThreshold: 10,
      rateLimitPerMinute: 100,
      debugLogging: false,
      remindersEnabled: true,
      requireMfa: false,
      runChecksOnSubmission: true,
    });
    expect(settingsSchema.parse({})).toEqual(DEFAULT_SETTINGS);
  });

  it('offers 180, 300 and 600 seconds only', () => {
    for (const seconds of [180, 300, 600]) {
      expect(settingsSchema.parse({ processingTimeoutSeconds: seconds }).processingTimeoutSeconds).toBe(
        seconds,
      );
    }
    expect(messages(settingsSchema, { processingTimeoutSeconds: 240 })).toEqual([
      'Processing timeout must be 180, 300 or 600 seconds',
    ]);
  });

  it('alert threshold is 1 to 100', () => {
    const message = 'Alert threshold must be a whole number between 1 and 100';
    expect(messages(settingsSchema, { alertThreshold: 1 })).toEqual([]);
    expect(messages(settingsSchema, { alertThreshold: 100 })).toEqual([]);
    expect(messages(settingsSchema, { alertThreshold: 0 })).toEqual([message]);
    expect(messages(settingsSchema, { alertThreshold: 101 })).toEqual([message]);
    expect(messages(settingsSchema, { alertThreshold: 5.5 })).toEqual([message]);
    expect(messages(settingsSchema, { alertThreshold: '10' })).toEqual([message]);
  });

  it('rate limit is 10 to 1000 per minute', () => {
    const message = 'Rate limit must be a whole number between 10 and 1000 requests per minute';
    expect(messages(settingsSchema, { rateLimitPerMinute: 10 })).toEqual([]);
    expect(messages(settingsSchema, { rateLimitPerMinute: 1000 })).toEqual([]);
    expect(messages(settingsSchema, { rateLimitPerMinute: 9 })).toEqual([message]);
    expect(messages(settingsSchema, { rateLimitPerMinute: 1001 })).toEqual([message]);
  });

  it('flags must be booleans', () => {
    expect(messages(settingsSchema, { debugLogging: 'yes' })).toEqual(['Must be on or off']);
  });

  it('an update changes only what is given', () => {
    expect(updateSettingsBodySchema.parse({ alertThreshold: 20 })).toEqual({ alertThreshold: 20 });
    expect(updateSettingsBodySchema.parse({})).toEqual({});
    expect(messages(updateSettingsBodySchema, { rateLimitPerMinute: 5 })).toHaveLength(1);
  });
});
