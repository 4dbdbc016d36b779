/** The five company pages and what each says about itself. */
export type CompanyPage = 'about' | 'leadership' | 'careers' | 'news' | 'contact';

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
