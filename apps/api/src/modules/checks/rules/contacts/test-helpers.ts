import type { CandidateFormData, EmploymentEntry } from '@candor/contracts';
import type { Check, CheckContext, CheckFinding, OtherApplication } from '../../check.js';

/**
 * Plain-object fixtures for the contact checks' tests (no server, no database). The phone numbers
 * are public switchboards or reserved fictional numbers, never a private person's.
 */

export const VERIFICATION_ID = '6f1d2c3b-4a59-4e8f-9b0a-1c2d3e4f5a6b';
export const OTHER_VERIFICATION_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A realistic, clean application: company addresses on the employers' domains, valid numbers. */
export function cleanApplication(): CandidateFormData {
  return {
    personalInfo: {
      firstName: 'Priya',
      lastName: 'Raman',
      dateOfBirth: '1990-04-12',
      email: 'priya.raman@gmail.com',
      // A fictional 555-01xx number: the candidate's own phone is only compared, never checked.
      phone: '+1 202 555 0143',
      currentAddress: {
        address1: '221 Market Street',
        address2: 'Apt 5',
        city: 'San Francisco',
        state: 'CA',
        country: 'United States',
        zip: '94105',
      },
      previousAddresses: [],
      previousNames: [{ firstName: 'Priya', lastName: 'Krishnan' }],
    },
    education: [
      {
        institution: 'University of California, Berkeley',
        address: 'Berkeley, CA, United States',
        degree: 'BSc Computer Science',
        graduationDate: '2012-05-20',
        gpa: '3.7',
      },
    ],
    employment: [
      {
        company: 'US Navy',
        position: 'Logistics Officer',
        startDate: '2012-07-01',
        endDate: '2016-06-30',
        supervisorName: 'James Whitfield',
        supervisorPhone: '+1 202 685 1000',
        supervisorEmail: 'james.whitfield@navy.mil',
      },
      {
        company: 'International Business Machines Corporation',
        position: 'Supply Chain Analyst',
        startDate: '2016-08-01',
        endDate: '2019-03-31',
        supervisorName: 'Maria Gonzalez',
        supervisorPhone: '+1 914 499 1900',
        supervisorEmail: 'mgonzalez@us.ibm.com',
      },
      {
        company: 'Acme Robotics Inc.',
        position: 'Operations Manager',
        startDate: '2019-04-15',
        endDate: '2022-12-31',
        supervisorName: 'Daniel Okafor',
        // Written without a country code: read with the candidate's country (United States).
        supervisorPhone: '(650) 253-0000',
        supervisorEmail: 'd.okafor@acme-robotics.com',
      },
      {
        company: 'Acme Robotics',
        position: 'Director of Operations',
        startDate: '2023-01-01',
        supervisorName: 'Daniel Okafor',
        supervisorPhone: '+1 650 253 0000',
        supervisorEmail: 'D.Okafor@acme-robotics.com',
      },
    ],
  };
}

/** One employment entry with the given changes. */
export function employmentEntry(changes: Partial<EmploymentEntry> = {}): EmploymentEntry {
  return {
    company: 'Acme Robotics Inc.',
    position: 'Operations Manager',
    startDate: '2019-04-15',
    endDate: '2022-12-31',
    supervisorName: 'Daniel Okafor',
    supervisorPhone: '+1 650 253 0000',
    supervisorEmail: 'd.okafor@acmerobotics.com',
    ...changes,
  };
}

/** The clean application with its employment replaced. */
export function applicationWith(
  employment: EmploymentEntry[],
  application = cleanApplication(),
): CandidateFormData {
  return { ...application, employment };
}

export function contextFor(
  application: CandidateFormData,
  otherApplications: OtherApplication[] = [],
): CheckContext {
  return {
    verificationId: VERIFICATION_ID,
    application,
    documents: [],
    otherApplications,
    now: new Date('2026-11-25T12:00:00Z'),
  };
}

/** Runs one check (all contact checks are synchronous; awaiting keeps the test honest). */
export async function runCheck(
  check: Check,
  application: CandidateFormData,
  others: OtherApplication[] = [],
): Promise<CheckFinding[]> {
  return check.run(contextFor(application, others));
}

export const serious = (findings: readonly CheckFinding[]) =>
  findings.filter((item) => item.severity === 'medium' || item.severity === 'high');
