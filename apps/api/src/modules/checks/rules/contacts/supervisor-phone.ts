import type { EmploymentEntry, FindingSeverity, FindingStatus } from '@candor/contracts';
import type { CountryCode, NumberType, PhoneNumber } from 'libphonenumber-js/max';
import { fieldEvidence, finding, referenceEvidence, type Check, type CheckFinding } from '../../check.js';
import { employmentSource, entryLabel } from './entries.js';
import { countryName, fictionalRange, parsePhone, resolveCountry } from './phone.js';
import { SOURCES } from './sources.js';

/**
 * Each supervisor phone number read with the numbering plans' metadata shipped in
 * libphonenumber-js (docs/product.md#automated-checks): whether it can exist, what kind of line
 * it is, and whether it belongs to the country the candidate lives in.
 */

/** A number that no numbering plan allows is a fact of the metadata. */
const INVALID_CONFIDENCE = 0.99;
/** The line type is what the metadata says for the number's range (operators port numbers). */
const METADATA_CONFIDENCE = 0.95;
/** The candidate's country only stands in for the employer's, which the form does not ask. */
const REGION_CONFIDENCE = 0.7;

/** What a line type says about a supervisor's number. */
const LINE_TYPES: Partial<
  Record<
    NumberType & string,
    { status: Exclude<FindingStatus, 'verified'>; severity: FindingSeverity; says: string }
  >
> = {
  VOIP: {
    status: 'risk_signal',
    severity: 'medium',
    says: 'an internet (VoIP) number, a kind of line anyone can rent online',
  },
  PERSONAL_NUMBER: {
    status: 'risk_signal',
    severity: 'high',
    says: 'a personal forwarding number, which can be redirected to any phone',
  },
  PREMIUM_RATE: {
    status: 'risk_signal',
    severity: 'high',
    says: 'a premium-rate number, which charges the caller extra and is an unusual line for a supervisor',
  },
  TOLL_FREE: {
    status: 'consistent',
    severity: 'info',
    says: "a toll-free number, usually an organisation's switchboard or helpline",
  },
  MOBILE: { status: 'consistent', severity: 'info', says: 'a mobile number' },
};

/** Countries whose geographic numbers do not tell landlines from mobiles (one shared range). */
const NANP_GEOGRAPHIC = new Set(['US', 'CA']);

function invalid(entry: EmploymentEntry, index: number, why: string, detail: string): CheckFinding {
  return finding('SUPERVISOR_PHONE_INVALID', {
    status: 'discrepancy',
    severity: 'high',
    confidence: INVALID_CONFIDENCE,
    subject: { section: 'employment', index, field: 'supervisorPhone' },
    message: `The supervisor phone number given for ${entryLabel(entry, index)} ${why}.`,
    evidence: [
      fieldEvidence(employmentSource(index, 'supervisorPhone'), entry.supervisorPhone),
      referenceEvidence(SOURCES.phoneMetadata, 'not a valid number', detail),
    ],
  });
}

function lineType(entry: EmploymentEntry, index: number, number: PhoneNumber): CheckFinding[] {
  const type = number.getType();
  const subject = { section: 'employment', index, field: 'supervisorPhone' } as const;
  const evidence = [
    fieldEvidence(employmentSource(index, 'supervisorPhone'), entry.supervisorPhone),
    referenceEvidence(
      SOURCES.phoneMetadata,
      type ?? 'unknown',
      `line type of ${number.number} (${number.country ?? 'no single country'})`,
    ),
  ];
  const label = entryLabel(entry, index);
  if (type === 'FIXED_LINE_OR_MOBILE') {
    const message =
      number.country !== undefined && NANP_GEOGRAPHIC.has(number.country)
        ? `Offline data cannot tell whether the supervisor's US or Canadian number for ${label} is a landline, a mobile or an internet (VoIP) line.`
        : `Offline data cannot tell whether the supervisor's number for ${label} is a landline or a mobile.`;
    return [
      finding('SUPERVISOR_PHONE_LINE_TYPE', {
        status: 'unverifiable',
        severity: 'info',
        confidence: METADATA_CONFIDENCE,
        subject,
        message,
        evidence,
      }),
    ];
  }
  const meaning = type === undefined ? undefined : LINE_TYPES[type];
  if (meaning === undefined) return [];
  return [
    finding('SUPERVISOR_PHONE_LINE_TYPE', {
      status: meaning.status,
      severity: meaning.severity,
      confidence: METADATA_CONFIDENCE,
      subject,
      message: `The supervisor phone number given for ${label} is ${meaning.says}.`,
      evidence,
    }),
  ];
}

