import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent, NO_VALUE } from './format';

describe('report figures', () => {
  it('shows a dash, never NaN, when there is nothing to compute', () => {
    expect(formatDuration(null)).toBe(NO_VALUE);
    expect(formatDuration(Number.NaN)).toBe(NO_VALUE);
    expect(formatPercent(null)).toBe(NO_VALUE);
    expect(formatPercent(Number.NaN)).toBe(NO_VALUE);
  });

  it('reads durations in the largest sensible units', () => {
    expect(formatDuration(400)).toBe('< 1 s');
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(12 * 60_000 + 5_000)).toBe('12 min 5 s');
    expect(formatDuration(3 * 3_600_000 + 12 * 60_000)).toBe('3 h 12 min');
    expect(formatDuration(2 * 86_400_000 + 4 * 3_600_000)).toBe('2 d 4 h');
    expect(formatDuration(86_400_000)).toBe('1 d');
  });

  it('keeps one decimal of a percentage', () => {
    expect(formatPercent(87.5)).toMatch(/^87[.,]5%$/);
    expect(formatPercent(100)).toBe('100%');
  });
});
