import { redirect, type RouteObject } from 'react-router';
import type { LayoutHandle } from '../../layouts/app-layout';

const marketingLayout: LayoutHandle = { layout: 'marketing' };

/**
 * Public pages: anyone may open them; they load no staff or portal code. Each page is a lazy
 * route module. Pages with a path parameter check it in their loader and redirect an unknown
 * value to the section's index (industries, partners, resources, services); an unknown company
 * page goes to /company/about.
 */
export const publicRoutes: RouteObject[] = [
  {
    id: 'public',
    handle: marketingLayout,
    children: [
      { index: true, lazy: () => import('./landing-page') },
      { path: 'pricing', lazy: () => import('./pricing-page') },
      { path: 'demo', lazy: () => import('./demo-page') },
      { path: 'demo-success', lazy: () => import('./demo-success-page') },
      { path: 'registration-success', lazy: () => import('./registration-success-page') },
      { path: 'services', lazy: () => import('./services-page') },
      { path: 'services/:service', lazy: () => import('./service-page') },
      { path: 'ai-verification', lazy: () => import('./ai-verification-page') },
      { path: 'industries', lazy: () => import('./industries-page') },
      { path: 'industries/:industry', lazy: () => import('./industry-page') },
      { path: 'partners', lazy: () => import('./partners-page') },
      { path: 'partners/:type', lazy: () => import('./partner-page') },
      { path: 'resources', lazy: () => import('./resources-page') },
      { path: 'resources/api-docs', lazy: () => import('./api-docs-page') },
      { path: 'resources/:type', lazy: () => import('./resource-page') },
      { path: 'company/about', lazy: () => import('./company-about-page') },
      { path: 'company/leadership', lazy: () => import('./company-leadership-page') },
      { path: 'company/careers', lazy: () => import('./company-careers-page') },
      { path: 'company/news', lazy: () => import('./company-news-page') },
      { path: 'company/contact', lazy: () => import('./company-contact-page') },
      // Any other company page (and /company itself) goes to /company/about (docs/product.md#public-site).
      { path: 'company/*', loader: () => redirect('/company/about'), element: null },
    ],
  },
];
