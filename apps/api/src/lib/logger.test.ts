import { describe, expect, it } from 'vitest';
import { loggableError, loggableUrl } from './logger.js';

describe('loggableUrl', () => {
  it('drops the query string, which may carry personal data', () => {
    expect(loggableUrl('/api/verifications?search=ada@example.com')).toBe('/api/verifications');
  });

  it('masks candidate link tokens on the portal page and on every portal API path', () => {
    expect(loggableUrl('/api/candidate/AbC123-token/draft?x=1')).toBe('/api/candidate/[redacted]/draft');
    expect(loggableUrl('/api/candidate/AbC123-token')).toBe('/api/candidate/[redacted]');
    expect(loggableUrl('/api/candidate/AbC123-token/documents/d-1')).toBe(
      '/api/candidate/[redacted]/documents/d-1',
    );
    expect(loggableUrl('/candidate/AbC123-token')).toBe('/candidate/[redacted]');
  });

  it('masks password reset tokens', () => {
    expect(loggableUrl('/api/auth/reset-password/Reset-Token-123?callbackURL=%2Freset')).toBe(
      '/api/auth/reset-password/[redacted]',
    );
    expect(loggableUrl('/reset-password/Reset-Token-123')).toBe('/reset-password/[redacted]');
  });

  it('masks staff invitation tokens in a path', () => {
    expect(loggableUrl('/accept-invitation/Invite-Token-1')).toBe('/accept-invitation/[redacted]');
  });

  it('masks email verification tokens in a path', () => {
    expect(loggableUrl('/api/auth/verify-email/Verify-Token-1')).toBe('/api/auth/verify-email/[redacted]');
  });

  it('drops every token= query value (verify-email, invitation lookup, accept-invitation)', () => {
    expect(loggableUrl('/api/auth/verify-email?token=eyJhbGciOi.secret&callbackURL=%2F')).toBe(
      '/api/auth/verify-email',
    );
    expect(loggableUrl('/api/staff-invitations/lookup?token=Invite-Token-1')).toBe(
      '/api/staff-invitations/lookup',
    );
    expect(loggableUrl('/accept-invitation?token=Invite-Token-1&limit=5')).toBe('/accept-invitation?limit=5');
  });

  it('keeps only allow-listed query keys with plain values', () => {
    expect(loggableUrl('/api/verifications?limit=20&status=SUBMITTED&search=Ada')).toBe(
      '/api/verifications?limit=20&status=SUBMITTED',
    );
    expect(loggableUrl('/api/verifications?status=ada%40example.com')).toBe('/api/verifications');
  });
});

describe('loggableError', () => {
  it('keeps the code, table and constraint of a database error but not its parameters or detail', () => {
    const cause = Object.assign(new Error('null value in column "x" violates not-null constraint'), {
      code: '23502',
      table: 'verifications',
      constraint: 'verifications_x_not_null',
      detail: 'Failing row contains (078-05-1120, 1970-01-01).',
    });
    const error = new Error(
      'Failed query: insert into "verifications" ("ssn") values ($1)\nparams: 078-05-1120,1970-01-01',
      { cause },
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('078-05-1120');
    expect(logged).not.toContain('1970-01-01');
    expect(loggableError(error)).toMatchObject({
      message: 'Failed query: insert into "verifications" ("ssn") values ($1)',
      cause: { code: '23502', table: 'verifications', constraint: 'verifications_x_not_null' },
    });
  });

  it('keeps the sentence of a database message that quotes the offending value, not the value', () => {
    const cause = Object.assign(new Error('invalid input syntax for type date: "Grace Hopper, 1906-12-09"'), {
      code: '22007',
    });
    const logged = loggableError(new Error('Failed query: select 1', { cause }));
    expect(JSON.stringify(logged)).not.toContain('Grace Hopper');
    expect(logged).toMatchObject({
      cause: { code: '22007', message: 'invalid input syntax for type date: "[value]"' },
    });
  });
});
