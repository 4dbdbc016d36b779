import { describe, it, expect } from 'vitest';
import {
  AI_VERIFIED_STATUSES,
  ALLOWED_TRANSITIONS,
  VERIFICATION_STATUSES,
  VERIFICATION_TRANSITIONS,
  canTransition,
  isAiVerified,
  statusBadgeColor,
  statusScreenStatusOf,
  toStatusScreenValue,
  transitionDescription,
  verificationStatusLabel,
  verificationStatusSchema,
  type VerificationStatus,
} from './statuses.js';

describe('verification statuses', () => {
  it('are the eight documented statuses', () => {
    expect([...VERIFICATION_STATUSES].sort()).toEqual(
      [
        'COMPLETED',
        'FAILED',
        'INVITED',
        'IN_PROGRESS',
        'SUBMITTED',
        'VERIFICATION_FAILED',
        'VERIFICATION_INITIATED',
        'VERIFIED',
      ].sort(),
    );
    expect(verificationStatusSchema.safeParse('PENDING').success).toBe(false);
  });

  it('shows INVITED as Pending and unknown values as they are', () => {
    expect(verificationStatusLabel('INVITED')).toBe('Pending');
    expect(verificationStatusLabel('SUBMITTED')).toBe('Submitted');
    expect(verificationStatusLabel('SOMETHING')).toBe('SOMETHING');
  });

  it('counts VERIFIED and VERIFICATION_FAILED as AI verified', () => {
    expect([...AI_VERIFIED_STATUSES].sort()).toEqual(['VERIFICATION_FAILED', 'VERIFIED']);
    expect(VERIFICATION_STATUSES.filter(isAiVerified).sort()).toEqual(['VERIFICATION_FAILED', 'VERIFIED']);
  });
});

describe('statusBadgeColor', () => {
  it.each([
    ['INVITED', 'amber'],
    ['SUBMITTED', 'teal'],
    ['IN_PROGRESS', 'blue'],
    ['VERIFICATION_INITIATED', 'purple'],
    ['COMPLETED', 'green'],
    ['FAILED', 'red'],
    ['VERIFIED', 'grey'],
    ['VERIFICATION_FAILED', 'grey'],
    ['', 'grey'],
    ['whatever', 'grey'],
    ['completed', 'grey'],
  ])('%j is %s', (status, color) => {
    expect(statusBadgeColor(status)).toBe(color);
  });
});

describe('lifecycle', () => {
  const allowed: [VerificationStatus, VerificationStatus][] = [
    ['INVITED', 'IN_PROGRESS'],
    ['INVITED', 'SUBMITTED'],
    ['IN_PROGRESS', 'SUBMITTED'],
    ['SUBMITTED', 'IN_PROGRESS'],
    ['SUBMITTED', 'VERIFICATION_INITIATED'],
    ['SUBMITTED', 'COMPLETED'],
    ['SUBMITTED', 'FAILED'],
    ['VERIFICATION_INITIATED', 'VERIFIED'],
    ['VERIFICATION_INITIATED', 'VERIFICATION_FAILED'],
    ['VERIFICATION_INITIATED', 'SUBMITTED'],
    ['VERIFIED', 'VERIFICATION_INITIATED'],
    ['VERIFICATION_FAILED', 'VERIFICATION_INITIATED'],
    ['VERIFIED', 'COMPLETED'],
    ['VERIFIED', 'FAILED'],
    ['VERIFICATION_FAILED', 'COMPLETED'],
    ['VERIFICATION_FAILED', 'FAILED'],
    // More information may be requested while and after the checks run (ADR 017).
    ['VERIFICATION_INITIATED', 'IN_PROGRESS'],
    ['VERIFIED', 'IN_PROGRESS'],
    ['VERIFICATION_FAILED', 'IN_PROGRESS'],
  ];
  const key = (from: string, to: string) => `${from}->${to}`;
  const allowedKeys = new Set(allowed.map(([from, to]) => key(from, to)));

  it('allows exactly the documented transitions', () => {
    for (const from of VERIFICATION_STATUSES) {
      for (const to of VERIFICATION_STATUSES) {
        expect(canTransition(from, to), key(from, to)).toBe(allowedKeys.has(key(from, to)));
      }
    }
  });

  it('refuses skipping ahead, going back and automated decisions', () => {
    expect(canTransition('INVITED', 'COMPLETED')).toBe(false);
    expect(canTransition('INVITED', 'VERIFICATION_INITIATED')).toBe(false);
    expect(canTransition('VERIFICATION_INITIATED', 'COMPLETED')).toBe(false);
    expect(canTransition('VERIFICATION_INITIATED', 'FAILED')).toBe(false);
    expect(canTransition('SUBMITTED', 'INVITED')).toBe(false);
    expect(canTransition('SUBMITTED', 'SUBMITTED')).toBe(false);
  });

  it('has no way out of COMPLETED and FAILED', () => {
    expect(ALLOWED_TRANSITIONS.COMPLETED).toEqual([]);
    expect(ALLOWED_TRANSITIONS.FAILED).toEqual([]);
  });

  it('documents every transition', () => {
    expect(VERIFICATION_TRANSITIONS).toHaveLength(allowed.length);
    for (const transition of VERIFICATION_TRANSITIONS) {
      expect(transition.description.length).toBeGreaterThan(10);
    }
    expect(transitionDescription('SUBMITTED', 'IN_PROGRESS')).toMatch(/more information/);
    expect(transitionDescription('COMPLETED', 'FAILED')).toBeNull();
  });
});

describe('status screen', () => {
  it('knows COMPLETED, PENDING, PROCESSING and FAILED; anything else is unknown', () => {
    expect(toStatusScreenValue('COMPLETED')).toBe('COMPLETED');
    expect(toStatusScreenValue('PENDING')).toBe('PENDING');
    expect(toStatusScreenValue('PROCESSING')).toBe('PROCESSING');
    expect(toStatusScreenValue('FAILED')).toBe('FAILED');
    expect(toStatusScreenValue('SUBMITTED')).toBe('UNKNOWN');
    expect(toStatusScreenValue('')).toBe('UNKNOWN');
  });

  it('maps every verification status to a screen value', () => {
    expect(statusScreenStatusOf.INVITED).toBe('PENDING');
    expect(statusScreenStatusOf.SUBMITTED).toBe('PENDING');
    expect(statusScreenStatusOf.VERIFICATION_INITIATED).toBe('PROCESSING');
    expect(statusScreenStatusOf.COMPLETED).toBe('COMPLETED');
    expect(statusScreenStatusOf.FAILED).toBe('FAILED');
  });
});
