import { splitCandidateName, type CandidateFormDraft, type DemoReportBody } from '@candor/contracts';

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
const isoDate = (at: Date) => at.toISOString().slice(0, 10);
const yearsBefore = (now: Date, years: number) => new Date(now.getTime() - years * YEAR_MS);

/** An address on a reserved example domain (never a real mailbox), from the candidate's name. */
export function sampleEmailOf(name: string): string {
  const local = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  return `${local || 'sample.candidate'}@example.com`;
}

/**
 * The sample application behind a demo report (docs/product.md#the-verification-report): the
 * name, position and company the form gave, and the rest filled in the same way every time, on
 * reserved example domains and the UK drama phone range (+44 20 7946 0xxx), so it can reach no
 * real person. The automated checks then run on it like on any submission; what they find is
 * theirs, nothing is planted or made up.
 */
export function sampleApplication(body: DemoReportBody, now: Date): CandidateFormDraft {
  const { firstName, lastName } = splitCandidateName(body.candidateName);
  return {
    personalInfo: {
      firstName,
      lastName,
      email: sampleEmailOf(body.candidateName),
      dateOfBirth: isoDate(yearsBefore(now, 32)),
      phone: '+44 20 7946 0321',
      currentAddress: {
        address1: '1 Sample Street',
        city: 'Manchester',
        state: 'Greater Manchester',
        country: 'United Kingdom',
        zip: 'M1 1AA',
      },
      previousAddresses: [],
      previousNames: [],
    },
    education: [
      {
        institution: 'University of Manchester',
        address: 'Oxford Road, Manchester M13 9PL, United Kingdom',
        degree: 'BSc Business Management',
        graduationDate: isoDate(yearsBefore(now, 10)),
      },
    ],
    employment: [
      {
        company: body.company,
        position: body.position,
        startDate: isoDate(yearsBefore(now, 4)),
        supervisorName: 'Sam Example',
        supervisorEmail: 'sam.example@example.org',
        supervisorPhone: '+44 20 7946 0322',
      },
    ],
  };
}
