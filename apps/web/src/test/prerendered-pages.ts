import type { TestProject } from 'vitest/node';
import type { PrerenderedPage } from '../entry-prerender';

declare module 'vitest' {
  // Vitest's provided values are declared by merging into its interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** Every public page as the build prerenders it (src/entry-prerender.tsx), by path. */
    prerenderedPages: Record<string, PrerenderedPage>;
  }
}

/**
 * The web project's global setup: prerenders the public pages once, in this process, as the build
 * does in a process of its own. Tests that hydrate them (src/entry-prerender.test.tsx) get the
 * HTML by `inject('prerenderedPages')`: React's server and browser renderers must not share one
 * React, as they would inside a test file.
 */
export default async function prerenderPublicPages(project: TestProject) {
  const { prerenderedPaths, renderPage } = await import('../entry-prerender');
  const pages: Record<string, PrerenderedPage> = {};
  for (const path of prerenderedPaths) pages[path] = await renderPage(path);
  project.provide('prerenderedPages', pages);
}
