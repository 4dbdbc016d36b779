import { INDUSTRIES } from '@candor/contracts/public-values';
import { PARTNER_TYPES } from '../../features/marketing/data/partners';
import { PLACEHOLDER_GUIDES, RESOURCE_CATEGORIES } from '../../features/marketing/data/resources';
import { SERVICE_SLUGS } from '../../features/marketing/data/services';

/**
 * Every page of the public site, prerendered to HTML at build time (docs/decisions/018): each
 * public route's path, and for a route with a parameter, the page for every value it accepts.
 */
export const prerenderedPaths: readonly string[] = [
  '/',
  '/pricing',
  '/demo',
  '/demo-success',
  '/registration-success',
  '/services',
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  '/ai-verification',
  '/industries',
  ...INDUSTRIES.map((industry) => `/industries/${industry}`),
  '/partners',
  ...PARTNER_TYPES.map((type) => `/partners/${type}`),
  '/resources',
  '/resources/api-docs',
  ...RESOURCE_CATEGORIES.map((category) => `/resources/${category}`),
  ...PLACEHOLDER_GUIDES.map((guide) => `/resources/${guide}`),
  '/company/about',
  '/company/leadership',
  '/company/careers',
  '/company/news',
  '/company/contact',
];

/** The file a prerendered path is written to, relative to the build's root: `/` → pages/index.html. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'pages/index.html' : `pages${path}.html`;
}
