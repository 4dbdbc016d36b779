import { describe, it, expect, vi, afterEach } from 'vitest';
import type { z } from 'zod';
import { toIsoDate } from './common.js';
import {
  composeInformationRequestMessage,
  createInformationRequestSchema,
  hasAnyRequest,
  informationRequestSchema,
  requestedCategories,
} from './information-request.js';

type Issue = { path: string; message: string };
function issues(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const TODAY = '2025-06-15';
const schema = createInformationRequestSchema(() => TODAY);
const EMPTY = 'Please provide at least one request or message.';

describe('information request', () => {
  it('fills the defaults: flags off, urgency normal', () => {
    expect(schema.parse({ message: 'Please upload your diploma' })).toEqual({
      message: 'Please upload your diploma',
      personalInfo: false,
      education: false,
      employment: false,
      documents: false,
      specificRequests: {},
      urgency: 'normal',
    });
  });

  it('needs a message or at least one category text', () => {
    expect(issues(schema, {})).toEqual([{ path: 'message', message: EMPTY }]);
    expect(issues(schema, { message: '   ', specificRequests: { education: ' ' } })).toEqual([
      { path: 'message', message: EMPTY },
    ]);
    expect(issues(schema, { education: true })).toEqual([{ path: 'message', message: EMPTY }]);
    expect(issues(schema, { specificRequests: { employment: 'Confirm your end date at Acme' } })).toEqual([]);
    expect(issues(schema, { message: 'Please call us' })).toEqual([]);
  });

  it('refuses a deadline before today and accepts today or later', () => {
    expect(issues(schema, { message: 'x', deadline: '2025-06-14' })).toEqual([
      { path: 'deadline', message: 'Deadline cannot be before today' },
    ]);
    expect(issues(schema, { message: 'x', deadline: TODAY })).toEqual([]);
    expect(issues(schema, { message: 'x', deadline: '2025-06-16' })).toEqual([]);
    expect(issues(schema, { message: 'x', deadline: '' })).toEqual([]);
    expect(issues(schema, { message: 'x', deadline: '15/06/2025' })).toEqual([
      { path: 'deadline', message: 'Enter a valid date (YYYY-MM-DD)' },
    ]);
  });

  it('reports an empty request even when another field is invalid', () => {
    expect(issues(schema, { urgency: 'someday' }).map((i) => i.path)).toEqual(['urgency', 'message']);
  });

  it('reports an empty request and a past deadline together', () => {
    expect(issues(schema, { deadline: '2020-01-01' })).toEqual([
      { path: 'message', message: EMPTY },
      { path: 'deadline', message: 'Deadline cannot be before today' },
    ]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the system date by default, read at parse time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 2, 10, 12, 0));
    expect(issues(informationRequestSchema, { message: 'x', deadline: '2031-03-10' })).toEqual([]);
    expect(issues(informationRequestSchema, { message: 'x', deadline: '2031-03-09' })).toEqual([
      { path: 'deadline', message: 'Deadline cannot be before today' },
    ]);
    vi.setSystemTime(new Date(2031, 2, 11, 0, 1));
    expect(
      issues(informationRequestSchema, { message: 'x', deadline: toIsoDate(new Date(2031, 2, 10)) }),
    ).toEqual([{ path: 'deadline', message: 'Deadline cannot be before today' }]);
  });

  it('accepts only normal, high and urgent', () => {
    expect(schema.parse({ message: 'x', urgency: 'urgent' }).urgency).toBe('urgent');
    expect(issues(schema, { message: 'x', urgency: 'low' }).map((i) => i.path)).toEqual(['urgency']);
  });

  it('hasAnyRequest ignores blank text', () => {
    expect(hasAnyRequest({ message: ' ', specificRequests: { documents: '' } })).toBe(false);
    expect(hasAnyRequest({ specificRequests: { documents: 'ID scan' } })).toBe(true);
    expect(hasAnyRequest(null)).toBe(false);
  });

  it('composes the message sent to the candidate', () => {
    const request = schema.parse({
      message: 'We need a little more.',
      documents: true,
      specificRequests: { education: 'Your degree title' },
      urgency: 'high',
      deadline: '2025-06-20',
    });
    expect(requestedCategories(request)).toEqual(['education', 'documents']);
    expect(composeInformationRequestMessage(request)).toBe(
      [
        'We need a little more.',
        '',
        'Please provide or update:',
        '- Education: Your degree title',
        '- Documents',
        '',
        'Urgency: High',
        'Deadline: 2025-06-20',
      ].join('\n'),
    );
  });
});
