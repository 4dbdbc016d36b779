import { describe, expect, it } from 'vitest';
import type { Finding } from './findings.js';
import {
  durationText,
  REPORT_SCORE_FORMULA,
  riskLevelOf,
  verificationReportFileName,
  verificationScoreOf,
} from './verification-report.js';

type Scored = Pick<Finding, 'status' | 'severity' | 'review'>;
const finding = (severity: Finding['severity'], status: Finding['status'] = 'discrepancy'): Scored => ({
  severity,
  status,
});
const dismissed = (severity: Finding['severity']): Scored => ({
  ...finding(severity),
  review: { decision: 'dismissed', note: 'Explained', by: 'Ada', at: '2026-01-01T00:00:00.000Z' },
});

describe('verification score', () => {
  it('is 100 with no findings against the data', () => {
    expect(verificationScoreOf([])).toBe(100);
    expect(verificationScoreOf([finding('info', 'unverifiable'), finding('low', 'consistent')])).toBe(100);
  });

  it('deducts 25 per high, 10 per medium and 3 per low open finding', () => {
    expect(verificationScoreOf([finding('high'), finding('medium'), finding('low', 'risk_signal')])).toBe(62);
  });

  it('ignores dismissed findings and counts confirmed ones', () => {
    const confirmed: Scored = {
      ...finding('medium'),
      review: { decision: 'confirmed', note: 'Checked', by: 'Ada', at: '2026-01-01T00:00:00.000Z' },
    };
    expect(verificationScoreOf([dismissed('high'), confirmed])).toBe(90);
  });

  it('never goes below 0', () => {
    expect(verificationScoreOf(Array.from({ length: 5 }, () => finding('high')))).toBe(0);
  });

  it('says its formula in words', () => {
    expect(REPORT_SCORE_FORMULA).toContain('high 25, medium 10, low 3');
  });
});

describe('risk level', () => {
  it('is not assessed before the checks finish, then follows the worst open finding', () => {
    expect(riskLevelOf([finding('high')], false)).toBe('NOT_ASSESSED');
    expect(riskLevelOf([], true)).toBe('LOW');
    expect(riskLevelOf([finding('low'), finding('medium')], true)).toBe('MEDIUM');
    expect(riskLevelOf([finding('medium'), finding('high')], true)).toBe('HIGH');
    expect(riskLevelOf([dismissed('high')], true)).toBe('LOW');
  });
});

describe('report helpers', () => {
  it('names the file after the verification and the date', () => {
    expect(
      verificationReportFileName(
        '0f1e2d3c-aaaa-4bbb-8ccc-111122223333',
        new Date('2026-03-04T10:00:00Z'),
        'pdf',
      ),
    ).toBe('verification-report-0f1e2d3c-2026-03-04.pdf');
  });

  it('says durations in the two largest units', () => {
    expect(durationText(800)).toBe('0.8 seconds');
    expect(durationText(45_000)).toBe('45 seconds');
    expect(durationText((3 * 3600 + 12 * 60) * 1000)).toBe('3 hours 12 minutes');
    expect(durationText((2 * 86_400 + 5 * 60) * 1000)).toBe('2 days');
    expect(durationText((2 * 86_400 + 4 * 3600) * 1000)).toBe('2 days 4 hours');
  });
});
