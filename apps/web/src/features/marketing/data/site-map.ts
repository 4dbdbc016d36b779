import { INDUSTRIES, industryLabels } from '@candor/contracts/public-values';

/** The navigation and the footer's site map; they load with every page. */

export type SiteLink = {
  label: string;
  to: string;
  /** One short line shown under the label in the navigation menus. */
  description?: string;
};

export type SiteSectionId = 'services' | 'industries' | 'partners' | 'resources' | 'company';

export type SiteSection = {
  id: SiteSectionId;
  label: string;
  links: readonly SiteLink[];
  /** The section's own overview page, shown last in its menu. */
  overview?: SiteLink;
};

const industryTaglines = {
  healthcare: 'Licenses and credentials for care teams',
  financial: 'Screening for regulated roles',
  technology: 'Fast checks for fast-growing teams',
  education: 'Safe hiring for schools and universities',
  government: 'Suitability checks for public service',
  retail: 'High-volume and seasonal hiring',
} as const;

export const siteSections: readonly SiteSection[] = [
  {
    id: 'services',
    label: 'Services',
    links: [
      {
        label: 'Education Verification',
        to: '/services/education',
        description: 'Degrees and dates confirmed at the source',
      },
      {
        label: 'Employment Verification',
        to: '/services/employment',
        description: 'Employers, titles and dates of employment',
      },
      {
        label: 'LinkedIn Verification',
        to: '/services/linkedin',
        description: 'Professional profile checked against the résumé',
      },
      {
        label: 'Background Screening',
        to: '/services/background',
        description: 'Identity, criminal records and sanctions lists',
      },
      {
        label: 'Reference Checks',
        to: '/services/reference',
        description: 'Structured conversations with former managers',
      },
      {
        label: 'AI Verification',
        to: '/ai-verification',
        description: 'Automated checks that flag discrepancies early',
      },
    ],
    overview: { label: 'All services', to: '/services' },
  },
  {
    id: 'industries',
    label: 'Industries',
    links: INDUSTRIES.map((industry) => ({
      label: industryLabels[industry],
      description: industryTaglines[industry],
      to: `/industries/${industry}`,
    })),
    overview: { label: 'All industries', to: '/industries' },
  },
  {
    id: 'partners',
    label: 'Partners',
    links: [
      {
        label: 'Technology Partners',
        to: '/partners/technology',
        description: 'ATS and HR-system integrations',
      },
      {
        label: 'Channel Partners',
        to: '/partners/channel',
        description: 'Offer Candor to the companies you serve',
      },
      {
        label: 'Consulting Partners',
        to: '/partners/consulting',
        description: 'Implement verification programs for HR teams',
      },
    ],
    overview: { label: 'Partner program', to: '/partners' },
  },
  {
    id: 'resources',
    label: 'Resources',
    links: [
      {
        label: 'Documentation',
        to: '/resources/documentation',
        description: 'Guides for hiring teams and administrators',
      },
      {
        label: 'Developers',
        to: '/resources/developers',
        description: 'API reference and integration guide',
      },
      {
        label: 'Compliance',
        to: '/resources/compliance',
        description: 'FCRA, GDPR and SOC 2 in practice',
      },
      {
        label: 'API Reference',
        to: '/resources/api-docs',
        description: 'Every endpoint, generated from the live API',
      },
    ],
    overview: { label: 'Resource center', to: '/resources' },
  },
  {
    id: 'company',
    label: 'Company',
    links: [
      { label: 'About', to: '/company/about', description: 'Why we build Candor' },
      { label: 'Leadership', to: '/company/leadership', description: 'The people who run Candor' },
      { label: 'Careers', to: '/company/careers', description: 'Open positions on our team' },
      { label: 'News', to: '/company/news', description: 'Announcements and product updates' },
      { label: 'Contact', to: '/company/contact', description: 'Sales, support and our offices' },
    ],
  },
];

/** Links outside the five menus: shown beside them and in the footer. */
export const productLinks: readonly SiteLink[] = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'Request a Demo', to: '/demo' },
  { label: 'Sign In', to: '/login' },
  { label: 'Start Free Trial', to: '/register' },
];
