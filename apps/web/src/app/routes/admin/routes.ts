import type { RouteObject } from 'react-router';

/** Staff pages behind sign-in (/dashboard, /admin …), each a lazy route module here. */
export const adminRoutes: RouteObject[] = [];
