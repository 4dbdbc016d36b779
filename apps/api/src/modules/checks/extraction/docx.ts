import { cleanText, ExtractionError, type ParsedDocument } from './facts.js';
import { decodeXmlText } from './xmp.js';
import { openZip } from './zip.js';

/**
 * A Word (DOCX) document's core properties (who created and last saved it, when), the
 * application that wrote it (app.xml), and its body text, read from the parts' XML.
 */

/** The properties parts are a few kilobytes; the body of a long letter a few hundred. */
const MAX_PROPERTIES_BYTES = 1024 * 1024;
const MAX_BODY_BYTES = 20 * 1024 * 1024;
const MAX_VALUE_CHARS = 300;

const CORE: readonly [key: string, element: string][] = [
  ['docx.creator', 'dc:creator'],
  ['docx.lastModifiedBy', 'cp:lastModifiedBy'],
  ['docx.created', 'dcterms:created'],
  ['docx.modified', 'dcterms:modified'],
];
const APP: readonly [key: string, element: string][] = [
  ['docx.application', 'Application'],
  ['docx.appVersion', 'AppVersion'],
];

function elements(xml: string, wanted: readonly [string, string][]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, element] of wanted) {
    const match = new RegExp(`<${element}(?:\\s[^>]*)?>([^<]*)</${element}>`).exec(xml);
    const value = match?.[1] === undefined ? '' : decodeXmlText(match[1]).trim();
    if (value !== '') found[key] = value.slice(0, MAX_VALUE_CHARS);
  }
  return found;
}

/** The body's text: runs joined, paragraphs and breaks as new lines, tabs as spaces. */
export function bodyText(xml: string): string | null {
  const parts: string[] = [];
  const tokens = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\b[^>]*\/>|<\/w:p>/g;
  for (let match = tokens.exec(xml); match !== null; match = tokens.exec(xml)) {
    if (match[1] !== undefined) parts.push(decodeXmlText(match[1]));
    else parts.push(match[0] === '<w:tab/>' ? ' ' : '\n');
  }
  return cleanText(parts.join(''));
}

export function parseDocx(bytes: Buffer): ParsedDocument {
  const zip = openZip(bytes);
  const document = zip.read('word/document.xml', MAX_BODY_BYTES);
  if (!document) throw new ExtractionError('The Word document has no body.');
  const core = zip.read('docProps/core.xml', MAX_PROPERTIES_BYTES);
  const app = zip.read('docProps/app.xml', MAX_PROPERTIES_BYTES);
  return {
    text: bodyText(document.toString('utf8')),
    metadata: {
      ...(core ? elements(core.toString('utf8'), CORE) : {}),
      ...(app ? elements(app.toString('utf8'), APP) : {}),
    },
    pages: null,
  };
}
