import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { demoReportBodySchema } from './demo-report.js';
import { demoRequestBodySchema } from './demo-request.js';
import { createGraduationYearSchema } from './graduation-year.js';
import {
  inviteCandidateBodySchema,
  inviteCandidateResponseSchema,
  splitCandidateName,
} from './invitation.js';
import {
  educationVerificationFormSchema,
  employmentVerificationFormSchema,
} from './verification-requests.js';

type Issue = { path: string; message: string };
function issues(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const currentYear = new Date().getFullYear();

describe('graduation year', () => {
  const education = {
    candidateName: 'Ada Lovelace',
    institution: 'State University',
    degree: 'BSc',
    graduationYear: 2012,
    email: 'ada@example.com',
  };
  const rangeMessage = `Graduation year must be between 1950 and ${currentYear + 5}`;

  it('accepts 1950 and the current year plus 5', () => {
    expect(issues(educationVerificationFormSchema, { ...education, graduationYear: 1950 })).toEqual([]);
    expect(
      issues(educationVerificationFormSchema, { ...education, graduationYear: currentYear + 5 }),
    ).toEqual([]);
  });

  it('refuses 1949 and the current year plus 6', () => {
    expect(issues(educationVerificationFormSchema, { ...education, graduationYear: 1949 })).toEqual([
      { path: 'graduationYear', message: rangeMessage },
    ]);
    expect(
      issues(educationVerificationFormSchema, { ...education, graduationYear: currentYear + 6 }),
    ).toEqual([{ path: 'graduationYear', message: rangeMessage }]);
  });

  it('refuses missing, NaN, text and fractional years', () => {
    expect(issues(educationVerificationFormSchema, { ...education, graduationYear: undefined })).toEqual([
      { path: 'graduationYear', message: 'Graduation year is required' },
    ]);
    expect(issues(educationVerificationFormSchema, { ...education, graduationYear: Number.NaN })).toEqual([
      { path: 'graduationYear', message: 'Graduation year is required' },
    ]);
    expect(issues(educationVerificationFormSchema, { ...education, graduationYear: '' })).toEqual([
      { path: 'graduationYear', message: 'Graduation year is required' },
    ]);
    expect(issues(educationVerificationFormSchema, { ...education, graduationYear: '2012' })).toEqual([
      { path: 'graduationYear', message: 'Graduation year must be a number' },
    ]);
    expect(
      issues(educationVerificationFormSchema, { ...education, graduationYear: 2012.5 })[0]?.message,
    ).toBe('Graduation year must be a whole number');
  });

  it('follows the clock it is given', () => {
    const schema = createGraduationYearSchema(() => new Date(2040, 0, 1));
    expect(schema.safeParse(2045).success).toBe(true);
    expect(issues(schema, 2046)).toEqual([
      { path: '', message: 'Graduation year must be between 1950 and 2045' },
    ]);
  });
});

describe('education verification form', () => {
  it('requires all five fields', () => {
    expect(
      issues(educationVerificationFormSchema, { candidateName: ' ', institution: '', degree: '', email: '' }),
    ).toEqual([
      { path: 'candidateName', message: 'Candidate name is required' },
      { path: 'institution', message: 'Institution is required' },
      { path: 'degree', message: 'Degree is required' },
      { path: 'graduationYear', message: 'Graduation year is required' },
      { path: 'email', message: 'Email is required' },
    ]);
  });
});

describe('employment verification form', () => {
  const employment = {
    candidateName: 'Ada',
    company: 'Acme',
    jobTitle: 'Analyst',
    startDate: '2020-01-01',
    email: 'ada@example.com',
  };

  it('requires all but the end date', () => {
    expect(issues(employmentVerificationFormSchema, employment)).toEqual([]);
    expect(issues(employmentVerificationFormSchema, { email: 'x' }).map((i) => i.message)).toEqual([
      'Candidate name is required',
      'Company is required',
      'Job title is required',
      'Start date is required',
      'Email is invalid',
    ]);
  });

  it('refuses an end date before the start date', () => {
    expect(issues(employmentVerificationFormSchema, { ...employment, endDate: '2019-12-31' })).toEqual([
      { path: 'endDate', message: 'End date cannot be before start date' },
    ]);
  });
});

describe('demo request', () => {
  const demo = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@acme.com',
    phone: '555',
    company: 'Acme',
    jobTitle: 'CTO',
    companySize: '1000+',
  };

  it('needs the contact fields and company size; the rest is optional', () => {
    expect(issues(demoRequestBodySchema, demo)).toEqual([]);
    expect(issues(demoRequestBodySchema, {}).map((i) => i.path)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'jobTitle',
      'companySize',
    ]);
  });

  it('accepts only the listed current solutions and timeframes', () => {
    expect(
      issues(demoRequestBodySchema, {
        ...demo,
        currentSolution: 'checkr',
        timeframe: 'half-year',
        message: 'Hi',
      }),
    ).toEqual([]);
    expect(
      issues(demoRequestBodySchema, { ...demo, currentSolution: 'paper', timeframe: 'someday' }).map(
        (i) => i.path,
      ),
    ).toEqual(['currentSolution', 'timeframe']);
  });
});

describe('invitation', () => {
  it('needs candidate name and email; admin fields are optional', () => {
    expect(issues(inviteCandidateBodySchema, { candidateEmail: 'c@x.io', candidateName: 'Cara' })).toEqual(
      [],
    );
    expect(issues(inviteCandidateBodySchema, { candidateEmail: ' ', candidateName: ' ' })).toEqual([
      { path: 'candidateEmail', message: 'Candidate email is required' },
      { path: 'candidateName', message: 'Candidate name is required' },
    ]);
    expect(issues(inviteCandidateBodySchema, { candidateEmail: 'cara', candidateName: 'Cara' })).toEqual([
      { path: 'candidateEmail', message: 'Candidate email is invalid' },
    ]);
  });

  it('responds with the verification id and the candidate link', () => {
    expect(
      inviteCandidateResponseSchema.safeParse({
        success: true,
        verificationId: '3b241101-e2bb-4255-8caf-4136c566a962',
        candidateUrl: 'http://localhost:3000/candidate/abc',
      }).success,
    ).toBe(true);
    expect(inviteCandidateResponseSchema.safeParse({ success: false }).success).toBe(false);
  });

  it('splits a candidate name into first and last names', () => {
    expect(splitCandidateName('  Ada  King Lovelace ')).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
    expect(splitCandidateName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitCandidateName('')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('demo report', () => {
  it('needs candidate name, position and company', () => {
    expect(issues(demoReportBodySchema, {}).map((i) => i.message)).toEqual([
      'Candidate name is required',
      'Position is required',
      'Company is required',
    ]);
  });
});
