import type { RouteObject } from 'react-router';

/** The candidate portal (/candidate/:token …), each a lazy route module here. */
export const portalRoutes: RouteObject[] = [
  { path: 'candidate/:token', lazy: () => import('./candidate-page') },
];
