import { BookOpen, Code2, FileText, Rocket, Scale, ShieldCheck, Users, Webhook, type LucideIcon } from 'lucide-react';

export type Guide = {
  slug: 'user-guide' | 'admin-guide' | 'quick-start' | 'api-docs' | 'integration-guide' | 'fcra-compliance';
  title: string;
  summary: string;
  icon: LucideIcon;
};

export const guides: Record<Guide['slug'], Guide> = {
  'user-guide': {
    slug: 'user-guide',
    title: 'User Guide',
    summary: 'Invite candidates, follow their progress and review verified results.',
    icon: BookOpen,
  },
  'admin-guide': {
    slug: 'admin-guide',
    title: 'Admin Guide',
    summary: 'Set up your organization, roles and permissions, and verification packages.',
    icon: Users,
  },
  'quick-start': {
    slug: 'quick-start',
    title: 'Quick Start',
    summary: 'From registration to your first completed verification in fifteen minutes.',
    icon: Rocket,
  },
  'api-docs': {
    slug: 'api-docs',
    title: 'API Reference',
    summary: 'Every endpoint, request and response, generated from the running API.',
    icon: Code2,
  },
  'integration-guide': {
    slug: 'integration-guide',
    title: 'Integration Guide',
    summary: 'Connect your applicant tracking or HR system and receive results automatically.',
    icon: Webhook,
  },
  'fcra-compliance': {
    slug: 'fcra-compliance',
    title: 'FCRA Compliance Guide',
    summary: 'Disclosure, consent and adverse action: what the law asks and how Candor helps.',
    icon: Scale,
  },
};

/** Guides whose content is still being written: their pages say so. */
export const PLACEHOLDER_GUIDES = ['user-guide', 'admin-guide', 'quick-start', 'integration-guide', 'fcra-compliance'] as const;
export type PlaceholderGuide = (typeof PLACEHOLDER_GUIDES)[number];

export function isPlaceholderGuide(value: string | undefined): value is PlaceholderGuide {
  return PLACEHOLDER_GUIDES.some((slug) => slug === value);
}

export const RESOURCE_CATEGORIES = ['documentation', 'developers', 'compliance'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export function isResourceCategory(value: string | undefined): value is ResourceCategory {
  return RESOURCE_CATEGORIES.some((category) => category === value);
}

export type ResourceCategoryContent = {
  icon: LucideIcon;
  name: string;
  title: string;
  summary: string;
  description: string;
  lead: string;
  guides: readonly Guide['slug'][];
};

export const resourceCategories: Record<ResourceCategory, ResourceCategoryContent> = {
  documentation: {
    icon: FileText,
    name: 'Documentation',
    title: 'Documentation',
    summary: 'Guides for hiring teams and administrators, from first login to advanced settings.',
    description:
      'Candor documentation for hiring teams and administrators: the user guide, the admin guide and a quick start to your first verification.',
    lead: 'Everything your hiring team and your administrators need to run verifications with Candor.',
    guides: ['quick-start', 'user-guide', 'admin-guide'],
  },
  developers: {
    icon: Code2,
    name: 'Developers',
    title: 'Developer resources',
    summary: 'The API reference and the integration guide for connecting your systems.',
    description:
      'Developer resources for Candor: the API reference generated from the live API, the OpenAPI document, and the guide to integrating applicant tracking and HR systems.',
    lead: 'Build on Candor: start verifications from your own systems and receive results as they happen.',
    guides: ['api-docs', 'integration-guide'],
  },
  compliance: {
    icon: ShieldCheck,
    name: 'Compliance',
    title: 'Compliance resources',
    summary: 'How Candor supports FCRA, GDPR and SOC 2 obligations, and what stays with you.',
    description:
      'Compliance resources for background verification: the FCRA compliance guide and how Candor meets GDPR and SOC 2 requirements.',
    lead: 'Verification is regulated. These resources explain what the rules require and how Candor helps you meet them.',
    guides: ['fcra-compliance'],
  },
};
