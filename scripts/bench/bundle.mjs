import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild, fmt, root } from './common.mjs';

const dist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(root, 'apps/web/dist');
const AREA = /^src\/app\/routes\/([^/]+)\//;

/**
 * Gzip size of the JavaScript a first visit to each route area downloads: the app's entry chunk,
 * the area's route modules, and everything they import statically (shared chunks counted once).
 * The candidate portal is a page of its own (portal.html): all of its JavaScript, lazy parts
 * included, is counted. A prerendered public page (docs/decisions/018) loads the same, plus the
 * small script that starts the app after the first paint (src/hydrate.ts).
 */
export async function bundleSizes() {
  if (!process.env.WEB_DIST_DIR) ensureBuild();
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = new Map();
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gz.get(file);
  };
  const closure = (keys, { dynamic = false } = {}) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
      if (dynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };

  const entryKeys = ['index.html'];
  const areas = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const area = AREA.exec(key)?.[1];
    if (area && chunk.isDynamicEntry) areas.set(area, [...(areas.get(area) ?? []), key]);
  }
  const entryFiles = closure(entryKeys);
  const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);
  console.log(`app entry (not portal): ${fmt(total(entryFiles) / 1024, 1)} KB`);
  areas.delete('portal');
  console.log(
    `${'portal:'.padEnd(23)} ${fmt(total(closure(['portal.html'], { dynamic: true })) / 1024, 1)} KB (own page, portal.html)`,
  );
  const hydrateFiles = manifest['src/hydrate.ts'] ? closure(['src/hydrate.ts']) : new Set();
  for (const [area, keys] of [...areas].sort()) {
    // The heaviest single route of the area is what a first visit to that area pays.
    const perRoute = keys.map((k) => total(new Set([...entryFiles, ...closure([k])])));
    console.log(
      `${`${area}:`.padEnd(23)} ${fmt(Math.max(...perRoute) / 1024, 1)} KB (largest of ${keys.length} route module(s))`,
    );
    if (area === 'public' && hydrateFiles.size > 0) {
      const prerendered = keys.map((k) => total(new Set([...hydrateFiles, ...entryFiles, ...closure([k])])));
      console.log(
        `${'public, prerendered:'.padEnd(23)} ${fmt(Math.max(...prerendered) / 1024, 1)} KB (the same with the script that starts the app)`,
      );
    }
  }
}
