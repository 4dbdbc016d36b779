import type { CandidateFormDraft, VerificationStatus, VerificationType } from '@candor/contracts';

/**
 * The demo organisation's sample verifications: product data, marked as sample (`is_sample`), so
 * a prospect sees every status of a working product. The people are invented; their addresses use
 * the reserved example domains and their phone numbers the UK drama range (+44 20 7946 0xxx).
 */
export type SamplePerson = {
  firstName: string;
  lastName: string;
  email: string;
  type: VerificationType;
  status: VerificationStatus;
  /** How long ago the request was made, in days. */
  createdDaysAgo: number;
  dateOfBirth: string;
  city: string;
  country: string;
  education: { institution: string; address: string; degree: string; graduationDate: string };
  employment: {
    company: string;
    position: string;
    startDate: string;
    endDate?: string;
    supervisorName: string;
    supervisorEmail: string;
  };
  /** The reviewer's note on a decision (COMPLETED or FAILED). */
  decisionNote?: string;
};

export const SAMPLE_PEOPLE: readonly SamplePerson[] = [
  {
    // The demo candidate's own verification, which they continue on /my-verification.
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'candidate@demo.candor.local',
    type: 'FULL',
    status: 'IN_PROGRESS',
    createdDaysAgo: 1,
    dateOfBirth: '1995-10-21',
    city: 'Reading',
    country: 'United Kingdom',
    education: {
      institution: 'University of Reading',
      address: 'Whiteknights, Reading RG6 6UR, United Kingdom',
      degree: 'BSc Computer Science',
      graduationDate: '2017-07-14',
    },
    employment: { company: '', position: '', startDate: '', supervisorName: '', supervisorEmail: '' },
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@example.com',
    type: 'FULL',
    status: 'COMPLETED',
    createdDaysAgo: 21,
    dateOfBirth: '1991-04-17',
    city: 'Leicester',
    country: 'United Kingdom',
    education: {
      institution: 'University of Warwick',
      address: 'Coventry CV4 7AL, United Kingdom',
      degree: 'BSc Economics',
      graduationDate: '2013-07-15',
    },
    employment: {
      company: 'Harbourline Logistics',
      position: 'Payroll Analyst',
      startDate: '2019-02-01',
      supervisorName: 'Martin Hale',
      supervisorEmail: 'martin.hale@example.org',
    },
    decisionNote: 'Degree and employment confirmed with the documents provided.',
  },
  {
    firstName: 'Mateo',
    lastName: 'Álvarez',
    email: 'mateo.alvarez@example.net',
    type: 'FULL',
    status: 'VERIFIED',
    createdDaysAgo: 9,
    dateOfBirth: '1988-11-02',
    city: 'Madrid',
    country: 'Spain',
    education: {
      institution: 'Universidad Carlos III de Madrid',
      address: 'Getafe, Madrid, Spain',
      degree: 'MSc Computer Engineering',
      graduationDate: '2012-06-30',
    },
    employment: {
      company: 'Solara Energía',
      position: 'Backend Engineer',
      startDate: '2016-09-01',
      endDate: '2024-03-31',
      supervisorName: 'Lucía Romero',
      supervisorEmail: 'lucia.romero@example.net',
    },
  },
  {
    firstName: 'Aisha',
    lastName: 'Okafor',
    email: 'aisha.okafor@example.com',
    type: 'FULL',
    status: 'SUBMITTED',
    createdDaysAgo: 3,
    dateOfBirth: '1994-01-23',
    city: 'Manchester',
    country: 'United Kingdom',
    education: {
      institution: 'University of Manchester',
      address: 'Oxford Road, Manchester M13 9PL, United Kingdom',
      degree: 'LLB Law',
      graduationDate: '2016-07-08',
    },
    employment: {
      company: 'Pennine Legal Services',
      position: 'Paralegal',
      startDate: '2017-01-09',
      supervisorName: 'Ruth Ellison',
      supervisorEmail: 'ruth.ellison@example.com',
    },
  },
  {
    firstName: 'Lukas',
    lastName: 'Becker',
    email: 'lukas.becker@example.org',
    type: 'EMPLOYMENT',
    status: 'VERIFICATION_INITIATED',
    createdDaysAgo: 2,
    dateOfBirth: '1986-08-30',
    city: 'Hamburg',
    country: 'Germany',
    education: { institution: '', address: '', degree: '', graduationDate: '' },
    employment: {
      company: 'Nordhafen Shipping GmbH',
      position: 'Operations Manager',
      startDate: '2014-04-01',
      endDate: '2025-06-30',
      supervisorName: 'Katrin Vogel',
      supervisorEmail: 'katrin.vogel@example.org',
    },
  },
  {
    firstName: 'Mei',
    lastName: 'Lin Chen',
    email: 'meilin.chen@example.com',
    type: 'EDUCATION',
    status: 'VERIFICATION_FAILED',
    createdDaysAgo: 6,
    dateOfBirth: '1996-05-12',
    city: 'Vancouver',
    country: 'Canada',
    education: {
      institution: 'University of British Columbia',
      address: 'Vancouver, BC V6T 1Z4, Canada',
      degree: 'BA Psychology',
      graduationDate: '2018-05-25',
    },
    employment: { company: '', position: '', startDate: '', supervisorName: '', supervisorEmail: '' },
  },
  {
    firstName: 'Samuel',
    lastName: 'Osei',
    email: 'samuel.osei@example.net',
    type: 'FULL',
    status: 'FAILED',
    createdDaysAgo: 30,
    dateOfBirth: '1990-09-19',
    city: 'Birmingham',
    country: 'United Kingdom',
    education: {
      institution: 'Aston University',
      address: 'Birmingham B4 7ET, United Kingdom',
      degree: 'BEng Mechanical Engineering',
      graduationDate: '2012-07-20',
    },
    employment: {
      company: 'Midland Precision Parts',
      position: 'Quality Engineer',
      startDate: '2015-03-02',
      endDate: '2023-12-22',
      supervisorName: 'Gareth Price',
      supervisorEmail: 'gareth.price@example.net',
    },
    decisionNote: 'The employer could not confirm the dates of employment given.',
  },
  {
    firstName: 'Hannah',
    lastName: 'Kowalski',
    email: 'hannah.kowalski@example.org',
    type: 'FULL',
    status: 'IN_PROGRESS',
    createdDaysAgo: 1,
    dateOfBirth: '1997-02-03',
    city: 'Leeds',
    country: 'United Kingdom',
    education: {
      institution: 'University of Leeds',
      address: 'Woodhouse, Leeds LS2 9JT, United Kingdom',
      degree: 'BA Geography',
      graduationDate: '2019-07-12',
    },
    employment: { company: '', position: '', startDate: '', supervisorName: '', supervisorEmail: '' },
  },
  {
    firstName: 'Daniel',
    lastName: 'Kim',
    email: 'daniel.kim@example.com',
    type: 'FULL',
    status: 'INVITED',
    createdDaysAgo: 0,
    dateOfBirth: '',
    city: '',
    country: '',
    education: { institution: '', address: '', degree: '', graduationDate: '' },
    employment: { company: '', position: '', startDate: '', supervisorName: '', supervisorEmail: '' },
  },
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    email: 'sofia.rossi@example.net',
    type: 'EDUCATION',
    status: 'INVITED',
    createdDaysAgo: 4,
    dateOfBirth: '',
    city: '',
    country: '',
    education: {
      institution: 'Politecnico di Milano',
      address: '',
      degree: 'MSc Architecture',
      graduationDate: '',
    },
    employment: { company: '', position: '', startDate: '', supervisorName: '', supervisorEmail: '' },
  },
  {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: 'omar.haddad@example.org',
    type: 'EMPLOYMENT',
    status: 'COMPLETED',
    createdDaysAgo: 14,
    dateOfBirth: '1985-12-08',
    city: 'Bristol',
    country: 'United Kingdom',
    education: { institution: '', address: '', degree: '', graduationDate: '' },
    employment: {
      company: 'Severn Health Trust',
      position: 'Senior Nurse',
      startDate: '2011-10-03',
      supervisorName: 'Claire Dawson',
      supervisorEmail: 'claire.dawson@example.org',
    },
    decisionNote: 'Employment confirmed by the supervisor.',
  },
  {
    firstName: 'Gráinne',
    lastName: "O'Neill",
    email: 'grainne.oneill@example.com',
    type: 'FULL',
    status: 'SUBMITTED',
    createdDaysAgo: 5,
    dateOfBirth: '1992-03-27',
    city: 'Dublin',
    country: 'Ireland',
    education: {
      institution: 'Trinity College Dublin',
      address: 'College Green, Dublin 2, Ireland',
      degree: 'BA Business Studies',
      graduationDate: '2014-06-20',
    },
    employment: {
      company: 'Liffey Analytics',
      position: 'Account Manager',
      startDate: '2018-05-14',
      supervisorName: 'Niamh Byrne',
      supervisorEmail: 'niamh.byrne@example.com',
    },
  },
  {
    firstName: 'Tomás',
    lastName: 'Silva',
    email: 'tomas.silva@example.net',
    type: 'EMPLOYMENT',
    status: 'IN_PROGRESS',
    createdDaysAgo: 2,
    dateOfBirth: '1993-07-14',
    city: 'Lisbon',
    country: 'Portugal',
    education: { institution: '', address: '', degree: '', graduationDate: '' },
    employment: {
      company: 'Atlântico Retail',
      position: 'Store Manager',
      startDate: '2020-01-06',
      supervisorName: '',
      supervisorEmail: '',
    },
  },
];

