import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { paginationQuerySchema } from './pagination.js';
import {
  createSubmitVerificationBodySchema,
  createSubmitVerificationCallBodySchema,
  listVerificationsQuerySchema,
  listVerificationsResponseSchema,
  submitVerificationBodySchema,
} from './verification.js';
import { CONSENT_DISCLOSURE, missingSectionIssues, signatureMatchesName } from './candidate.js';

type Issue = { path: string; message: string };
function issues(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const id = '3b241101-e2bb-4255-8caf-4136c566a962';
const address = { address1: '1 Main St', city: 'Springfield', state: 'IL', country: 'US', zip: '62701' };
const formData = {
  personalInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    email: 'ada@example.com',
    phone: '555',
    currentAddress: address,
  },
  education: [{ institution: 'U', address: 'A', degree: 'BSc', graduationDate: '2012-06-01' }],
  employment: [
    {
      company: 'Acme',
      position: 'Analyst',
      startDate: '2013-01-01',
      supervisorName: 'Grace',
      supervisorPhone: '555',
      supervisorEmail: 'grace@acme.com',
    },
  ],
};
const submission = {
  verificationId: id,
  status: 'SUBMITTED',
  submittedAt: '2025-01-01T10:00:00.000Z',
  candidateEmail: 'ada@example.com',
  candidateName: 'Ada Lovelace',
  formData,
  documents: [],
};

describe('POST /api/submit-verification body', () => {
  it('accepts a candidate submission without action', () => {
    const parsed = submitVerificationBodySchema.parse(submission);
    expect(parsed.action).toBeUndefined();
    expect(issues(submitVerificationBodySchema, { ...submission, action: 'SUBMIT' })).toEqual([]);
  });

  it('validates the candidate form inside a submission', () => {
    // Whether education and employment are needed depends on the request (missingSectionIssues).
    expect(
      issues(submitVerificationBodySchema, { ...submission, formData: { ...formData, employment: [] } }),
    ).toEqual([]);
    expect(missingSectionIssues({ ...formData, employment: [] }, [], 'formData.')).toEqual([
      { path: 'formData.employment', message: 'At least one employment entry is required' },
    ]);
    expect(missingSectionIssues({ ...formData, employment: [] }, ['employment'])).toEqual([]);
    expect(
      issues(submitVerificationBodySchema, {
        ...submission,
        formData: { ...formData, personalInfo: { ...formData.personalInfo, dateOfBirth: '' } },
      }).map((i) => i.path),
    ).toEqual(['formData.personalInfo.dateOfBirth']);
    expect(
      issues(submitVerificationBodySchema, { ...submission, status: 'COMPLETED' }).map((i) => i.path),
    ).toEqual(['status']);
  });

  it('the portal’s signature must be the full name of step 1, case, spacing and accents forgiven', () => {
    const schema = createSubmitVerificationCallBodySchema(() => '2025-06-15');
    const signed = (signature: string) => ({
      ...submission,
      consent: { disclosureVersion: CONSENT_DISCLOSURE.version, accepted: true, signature },
    });
    expect(issues(schema, signed('Grace Hopper'))).toEqual([
      { path: 'consent.signature', message: 'The signature must match your full name' },
    ]);
    expect(issues(schema, signed(' ada  LOVELACE '))).toEqual([]);
    expect(signatureMatchesName('Zoe Angstrom-Nunez', { firstName: 'Zoë', lastName: 'Ångström Núñez' })).toBe(
      true,
    );
    expect(signatureMatchesName('Grainne ONeill', { firstName: 'Gráinne', lastName: "O'Neill" })).toBe(true);
    expect(signatureMatchesName('Ada', { firstName: 'Ada', lastName: 'Lovelace' })).toBe(false);
    // Middle names between the first and last name are part of a full name.
    expect(signatureMatchesName('Grace Brewster Hopper', { firstName: 'Grace', lastName: 'Hopper' })).toBe(
      true,
    );
    expect(signatureMatchesName('Hopper Grace', { firstName: 'Grace', lastName: 'Hopper' })).toBe(false);
    expect(signatureMatchesName('Grace Hopper Smith', { firstName: 'Grace', lastName: 'Hopper' })).toBe(
      false,
    );
  });

  it('accepts a request for more information', () => {
    const schema = createSubmitVerificationBodySchema(() => '2025-06-15');
    const parsed = schema.parse({
      action: 'REQUEST_MORE_INFO',
      verificationId: id,
      requestData: { message: 'Please upload your diploma', deadline: '2025-06-15' },
      requestId: 'req-1',
      requestedAt: '2025-06-15T08:00:00Z',
    });
    expect(parsed.action).toBe('REQUEST_MORE_INFO');
    if (parsed.action === 'REQUEST_MORE_INFO') expect(parsed.requestData.urgency).toBe('normal');
  });

  it('applies the information request rules inside REQUEST_MORE_INFO', () => {
    const schema = createSubmitVerificationBodySchema(() => '2025-06-15');
    expect(
      issues(schema, {
        action: 'REQUEST_MORE_INFO',
        verificationId: id,
        requestData: { deadline: '2025-06-14' },
      }),
    ).toEqual([
      { path: 'requestData.message', message: 'Please provide at least one request or message.' },
      { path: 'requestData.deadline', message: 'Deadline cannot be before today' },
    ]);
  });

  it('refuses an unknown action', () => {
    expect(submitVerificationBodySchema.safeParse({ action: 'APPROVE', verificationId: id }).success).toBe(
      false,
    );
  });
});

describe('listing', () => {
  it('pagination: limit 1 to 100, default 25, coerced from the query string', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ limit: 25 });
    expect(paginationQuerySchema.parse({ limit: '100', cursor: 'abc' })).toEqual({
      limit: 100,
      cursor: 'abc',
    });
    const message = 'Limit must be a whole number between 1 and 100';
    expect(issues(paginationQuerySchema, { limit: '0' })).toEqual([{ path: 'limit', message }]);
    expect(issues(paginationQuerySchema, { limit: '101' })).toEqual([{ path: 'limit', message }]);
    expect(issues(paginationQuerySchema, { limit: 'ten' })).toEqual([{ path: 'limit', message }]);
  });

  it('can filter by status', () => {
    expect(listVerificationsQuerySchema.parse({ status: 'SUBMITTED' }).status).toBe('SUBMITTED');
    expect(listVerificationsQuerySchema.safeParse({ status: 'NOPE' }).success).toBe(false);
  });

  it('the response carries the records and the next cursor', () => {
    const record = {
      verificationId: id,
      verificationType: 'FULL',
      candidateName: 'Ada',
      candidateEmail: 'ada@example.com',
      status: 'INVITED',
      formData: null,
      documents: [],
      aiVerificationResults: null,
      submittedAt: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(
      listVerificationsResponseSchema.safeParse({ success: true, verifications: [record], nextCursor: null })
        .success,
    ).toBe(true);
    expect(
      listVerificationsResponseSchema.safeParse({
        success: true,
        verifications: [
          { ...record, status: 'IN_PROGRESS', formData: { personalInfo: { firstName: 'Ada' } } },
        ],
        nextCursor: 'next',
      }).success,
    ).toBe(true);
    expect(
      listVerificationsResponseSchema.safeParse({ success: true, verifications: [record] }).success,
    ).toBe(false);
  });
});
