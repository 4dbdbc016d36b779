import type { AiVerificationType } from '@candor/contracts';

/** The dashboard's four tabs: what each kind of session is about and what the assistant does in it. */
export const ASSISTANT_TABS: readonly {
  type: AiVerificationType;
  label: string;
  description: string;
  capabilities: readonly string[];
  welcome: string;
}[] = [
  {
    type: 'EDUCATION',
    label: 'Education',
    description:
      'Degrees and institutions: what the checks found about the schools and dates a candidate gave.',
    capabilities: [
      'Institutions found, not found, unaccredited or look-alike, with the reference list they were checked against',
      'Graduation dates against the candidate’s age',
      'Names on uploaded diplomas against the candidate’s name',
    ],
    welcome:
      'Ask about this candidate’s education, e.g. “why is education flagged?”. Every answer cites the findings it rests on.',
  },
  {
    type: 'EMPLOYMENT',
    label: 'Employment',
    description: 'Employers, titles and dates: overlaps, gaps and the supervisors given as references.',
    capabilities: [
      'Overlapping jobs and unexplained gaps, with the dates that produce them',
      'Supervisor emails and phones: free-mail, disposable or mismatched domains, shared contacts',
      'Documents and contacts shared with other applications',
    ],
    welcome:
      'Ask about this candidate’s employment, e.g. “why is employment flagged?”. Every answer cites the findings it rests on.',
  },
  {
    type: 'LINKEDIN',
    label: 'LinkedIn',
    description:
      'The LinkedIn profile the candidate supplied, as a consistency check of what they gave us (no access to LinkedIn itself).',
    capabilities: [
      'The findings about the claims a profile would show: employers, titles, schools and dates',
      'What the findings cannot tell, said as “Not in the evidence”',
    ],
    welcome:
      'Ask how the candidate’s claims hold together. The assistant answers from the findings only; it does not read LinkedIn.',
  },
  {
    type: 'GENERAL',
    label: 'General',
    description: 'Everything the automated checks found on a verification, in one conversation.',
    capabilities: [
      'A summary of every finding with its status, severity and evidence',
      'What is unverifiable offline and why',
      'Which findings need a person’s attention',
    ],
    welcome:
      'Ask about anything the checks found, e.g. “summarise the findings” or “what is unverifiable?”. Every answer cites its evidence.',
  },
];
