import type { RouteObject } from 'react-router';

/** Sign-in and account pages (/login, /register, /forgot-password …), each a lazy route module here. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./login-page') },
  { path: 'register', lazy: () => import('./register-page') },
  { path: 'forgot-password', lazy: () => import('./forgot-password-page') },
  { path: 'reset-password', lazy: () => import('./reset-password-page') },
  { path: 'accept-invitation', lazy: () => import('./accept-invitation-page') },
];
