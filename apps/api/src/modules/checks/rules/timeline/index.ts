import type { Check } from '../../check.js';

/** Dates and ages: order, overlaps, gaps, working and graduation ages, postcodes. */
export const timelineChecks: readonly Check[] = [];
