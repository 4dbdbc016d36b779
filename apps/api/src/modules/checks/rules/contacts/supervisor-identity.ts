import {
  maskPersonalValue,
  type CandidateFormData,
  type EmploymentEntry,
  type Evidence,
} from '@candor/contracts';
import type { CountryCode } from 'libphonenumber-js/max';
import { fieldEvidence, finding, type Check, type CheckFinding } from '../../check.js';
import { candidateNameMatch } from '../../names/index.js';
import { sameCompany } from './company.js';
import { normaliseEmail } from './email.js';
import { employmentSource, entryLabel } from './entries.js';
import { resolveCountry, samePhone } from './phone.js';

/**
 * A "supervisor" who is the candidate (their own phone, email or name) or one contact standing in
 * for several employers is a self-reference (docs/product.md#automated-checks).
 */

/** Exact comparisons of normalised phone numbers and addresses. */
const EXACT_CONFIDENCE = 0.95;
/**
 * A name match counts with its similarity, at most as much as an exact comparison: even an
 * identical name can belong to two people.
 */
const NAME_CONFIDENCE_MAX = EXACT_CONFIDENCE;

type PersonalInfo = CandidateFormData['personalInfo'];

const sameEmail = (a: string, b: string) =>
  normaliseEmail(a) !== '' && normaliseEmail(a) === normaliseEmail(b);

/** The phone's last four digits: the candidate's phone is masked for staff without view_pii. */
const maskedPhone = (phone: string) => maskPersonalValue('last-four', phone);

function joinParts(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

function isCandidate(
  entry: EmploymentEntry,
  index: number,
  person: PersonalInfo,
  country: CountryCode | null,
): CheckFinding[] {
  const parts: string[] = [];
  const evidence: Evidence[] = [];
  let confidence = 0;
  if (samePhone(entry.supervisorPhone, person.phone, country)) {
    parts.push("the candidate's own phone number");
    evidence.push(
      fieldEvidence(employmentSource(index, 'supervisorPhone'), entry.supervisorPhone),
      fieldEvidence(
        'personalInfo.phone',
        maskedPhone(person.phone),
        'the same number once both are written in international (E.164) form',
      ),
    );
    confidence = EXACT_CONFIDENCE;
  }
  if (sameEmail(entry.supervisorEmail, person.email)) {
    parts.push("the candidate's own email address");
    evidence.push(
      fieldEvidence(employmentSource(index, 'supervisorEmail'), entry.supervisorEmail),
      fieldEvidence('personalInfo.email', person.email, 'the same address, ignoring letter case'),
    );
    confidence = EXACT_CONFIDENCE;
  }
  const name = candidateNameMatch(entry.supervisorName, person);
  if (name !== null) {
    const similarity = `name similarity ${name.similarity.toFixed(2)}`;
    evidence.push(fieldEvidence(employmentSource(index, 'supervisorName'), entry.supervisorName, similarity));
    if (name.which === 'current') {
      parts.push("the candidate's name");
      evidence.push(
        fieldEvidence(
          'personalInfo.firstName personalInfo.lastName',
          `${person.firstName} ${person.lastName}`,
        ),
      );
    } else {
      parts.push("one of the candidate's previous names");
      evidence.push(
        fieldEvidence(
          `personalInfo.previousNames[${name.index}]`,
          maskPersonalValue('hidden', person.firstName),
          'a previous name of the candidate, masked unless personal data is revealed',
        ),
      );
    }
    confidence = Math.max(confidence, Math.min(name.similarity, NAME_CONFIDENCE_MAX));
  }
  if (parts.length === 0) return [];
  return [
    finding('SUPERVISOR_IS_CANDIDATE', {
      status: 'risk_signal',
      severity: 'high',
      confidence,
      subject: { section: 'employment', index },
      message: `The supervisor given for ${entryLabel(entry, index)} has ${joinParts(parts)}.`,
      evidence,
    }),
  ];
}

type Contact = 'phone' | 'email';

function reuseFinding(
  employment: readonly EmploymentEntry[],
  firstIndex: number,
  secondIndex: number,
  contacts: readonly Contact[],
): CheckFinding {
  const first = employment[firstIndex] as EmploymentEntry;
  const second = employment[secondIndex] as EmploymentEntry;
  const evidence: Evidence[] = contacts.flatMap((contact) => {
    const field = contact === 'phone' ? 'supervisorPhone' : 'supervisorEmail';
    return [
      fieldEvidence(employmentSource(secondIndex, field), second[field]),
      fieldEvidence(employmentSource(firstIndex, field), first[field]),
    ];
  });
  evidence.push(
    fieldEvidence(employmentSource(secondIndex, 'company'), second.company),
    fieldEvidence(
      employmentSource(firstIndex, 'company'),
      first.company,
      'a different employer once legal forms are ignored',
    ),
  );
  const words = contacts.map((contact) => (contact === 'phone' ? 'phone number' : 'email address'));
  return finding('SUPERVISOR_CONTACT_REUSED', {
    status: 'risk_signal',
    severity: 'high',
    confidence: EXACT_CONFIDENCE,
    subject: {
      section: 'employment',
      index: secondIndex,
      field: contacts[0] === 'phone' ? 'supervisorPhone' : 'supervisorEmail',
    },
    message: `The supervisor ${joinParts(words)} given for ${entryLabel(second, secondIndex)} ${words.length > 1 ? 'are' : 'is'} also given for ${entryLabel(first, firstIndex)}, a different employer.`,
    evidence,
  });
}

/**
 * Each entry whose supervisor phone or email was already given for an earlier entry at a different
 * employer, reported once against the first such entry. One manager for two roles at one company
 * is normal and not reported.
 */
function reusedContacts(employment: readonly EmploymentEntry[], country: CountryCode | null): CheckFinding[] {
  return employment.flatMap((second, secondIndex) => {
    const earlier = employment.slice(0, secondIndex);
    const differentEmployer = (first: EmploymentEntry) => !sameCompany(first.company, second.company);
    const byEntry = new Map<number, Contact[]>();
    const phoneAt = earlier.findIndex(
      (first) =>
        differentEmployer(first) && samePhone(first.supervisorPhone, second.supervisorPhone, country),
    );
    const emailAt = earlier.findIndex(
      (first) => differentEmployer(first) && sameEmail(first.supervisorEmail, second.supervisorEmail),
    );
    if (phoneAt >= 0) byEntry.set(phoneAt, ['phone']);
    if (emailAt >= 0) byEntry.set(emailAt, [...(byEntry.get(emailAt) ?? []), 'email']);
    return [...byEntry].map(([firstIndex, contacts]) =>
      reuseFinding(employment, firstIndex, secondIndex, contacts),
    );
  });
}

export const supervisorIdentityCheck: Check = {
  id: 'employment.supervisor-identity',
  type: 'EMPLOYMENT',
  version: 1,
  reads: ['personalInfo', 'employment'],
  codes: ['SUPERVISOR_IS_CANDIDATE', 'SUPERVISOR_CONTACT_REUSED'],
  run(context) {
    const { personalInfo, employment } = context.application;
    const country = resolveCountry(personalInfo.currentAddress.country);
    return [
      ...employment.flatMap((entry, index) => isCandidate(entry, index, personalInfo, country)),
      ...reusedContacts(employment, country),
    ];
  },
};
