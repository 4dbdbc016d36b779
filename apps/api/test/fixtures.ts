import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A PDF of about `size` bytes: the real header and trailer around filler. */
export function pdfBytes(size = 2048, fill = 'a'): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%');
  const tail = Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  const filler = Buffer.alloc(Math.max(0, size - head.length - tail.length), fill);
  return Buffer.concat([head, filler, tail]);
}

/** A PDF of `size` bytes whose content is random (so each one has its own digest). */
export function randomPdfBytes(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

/** A tiny valid PNG (1x1). */
export function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A JPEG header followed by filler (enough for type detection). */
export function jpegBytes(size = 1024): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return Buffer.concat([head, Buffer.alloc(size - head.length - 2, 0x20), Buffer.from([0xff, 0xd9])]);
}

/** The start of an OLE compound file, as legacy .doc files are. */
export function docBytes(size = 4096): Buffer {
  const head = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0)]);
}

/** A Windows executable's header: what an .exe renamed .pdf looks like inside. */
export function exeBytes(size = 4096): Buffer {
  const buffer = Buffer.alloc(size, 0);
  buffer.write('MZ', 0, 'ascii');
  buffer.writeUInt32LE(0x80, 0x3c);
  buffer.write('PE\0\0', 0x80, 'binary');
  return buffer;
}

/** One entry of a zip as written: its packed bytes and what its headers declare. */
type RawZipEntry = { name: string; method: 0 | 8; packed: Buffer; crc: number; size: number };

/** A zip of entries already packed (stored or deflated), with local headers and a central directory. */
function zipOf(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, entry.packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.packed.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + entry.packed.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const stored = (name: string, data: Buffer): RawZipEntry => ({
  name,
  method: 0,
  packed: data,
  crc: crc32(data),
  size: data.length,
});

const deflated = (name: string, data: Buffer): RawZipEntry => ({
  name,
  method: 8,
  packed: deflateRawSync(data),
  crc: crc32(data),
  size: data.length,
});

/** A stored (uncompressed) zip of the given entries. */
export function zipBytes(entries: { name: string; data: Buffer }[]): Buffer {
  return zipOf(entries.map((entry) => stored(entry.name, entry.data)));
}

/** A zip of deflated entries, as Word saves them. */
export function deflatedZipBytes(entries: { name: string; data: Buffer }[]): Buffer {
  return zipOf(entries.map((entry) => deflated(entry.name, entry.data)));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

/** A minimal Word (.docx) document; `padding` puts a large entry first to push the markers far in. */
export function docxBytes(padding = 0): Buffer {
  const entries = [
    ...(padding > 0 ? [{ name: 'customXml/padding.bin', data: Buffer.alloc(padding, 0x41) }] : []),
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
  ];
  return zipBytes(entries);
}

/** A real .docx: Word's content types and document parts, deflated as Word saves them. */
export function deflatedDocxBytes(text = 'Candidate reference letter'): Buffer {
  return zipOf([
    deflated('[Content_Types].xml', Buffer.from(CONTENT_TYPES)),
    deflated(
      'word/document.xml',
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    ),
  ]);
}

/**
 * A "zip bomb" that passes for a .docx: a small file whose media entry is `expandedBytes` of zeros
 * deflated (about a thousandth of that on disk). `declaredBytes` makes its headers lie about the
 * unpacked size, as a bomb built to slip past a directory check would.
 */
export async function docxZipBomb(options: {
  expandedBytes: number;
  declaredBytes?: number;
}): Promise<Buffer> {
  const block = Buffer.alloc(1024 * 1024);
  let crc = 0;
  const deflate = createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  await pipeline(
    (function* () {
      for (let left = options.expandedBytes; left > 0; left -= block.length) {
        const piece = block.subarray(0, Math.min(block.length, left));
        crc = crc32(piece, crc);
        yield piece;
      }
    })(),
    deflate,
  );
  const parts = packed;
  return zipOf([
    stored('[Content_Types].xml', Buffer.from(CONTENT_TYPES)),
    stored('word/document.xml', Buffer.from('<w:document/>')),
    {
      name: 'word/media/image1.bin',
      method: 8,
      packed: Buffer.concat(parts),
      crc,
      size: options.declaredBytes ?? options.expandedBytes,
    },
  ]);
}

/** A multipart/form-data body with optional fields and one file. */
export function multipartBody(
  file: { name: string; content: Buffer; contentType?: string; field?: string },
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----candor${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
