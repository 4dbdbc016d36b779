import type { Stat } from '../components/stat-list';

export const SERVICE_SLUGS = ['education', 'employment', 'linkedin', 'background', 'reference'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
export type ServiceId = ServiceSlug | 'ai';

export function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return SERVICE_SLUGS.some((slug) => slug === value);
}

export type ServicePage = {
  title: string;
  description: string;
  lead: string;
  checks: readonly { title: string; text: string }[];
  steps: readonly string[];
  stats: readonly Stat[];
  /** Shown prominently at the top of the page. */
  notice?: { title: string; text: string };
  /** An example result, clearly labelled as sample data. */
  sample?: { title: string; rows: readonly { label: string; value: string }[] };
};

/** The content of each service page. */
export const servicePages: Record<ServiceId, ServicePage> = {
  education: {
    title: 'Education Verification',
    description:
      'Confirm degrees, diplomas and attendance dates directly with the issuing institution. Results in about a day, with the source recorded for every check.',
    lead: 'Education is one of the most often embellished parts of a résumé. Candor confirms every degree, diploma and certificate with the institution that issued it, so your offer rests on facts.',
    checks: [
      { title: 'Degree and major', text: 'The award, field of study and honors, exactly as the registrar records them.' },
      { title: 'Attendance dates', text: 'Enrollment and graduation dates, so gaps and overlaps show up before the offer.' },
      { title: 'Accreditation', text: 'Institutions checked against recognized accreditation bodies to catch diploma mills.' },
      { title: 'International records', text: 'Schools in more than 150 countries, with translated results and local equivalents.' },
    ],
    steps: [
      'The candidate enters their education and uploads certificates through their private link.',
      'Candor contacts the registrar or clearinghouse and records who confirmed what, and when.',
      'Results arrive in your dashboard with every discrepancy highlighted for review.',
    ],
    stats: [
      { value: '24 hrs', label: 'Typical turnaround for domestic schools' },
      { value: '150+', label: 'Countries covered' },
      { value: '99.9%', label: 'Accuracy of confirmed records' },
    ],
  },
  employment: {
    title: 'Employment Verification',
    description:
      'Verify employers, job titles and dates of employment with past employers and payroll providers, with supervisor contacts checked for you.',
    lead: 'Job titles grow and dates stretch. Candor checks each position with the employer or its payroll provider and confirms the supervisor contacts your candidate gave.',
    checks: [
      { title: 'Employer and title', text: 'The company, the official title and, where shared, the department.' },
      { title: 'Dates of employment', text: 'Start and end dates confirmed, with unexplained gaps flagged.' },
      { title: 'Supervisor contacts', text: 'Names, phone numbers and emails checked before anyone places a call.' },
      { title: 'Rehire eligibility', text: 'Recorded when the former employer is willing to state it.' },
    ],
    steps: [
      'The candidate lists each position with a supervisor contact.',
      'Candor checks payroll databases first and calls or emails employers where needed.',
      'Each position is marked verified, partially verified or unable to verify, with notes.',
    ],
    stats: [
      { value: '24 hrs', label: 'Average turnaround' },
      { value: '85%', label: 'Verified instantly through payroll data' },
      { value: '10x', label: 'Faster than calling employers yourself' },
    ],
  },
  linkedin: {
    title: 'LinkedIn Verification',
    description:
      'Compare a candidate’s LinkedIn profile with their résumé and verified records. The page currently shows sample data while our partnership application is pending.',
    lead: 'A professional profile tells a story over years. Candor compares it with the résumé and the verified records, and shows where the two agree and where they do not.',
    sample: {
      title: 'Sample profile analysis',
      rows: [
        { label: 'Profile verified', value: 'Yes' },
        { label: 'Employment matches', value: '3 of 3 positions' },
        { label: 'Education matches', value: '1 of 1 degree' },
        { label: 'Total connections', value: '642' },
        { label: 'Verified connections at past employers', value: '87' },
        { label: 'Industry relevance', value: 'High' },
      ],
    },
    notice: {
      title: 'Sample data',
      text: 'LinkedIn verification currently runs on sample data while our LinkedIn partnership application is pending. Results show how the analysis works; they are not drawn from live profiles.',
    },
    checks: [
      { title: 'Employment matches', text: 'Each role on the profile compared with the résumé and the employment checks.' },
      { title: 'Education matches', text: 'Schools and degrees compared with the verified education records.' },
      { title: 'Profile history', text: 'Profile age and changes around the time of the application.' },
      { title: 'Network analysis', text: 'Connections at past employers and their relevance to the industry.' },
    ],
    steps: [
      'The candidate or your team adds the profile URL to the verification.',
      'Candor reads the public profile and lines it up with the résumé and verified records.',
      'You receive a summary of matches, mismatches and points to raise in the interview.',
    ],
    stats: [
      { value: '6 hrs', label: 'Typical analysis time' },
      { value: '4', label: 'Signals compared for every profile' },
      { value: 'Sample', label: 'Data source until our partnership is approved' },
    ],
  },
  background: {
    title: 'Background Screening',
    description:
      'FCRA-compliant background screening: identity verification, criminal record searches, sanctions and watch lists, with consent and adverse-action steps built in.',
    lead: 'Screen with confidence and within the law. Candor runs identity, criminal and sanctions checks with the disclosures, consent and adverse-action steps the FCRA requires.',
    checks: [
      { title: 'Identity verification', text: 'Name, date of birth and address history matched to trusted records.' },
      { title: 'Criminal records', text: 'County, state and federal searches, scoped to the role and the jurisdiction.' },
      { title: 'Sanctions and watch lists', text: 'Global sanctions, politically exposed persons and exclusion lists.' },
      { title: 'Fair-chance compliance', text: 'Ban-the-box timing and individual assessment supported where the law asks for it.' },
    ],
    steps: [
      'The candidate receives the disclosure and gives written consent online.',
      'Candor runs the searches your policy sets for the role and jurisdiction.',
      'Findings are reviewed by a person; pre-adverse and adverse action notices are sent from Candor.',
    ],
    stats: [
      { value: '48 hrs', label: 'Average turnaround for county searches' },
      { value: '3,000+', label: 'US jurisdictions searched' },
      { value: 'FCRA', label: 'Consent and adverse action built in' },
    ],
  },
  reference: {
    title: 'Reference Checks',
    description:
      'Structured reference checks with former managers and colleagues, summarized into comparable answers and delivered in about a day.',
    lead: 'References matter most when they are consistent. Candor asks every referee the same structured questions and turns the answers into a summary your team can compare.',
    checks: [
      { title: 'Referee identity', text: 'Each referee’s role and relationship to the candidate confirmed first.' },
      { title: 'Structured questions', text: 'Role-specific questions on strengths, growth areas and working style.' },
      { title: 'Comparable scoring', text: 'Answers summarized on the same scale across candidates.' },
      { title: 'Candidate privacy', text: 'Referees only see what they need; answers are shared with your team alone.' },
    ],
    steps: [
      'The candidate nominates referees from their employment history.',
      'Candor confirms who each referee is and invites them by email or phone.',
      'You receive a side-by-side summary with the referees’ own words.',
    ],
    stats: [
      { value: '24 hrs', label: 'Average turnaround' },
      { value: '92%', label: 'Referee response rate' },
      { value: '3', label: 'References recommended per role' },
    ],
  },
  ai: {
    title: 'AI Verification',
    description:
      'AI-assisted checks read documents, match education and employment records and flag discrepancies, so your team reviews exceptions instead of every line.',
    lead: 'Candor’s AI does the repetitive part of verification: it reads documents, compares them with what the candidate told you, and flags what does not add up. People make the decisions.',
    checks: [
      { title: 'Document analysis', text: 'Certificates and letters read, with names, dates and issuers extracted and compared.' },
      { title: 'Record matching', text: 'Education, employment and profile data lined up to find inconsistencies.' },
      { title: 'Supervisor contact checks', text: 'Phone numbers and emails tested for validity and ownership before outreach.' },
      { title: 'Risk summary', text: 'Findings, discrepancies and a confidence level, with the reasoning shown.' },
    ],
    steps: [
      'A submission arrives and the AI checks start on education, employment and contacts.',
      'Each check returns findings, discrepancies and a confidence level with its reasons.',
      'Your team reviews the flagged items and decides: the AI never approves or rejects on its own.',
    ],
    stats: [
      { value: '10x', label: 'Faster review of complete submissions' },
      { value: '99.9%', label: 'Accuracy on confirmed records' },
      { value: '100%', label: 'Decisions made by a person' },
    ],
  },
};
