import { redirect, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { SessionLayout } from './layouts/session-layout';
import { RootError, RouteError } from './route-error';
import { adminRoutes } from './routes/admin/routes';
import { authRoutes } from './routes/auth/routes';
import { publicRoutes } from './routes/public/routes';

/**
 * The whole route tree. Each area's pages are lazy route modules, so every area is its own
 * chunk and the entry holds only the layout and shared code.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <SessionLayout />,
    errorElement: <RootError />,
    children: [
      {
        // Errors below render inside the layout, so the navigation stays usable.
        id: 'pages',
        errorElement: <RouteError />,
        HydrateFallback: LoadingScreen,
        children: [
          ...publicRoutes,
          {
            // Areas that load data through TanStack Query; public pages use apiFetch directly.
            // The candidate portal (/candidate/*) is not here: it is its own page, portal.html.
            id: 'query',
            lazy: () => import('./query-layout'),
            children: [...authRoutes, ...adminRoutes],
          },
          // Any other path redirects to / (docs/product.md#public-site).
          { path: '*', loader: () => redirect('/'), element: null },
        ],
      },
    ],
  },
];
