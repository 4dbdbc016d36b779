import { crc32, deflateSync } from 'node:zlib';

/**
 * A minimal PNG writer for the page images of scanned PDFs: pdf.js hands over a decoded image
 * (raw pixels), tesseract.js reads image files, and no native image library is installed. Colour
 * is dropped (OCR reads grey levels), which also makes the file a third of an RGB one.
 */

/** pdf.js's ImageKind values for the decoded images it hands over. */
export const IMAGE_KIND = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 } as const;

export type RawImage = { width: number; height: number; kind: number; data: Uint8Array | Uint8ClampedArray };

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image as a greyscale PNG (1 bit for pdf.js's 1-bit images, where a set bit is white as in
 * PNG, 8 bits otherwise); null when its kind is unknown or its pixels are fewer than its size says.
 */
export function grayPng(image: RawImage): Buffer | null {
  const { width, height, kind, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) return null;
  const bitDepth = kind === IMAGE_KIND.GRAYSCALE_1BPP ? 1 : 8;
  const channels = kind === IMAGE_KIND.RGB_24BPP ? 3 : kind === IMAGE_KIND.RGBA_32BPP ? 4 : 0;
  if (bitDepth === 8 && channels === 0) return null;
  const rowBytes = bitDepth === 1 ? Math.ceil(width / 8) : width;
  const sourceRow = bitDepth === 1 ? rowBytes : width * channels;
  if (data.length < sourceRow * height) return null;

  // Each row starts with its filter type (0: none); deflate does the compressing.
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const out = y * (rowBytes + 1) + 1;
    const at = y * sourceRow;
    if (bitDepth === 1) {
      raw.set(data.subarray(at, at + rowBytes), out);
      continue;
    }
    for (let x = 0; x < width; x += 1) {
      const p = at + x * channels;
      // ITU-R BT.601 luma in integers.
      raw[out + x] = ((data[p] ?? 0) * 77 + (data[p + 1] ?? 0) * 150 + (data[p + 2] ?? 0) * 29) >> 8;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = 0; // greyscale
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
