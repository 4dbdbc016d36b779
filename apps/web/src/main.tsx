import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, routerReady } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const router = createAppRouter();

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (container.firstChild) {
  // A public page prerendered at build time (docs/decisions/018; src/hydrate.ts loads this
  // module there): take its HTML over once the router has loaded the page's route modules, so
  // the first render is the prerendered one (src/entry-prerender.tsx). No top-level await: the
  // entry chunk would have to be split for it.
  const path = window.location.pathname;
  void routerReady(router).then((state) => {
    if (state.errors === null && state.location.pathname === path) {
      // As a transition, hydration yields to the browser in short slices instead of one long task.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      // The page went elsewhere (a redirect) or failed: render it afresh.
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
} else {
  createRoot(container).render(app);
}
