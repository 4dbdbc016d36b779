import type { CandidateFormData, EducationEntry, EmploymentEntry } from '@candor/contracts';
import { isSerious } from '@candor/contracts';
import type { CheckContext, CheckFinding } from '../../check.js';

/** Shared fixtures of the timeline checks' tests: a realistic clean application and a context. */

/** The moment of the check in every test: 25 November 2026, midday UTC. */
export const NOW = new Date('2026-11-25T12:00:00.000Z');

export function job(overrides: Partial<EmploymentEntry> = {}): EmploymentEntry {
  return {
    company: 'Acme Corporation',
    position: 'Software Engineer',
    startDate: '2012-07-01',
    endDate: '2016-08-31',
    supervisorName: 'Dana Whitfield',
    supervisorPhone: '+1 703 555 0142',
    supervisorEmail: 'dana.whitfield@acme.example',
    ...overrides,
  };
}

export function school(overrides: Partial<EducationEntry> = {}): EducationEntry {
  return {
    institution: 'University of Virginia',
    address: 'Charlottesville, VA, USA',
    degree: 'Bachelor of Science in Computer Science',
    graduationDate: '2012-05-20',
    gpa: '3.6',
    ...overrides,
  };
}

/**
 * A candidate born in 1990 with a bachelor's and an MBA, three jobs (the second and third
 * overlap by a month of notice), living in Virginia after some years in Toronto.
 */
export function cleanApplication(): CandidateFormData {
  return {
    personalInfo: {
      firstName: 'Jordan',
      lastName: 'Ellison',
      dateOfBirth: '1990-04-12',
      email: 'jordan.ellison@example.com',
      phone: '+1 703 555 0199',
      currentAddress: {
        address1: '1200 Wilson Blvd',
        address2: 'Apt 4',
        city: 'Arlington',
        state: 'VA',
        country: 'United States',
        zip: '22201-1234',
      },
      previousAddresses: [
        {
          address1: '300 Front St W',
          address2: '',
          city: 'Toronto',
          state: 'Ontario',
          country: 'Canada',
          zip: 'M5V 2T6',
        },
        {
          address1: '45 Elm St',
          address2: '',
          city: 'Cambridge',
          state: 'Massachusetts',
          country: 'USA',
          zip: '02139',
        },
      ],
      previousNames: [],
    },
    education: [
      school(),
      school({
        institution: 'Georgetown University',
        address: 'Washington, DC, USA',
        degree: 'MBA',
        graduationDate: '2016-05-15',
        gpa: '',
      }),
    ],
    employment: [
      job(),
      job({
        company: 'Initech',
        position: 'Senior Engineer',
        startDate: '2016-09-15',
        endDate: '2020-04-30',
      }),
      job({ company: 'Globex', position: 'Engineering Manager', startDate: '2020-04-01', endDate: '' }),
    ],
  };
}

export function contextFor(application: CandidateFormData, now: Date = NOW): CheckContext {
  return {
    verificationId: '8c1f6a52-3f7e-4d4b-9a63-2a1f0e9b7c11',
    application,
    documents: [],
    otherApplications: [],
    now,
  };
}

/** The findings that need a person's attention. */
export function serious(findings: readonly CheckFinding[]): CheckFinding[] {
  return findings.filter((item) => isSerious(item.severity));
}

/** The only finding with `code`; fails the test when there is not exactly one. */
export function only(findings: readonly CheckFinding[], code: CheckFinding['code']): CheckFinding {
  const matching = findings.filter((item) => item.code === code);
  if (matching.length !== 1 || matching[0] === undefined) {
    throw new Error(
      `expected one ${code}, got ${matching.length}: ${findings.map((item) => item.code).join(', ')}`,
    );
  }
  return matching[0];
}

/** The value of the evidence whose source is `source`. */
export function evidenceValue(item: CheckFinding, source: string): string | undefined {
  return item.evidence.find((evidence) => evidence.source === source)?.value;
}
