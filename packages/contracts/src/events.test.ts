import { describe, it, expect } from 'vitest';
import {
  addEventLogEntry,
  addNotification,
  notificationSchema,
  realtimeEventSchemas,
  REALTIME_EVENTS,
} from './events.js';

const id = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('event log and notifications', () => {
  it('keeps the 50 newest log entries, newest first', () => {
    let log: number[] = [];
    for (let i = 1; i <= 60; i++) log = addEventLogEntry(log, i);
    expect(log).toHaveLength(50);
    expect(log[0]).toBe(60);
    expect(log[49]).toBe(11);
  });

  it('keeps at most 10 notifications, newest first', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = addNotification(list, `n${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('n12');
    expect(list.at(-1)).toBe('n3');
  });

  it('notification types are verification, document and reference', () => {
    const notification = {
      id: 'n1',
      type: 'document',
      title: 'Document processed',
      message: 'A diploma was processed',
      timestamp: '2025-01-01T00:00:00Z',
      priority: 'normal',
    };
    expect(notificationSchema.safeParse(notification).success).toBe(true);
    expect(notificationSchema.safeParse({ ...notification, type: 'billing' }).success).toBe(false);
  });
});

describe('realtime events', () => {
  it("are the product's three realtime events and the administrators' review-queue alert", () => {
    expect(REALTIME_EVENTS).toEqual([
      'verification_update',
      'document_processed',
      'reference_check_complete',
      'review_queue_alert',
    ]);
  });

  it('carry verificationType and status, documentType, candidateName', () => {
    expect(
      realtimeEventSchemas.verification_update.safeParse({
        verificationId: id,
        verificationType: 'FULL',
        status: 'SUBMITTED',
        updatedAt: '2025-01-01T00:00:00Z',
      }).success,
    ).toBe(true);
    expect(
      realtimeEventSchemas.verification_update.safeParse({
        verificationId: id,
        verificationType: 'FULL',
        status: 'DONE',
        updatedAt: '2025-01-01T00:00:00Z',
      }).success,
    ).toBe(false);
    expect(
      realtimeEventSchemas.document_processed.safeParse({
        verificationId: id,
        documentId: id,
        documentType: 'EDUCATION',
      }).success,
    ).toBe(true);
    expect(
      realtimeEventSchemas.reference_check_complete.safeParse({ verificationId: id, candidateName: 'Ada' })
        .success,
    ).toBe(true);
  });
});
