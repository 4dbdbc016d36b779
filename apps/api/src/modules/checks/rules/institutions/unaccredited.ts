import { z } from 'zod';
import { normaliseName } from './normalise.js';

/**
 * Candor's list of unaccredited degree suppliers and unrecognised accreditors
 * (reference/unaccredited-institutions.json, docs/product.md#automated-checks). No package ships
 * such a list, so the repository keeps one: every entry names a public source and the date it
 * was checked, and entries are added by review like code. Matching is exact (after
 * normalisation) on a name or alias: a near miss is the look-alike rule's business.
 */

export const UNACCREDITED_FILE = 'unaccredited-institutions.json';

export const UNACCREDITED_KINDS = ['degree_supplier', 'accreditor'] as const;

export const unaccreditedSourceSchema = z
  .object({
    title: z.string().trim().min(1),
    url: z.url().optional(),
    publisher: z.string().trim().min(1),
  })
  .strict();

export const unaccreditedEntrySchema = z
  .object({
    name: z.string().trim().min(1),
    aliases: z.array(z.string().trim().min(1)),
    kind: z.enum(UNACCREDITED_KINDS),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    source: unaccreditedSourceSchema,
    /** When a person last checked the entry against its source. */
    checked: z.iso.date(),
    /** Why a similar real name is not meant ("not Regis University, Denver"). */
    note: z.string().trim().min(1).optional(),
  })
  .strict();
export type UnaccreditedEntry = z.infer<typeof unaccreditedEntrySchema>;

export const unaccreditedFileSchema = z
  .object({
    about: z.string().trim().min(1),
    entries: z.array(unaccreditedEntrySchema).min(1),
  })
  .strict();

export type UnaccreditedList = {
  readonly entries: readonly UnaccreditedEntry[];
  /** Degree suppliers by normalised name and alias. */
  readonly suppliers: ReadonlyMap<string, UnaccreditedEntry>;
  /** Accreditors' normalised names and aliases, matched as whole words inside a text. */
  readonly accreditors: readonly { key: string; entry: UnaccreditedEntry }[];
};

export function indexUnaccreditedList(data: unknown): UnaccreditedList {
  const { entries } = unaccreditedFileSchema.parse(data);
  const suppliers = new Map<string, UnaccreditedEntry>();
  const accreditors: { key: string; entry: UnaccreditedEntry }[] = [];
  for (const entry of entries) {
    for (const name of [entry.name, ...entry.aliases]) {
      const key = normaliseName(name);
      if (key === '') continue;
      if (entry.kind === 'degree_supplier') suppliers.set(key, entry);
      else accreditors.push({ key, entry });
    }
  }
  return { entries, suppliers, accreditors };
}

let list: Promise<UnaccreditedList> | undefined;

/** The shipped list, read and validated once. */
export function loadUnaccreditedList(): Promise<UnaccreditedList> {
  list ??= import('../../reference/unaccredited-institutions.json', { with: { type: 'json' } }).then(
    (module) => indexUnaccreditedList(module.default),
    (error: unknown) => {
      list = undefined;
      throw error;
    },
  );
  return list;
}

/** The degree supplier one of the (normalised) name variants is, if any. */
export function matchSupplier(
  unaccredited: UnaccreditedList,
  variants: readonly string[],
): UnaccreditedEntry | null {
  for (const variant of variants) {
    const entry = unaccredited.suppliers.get(variant);
    if (entry !== undefined) return entry;
  }
  return null;
}

/** The unrecognised accreditors a free text names ("MBA, accredited by the IAO"). */
export function matchAccreditors(unaccredited: UnaccreditedList, text: string): UnaccreditedEntry[] {
  const padded = ` ${normaliseName(text)} `;
  const found: UnaccreditedEntry[] = [];
  for (const { key, entry } of unaccredited.accreditors) {
    if (padded.includes(` ${key} `) && !found.includes(entry)) found.push(entry);
  }
  return found;
}

/** How evidence names the list: the file and the date its entry was checked. */
export function unaccreditedSource(entry: UnaccreditedEntry): string {
  return `${UNACCREDITED_FILE} (checked ${entry.checked})`;
}

/** The entry's source in one line: title, publisher and address. */
export function describeSource(entry: UnaccreditedEntry): string {
  const { title, publisher, url } = entry.source;
  return url === undefined ? `${title} — ${publisher}` : `${title} — ${publisher} (${url})`;
}
