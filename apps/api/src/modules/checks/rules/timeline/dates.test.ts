import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addYears,
  ageOn,
  dayOf,
  daysBetween,
  durationText,
  isMoreThanMonths,
  isoDay,
  monthLabel,
  monthsBetween,
  parseDay,
} from './dates.js';

const day = (text: string): Date => {
  const parsed = parseDay(text);
  if (parsed === null) throw new Error(`not a day: ${text}`);
  return parsed;
};

describe('parseDay', () => {
  it('reads a calendar day, trimmed, at UTC midnight', () => {
    expect(parseDay(' 2020-02-29 ')?.toISOString()).toBe('2020-02-29T00:00:00.000Z');
  });

  it('returns null for blank, missing, malformed or impossible days', () => {
    for (const value of [
      '',
      '   ',
      undefined,
      null,
      42,
      '2021-02-29',
      '2020-13-01',
      '2020/01/01',
      '20200101',
    ]) {
      expect(parseDay(value)).toBeNull();
    }
  });
});

describe('day helpers', () => {
  it('takes the UTC day of a moment', () => {
    expect(isoDay(dayOf(new Date('2026-11-25T23:59:59.999Z')))).toBe('2026-11-25');
    expect(monthLabel(day('2019-01-15'))).toBe('2019-01');
  });
});

describe('addMonths / addYears', () => {
  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(isoDay(addMonths(day('2020-01-15'), 1))).toBe('2020-02-15');
    expect(isoDay(addMonths(day('2020-01-31'), 1))).toBe('2020-02-29');
    expect(isoDay(addMonths(day('2021-01-31'), 1))).toBe('2021-02-28');
    expect(isoDay(addMonths(day('2020-11-30'), 3))).toBe('2021-02-28');
    expect(isoDay(addMonths(day('2020-03-31'), -1))).toBe('2020-02-29');
  });

  it('moves a leap day to 28 February in a common year', () => {
    expect(isoDay(addYears(day('2020-02-29'), 1))).toBe('2021-02-28');
    expect(isoDay(addYears(day('2020-02-29'), 4))).toBe('2024-02-29');
    expect(isoDay(addYears(day('2026-11-25'), -7))).toBe('2019-11-25');
  });
});

describe('monthsBetween', () => {
  it('counts whole calendar months', () => {
    expect(monthsBetween(day('2020-01-01'), day('2020-04-01'))).toBe(3);
    expect(monthsBetween(day('2020-01-01'), day('2020-03-31'))).toBe(2);
    expect(monthsBetween(day('2020-01-01'), day('2021-06-01'))).toBe(17);
    expect(monthsBetween(day('2020-01-15'), day('2020-01-20'))).toBe(0);
  });

  it('counts to the end of a shorter month as a whole month', () => {
    expect(monthsBetween(day('2020-01-31'), day('2020-02-29'))).toBe(1);
    expect(monthsBetween(day('2020-02-29'), day('2021-02-28'))).toBe(12);
  });

  it('is negative when the second day is earlier', () => {
    expect(monthsBetween(day('2020-04-01'), day('2020-01-01'))).toBe(-3);
  });
});

describe('ageOn', () => {
  it('counts completed years', () => {
    expect(ageOn(day('1990-04-12'), day('2004-04-11'))).toBe(13);
    expect(ageOn(day('1990-04-12'), day('2004-04-12'))).toBe(14);
  });

  it('makes someone born on 29 February a year older on 28 February of a common year', () => {
    expect(ageOn(day('2004-02-29'), day('2018-02-27'))).toBe(13);
    expect(ageOn(day('2004-02-29'), day('2018-02-28'))).toBe(14);
    expect(ageOn(day('2004-02-29'), day('2020-02-28'))).toBe(15);
    expect(ageOn(day('2004-02-29'), day('2020-02-29'))).toBe(16);
  });

  it('is negative before birth', () => {
    expect(ageOn(day('2000-06-01'), day('1999-06-01'))).toBe(-1);
  });
});

describe('isMoreThanMonths / durationText', () => {
  it('treats exactly the threshold as not more', () => {
    expect(isMoreThanMonths(day('2020-01-01'), day('2020-04-01'), 3)).toBe(false);
    expect(isMoreThanMonths(day('2020-01-01'), day('2020-04-02'), 3)).toBe(true);
  });

  it('says months, and days when they remain', () => {
    expect(durationText(day('2020-01-01'), day('2021-06-01'))).toBe('17 months');
    expect(durationText(day('2020-01-01'), day('2020-04-15'))).toBe('3 months and 14 days');
    expect(durationText(day('2020-01-01'), day('2020-02-02'))).toBe('1 month and 1 day');
    expect(durationText(day('2020-01-01'), day('2020-01-13'))).toBe('12 days');
    expect(daysBetween(day('2020-02-28'), day('2020-03-01'))).toBe(2);
  });
});
