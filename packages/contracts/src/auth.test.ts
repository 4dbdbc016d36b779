import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { loginBodySchema, registerBodySchema } from './auth.js';

type Issue = { path: string; message: string };
function issues(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.com',
  company: 'Acme',
  jobTitle: 'HR Director',
  companySize: '51-200',
  phone: '+1 555 0100',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('registration', () => {
  it('accepts a complete registration and trims the text fields', () => {
    const parsed = registerBodySchema.parse({ ...registration, firstName: ' Ada ', company: ' Acme ' });
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.company).toBe('Acme');
  });

  it('requires every field', () => {
    expect(issues(registerBodySchema, {}).map((i) => i.path)).toEqual([
      'firstName',
      'lastName',
      'email',
      'company',
      'jobTitle',
      'companySize',
      'phone',
      'password',
      'confirmPassword',
    ]);
  });

  it('refuses a blank required field with its message', () => {
    expect(issues(registerBodySchema, { ...registration, jobTitle: '   ' })).toEqual([
      { path: 'jobTitle', message: 'Job title is required' },
    ]);
  });

  it('checks the email pattern', () => {
    expect(issues(registerBodySchema, { ...registration, email: 'ada@acme' })).toEqual([
      { path: 'email', message: 'Email is invalid' },
    ]);
  });

  it('accepts only the listed company sizes', () => {
    expect(issues(registerBodySchema, { ...registration, companySize: '5000+' })).toEqual([
      { path: 'companySize', message: 'Company size is required' },
    ]);
  });

  it("says 'Passwords do not match' on confirmPassword", () => {
    expect(issues(registerBodySchema, { ...registration, confirmPassword: 'correct horsE' })).toEqual([
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });

  it('reports the mismatch together with other problems', () => {
    expect(
      issues(registerBodySchema, { ...registration, lastName: '', confirmPassword: 'other password' }),
    ).toEqual([
      { path: 'lastName', message: 'Last name is required' },
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });

  it('enforces 8 to 128 characters', () => {
    const withPassword = (password: string) => ({ ...registration, password, confirmPassword: password });
    expect(issues(registerBodySchema, withPassword('1234567'))).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(issues(registerBodySchema, withPassword('12345678'))).toEqual([]);
    expect(issues(registerBodySchema, withPassword('x'.repeat(128)))).toEqual([]);
    expect(issues(registerBodySchema, withPassword('x'.repeat(129)))).toEqual([
      { path: 'password', message: 'Password must be at most 128 characters' },
    ]);
  });

  it('does not trim passwords', () => {
    expect(
      registerBodySchema.parse({ ...registration, password: ' secret12 ', confirmPassword: ' secret12 ' })
        .password,
    ).toBe(' secret12 ');
  });

  it('gives only the required message for an empty password', () => {
    expect(issues(registerBodySchema, { ...registration, password: '', confirmPassword: '' })).toEqual([
      { path: 'password', message: 'Password is required' },
      { path: 'confirmPassword', message: 'Please confirm your password' },
    ]);
  });
});

describe('login', () => {
  it('requires email and password', () => {
    expect(issues(loginBodySchema, { email: ' ', password: '' })).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
    expect(loginBodySchema.parse({ email: ' ada@acme.com ', password: 'x' })).toEqual({
      email: 'ada@acme.com',
      password: 'x',
    });
  });
});
