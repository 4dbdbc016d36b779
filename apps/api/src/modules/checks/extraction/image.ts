import exifr from 'exifr';
import { readXmp } from './xmp.js';

/**
 * An image's EXIF and XMP metadata (the software that last saved it, its dates, the camera) with
 * exifr, and its size in pixels read from its header, so an image too large to OCR is refused
 * before it is decoded.
 */

const MAX_VALUE_CHARS = 300;

/** EXIF tags kept, under their metadata keys. */
const TAGS: readonly [key: string, tag: string][] = [
  ['exif.software', 'Software'],
  ['exif.processingSoftware', 'ProcessingSoftware'],
  ['exif.hostComputer', 'HostComputer'],
  ['exif.modifyDate', 'ModifyDate'],
  ['exif.dateTimeOriginal', 'DateTimeOriginal'],
  ['exif.createDate', 'CreateDate'],
  ['exif.make', 'Make'],
  ['exif.model', 'Model'],
];

/** An EXIF date ("2024:01:05 10:30:00") as ISO 8601 without a zone (EXIF has none). */
export function exifDate(value: string): string | null {
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.replace(/\0+$/, '').trim() || null;
  if (typeof value === 'number') return String(value);
  return null;
}

export async function readImageMetadata(bytes: Buffer): Promise<Record<string, string>> {
  const output: unknown = await exifr
    .parse(bytes, {
      tiff: true,
      exif: true,
      xmp: { parse: false },
      gps: false,
      interop: false,
      ifd1: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
      makerNote: false,
      userComment: false,
      translateKeys: true,
      translateValues: false,
      reviveValues: false,
      mergeOutput: true,
    })
    .catch(() => undefined);
  if (typeof output !== 'object' || output === null) return {};
  const tags = output as Record<string, unknown>;
  const metadata: Record<string, string> = {};
  for (const [key, tag] of TAGS) {
    const value = asText(tags[tag]);
    if (value === null) continue;
    const date = key.endsWith('Date') || key.endsWith('Original') ? exifDate(value) : null;
    metadata[key] = (date ?? value).slice(0, MAX_VALUE_CHARS);
  }
  const xmp = tags.xmp;
  if (typeof xmp === 'string') Object.assign(metadata, readXmp(xmp));
  return metadata;
}

/** Width and height from a PNG or JPEG header; null when the header cannot be read. */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (
    bytes.length >= 24 &&
    bytes.readUInt32BE(0) === 0x89504e47 &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    // Start-of-frame markers (C0–CF except DHT C4, JPG C8, DAC CC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}
