import { Handshake, Plug, Presentation, type LucideIcon } from 'lucide-react';

export type Integration = { name: string; text: string };

/** The four applicant-tracking-system integrations. */
export const atsIntegrations: readonly Integration[] = [
  { name: 'Greenhouse', text: 'Order checks from a candidate’s profile and see results on the scorecard.' },
  { name: 'Lever', text: 'Start verification when a candidate reaches the offer stage.' },
  { name: 'Workday Recruiting', text: 'Verification status synced to the requisition and the hire record.' },
  { name: 'iCIMS', text: 'Packages chosen per job, with results attached to the applicant file.' },
];

/** The three HR-system integrations. */
export const hrIntegrations: readonly Integration[] = [
  { name: 'BambooHR', text: 'Verified education and employment written to the new employee record.' },
  { name: 'ADP Workforce Now', text: 'Onboarding continues automatically once verification is complete.' },
  { name: 'SAP SuccessFactors', text: 'Reports stored with the employee’s documents for audits.' },
];

export const PARTNER_TYPES = ['technology', 'channel', 'consulting'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export function isPartnerType(value: string | undefined): value is PartnerType {
  return PARTNER_TYPES.some((type) => type === value);
}

export type PartnerProgram = {
  icon: LucideIcon;
  name: string;
  title: string;
  summary: string;
  description: string;
  lead: string;
  benefits: readonly string[];
  /** Technology partners list the integrations. */
  showsIntegrations: boolean;
};

export const partnerPrograms: Record<PartnerType, PartnerProgram> = {
  technology: {
    icon: Plug,
    name: 'Technology Partners',
    title: 'Technology partners and integrations',
    summary: 'Applicant tracking and HR systems that start verifications and receive results.',
    description:
      'Candor integrates with four applicant tracking systems and three HR systems, so verifications start where recruiters work and results land where HR keeps records.',
    lead: 'Recruiters should not need another tab. Candor connects to the applicant tracking and HR systems your team already uses, in both directions.',
    benefits: [
      'A documented REST API and webhooks for every verification event',
      'A sandbox organization with sample candidates for development',
      'Joint listing in our integrations directory and launch announcements',
      'A partner engineer for design reviews and certification',
    ],
    showsIntegrations: true,
  },
  channel: {
    icon: Handshake,
    name: 'Channel Partners',
    title: 'Channel partners',
    summary: 'Staffing firms, PEOs and payroll providers who offer Candor to their clients.',
    description:
      'Offer Candor verification to the companies you serve: partner pricing, co-branded candidate communications and a dedicated partner manager for staffing firms, PEOs and payroll providers.',
    lead: 'Your clients already trust you with hiring. Add fast, compliant verification to what you offer, with partner pricing and support that scales with your book of business.',
    benefits: [
      'Partner pricing with volume tiers across all your clients',
      'Co-branded candidate invitations and reports',
      'One console to manage client organizations and billing',
      'A dedicated partner manager and quarterly business reviews',
    ],
    showsIntegrations: false,
  },
  consulting: {
    icon: Presentation,
    name: 'Consulting Partners',
    title: 'Consulting partners',
    summary: 'HR consultancies and implementers who design verification programs.',
    description:
      'HR consultancies and implementation firms design and roll out verification programs on Candor, with training, certification and referral fees.',
    lead: 'Good screening starts with good policy. Consulting partners help employers design verification programs, configure Candor and train their teams.',
    benefits: [
      'Certification for your consultants on Candor configuration and compliance',
      'Referral fees for every client you bring to Candor',
      'Early access to new features and compliance updates',
      'Joint webinars and case studies with our marketing team',
    ],
    showsIntegrations: false,
  },
};
