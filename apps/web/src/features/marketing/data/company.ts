import { Headset, Handshake, Megaphone, MessageSquare, type LucideIcon } from 'lucide-react';

export const COMPANY_PAGES = ['about', 'leadership', 'careers', 'news', 'contact'] as const;
export type CompanyPage = (typeof COMPANY_PAGES)[number];

export function isCompanyPage(value: string | undefined): value is CompanyPage {
  return COMPANY_PAGES.some((page) => page === value);
}

export const companyPageMeta: Record<CompanyPage, { title: string; heading: string; description: string; lead: string }> = {
  about: {
    title: 'About Candor',
    heading: 'We help employers hire on facts',
    description:
      'Candor builds candidate verification for hiring teams: education, employment, professional profile, background and reference checks, fast and compliant.',
    lead: 'Candor was founded on a simple idea: checking what candidates tell you should be fast, fair and accurate, for the employer and for the candidate.',
  },
  leadership: {
    title: 'Leadership',
    heading: 'Leadership',
    description: 'Meet the team that leads Candor: experience in hiring, compliance, security and machine learning.',
    lead: 'Our leaders have run recruiting teams, built compliance programs and shipped machine-learning products. They share one goal: verification that people can trust.',
  },
  careers: {
    title: 'Careers',
    heading: 'Careers at Candor',
    description: 'Join Candor and help employers hire with confidence. See our open positions in engineering, compliance, sales and customer success.',
    lead: 'We are a remote-friendly team building the verification platform hiring teams rely on. If you care about careful work and fair hiring, we would like to meet you.',
  },
  news: {
    title: 'News',
    heading: 'News and announcements',
    description: 'Company announcements, product updates and compliance news from Candor.',
    lead: 'Product updates, company milestones and what is changing in verification and compliance.',
  },
  contact: {
    title: 'Contact',
    heading: 'Contact us',
    description: 'Contact Candor sales, support, partnerships or press, or visit one of our offices in San Francisco, New York and London.',
    lead: 'Questions about pricing, an existing verification or a partnership? Reach the right team directly.',
  },
};

export const companyStory: readonly string[] = [
  'Hiring teams used to spend days on the phone with registrars and former employers, while good candidates accepted other offers. Candor started in 2019 to change that: one private link for the candidate, checks confirmed at the source, and results in one place.',
  'Today more than 10,000 companies verify candidates with Candor, from hospitals and banks to schools and fast-growing technology companies. Our AI does the repetitive work of reading documents and matching records; people at our customers make every decision.',
  'We are independently audited against SOC 2, and our workflows follow the FCRA and GDPR. Candidates see what is checked and why, and can correct their records.',
];

export const companyValues: readonly { title: string; text: string }[] = [
  { title: 'Accuracy first', text: 'A fast answer is worthless if it is wrong. We confirm at the source and show our evidence.' },
  { title: 'Fair to candidates', text: 'Candidates are people applying for a job. They deserve clarity, privacy and a way to correct mistakes.' },
  { title: 'People decide', text: 'Automation finds and flags; a person weighs the evidence and makes the call.' },
  { title: 'Secure by default', text: 'Personal data is minimized, encrypted and access-logged, whoever is looking at it.' },
];

export type Leader = { name: string; role: string; bio: string };

export const leaders: readonly Leader[] = [
  {
    name: 'Maya Okafor',
    role: 'Chief Executive Officer',
    bio: 'Led talent acquisition for two global healthcare groups before founding Candor to fix the verification backlog she lived with.',
  },
  {
    name: 'Daniel Reyes',
    role: 'Chief Technology Officer',
    bio: 'Built identity and document-processing systems at scale; leads engineering, security and infrastructure.',
  },
  {
    name: 'Priya Raman',
    role: 'Head of AI',
    bio: 'Researches document understanding and record linkage; leads the models behind Candor’s automated checks.',
  },
  {
    name: 'Thomas Becker',
    role: 'Chief Compliance Officer',
    bio: 'Former consumer reporting agency counsel; oversees FCRA, GDPR and SOC 2 programs.',
  },
  {
    name: 'Grace Liu',
    role: 'Vice President, Customer Success',
    bio: 'Has onboarded thousands of hiring teams; makes sure every customer gets results they can act on.',
  },
  {
    name: 'Samuel Adeyemi',
    role: 'Vice President, Sales',
    bio: 'Built sales teams in HR technology for fifteen years; works with employers of every size.',
  },
];

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

export type NewsItem = { date: string; title: string; summary: string };

/** The five latest news items, newest first; dates are ISO calendar dates. */
export const newsItems: readonly NewsItem[] = [
  {
    date: '2025-09-16',
    title: 'Candor passes 10,000 customers',
    summary: 'More than ten thousand companies now verify candidates with Candor, across healthcare, finance, education, government, retail and technology.',
  },
  {
    date: '2025-07-08',
    title: 'AI verification now checks supervisor contacts',
    summary: 'Automated checks now test supervisor phone numbers and emails before outreach, cutting failed reference calls by half.',
  },
  {
    date: '2025-05-20',
    title: 'Candor completes its annual SOC 2 Type II audit',
    summary: 'An independent auditor confirmed our security, availability and confidentiality controls for the third year running.',
  },
  {
    date: '2025-03-11',
    title: 'New London office to serve European customers',
    summary: 'Our London team brings local support and European data residency to customers hiring across the EU and the UK.',
  },
  {
    date: '2025-01-28',
    title: 'Integrations with Workday Recruiting and SAP SuccessFactors',
    summary: 'Enterprise customers can now start verifications from Workday Recruiting and file results in SAP SuccessFactors.',
  },
];

export type ContactChannel = {
  icon: LucideIcon;
  title: string;
  text: string;
  email: string;
  /** Display form of a fictional 555 number. */
  phone: string;
};

/** The four contact cards. */
export const contactChannels: readonly ContactChannel[] = [
  {
    icon: MessageSquare,
    title: 'Sales',
    text: 'Pricing, plans and demos for your team.',
    email: 'sales@candor.example.com',
    phone: '+1 (415) 555-0142',
  },
  {
    icon: Headset,
    title: 'Support',
    text: 'Help with an account or a verification in progress.',
    email: 'support@candor.example.com',
    phone: '+1 (415) 555-0199',
  },
  {
    icon: Handshake,
    title: 'Partnerships',
    text: 'Integrations, channel and consulting partnerships.',
    email: 'partners@candor.example.com',
    phone: '+1 (212) 555-0178',
  },
  {
    icon: Megaphone,
    title: 'Press',
    text: 'Media inquiries and interview requests.',
    email: 'press@candor.example.com',
    phone: '+1 (212) 555-0134',
  },
];

export type Office = { city: string; lines: readonly string[]; phone: string };

/** The three offices. */
export const offices: readonly Office[] = [
  {
    city: 'San Francisco (headquarters)',
    lines: ['500 Harrison Street, Suite 400', 'San Francisco, CA 94105', 'United States'],
    phone: '+1 (415) 555-0100',
  },
  {
    city: 'New York',
    lines: ['120 Hudson Street, 6th Floor', 'New York, NY 10013', 'United States'],
    phone: '+1 (212) 555-0160',
  },
  {
    city: 'London',
    lines: ['45 Clerkenwell Road', 'London EC1M 5RS', 'United Kingdom'],
    phone: '+44 20 7946 0321',
  },
];
