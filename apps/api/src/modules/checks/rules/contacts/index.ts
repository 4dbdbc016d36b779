import type { Check } from '../../check.js';
import { sharedContactsCheck } from './shared-contacts.js';
import { supervisorEmailCheck } from './supervisor-email.js';
import { supervisorIdentityCheck } from './supervisor-identity.js';
import { supervisorPhoneCheck } from './supervisor-phone.js';

export { contactHashes, type ContactHashes } from './shared-contacts.js';

/** Supervisor contacts: email domains, phone numbers, reuse within and across applications. */
export const contactChecks: readonly Check[] = [
  supervisorEmailCheck,
  supervisorIdentityCheck,
  supervisorPhoneCheck,
  sharedContactsCheck,
];
