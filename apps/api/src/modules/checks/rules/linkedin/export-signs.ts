import type { ExportSign } from '@candor/contracts';
import type { DocumentFacts } from '../../check.js';
import { editorOf } from '../../rules/documents/editing-software.js';
import { analyseLayout } from './profile-parser.js';

/**
 * Whether a file looks like LinkedIn's own "Save to PDF" export, unedited. LinkedIn renders the
 * file on its servers in one fixed layout; a profile retyped in a word processor, or changed in
 * an editor afterwards, shows it in the file's metadata or its layout. Each sign is one the file
 * itself shows (quoted as evidence); none is a guess about the person.
 */

/**
 * Word processors and desktop publishing tools: LinkedIn does not write its export with them, so
 * a profile PDF whose producer or creator is one of them was written or saved again by a person.
 */
const AUTHORING_TOOLS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Microsoft Word', pattern: /\bMicrosoft(?:®)?\s+(?:Office\s+)?Word\b/i },
  { name: 'LibreOffice', pattern: /\bLibreOffice\b/i },
  { name: 'OpenOffice', pattern: /\bOpenOffice\b/i },
  { name: 'Google Docs', pattern: /\bGoogle Docs\b/i },
  { name: 'WPS Office', pattern: /\bWPS\b/i },
  { name: 'Apple Pages', pattern: /^Pages\b/ },
  { name: 'Adobe InDesign', pattern: /\bInDesign\b/i },
];

const toolOf = (value: string): string | null => {
  const editor = editorOf(value);
  if (editor) return `${editor.name}, an ${editor.kind}`;
  const tool = AUTHORING_TOOLS.find((entry) => entry.pattern.test(value));
  return tool ? `${tool.name}, a word processor` : null;
};

export function exportSigns(document: DocumentFacts): ExportSign[] {
  const signs: ExportSign[] = [];
  for (const [key, label] of [
    ['pdf.producer', 'PDF Producer'],
    ['pdf.creator', 'PDF Creator'],
    ['xmp.creatorTool', 'XMP CreatorTool'],
  ] as const) {
    const value = document.metadata[key];
    const tool = value ? toolOf(value) : null;
    if (value && tool && !signs.some((sign) => sign.sign.includes(tool))) {
      signs.push({
        sign: `The file was written with ${tool}, not by LinkedIn’s export.`,
        value: `${label}: ${value}`,
      });
    }
  }
  const saves = Number(document.metadata['pdf.incrementalSaves'] ?? '0');
  const signatures = Number(document.metadata['pdf.signatures'] ?? '0');
  if (saves > 0 && signatures === 0) {
    signs.push({
      sign: 'The file was saved again after it was produced.',
      value: `${saves} incremental save${saves === 1 ? '' : 's'}, without a signature`,
    });
  }
  const layout = analyseLayout(document.layout ?? []);
  if (layout.name) {
    const headings = new Set(layout.headings.map((line) => line.text));
    if (!headings.has('Experience') && !headings.has('Education')) {
      signs.push({
        sign: 'The file has no Experience or Education heading set larger than its text, as the export has.',
        value: `Largest text on page 1: ${layout.name.text}`,
      });
    }
    if (layout.sidebar.length === 0) {
      signs.push({
        sign: 'The file has no sidebar column (Contact, Top Skills) left of the profile, as the export has.',
        value: `All text starts at or right of ${Math.round(layout.name.x)} pt`,
      });
    }
  }
  return signs;
}
