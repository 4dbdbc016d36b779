import {
  COMPANY_SIZES,
  companySizeLabels,
  CURRENT_SOLUTIONS,
  currentSolutionLabels,
  DEMO as contractsDemo,
  TIMEFRAMES,
  timeframeLabels,
} from '@candor/contracts';
import { describe, expect, it } from 'vitest';
import { companySizeOptions, currentSolutionOptions, DEMO, timeframeOptions } from './form-options';

const asOptions = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

describe('demo request form options', () => {
  it('are the contracts package values and labels, in order', () => {
    expect(companySizeOptions).toEqual(asOptions(COMPANY_SIZES, companySizeLabels));
    expect(currentSolutionOptions).toEqual(asOptions(CURRENT_SOLUTIONS, currentSolutionLabels));
    expect(timeframeOptions).toEqual(asOptions(TIMEFRAMES, timeframeLabels));
    expect(DEMO).toEqual(contractsDemo);
  });
});
