import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_TYPES,
  auditActionSchema,
  auditEventErrors,
  auditEventMessages,
  isAuditActorType,
} from './audit.js';
import { auditActionLabel, auditActionLabels, labelForAuditAction } from './audit-labels.js';

describe('audit actions', () => {
  it('are dotted verbs, each listed once, each with a label', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
    expect(Object.keys(auditActionLabels).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('is a closed list', () => {
    expect(auditActionSchema.safeParse('verification.pii_revealed').success).toBe(true);
    expect(auditActionSchema.safeParse('verification.deleted').success).toBe(false);
  });

  it('names each action for people, and spells out one it does not know', () => {
    expect(auditActionLabel('verification.pii_revealed')).toBe('Revealed personal data');
    expect(auditActionLabel('verification.invited')).toBe('Invitation sent');
    expect(labelForAuditAction('verification.invitation_resent')).toBe('Link resent');
    expect(labelForAuditAction('invoice.paid_late')).toBe('Invoice paid late');
    expect(labelForAuditAction('verification.pii_exported')).toBe('Verification personal data exported');
    expect(labelForAuditAction('constructor')).toBe('Constructor');
    expect(labelForAuditAction('')).toBe('Unknown action');
  });

  it('gives event-log messages and errors only to known actions', () => {
    for (const action of [...Object.keys(auditEventMessages), ...Object.keys(auditEventErrors)]) {
      expect(AUDIT_ACTIONS).toContain(action);
    }
  });

  it('knows who acts', () => {
    expect(AUDIT_ACTOR_TYPES.every(isAuditActorType)).toBe(true);
    expect(isAuditActorType('admin')).toBe(false);
  });
});