const SUBMITTED_STATUSES: readonly VerificationStatus[] = [
  'SUBMITTED',
  'VERIFICATION_INITIATED',
  'VERIFIED',
  'VERIFICATION_FAILED',
  'COMPLETED',
  'FAILED',
];

export const isSubmittedSample = (person: SamplePerson) => SUBMITTED_STATUSES.includes(person.status);

/** The person's form as it stands at their status: complete once submitted, partial before. */
export function sampleFormData(person: SamplePerson, index: number): CandidateFormDraft {
  const phone = (n: number) => `+44 20 7946 0${String(100 + n).padStart(3, '0')}`;
  const personalInfo = {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    ...(person.dateOfBirth ? { dateOfBirth: person.dateOfBirth, phone: phone(index * 2) } : {}),
    ...(person.city
      ? {
          currentAddress: {
            address1: `${12 + index * 7} ${['High Street', 'Station Road', 'Church Lane', 'Park Avenue'][index % 4]}`,
            city: person.city,
            state: person.city,
            country: person.country,
            zip: `${10000 + index * 1111}`,
          },
        }
      : {}),
    previousAddresses: [],
    previousNames: [],
  };
  const keep = <T extends Record<string, string | undefined>>(entry: T) =>
    Object.fromEntries(Object.entries(entry).filter(([, value]) => value)) as Partial<T>;
  const education =
    person.type !== 'EMPLOYMENT' && person.education.institution ? [keep(person.education)] : [];
  const employment =
    person.type !== 'EDUCATION' && person.employment.company
      ? [
          {
            ...keep(person.employment),
            ...(person.employment.supervisorName ? { supervisorPhone: phone(index * 2 + 1) } : {}),
          },
        ]
      : [];
  return { personalInfo, education, employment };
}
