import { describe, expect, it } from 'vitest';
import { auditEventMessages } from './audit.js';
import { auditActionLabel } from './audit-labels.js';
import { parseDomainEvent } from './domain-events.js';
import {
  canVerifyClaims,
  CLAIM_NOTE_REQUIRED,
  CLAIM_SOURCE_REQUIRED,
  claimParamsSchema,
  claimResultSchema,
  FINDING_NOTE_MAX,
  PRIMARY_SOURCE_METHODS,
  primarySourceMethodLabels,
  verifyClaimBodySchema,
} from './findings.js';
import { VERIFICATION_STATUSES } from './statuses.js';

const ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';
const body = {
  method: 'employer_hr',
  source: '  Dana Reyes, HR, Analytical Engines Ltd ',
  note: ' Confirmed the dates and the title by phone. ',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('a claim verified by a person', () => {
  it('takes how, who confirmed and a note, trimmed, with an optional document', () => {
    expect(verifyClaimBodySchema.parse(body)).toEqual({
      method: 'employer_hr',
      source: 'Dana Reyes, HR, Analytical Engines Ltd',
      note: 'Confirmed the dates and the title by phone.',
    });
    expect(verifyClaimBodySchema.parse({ ...body, documentId: ID }).documentId).toBe(ID);
  });

  it('requires who confirmed and a note, and refuses an unknown method, a bad document id and extra fields', () => {
    expect(messagesOf(verifyClaimBodySchema.safeParse({ ...body, source: '   ' }))).toEqual([
      `source: ${CLAIM_SOURCE_REQUIRED}`,
    ]);
    expect(messagesOf(verifyClaimBodySchema.safeParse({ ...body, note: '' }))).toEqual([
      `note: ${CLAIM_NOTE_REQUIRED}`,
    ]);
    expect(verifyClaimBodySchema.safeParse({ ...body, note: 'x'.repeat(FINDING_NOTE_MAX + 1) }).success).toBe(
      false,
    );
    expect(verifyClaimBodySchema.safeParse({ ...body, note: 'x'.repeat(FINDING_NOTE_MAX) }).success).toBe(
      true,
    );
    expect(verifyClaimBodySchema.safeParse({ ...body, source: 'x'.repeat(201) }).success).toBe(false);
    expect(verifyClaimBodySchema.safeParse({ ...body, method: 'ai' }).success).toBe(false);
    expect(verifyClaimBodySchema.safeParse({ ...body, documentId: 'letter.pdf' }).success).toBe(false);
    // Nobody sends the result: a person's verification is VERIFIED by what it is.
    expect(verifyClaimBodySchema.safeParse({ ...body, result: 'VERIFIED' }).success).toBe(false);
  });

  it('labels every method in words', () => {
    for (const method of PRIMARY_SOURCE_METHODS) expect(primarySourceMethodLabels[method]).toMatch(/\w/);
  });

  it('names a claim by its section and its entry number from the path', () => {
    expect(claimParamsSchema.parse({ id: ID, section: 'education', index: '0' })).toEqual({
      id: ID,
      section: 'education',
      index: 0,
    });
    expect(claimParamsSchema.parse({ id: ID, section: 'employment', index: '12' }).index).toBe(12);
    for (const index of ['-1', '1.5', 'one', '', '1e3', '1000'])
      expect(claimParamsSchema.safeParse({ id: ID, section: 'education', index }).success, index).toBe(false);
    expect(claimParamsSchema.safeParse({ id: ID, section: 'personalInfo', index: '0' }).success).toBe(false);
  });

  it('may be recorded from submission until a person decides, not while the candidate answers a request', () => {
    const allowed = VERIFICATION_STATUSES.filter(canVerifyClaims);
    expect(allowed).toEqual(['SUBMITTED', 'VERIFICATION_INITIATED', 'VERIFIED', 'VERIFICATION_FAILED']);
  });

  it('is part of the claim result, or null', () => {
    const claim = {
      section: 'education',
      index: 0,
      label: 'University of London — BSc Mathematics',
      result: 'VERIFIED',
      findingIds: [],
      verification: {
        method: 'registrar',
        source: 'Registrar’s office',
        note: 'Confirmed.',
        document: { id: ID, fileName: 'letter.pdf' },
        by: { name: 'Casey Morgan' },
        at: '2026-11-25T10:00:00.000Z',
      },
    };
    expect(claimResultSchema.parse(claim)).toEqual(claim);
    expect(
      claimResultSchema.parse({ ...claim, result: 'CONSISTENT', verification: null }).verification,
    ).toBeNull();
    const { verification: _verification, ...withoutIt } = claim;
    expect(claimResultSchema.safeParse(withoutIt).success).toBe(false);
  });

  it('is audited and recorded as a domain event without personal data', () => {
    expect(auditActionLabel('claim.verified')).toBe('Claim verified by a person');
    expect(auditEventMessages['claim.verification_withdrawn']).toMatch(/withdrew/);
    const event = parseDomainEvent({
      id: ID,
      organisationId: 'org',
      aggregateId: ID,
      type: 'claim.verified',
      payload: { verificationId: ID, section: 'employment', index: 1, method: 'employer_hr' },
      occurredAt: '2026-11-25T10:00:00.000Z',
    });
    expect(event.payload).toEqual({
      verificationId: ID,
      section: 'employment',
      index: 1,
      method: 'employer_hr',
    });
    expect(() =>
      parseDomainEvent({
        id: ID,
        organisationId: 'org',
        aggregateId: ID,
        type: 'claim.verification_withdrawn',
        payload: { verificationId: ID, section: 'employment' },
        occurredAt: '2026-11-25T10:00:00.000Z',
      }),
    ).toThrow();
  });
});
