/** The landing page's first screen: shown at once, so it stays small. */
export const landingMeta = {
  title: 'Verify candidates with confidence',
  description:
    'Candor verifies education, employment, LinkedIn profiles, backgrounds and references in about 24 hours, with 99.9% accuracy and FCRA, GDPR and SOC 2 compliance.',
};

export const hero = {
  eyebrow: 'Candidate verification for hiring teams',
  title: 'Verify candidates with confidence',
  lead: 'Candor checks education, employment, professional profiles, backgrounds and references in about 24 hours. AI does the legwork; your team makes the decisions.',
};

/** A sample summary shown beside the hero: what a finished verification looks like. */
export const sampleReport = {
  candidate: 'Jordan Ellis',
  role: 'Senior Financial Analyst',
  checks: [
    { label: 'Education', result: 'Verified' },
    { label: 'Employment (3 positions)', result: 'Verified' },
    { label: 'LinkedIn profile', result: 'Consistent' },
    { label: 'References', result: 'In progress' },
  ],
  completed: 'Completed in 19 hours',
} as const;

