import { describe, expect, it } from 'vitest';
import { notificationFromEvent } from './notification-from-event';

const now = new Date('2026-03-01T09:30:00.000Z');
const verificationId = '3f0c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b';

describe('notificationFromEvent', () => {
  it('turns a submission into a high-priority verification notification (all its fields)', () => {
    const raised = notificationFromEvent(
      'verification_update',
      { verificationId, verificationType: 'FULL', status: 'SUBMITTED', updatedAt: now.toISOString() },
      'n1',
      now,
    );
    expect(raised).toEqual({
      verificationId,
      variant: 'info',
      notification: {
        id: 'n1',
        type: 'verification',
        title: 'New submission',
        message: 'Full verification is now Submitted.',
        status: 'SUBMITTED',
        timestamp: '2026-03-01T09:30:00.000Z',
        priority: 'high',
        verificationId,
      },
    });
  });

  it('says who, when the event names the candidate', () => {
    const named = (status: string) =>
      notificationFromEvent(
        'verification_update',
        {
          verificationId,
          verificationType: 'FULL',
          status,
          updatedAt: now.toISOString(),
          candidateName: 'Priya Raman',
        },
        'n',
        now,
      )?.notification.message;
    expect(named('SUBMITTED')).toBe('Priya Raman submitted their verification.');
    expect(named('IN_PROGRESS')).toBe('Priya Raman started their verification.');
    expect(named('COMPLETED')).toBe('The verification of Priya Raman was approved.');
    const upload = notificationFromEvent(
      'document_processed',
      {
        verificationId,
        documentId: '0f0c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b',
        documentType: 'IDENTITY',
        candidateName: 'Priya Raman',
      },
      'n',
      now,
    );
    expect(upload?.notification).toMatchObject({
      message: 'Priya Raman uploaded a document (Identity).',
      verificationId,
    });
  });

  it('shows approvals as success and rejections as errors', () => {
    const update = (status: string) =>
      notificationFromEvent(
        'verification_update',
        { verificationId, verificationType: 'EDUCATION', status, updatedAt: now.toISOString() },
        'n',
        now,
      );
    expect(update('COMPLETED')).toMatchObject({
      variant: 'success',
      notification: { title: 'Verification approved', message: 'Education verification is now Completed.' },
    });
    expect(update('FAILED')).toMatchObject({
      variant: 'error',
      notification: { title: 'Verification rejected' },
    });
  });

  it('turns a stored upload into a document notification', () => {
    const raised = notificationFromEvent(
      'document_processed',
      { verificationId, documentId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', documentType: 'EDUCATION' },
      'n2',
      now,
    );
    expect(raised?.notification).toMatchObject({
      type: 'document',
      title: 'Document received',
      message: 'Education document uploaded and stored.',
      priority: 'low',
    });
  });

  it('turns a finished reference check into a reference notification naming the candidate', () => {
    const raised = notificationFromEvent(
      'reference_check_complete',
      { verificationId, candidateName: 'Grace Hopper' },
      'n3',
      now,
    );
    expect(raised).toMatchObject({
      variant: 'success',
      notification: {
        type: 'reference',
        title: 'Reference check complete',
        message: 'The reference check for Grace Hopper is complete.',
      },
    });
  });

  it('raises nothing for a payload that does not match the contract', () => {
    expect(notificationFromEvent('verification_update', { status: 'HACKED' }, 'n', now)).toBeNull();
    expect(notificationFromEvent('document_processed', null, 'n', now)).toBeNull();
    expect(notificationFromEvent('reference_check_complete', {}, 'n', now)).toBeNull();
  });
});
