import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { routes } from './routes';

function renderAt(path: string, routeTree: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function withChildren(route: RouteObject, children: RouteObject[]): RouteObject {
  if (route.index) throw new Error('An index route has no children.');
  return { ...route, children };
}

/** The real tree with one extra page, under the app's error boundary, that fails to render. */
function routesWithFailingPage(): RouteObject[] {
  const root = routes[0]!;
  const pages = root.children![0]!;
  const failing: RouteObject = {
    path: 'broken',
    Component: () => {
      throw new Error('render failed');
    },
  };
  return [withChildren(root, [withChildren(pages, [failing, ...pages.children!])])];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('app routes', () => {
  it('shows the landing page at / inside the layout, with its document title', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify candidates with confidence' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Candor' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    // The title is set by an effect after the page has painted.
    await waitFor(() => {
      expect(document.title).toBe('Verify candidates with confidence · Candor');
    });
  });

  it('redirects an unknown path to /', async () => {
    const router = renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify candidates with confidence' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the error screen with a link home when a page throws', async () => {
    // React and the router report the caught error on the console; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/broken', routesWithFailingPage());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // The error renders inside the layout, so the navigation is still there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe('Error · Candor');
    expect(consoleError).toHaveBeenCalled();
  });
});
