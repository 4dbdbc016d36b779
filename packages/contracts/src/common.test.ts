import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  DISALLOWED_CHARACTERS_MESSAGE,
  EMAIL_PATTERN,
  endsBeforeStart,
  isEmail,
  isIsoDate,
  optionalEmail,
  optionalIsoDate,
  optionalText,
  requiredEmail,
  requiredIsoDate,
  requiredText,
  toIsoDate,
  tooLongMessage,
  idSchema,
} from './common.js';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  const schema = requiredText('Name is required');

  it('refuses blank, whitespace-only, missing and non-string values with the given message', () => {
    for (const input of ['', '  ', '\t\n', undefined, null, 42]) {
      expect(messages(schema, input)).toEqual(['Name is required']);
    }
  });

  it('returns the value trimmed', () => {
    expect(schema.parse('  Ada Lovelace  ')).toBe('Ada Lovelace');
  });

  it('refuses text longer than the maximum', () => {
    expect(messages(requiredText('x', 5), 'abcdef')).toEqual([tooLongMessage(5)]);
    expect(requiredText('x', 5).parse('abcde')).toBe('abcde');
  });
});

describe('optionalText', () => {
  it('accepts missing and empty values and trims the rest', () => {
    const schema = optionalText();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('   ')).toBe('');
    expect(schema.parse(' Apt 4 ')).toBe('Apt 4');
  });
});

describe('email pattern', () => {
  it.each(['a@b.co', 'first.last@example.com', 'x+tag@sub.domain.org', 'é@ü.de'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b.', 'a@b c.de'])('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('requiredEmail', () => {
  const schema = requiredEmail();

  it('gives only the required message when blank', () => {
    expect(messages(schema, '   ')).toEqual(['Email is required']);
    expect(messages(schema, undefined)).toEqual(['Email is required']);
  });

  it('gives the invalid message when the pattern fails', () => {
    expect(messages(schema, 'not-an-email')).toEqual(['Email is invalid']);
  });

  it('trims before checking', () => {
    expect(schema.parse('  hr@acme.com ')).toBe('hr@acme.com');
  });

  it('uses custom messages', () => {
    const custom = requiredEmail('Give an email', 'Bad email');
    expect(messages(custom, '')).toEqual(['Give an email']);
    expect(messages(custom, 'x@y')).toEqual(['Bad email']);
  });
});

describe('optionalEmail', () => {
  it('allows blank and missing but not malformed addresses', () => {
    const schema = optionalEmail();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(' ')).toBe('');
    expect(messages(schema, 'x@y')).toEqual(['Email is invalid']);
  });
});

describe('ISO dates', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate('01/02/2024')).toBe(false);
  });

  it('formats a local date as YYYY-MM-DD', () => {
    expect(toIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(toIsoDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });

  it('requiredIsoDate gives the required message when blank and the format message when malformed', () => {
    const schema = requiredIsoDate('Start date is required');
    expect(messages(schema, ' ')).toEqual(['Start date is required']);
    expect(messages(schema, '2024-02-30')).toEqual(['Enter a valid date (YYYY-MM-DD)']);
    expect(schema.parse(' 2024-02-29 ')).toBe('2024-02-29');
  });

  it('optionalIsoDate allows blank', () => {
    const schema = optionalIsoDate();
    expect(schema.parse('')).toBe('');
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.safeParse('tomorrow').success).toBe(false);
  });

  it('endsBeforeStart compares two valid dates only', () => {
    expect(endsBeforeStart({ startDate: '2020-05-01', endDate: '2020-04-30' })).toBe(true);
    expect(endsBeforeStart({ startDate: '2020-05-01', endDate: '2020-05-01' })).toBe(false);
    expect(endsBeforeStart({ startDate: '2020-05-01', endDate: '' })).toBe(false);
    expect(endsBeforeStart({ startDate: '2020-05-01' })).toBe(false);
    expect(endsBeforeStart(null)).toBe(false);
  });
});

describe('idSchema', () => {
  it('accepts UUIDs only', () => {
    expect(idSchema.safeParse('3b241101-e2bb-4255-8caf-4136c566a962').success).toBe(true);
    expect(messages(idSchema, '123')).toEqual(['Invalid id']);
  });
});

describe('text fields refuse characters no database can store', () => {
  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ])('rejects %s with a message saying what is wrong', (_what, value) => {
    const result = requiredText('Required').safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DISALLOWED_CHARACTERS_MESSAGE);
    expect(optionalText().safeParse(value).success).toBe(false);
    expect(requiredEmail().safeParse(`${value}@example.com`).success).toBe(false);
  });

  it('accepts emoji (paired surrogates), accents and right-to-left text', () => {
    for (const value of ['Zoë 👩🏽‍💻', 'שלום', 'a\u200fb']) {
      expect(requiredText('Required').parse(value)).toBe(value);
    }
  });
});
