export type Position = { title: string; team: string; location: string; type: string; summary: string };

/** The four open positions. */
export const openPositions: readonly Position[] = [
  {
    title: 'Senior Full-Stack Engineer',
    team: 'Engineering',
    location: 'Remote (United States)',
    type: 'Full-time',
    summary: 'Build the candidate portal and review dashboard in TypeScript and React, with a Node.js and PostgreSQL back end.',
  },
  {
    title: 'Machine Learning Engineer, Document AI',
    team: 'AI',
    location: 'San Francisco, CA or remote',
    type: 'Full-time',
    summary: 'Improve the models that read certificates and employment letters and match them to candidate records.',
  },
  {
    title: 'Compliance Analyst',
    team: 'Compliance',
    location: 'New York, NY',
    type: 'Full-time',
    summary: 'Track FCRA and state screening law changes and turn them into product requirements and customer guidance.',
  },
  {
    title: 'Customer Success Manager',
    team: 'Customer Success',
    location: 'London, United Kingdom',
    type: 'Full-time',
    summary: 'Onboard and grow a portfolio of European customers, from first verification to company-wide rollout.',
  },
];

export const CAREERS_EMAIL = 'careers@candor.example.com';
