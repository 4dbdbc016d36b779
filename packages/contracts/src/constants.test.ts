import { describe, it, expect } from 'vitest';
import {
  ADMIN_LIST_LIMIT,
  AI_CHAT_CONTEXT_MESSAGES,
  CANDIDATE_STEPS,
  CANDIDATE_STEP_TITLES,
  COMPANY_SIZES,
  CURRENT_SOLUTIONS,
  DEFAULT_URGENCY,
  DEMO,
  EVENT_LOG_LIMIT,
  FREE_TRIAL,
  INDUSTRY_TURNAROUND_HOURS,
  INVITATION_EXPIRY_DAYS,
  MAX_FILES_PER_VERIFICATION,
  MAX_PREVIOUS_ADDRESSES,
  MAX_UPLOAD_BYTES,
  NOTIFICATIONS_MAX,
  NOTIFICATION_TIMEOUT_MS,
  PORTAL_UPLOAD_TYPES,
  PRICING_PLANS,
  REALTIME_SOCKET_OPTIONS,
  REVIEW_TIME_TEXT,
  SESSION_ID_DISPLAY_LENGTH,
  TIMEFRAMES,
  UPLOAD_PANEL_TYPES,
  URGENCY_LEVELS,
  graduationYearMax,
  graduationYearRange,
  shortId,
  timeframeLabels,
  urgencySchema,
} from './constants.js';

describe('documented constants', () => {
  it('has the candidate, log, notification and AI limits', () => {
    expect(CANDIDATE_STEPS).toBe(5);
    expect(CANDIDATE_STEP_TITLES).toHaveLength(CANDIDATE_STEPS);
    expect(MAX_PREVIOUS_ADDRESSES).toBe(7);
    expect(EVENT_LOG_LIMIT).toBe(50);
    expect(NOTIFICATIONS_MAX).toBe(10);
    expect(NOTIFICATION_TIMEOUT_MS).toBe(5000);
    expect(AI_CHAT_CONTEXT_MESSAGES).toBe(5);
    expect(SESSION_ID_DISPLAY_LENGTH).toBe(8);
    expect(REVIEW_TIME_TEXT).toBe('1-3 business days');
  });

  it('has the urgency levels with normal as default', () => {
    expect(URGENCY_LEVELS).toEqual(['normal', 'high', 'urgent']);
    expect(DEFAULT_URGENCY).toBe('normal');
    expect(urgencySchema.safeParse('low').success).toBe(false);
  });

  it('has the upload types and limits', () => {
    expect(PORTAL_UPLOAD_TYPES).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx']);
    expect(UPLOAD_PANEL_TYPES).toEqual(['pdf', 'jpg', 'jpeg', 'png']);
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_FILES_PER_VERIFICATION).toBe(20);
  });

  it('computes the graduation year range from the date', () => {
    expect(graduationYearRange(new Date(2030, 5, 1))).toEqual({ min: 1950, max: 2035 });
    expect(graduationYearMax()).toBe(new Date().getFullYear() + 5);
  });

  it('has the realtime socket options', () => {
    expect(REALTIME_SOCKET_OPTIONS).toEqual({
      transports: ['websocket'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
  });

  it('has the three pricing plans as stated', () => {
    expect(PRICING_PLANS.map((plan) => [plan.name, plan.pricePerVerification, plan.badge])).toEqual([
      ['Starter', 15, null],
      ['Professional', 12, 'Most Popular'],
      ['Enterprise', 8, null],
    ]);
    expect(PRICING_PLANS[0].features).toContain('48-hour turnaround');
    expect(PRICING_PLANS[1].features).toEqual(
      expect.arrayContaining([
        'LinkedIn verification',
        'Reference checks',
        'AI analysis',
        '24-hour turnaround',
        'API access',
      ]),
    );
    expect(PRICING_PLANS[2].features).toEqual([
      'Custom workflows',
      'ATS integration',
      'Dedicated support',
      'SLA',
      'Custom reporting',
      'Volume discounts',
    ]);
    expect(PRICING_PLANS[2].contactSales).toBe(true);
  });

  it('has the trial, demo, admin and invitation figures', () => {
    expect(FREE_TRIAL).toEqual({ verifications: 5, days: 14, approvalWithinHours: 24 });
    expect(DEMO).toEqual({ durationMinutes: 30, salesResponseWithinHours: 4 });
    expect(ADMIN_LIST_LIMIT).toBe(10);
    expect(shortId('0123456789abcdef')).toBe('01234567');
    expect(INVITATION_EXPIRY_DAYS).toBe(14);
  });

  it('claims technology 6 hours up to government 72 hours', () => {
    const hours = Object.values(INDUSTRY_TURNAROUND_HOURS);
    expect(INDUSTRY_TURNAROUND_HOURS.technology).toBe(6);
    expect(INDUSTRY_TURNAROUND_HOURS.government).toBe(72);
    expect(Math.min(...hours)).toBe(6);
    expect(Math.max(...hours)).toBe(72);
  });

  it('has the documented form options', () => {
    expect(COMPANY_SIZES).toEqual(['1-10', '11-50', '51-200', '201-1000', '1000+']);
    expect(CURRENT_SOLUTIONS).toEqual(['manual', 'hireright', 'sterling', 'checkr', 'other', 'none']);
    expect(TIMEFRAMES).toEqual(['immediate', 'quarter', 'half-year', 'exploring']);
    expect(timeframeLabels.immediate).toBe('Within 30 days');
    expect(timeframeLabels.quarter).toBe('1-3 months');
    expect(timeframeLabels['half-year']).toBe('Next 6 months');
  });
});
