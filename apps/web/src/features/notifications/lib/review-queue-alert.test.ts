import { describe, expect, it } from 'vitest';
import { notificationFromEvent } from './notification-from-event';

const now = new Date('2026-11-26T09:30:00.000Z');

describe('the review queue alert in the bell', () => {
  it('raises a high-priority alert that names the queue and the threshold', () => {
    expect(notificationFromEvent('review_queue_alert', { waiting: 12, threshold: 10 }, 'a1', now)).toEqual({
      verificationId: null,
      variant: 'info',
      notification: {
        id: 'a1',
        type: 'alert',
        title: 'Review queue above threshold',
        message: '12 submissions are waiting for review, more than your alert threshold of 10.',
        timestamp: '2026-11-26T09:30:00.000Z',
        priority: 'high',
      },
    });
  });

  it('raises nothing for a payload outside the contract', () => {
    expect(notificationFromEvent('review_queue_alert', { waiting: 'many' }, 'a2', now)).toBeNull();
  });
});
