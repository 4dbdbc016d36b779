// pdf.js reads a downloaded PDF as a person would see its text (the API renders the reports).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every page's text of a PDF, its runs joined and whitespace collapsed to single spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
    );
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
