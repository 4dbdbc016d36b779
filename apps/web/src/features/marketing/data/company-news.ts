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
