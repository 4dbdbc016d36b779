import { createHash } from 'node:crypto';
import type { CandidateFormData, EmploymentEntry, Evidence } from '@candor/contracts';
import { fieldEvidence, finding, type Check, type CheckFinding, type OtherApplication } from '../../check.js';
import { normaliseCompany } from './company.js';
import { normaliseEmail } from './email.js';
import { employmentSource, entryLabel } from './entries.js';
import { e164, resolveCountry } from './phone.js';

/**
 * The same supervisor contact named by two candidates for different employers is a reference
 * network: one person answering for several fake employers (docs/product.md#automated-checks).
 * Two people from one company naming the same manager is normal. Applications meet only through
 * hashes: no other candidate's data reaches this check or its findings.
 */

/** Exact comparisons of hashes of normalised values. */
const EXACT_CONFIDENCE = 0.95;

export type ContactHashes = OtherApplication['supervisorContacts'][number];

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * The hashes an employment entry is compared by, across applications: sha256 (hex) of the
 * normalised company name, of the supervisor phone in E.164 (read with the candidate's country as
 * default; null when it cannot be read) and of the lower-cased supervisor email (null when blank).
 * The engine computes other applications' facts with this same function.
 */
export function contactHashes(
  entry: Pick<EmploymentEntry, 'company' | 'supervisorPhone' | 'supervisorEmail'>,
  personalInfo: { currentAddress: { country: string } },
): ContactHashes {
  const phone = e164(entry.supervisorPhone, resolveCountry(personalInfo.currentAddress.country));
  const email = normaliseEmail(entry.supervisorEmail);
  return {
    companyHash: sha256(normaliseCompany(entry.company)),
    phoneHash: phone === null ? null : sha256(phone),
    emailHash: email === '' ? null : sha256(email),
  };
}

type Shared = { verificationId: string; phone: boolean; email: boolean };

/** The other applications naming this entry's supervisor phone or email for a different employer. */
function sharedWith(
  own: ContactHashes,
  others: readonly OtherApplication[],
  ownVerificationId: string,
): Shared[] {
  const shared: Shared[] = [];
  for (const other of others) {
    if (other.verificationId === ownVerificationId) continue;
    let phone = false;
    let email = false;
    for (const contact of other.supervisorContacts) {
      if (contact.companyHash === own.companyHash) continue;
      phone ||= own.phoneHash !== null && contact.phoneHash === own.phoneHash;
      email ||= own.emailHash !== null && contact.emailHash === own.emailHash;
    }
    if (phone || email) shared.push({ verificationId: other.verificationId, phone, email });
  }
  return shared;
}

function sharedFinding(entry: EmploymentEntry, index: number, shared: Shared): CheckFinding {
  const contact =
    shared.phone && shared.email
      ? 'phone number and email address'
      : shared.phone
        ? 'phone number'
        : 'email address';
  const evidence: Evidence[] = [];
  if (shared.phone)
    evidence.push(fieldEvidence(employmentSource(index, 'supervisorPhone'), entry.supervisorPhone));
  if (shared.email)
    evidence.push(fieldEvidence(employmentSource(index, 'supervisorEmail'), entry.supervisorEmail));
  evidence.push(fieldEvidence(employmentSource(index, 'company'), entry.company), {
    kind: 'application',
    source: `verification ${shared.verificationId}`,
    value: `the same supervisor ${contact}`,
    detail:
      'named there for a different employer; matched by hashes, so nothing else of that application is shown',
    verificationId: shared.verificationId,
  });
  return finding('CONTACT_SHARED_ACROSS_CANDIDATES', {
    status: 'risk_signal',
    severity: 'high',
    confidence: EXACT_CONFIDENCE,
    subject: { section: 'employment', index, field: shared.phone ? 'supervisorPhone' : 'supervisorEmail' },
    message: `The supervisor ${contact} given for ${entryLabel(entry, index)} also ${shared.phone && shared.email ? 'appear' : 'appears'} in another candidate's application for a different employer.`,
    evidence,
  });
}

export const sharedContactsCheck: Check = {
  id: 'employment.shared-contacts',
  type: 'EMPLOYMENT',
  version: 1,
  reads: ['personalInfo', 'employment', 'otherApplications'],
  codes: ['CONTACT_SHARED_ACROSS_CANDIDATES'],
  run(context) {
    const { personalInfo, employment }: CandidateFormData = context.application;
    if (context.otherApplications.length === 0) return [];
    return employment.flatMap((entry, index) =>
      sharedWith(contactHashes(entry, personalInfo), context.otherApplications, context.verificationId).map(
        (shared) => sharedFinding(entry, index, shared),
      ),
    );
  },
};
