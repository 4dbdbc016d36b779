import { createBrowserRouter, type RouterState } from 'react-router';
import { routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first page's route modules and data. */
export function routerReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<RouterState> {
  if (router.state.initialized) return Promise.resolve(router.state);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(state);
    });
  });
}
