import { describe, expect, it } from 'vitest';
import {
  AUDIT_RANGE_MESSAGE,
  auditLogQuerySchema,
  DECISION_NOTE_REQUIRED,
  decisionBodySchema,
} from './review.js';
import { createSubmitVerificationCallBodySchema, listVerificationsQuerySchema } from './verification.js';

const ID = '6f1c3c8e-3f5e-4b8a-9f5a-1d2b3c4d5e6f';

describe('review workspace contracts', () => {
  it('lists by latest activity unless asked for the latest submission', () => {
    expect(listVerificationsQuerySchema.parse({})).toEqual({ limit: 25, sort: 'updated' });
    expect(listVerificationsQuerySchema.parse({ sort: 'submitted', search: '  ada ' })).toMatchObject({
      sort: 'submitted',
      search: 'ada',
    });
    expect(listVerificationsQuerySchema.safeParse({ sort: 'name' }).success).toBe(false);
  });

  it('needs a note for a decision', () => {
    expect(decisionBodySchema.safeParse({ note: ' ' }).error?.issues[0]?.message).toBe(
      DECISION_NOTE_REQUIRED,
    );
    expect(decisionBodySchema.parse({ note: ' Confirmed ' })).toEqual({ note: 'Confirmed' });
  });

  it('accepts days or date-times for the audit range, in order', () => {
    expect(auditLogQuerySchema.safeParse({ from: '2025-01-01', to: '2025-01-01' }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({ from: '2025-01-01T10:00:00Z' }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({ from: 'last week' }).success).toBe(false);
    expect(
      auditLogQuerySchema.safeParse({ from: '2025-02-01', to: '2025-01-31' }).error?.issues[0]?.message,
    ).toBe(AUDIT_RANGE_MESSAGE);
  });

  it('tells the candidate submission and the reviewer request apart by action', () => {
    const schema = createSubmitVerificationCallBodySchema(() => '2025-06-15');
    const request = schema.parse({
      action: 'REQUEST_MORE_INFO',
      verificationId: ID,
      requestData: { message: 'Diploma please', deadline: '2025-06-15' },
    });
    expect(request.action).toBe('REQUEST_MORE_INFO');
    const late = schema.safeParse({
      action: 'REQUEST_MORE_INFO',
      verificationId: ID,
      requestData: { message: 'x', deadline: '2025-06-14' },
    });
    expect(late.error?.issues.map((i) => i.path.join('.'))).toEqual(['requestData.deadline']);
    expect(schema.safeParse({ verificationId: ID, status: 'SUBMITTED' }).success).toBe(false);
  });
});