function regionMismatch(
  entry: EmploymentEntry,
  index: number,
  number: PhoneNumber,
  candidateCountry: CountryCode | null,
  countryAsWritten: string,
): CheckFinding[] {
  if (candidateCountry === null || number.country === undefined || number.country === candidateCountry)
    return [];
  return [
    finding('SUPERVISOR_PHONE_REGION_MISMATCH', {
      status: 'consistent',
      severity: 'low',
      confidence: REGION_CONFIDENCE,
      subject: { section: 'employment', index, field: 'supervisorPhone' },
      message: `The supervisor phone number given for ${entryLabel(entry, index)} belongs to another country (${countryName(number.country)}) than the candidate's address (${countryName(candidateCountry)}), which stands in for the employer's country because the form does not ask for it.`,
      evidence: [
        fieldEvidence(employmentSource(index, 'supervisorPhone'), entry.supervisorPhone),
        referenceEvidence(SOURCES.phoneMetadata, number.country, `the country of ${number.number}`),
        fieldEvidence(
          'personalInfo.currentAddress.country',
          countryAsWritten,
          `${candidateCountry} (${SOURCES.countries}); used in place of the employer's country, which the form does not ask`,
        ),
      ],
    }),
  ];
}

function checkEntry(
  entry: EmploymentEntry,
  index: number,
  candidateCountry: CountryCode | null,
  countryAsWritten: string,
): CheckFinding[] {
  if (entry.supervisorPhone.trim() === '') return [];
  const parsed = parsePhone(entry.supervisorPhone, candidateCountry);
  if (parsed.kind === 'no-country') {
    // Without a country code or a recognised home country there is nothing to check it against.
    return [
      finding('SUPERVISOR_PHONE_INVALID', {
        status: 'unverifiable',
        severity: 'info',
        confidence: INVALID_CONFIDENCE,
        subject: { section: 'employment', index, field: 'supervisorPhone' },
        message: `The supervisor phone number given for ${entryLabel(entry, index)} has no country code and the candidate's country is not recognised, so it could not be checked.`,
        evidence: [
          fieldEvidence(employmentSource(index, 'supervisorPhone'), entry.supervisorPhone),
          fieldEvidence(
            'personalInfo.currentAddress.country',
            countryAsWritten,
            `not a country ${SOURCES.countries} recognises`,
          ),
        ],
      }),
    ];
  }
  if (parsed.kind === 'not-a-number') {
    return [invalid(entry, index, 'is not a phone number', 'the text cannot be read as a phone number')];
  }
  const { number } = parsed;
  if (!number.isValid()) {
    const where =
      number.country === undefined ? `+${number.countryCallingCode}` : countryName(number.country);
    return [
      invalid(
        entry,
        index,
        `is not a valid phone number for its country (${where})`,
        `${number.number} fits no number range in use`,
      ),
    ];
  }
  const fictional = fictionalRange(number);
  if (fictional !== null) {
    return [
      finding('SUPERVISOR_PHONE_INVALID', {
        status: 'discrepancy',
        severity: 'high',
        confidence: INVALID_CONFIDENCE,
        subject: { section: 'employment', index, field: 'supervisorPhone' },
        message: `The supervisor phone number given for ${entryLabel(entry, index)} is in a range reserved for fictional use (${fictional.description}), so it reaches no one.`,
        evidence: [
          fieldEvidence(employmentSource(index, 'supervisorPhone'), entry.supervisorPhone),
          referenceEvidence(
            `${SOURCES.fictionalPhoneRanges} (${fictional.id}, checked ${fictional.checked})`,
            number.number,
            fictional.source,
          ),
        ],
      }),
    ];
  }
  return [
    ...lineType(entry, index, number),
    ...regionMismatch(entry, index, number, candidateCountry, countryAsWritten),
  ];
}

export const supervisorPhoneCheck: Check = {
  id: 'phone.supervisor',
  type: 'PHONE',
  version: 1,
  reads: ['personalInfo', 'employment'],
  codes: ['SUPERVISOR_PHONE_INVALID', 'SUPERVISOR_PHONE_LINE_TYPE', 'SUPERVISOR_PHONE_REGION_MISMATCH'],
  run(context) {
    const { personalInfo, employment } = context.application;
    const countryAsWritten = personalInfo.currentAddress.country;
    const candidateCountry = resolveCountry(countryAsWritten);
    return employment.flatMap((entry, index) => checkEntry(entry, index, candidateCountry, countryAsWritten));
  },
};
