import editingSoftware from './editing-software.json' with { type: 'json' };

/**
 * The repository's list of image and PDF editors (editing-software.json): whether a tool name a
 * file records is one of them.
 */

export type EditorKind = 'image editor' | 'online PDF editor';
export type Editor = { name: string; kind: EditorKind; source: string };

/** How evidence names the list: its file and the date a person last checked it. */
export const EDITING_SOFTWARE_SOURCE = `editing-software.json (checked ${editingSoftware.checked})`;

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EDITORS: readonly (Editor & { pattern: RegExp })[] = [
  ...editingSoftware.imageEditors.map((entry) => ({ ...entry, kind: 'image editor' as const })),
  ...editingSoftware.pdfEditors.map((entry) => ({ ...entry, kind: 'online PDF editor' as const })),
].map((entry) => ({
  name: entry.name,
  kind: entry.kind,
  source: entry.source,
  // Whole words only: "Canva" is not "Canvas".
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${entry.terms.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
}));

/** The editor a recorded tool name belongs to, or null when it is none of the listed ones. */
export function editorOf(toolName: string): Editor | null {
  const found = EDITORS.find((editor) => editor.pattern.test(toolName));
  return found ? { name: found.name, kind: found.kind, source: found.source } : null;
}
