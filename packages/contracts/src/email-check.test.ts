import { describe, it, expect } from 'vitest';
import {
  DISPOSABLE_EMAIL_DOMAINS,
  EMAIL_PRECHECK_ERROR_RESULT,
  PERSONAL_EMAIL_DOMAINS,
  emailDomain,
  emailPrecheckResultSchema,
  precheckEmail,
} from './email-check.js';

describe('precheckEmail', () => {
  it.each(['', '   ', 'plain', 'a@b', 'a b@c.de'])('%j is INVALID', (email) => {
    const result = precheckEmail(email);
    expect(result.status).toBe('INVALID');
    expect(result.message).toBe('Invalid email format');
    expect(result.details).toBe('Email address does not match standard format requirements');
  });

  it('lists four disposable and four personal domains', () => {
    expect(DISPOSABLE_EMAIL_DOMAINS).toHaveLength(4);
    expect(PERSONAL_EMAIL_DOMAINS).toEqual(['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com']);
  });

  it.each(DISPOSABLE_EMAIL_DOMAINS)('%s is DISPOSABLE', (domain) => {
    const result = precheckEmail(`someone@${domain}`);
    expect(result.status).toBe('DISPOSABLE');
    expect(result.message).toBe('Disposable email detected');
    expect(result.domain).toBe(domain);
    expect(result.recommendation).toMatch(/business or permanent/);
  });

  it.each(PERSONAL_EMAIL_DOMAINS)('%s is PERSONAL', (domain) => {
    const result = precheckEmail(`someone@${domain}`);
    expect(result.status).toBe('PERSONAL');
    expect(result.message).toBe('Personal email detected');
    expect(result.recommendation).toMatch(/business email/);
  });

  it('matches domains without regard to case or surrounding spaces', () => {
    expect(precheckEmail('  Someone@GMAIL.com ').status).toBe('PERSONAL');
    expect(precheckEmail('x@Mailinator.COM').status).toBe('DISPOSABLE');
  });

  it('does not treat look-alike domains as listed', () => {
    expect(precheckEmail('hr@notgmail.com').status).toBe('VALID');
    expect(precheckEmail('hr@gmail.com.evil.io').status).toBe('VALID');
  });

  it('anything else is a verified business email with its domain', () => {
    const result = precheckEmail('hr@acme.co.uk');
    expect(result).toMatchObject({
      status: 'VALID',
      message: 'Email address verified',
      domain: 'acme.co.uk',
      type: 'Business Email',
    });
    expect(emailPrecheckResultSchema.safeParse(result).success).toBe(true);
  });

  it('has an ERROR result for when the check cannot be made', () => {
    expect(EMAIL_PRECHECK_ERROR_RESULT).toMatchObject({
      status: 'ERROR',
      message: 'Verification failed',
      details: 'Unable to verify email address at this time',
    });
  });

  it('emailDomain lower-cases the part after the last @', () => {
    expect(emailDomain('a@B.com')).toBe('b.com');
    expect(emailDomain('nodomain')).toBe('');
  });
});
