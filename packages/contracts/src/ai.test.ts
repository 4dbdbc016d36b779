import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  agentSessionId,
  aiAgentResponseSchema,
  aiCandidateFormSchema,
  aiChatRequestSchema,
  aiCheckFailureMessages,
  aiVerificationResultsSchema,
  chatContext,
  displaySessionId,
  isAiResultComplete,
} from './ai.js';

type Issue = { path: string; message: string };
function issues(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const currentYear = new Date().getFullYear();

describe('AI candidate form', () => {
  it('requires a name and nothing else', () => {
    expect(issues(aiCandidateFormSchema, { name: '  ' })).toEqual([
      { path: 'name', message: 'Name is required' },
    ]);
    expect(aiCandidateFormSchema.parse({ name: ' Ada ' })).toEqual({ name: 'Ada' });
  });

  it('checks graduation year 1950 to current plus 5, email and LinkedIn URL when given', () => {
    expect(issues(aiCandidateFormSchema, { name: 'Ada', graduationYear: 1950 })).toEqual([]);
    expect(issues(aiCandidateFormSchema, { name: 'Ada', graduationYear: currentYear + 5 })).toEqual([]);
    expect(issues(aiCandidateFormSchema, { name: 'Ada', graduationYear: 1949 })[0]?.path).toBe(
      'graduationYear',
    );
    expect(issues(aiCandidateFormSchema, { name: 'Ada', graduationYear: currentYear + 6 })[0]?.path).toBe(
      'graduationYear',
    );
    expect(issues(aiCandidateFormSchema, { name: 'Ada', email: '', linkedinUrl: '' })).toEqual([]);
    expect(issues(aiCandidateFormSchema, { name: 'Ada', email: 'ada' })).toEqual([
      { path: 'email', message: 'Email is invalid' },
    ]);
    expect(
      issues(aiCandidateFormSchema, { name: 'Ada', linkedinUrl: 'https://www.linkedin.com/in/ada' }),
    ).toEqual([]);
    expect(issues(aiCandidateFormSchema, { name: 'Ada', linkedinUrl: 'linkedin' })).toEqual([
      { path: 'linkedinUrl', message: 'LinkedIn URL is invalid' },
    ]);
  });
});

describe('AI chat request', () => {
  const request = {
    message: 'Verify this degree',
    sessionId: 'abc123',
    verificationType: 'EDUCATION',
    candidateData: { name: 'Ada' },
  };

  it('refuses a blank message', () => {
    expect(issues(aiChatRequestSchema, { ...request, message: ' \n ' })).toEqual([
      { path: 'message', message: 'Message is required' },
    ]);
  });

  it('sends at most the last 5 messages as context', () => {
    const messages = Array.from({ length: 7 }, (_, i) => ({ role: 'user' as const, content: `m${i}` }));
    expect(chatContext(messages).map((m) => m.content)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
    expect(
      issues(aiChatRequestSchema, { ...request, context: { previousMessages: chatContext(messages) } }),
    ).toEqual([]);
    expect(issues(aiChatRequestSchema, { ...request, context: { previousMessages: messages } })).toEqual([
      { path: 'context.previousMessages', message: 'At most 5 previous messages are sent' },
    ]);
    expect(aiChatRequestSchema.parse(request).context).toEqual({ previousMessages: [] });
  });

  it('accepts only the four verification types', () => {
    expect(issues(aiChatRequestSchema, { ...request, verificationType: 'PHONE' }).map((i) => i.path)).toEqual(
      ['verificationType'],
    );
  });
});

describe('sessions and results', () => {
  it('builds session ids from prefix, verification id and time, and shows 8 characters', () => {
    expect(agentSessionId('EDUCATION', 'v1', 1700000000000)).toBe('edu-v1-1700000000000');
    expect(agentSessionId('EMPLOYMENT', 'v1', 5)).toBe('emp-v1-5');
    expect(agentSessionId('PHONE', 'v1', 5)).toBe('phone-v1-5');
    expect(displaySessionId('edu-1234567890')).toBe('edu-1234');
  });

  it('has the documented failure texts per check', () => {
    expect(aiCheckFailureMessages).toEqual({
      EDUCATION: 'Education verification failed',
      EMPLOYMENT: 'Employment verification failed',
      PHONE: 'Phone verification failed',
    });
  });

  it('a result is complete only with both status and confidence', () => {
    expect(isAiResultComplete({ status: 'VERIFIED', confidence: 0 })).toBe(true);
    expect(isAiResultComplete({ status: 'VERIFIED' })).toBe(false);
    expect(isAiResultComplete({ confidence: 90 })).toBe(false);
    expect(isAiResultComplete(null)).toBe(false);
  });

  it('parses an agent response and refuses a confidence over 100', () => {
    const response = {
      success: true,
      sessionId: 'edu-x-1',
      response: { summary: 'ok', status: 'VERIFIED', confidence: 88, findings: ['a'], riskLevel: 'LOW' },
      processingTime: 1200,
      agent: 'rules',
    };
    expect(aiAgentResponseSchema.safeParse(response).success).toBe(true);
    expect(
      aiAgentResponseSchema.safeParse({ ...response, response: { ...response.response, confidence: 101 } })
        .success,
    ).toBe(false);
  });

  it('parses stored verification results', () => {
    expect(
      aiVerificationResultsSchema.safeParse({
        verificationMethod: 'rules',
        verifiedAt: '2025-01-01T10:00:00.000Z',
        education: [
          {
            verified: true,
            institution: 'State University',
            degree: 'BSc',
            confidence: 93,
            recommendation: 'approve',
            institutionStatus: 'verified',
            degreeStatus: 'verified',
            dateStatus: 'unverified',
            findings: [],
            riskFactors: [],
            aiAnalysis: 'Consistent.',
          },
        ],
      }).success,
    ).toBe(true);
  });
});
