import type { RouteObject } from 'react-router';

/** Sign-in and account pages (/login, /register, /forgot-password …), each a lazy route module here. */
export const authRoutes: RouteObject[] = [];
