import type { RouteObject } from 'react-router';

/** Public pages: anyone may open them; they load no staff or portal code. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./landing-page'),
  },
];
