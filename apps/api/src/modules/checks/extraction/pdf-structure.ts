/**
 * What a PDF's raw bytes say about how it was saved, without parsing it: every save appends a
 * trailer ending in `%%EOF`, and an incremental save (the file changed after it was written)
 * adds one more, whose trailer points back to the previous cross-reference table with `/Prev`.
 * A linearised ("fast web view") file has two of each from the start, and a digital signature is
 * itself an incremental save carrying a `/ByteRange`.
 */

export type PdfSaves = {
  eofMarkers: number;
  prevPointers: number;
  linearized: boolean;
  /** Saves after the first one, counted so that neither marker alone adds one. */
  incrementalSaves: number;
  /** Signature dictionaries (`/ByteRange`): each signature adds an incremental save. */
  signatures: number;
};

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export function pdfSaves(bytes: Uint8Array): PdfSaves {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const eofMarkers = count(text, /%%EOF/g);
  const prevPointers = count(text, /\/Prev\s+\d+/g);
  // The linearisation dictionary is the first object of the file.
  const linearized = /\/Linearized\b/.test(text.slice(0, 2048));
  const base = linearized ? 1 : 0;
  const incrementalSaves = Math.max(0, Math.min(eofMarkers - 1 - base, prevPointers - base));
  return {
    eofMarkers,
    prevPointers,
    linearized,
    incrementalSaves,
    signatures: count(text, /\/ByteRange\s*\[/g),
  };
}

/**
 * A PDF date ("D:20120630120000+01'00'") as ISO 8601; without a time zone in the file, none in
 * the answer either. Null for what is not a PDF date.
 */
export function pdfDate(value: string): string | null {
  const match = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', zone] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  if (zone === undefined) return iso;
  if (zone === 'Z') return `${iso}Z`;
  const digits = zone.replace(/'/g, '');
  return `${iso}${digits.slice(0, 3)}:${digits.slice(3, 5)}`;
}
