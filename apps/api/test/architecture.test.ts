import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The API's shape, checked on its source: app.ts only composes, module files stay small, and
 * modules depend on one another without cycles (docs/architecture.md).
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const MODULES = path.join(SRC, 'modules');

const APP_MAX_LINES = 150;
const MODULE_FILE_MAX_LINES = 400;

/** Module files over the limit: none; a file that grows past it is split, never listed. */
const OVERSIZED_ALLOWLIST: readonly string[] = [];

/** Import cycles between modules: none; the verification core depends on no module built on it. */
const CYCLE_ALLOWLIST: readonly string[] = [];

const lineCount = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').length;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The relative specifiers a file imports or re-exports (static, type-only and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gms),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

const moduleOf = (file: string): string | null => {
  const relative = path.relative(MODULES, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null);
};

/** Which modules each module imports (any file of it, any file of the other). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of importsOf(file)) {
      const to = moduleOf(path.resolve(path.dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The strongly connected components with more than one module (Tarjan). */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort().join(' ↔ '));
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort();
}

describe('API architecture', () => {
  it(`keeps app.ts under ${APP_MAX_LINES} lines: it composes infrastructure and modules only`, () => {
    expect(lineCount(path.join(SRC, 'app.ts'))).toBeLessThan(APP_MAX_LINES);
  });

  it(`keeps every module file at ${MODULE_FILE_MAX_LINES} lines or fewer`, () => {
    const oversized = sourceFiles(MODULES)
      .filter((file) => lineCount(file) > MODULE_FILE_MAX_LINES)
      .map((file) => path.relative(MODULES, file).split(path.sep).join('/'))
      .sort();
    expect(oversized).toEqual([...OVERSIZED_ALLOWLIST].sort());
  });

  it('has no import cycle between modules', () => {
    expect(cyclesOf(moduleGraph())).toEqual([...CYCLE_ALLOWLIST].sort());
  });

  it('sees the imports it checks (the parser finds known edges)', () => {
    const graph = moduleGraph();
    expect(graph.get('demo')).toContain('accounts');
    expect(graph.get('reminders')).toContain('verifications');
  });
});
