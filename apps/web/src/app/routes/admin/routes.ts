import type { RouteObject } from 'react-router';

/** Staff pages behind sign-in (/dashboard, /admin …), each a lazy route module here. */
export const adminRoutes: RouteObject[] = [
  {
    id: 'staff',
    lazy: () => import('./staff-guard'),
    children: [
      { path: 'dashboard', lazy: () => import('./dashboard-page') },
      { path: 'admin/dashboard', lazy: () => import('./admin-dashboard-page') },
      { path: 'platform/demo-requests', lazy: () => import('./leads-page') },
      { path: 'platform/outbox', lazy: () => import('./outbox-page') },
      { path: 'profile', lazy: () => import('./profile-page') },
      { path: 'security', lazy: () => import('./security-page') },
      { path: 'users', lazy: () => import('./users-page') },
      { path: 'settings', lazy: () => import('./settings-page') },
      { path: 'billing', lazy: () => import('./billing-page') },
      { path: 'invite-candidate', lazy: () => import('./invite-candidate-page') },
      { path: 'email-verification', lazy: () => import('./email-verification-page') },
      { path: 'verification/:id/status', lazy: () => import('./verification-status-page') },
      { path: 'verification/:id/documents', lazy: () => import('./verification-documents-page') },
      { path: 'verification/:id/candidate-information', lazy: () => import('./candidate-information-page') },
      { path: 'education-verification', lazy: () => import('./education-verification-page') },
      { path: 'employment-verification', lazy: () => import('./employment-verification-page') },
      { path: 'my-verification', lazy: () => import('./my-verification-page') },
      { path: 'admin', lazy: () => import('./admin-panel-page') },
      { path: 'analytics', lazy: () => import('./analytics-page') },
      { path: 'audit-logs', lazy: () => import('./audit-logs-page') },
      { path: 'verifications/:id', lazy: () => import('./verification-case-page') },
      { path: 'verifications/:id/report', lazy: () => import('./verification-report-page') },
      { path: 'demo-report', lazy: () => import('./demo-report-page') },
      { path: 'notifications', lazy: () => import('./notifications-page') },
      { path: 'ai-verification-dashboard', lazy: () => import('./ai-verification-dashboard-page') },
      // Services the product names before they open: each says "coming soon" (SPEC names both paths).
      { path: 'background-check', lazy: () => import('./background-check-page') },
      { path: 'background-screening', lazy: () => import('./background-check-page') },
      { path: 'reference-check', lazy: () => import('./reference-check-page') },
      { path: 'reference-checks', lazy: () => import('./reference-check-page') },
      { path: 'compliance-reports', lazy: () => import('./compliance-reports-page') },
      { path: 'linkedin-verification', lazy: () => import('./linkedin-verification-page') },
    ],
  },
];
