// word-extractor ships no type declarations; these cover what the extraction uses.

declare module 'word-extractor' {
  /** The text of a Word document, by part. */
  type WordDocument = { getBody: () => string };
  /** Reads a .doc (OLE compound file) or .docx, from a path or a buffer. */
  class WordExtractor {
    extract(source: Buffer | string): Promise<WordDocument>;
  }
  export default WordExtractor;
}
