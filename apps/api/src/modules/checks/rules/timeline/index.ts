import type { Check } from '../../check.js';
import { educationDatesCheck } from './education-dates.js';
import { employmentTimelineCheck } from './employment-timeline.js';
import { identityDatesCheck } from './identity-dates.js';
import { identityPostcodeCheck } from './postcode.js';

/** Dates and ages: order, overlaps, gaps, working and graduation ages, postcodes. */
export const timelineChecks: readonly Check[] = [
  identityDatesCheck,
  identityPostcodeCheck,
  educationDatesCheck,
  employmentTimelineCheck,
];
