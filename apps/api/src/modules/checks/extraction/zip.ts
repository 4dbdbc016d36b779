import { inflateRawSync } from 'node:zlib';
import { ExtractionError } from './facts.js';

/**
 * Reads named entries of a zip archive (a DOCX) held in memory, trusting none of it: offsets are
 * checked against the buffer, only stored and deflated entries are read, and an entry is
 * inflated with a cap on its output, so a crafted archive fails instead of filling the memory.
 * (The upload path has already refused archives that unpack too far; this reads the few parts the
 * checks need.)
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const DIRECTORY_ENTRY_BYTES = 46;
const LOCAL_HEADER_BYTES = 30;
const STORED = 0;
const DEFLATED = 8;
const MAX_ENTRIES = 5000;

type Entry = { method: number; packed: number; unpacked: number; offset: number };

const unreadable = () => new ExtractionError('The Word document is not a readable archive.');

export type ZipReader = {
  has: (name: string) => boolean;
  /** The entry's bytes, or null when absent; throws when it unpacks past `maxBytes` or is damaged. */
  read: (name: string, maxBytes: number) => Buffer | null;
};

export function openZip(bytes: Buffer): ZipReader {
  let end = -1;
  const lowest = Math.max(0, bytes.length - END_RECORD_BYTES - 0xffff);
  for (let at = bytes.length - END_RECORD_BYTES; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || directoryOffset >= end) throw unreadable();

  const entries = new Map<string, Entry>();
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + DIRECTORY_ENTRY_BYTES > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    const nameEnd = at + DIRECTORY_ENTRY_BYTES + nameLength;
    if (nameEnd > end) throw unreadable();
    const name = bytes.toString('utf8', at + DIRECTORY_ENTRY_BYTES, nameEnd);
    entries.set(name, {
      method: bytes.readUInt16LE(at + 10),
      packed: bytes.readUInt32LE(at + 20),
      unpacked: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    });
    at = nameEnd + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }

  return {
    has: (name) => entries.has(name),
    read(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) return null;
      if (entry.offset + LOCAL_HEADER_BYTES > bytes.length) throw unreadable();
      if (bytes.readUInt32LE(entry.offset) !== LOCAL_HEADER) throw unreadable();
      const start =
        entry.offset +
        LOCAL_HEADER_BYTES +
        bytes.readUInt16LE(entry.offset + 26) +
        bytes.readUInt16LE(entry.offset + 28);
      if (start + entry.packed > bytes.length) throw unreadable();
      const packed = bytes.subarray(start, start + entry.packed);
      if (entry.method === STORED) {
        if (packed.length > maxBytes) throw new ExtractionError('The Word document is too large to read.');
        return packed;
      }
      if (entry.method !== DEFLATED) throw unreadable();
      try {
        return inflateRawSync(packed, { maxOutputLength: maxBytes });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
          throw new ExtractionError('The Word document is too large to read.');
        }
        throw unreadable();
      }
    },
  };
}
