import type { Check } from '../../check.js';

/** Supervisor contacts: email domains, phone numbers, reuse within and across applications. */
export const contactChecks: readonly Check[] = [];
