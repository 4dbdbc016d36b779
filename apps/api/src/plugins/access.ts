import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@candor/contracts';

/**
 * What a route requires of its caller. Every API route declares one; the server refuses to
 * start with an undeclared route, so nothing is reachable by accident.
 * - 'public': anyone;
 * - 'candidate': the bearer of a candidate link token (checked by the candidate service);
 * - 'authenticated': any signed-in user (their own account screens);
 * - 'platform_admin': our own administrators;
 * - { permission }: a signed-in member of an organisation holding that permission (docs/product.md#roles-and-permissions);
 * - { anyPermission }: … holding at least one of them (e.g. the three "view" permissions).
 */
export type RouteAccess =
  | 'public'
  | 'candidate'
  | 'authenticated'
  | 'platform_admin'
  | { permission: Permission }
  | { anyPermission: readonly Permission[] };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Routes served by the API reference viewer itself (static documentation). */
const DOCUMENTATION_PREFIX = '/api/docs';

export class UndeclaredAccessError extends Error {
  constructor(method: string, url: string) {
    super(`Route ${method} ${url} does not declare its access (config.access).`);
    this.name = 'UndeclaredAccessError';
  }
}

export function routeNeedsDeclaration(route: Pick<RouteOptions, 'url'>): boolean {
  return route.url.startsWith('/api') && !route.url.startsWith(DOCUMENTATION_PREFIX);
}

/** Collects every API route with its declared access; refuses undeclared ones. */
export const accessPlugin = fp(
  (app: FastifyInstance) => {
    const routes: { method: string; url: string; access: RouteAccess }[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!routeNeedsDeclaration(route)) return;
      const access = route.config?.access;
      const methods = ([] as string[]).concat(route.method);
      if (!access) throw new UndeclaredAccessError(methods.join(','), route.url);
      for (const method of methods) routes.push({ method, url: route.url, access });
    });
  },
  { name: 'access' },
);

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    apiRoutes: readonly { method: string; url: string; access: RouteAccess }[];
  }
}
