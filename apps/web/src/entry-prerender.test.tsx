import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { AppProviders } from './app/providers';
import { prerenderedFile, prerenderedPaths } from './app/prerender/pages';
import { routerReady } from './app/router';
import { routes } from './app/routes';
import { publicRoutes } from './app/routes/public/routes';

/** The paths of the public route tree: a parameter stays as `:name`; catch-alls are left out. */
function publicRoutePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const children = route.children ? publicRoutePaths(route.children, own === '/' ? '' : own) : [];
    return [...(route.index || (route.path && !route.path.endsWith('*')) ? [own] : []), ...children];
  });
}

/** The pages as the build prerenders them, made by the web project's global setup. */
const pages = inject('prerenderedPages');
const page = (path: string) => {
  const prerendered = pages[path];
  if (!prerendered) throw new Error(`${path} was not prerendered`);
  return prerendered;
};

const mounted: { root: Root; container: HTMLElement }[] = [];
beforeAll(() => {
  // hydrateRoot is used directly here, not through Testing Library.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => {
      root.unmount();
    });
    container.remove();
  }
});

describe('prerendered public pages', () => {
  it('cover every public route, and each value a route with a parameter accepts', () => {
    const routePaths = publicRoutePaths(publicRoutes);
    expect(routePaths).toContain('/pricing');
    for (const routePath of routePaths) {
      const pattern = new RegExp(`^${routePath.replace(/:[^/]+/g, '[^/]+')}$`);
      expect(
        prerenderedPaths.some((path) => pattern.test(path)),
        routePath,
      ).toBe(true);
    }
    expect(prerenderedPaths).toEqual(expect.arrayContaining(['/services/education', '/industries/retail']));
    expect(new Set(prerenderedPaths).size).toBe(prerenderedPaths.length);
    expect(Object.keys(pages).sort()).toEqual([...prerenderedPaths].sort());
    expect(prerenderedFile('/')).toBe('pages/index.html');
    expect(prerenderedFile('/company/about')).toBe('pages/company/about.html');
  });

  it.each([
    ['/', 'Verify candidates with confidence', 'Verify candidates with confidence · Candor'],
    ['/pricing', 'Simple pricing per verification', 'Pricing · Candor'],
    ['/industries/technology', 'Verification for technology companies', 'Technology Verification · Candor'],
    ['/company/news', 'News and announcements', 'News · Candor'],
  ])('%s renders its heading, title and description for the HTML', (path, heading, title) => {
    const { html, meta } = page(path);
    const content = document.createElement('div');
    content.innerHTML = html;
    expect(content.querySelectorAll('h1')).toHaveLength(1);
    expect(content.querySelector('h1')).toHaveTextContent(heading);
    expect(meta?.title).toBe(title);
    expect(meta?.description.length ?? 0).toBeGreaterThan(50);
    // As a visitor who is not signed in sees it: the sign-in links, not the workspace.
    expect(content.querySelector('a[href="/login"]')).not.toBeNull();
    expect(content.querySelector('a[href="/dashboard"]')).toBeNull();
    // Nothing the Content-Security-Policy would block, and no year of the build in the footer.
    expect(html).not.toMatch(/<script|<style|\sstyle="/);
    expect(content.querySelector('footer')?.textContent).toContain('© Candor, Inc.');
  });

  it.each(prerenderedPaths)('%s is taken over by the browser without a difference', async (path) => {
    const { container, heading, problems } = await takeOver(path);
    expect(problems).toEqual([]);
    // The prerendered heading is the one on screen: hydrated, not rendered afresh.
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('keeps the demo form disabled in the HTML, and enables it once the page is taken over', async () => {
    const html = document.createElement('div');
    html.innerHTML = page('/demo').html;
    const form = html.querySelector('form[aria-label="Demo request"]');
    expect(form?.querySelector('button[type="submit"]')).toBeDisabled();
    expect(form?.querySelector('input[name="firstName"]')).toBeDisabled();

    const { container, problems } = await takeOver('/demo');
    expect(problems).toEqual([]);
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
    expect(container.querySelector('input[name="firstName"]')).toBeEnabled();
  });
});

/** Hydrates a prerendered page as main.tsx does: the page's route modules first, then hydrateRoot. */
async function takeOver(path: string) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = page(path).html;
  const heading = container.querySelector('h1');
  expect(heading).not.toBeNull();

  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const state = await routerReady(router);
  expect(state.errors).toBeNull();
  const problems: unknown[] = [];
  await act(async () => {
    const root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      {
        onRecoverableError: (error) => problems.push(error),
        onUncaughtError: (error) => problems.push(error),
      },
    );
    mounted.push({ root, container });
    await Promise.resolve();
  });
  return { container, heading, problems };
}
