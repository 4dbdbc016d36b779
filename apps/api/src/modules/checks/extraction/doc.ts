import WordExtractor from 'word-extractor';
import { cleanText, ExtractionError, type ParsedDocument } from './facts.js';

/**
 * A legacy Word (.doc, OLE compound file) document's body text, with word-extractor. Its
 * summary properties (author, dates) are not read: the checks compare those for DOCX only.
 */
export async function parseDoc(bytes: Buffer): Promise<ParsedDocument> {
  let body: string;
  try {
    body = (await new WordExtractor().extract(bytes)).getBody();
  } catch {
    throw new ExtractionError('The Word document could not be read.');
  }
  return { text: cleanText(body), metadata: {}, pages: null };
}
