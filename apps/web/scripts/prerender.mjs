// Prerenders the public site (docs/decisions/018): after `vite build` (the app, in dist) and
// `vite build --ssr src/entry-prerender.tsx` (the renderer, in dist-prerender), writes one HTML
// document per public page to dist/pages/, made from dist/index.html with the page's markup in
// #root, its title and description in the head, and the script that hydrates it
// (src/hydrate.tsx). The API serves these for their paths and index.html for every other page.
// Usage (from apps/web): node scripts/prerender.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const renderer = path.join(webRoot, 'dist-prerender/entry-prerender.js');

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What the Content-Security-Policy would block, or what the page must not carry, in the markup. */
function forbiddenMarkup(html) {
  if (/<script[\s>]/i.test(html)) return 'an inline <script>';
  if (/<style[\s>]/i.test(html)) return 'an inline <style>';
  if (/\sstyle="/i.test(html)) return 'a style attribute';
  return null;
}

const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with the script of the prerendered pages (src/hydrate.ts) in place of the app's: the
 * page paints from its HTML and stylesheet, and that script loads the app's (named in its data
 * attributes, with the modules index.html preloads) only after the paint.
 */
function pageTemplate() {
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const hydrate = manifest['src/hydrate.ts'];
  if (!hydrate?.isEntry) throw new Error('the build has no src/hydrate.ts entry (vite.config.ts)');
  if (hydrate.imports?.length || hydrate.dynamicImports?.length) {
    throw new Error('src/hydrate.ts must import nothing: it loads the app by its data attributes');
  }
  const app = APP_SCRIPT.exec(index)?.[1];
  if (!app) throw new Error('dist/index.html loads no module script');
  const preloads = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const script =
    `<script type="module" fetchpriority="low" crossorigin src="/${hydrate.file}"` +
    ` data-app="${app}" data-preload="${preloads.join(' ')}"></script>`;
  // After the stylesheet, which the first paint needs, so the browser asks for that first.
  const STYLESHEET = /<link rel="stylesheet"[^>]*>/;
  if (!STYLESHEET.test(index)) throw new Error('dist/index.html links no stylesheet');
  return index
    .replace(APP_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, (stylesheet) => `${stylesheet}\n    ${script}`)
    .replace(/\n\s*\n/g, '\n');
}

const template = pageTemplate();
if (!template.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no empty ${ROOT_ELEMENT}`);
if (!TITLE.test(template) || !DESCRIPTION.test(template)) {
  throw new Error('dist/index.html needs a <title> and a <meta name="description"> to fill in');
}

// React's production build, as the browser gets (the renderer loads React from node_modules).
process.env.NODE_ENV ??= 'production';
const { renderPage, prerenderedPaths, prerenderedFile } = await import(pathToFileURL(renderer).href);

rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
let bytes = 0;
for (const page of prerenderedPaths) {
  const { html, meta } = await renderPage(page);
  const problem = forbiddenMarkup(html);
  if (problem) throw new Error(`${page}: the prerendered markup holds ${problem}`);
  if (!meta) throw new Error(`${page}: the page sets no title and description (usePageMeta)`);
  const document = template
    .replace(TITLE, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(DESCRIPTION, (_match, before, after) => `${before}${escapeHtml(meta.description)}${after}`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>`);
  const file = path.join(dist, prerenderedFile(page));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, document);
  bytes += Buffer.byteLength(document);
}
console.log(
  `prerendered ${prerenderedPaths.length} public pages to ${path.relative(process.cwd(), path.join(dist, 'pages'))} (${(bytes / 1024).toFixed(0)} KB)`,
);
