import { z } from 'zod';
import { graduationYearRange } from './constants.js';

export const GRADUATION_YEAR_REQUIRED = 'Graduation year is required';
export const GRADUATION_YEAR_WHOLE = 'Graduation year must be a whole number';
export const GRADUATION_YEAR_NOT_A_NUMBER = 'Graduation year must be a number';

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || input === '' || Number.isNaN(input);
}

export function graduationYearRangeMessage(now: Date = new Date()): string {
  const { min, max } = graduationYearRange(now);
  return `Graduation year must be between ${min} and ${max}`;
}

/**
 * A graduation year from 1950 to the current year plus 5 (docs/product.md#constants). The upper bound is read from
 * `now()` at parse time, so a long-running process follows the calendar; tests may pass a clock.
 * A missing value, '' or NaN (an empty number input) gives 'Graduation year is required'.
 */
export function createGraduationYearSchema(now: () => Date = () => new Date()) {
  return z
    .number({
      error: (issue) => (isBlank(issue.input) ? GRADUATION_YEAR_REQUIRED : GRADUATION_YEAR_NOT_A_NUMBER),
    })
    .int(GRADUATION_YEAR_WHOLE)
    .check((ctx) => {
      const date = now();
      const { min, max } = graduationYearRange(date);
      if (ctx.value < min || ctx.value > max) {
        ctx.issues.push({ code: 'custom', message: graduationYearRangeMessage(date), input: ctx.value });
      }
    });
}

export const graduationYearSchema = createGraduationYearSchema();
