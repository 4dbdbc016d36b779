import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

/** Limits for an Office document (a zip archive) before it is accepted. */
export type ArchiveLimits = {
  /** The most bytes all entries may unpack to together. */
  maxExpandedBytes: number;
  /** The most entries the archive may hold. */
  maxEntries: number;
  /** Unpacked size over packed size, checked once the archive unpacks past `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
};

export const OFFICE_ARCHIVE_LIMITS: ArchiveLimits = {
  maxExpandedBytes: 50 * 1024 * 1024,
  maxEntries: 2000,
  maxRatio: 100,
  ratioFloorBytes: 5 * 1024 * 1024,
};

/** How much of the end of an upload is kept to read the archive's central directory from. */
export const ARCHIVE_TAIL_BYTES = 256 * 1024;

export type ArchiveVerdict = 'ok' | 'too-large' | 'unreadable';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const DIRECTORY_ENTRY_BYTES = 46;
const LOCAL_HEADER_BYTES = 30;
const STORED = 0;
const DEFLATED = 8;

class ArchiveRefused extends Error {
  constructor(readonly verdict: Exclude<ArchiveVerdict, 'ok'>) {
    super(verdict);
  }
}

/**
 * Passes an upload through while keeping its last `bytes` (where a zip archive's central directory
 * is), holding no more than that plus one chunk.
 */
export function keepTail(
  source: AsyncIterable<Uint8Array>,
  bytes: number,
): { content: AsyncIterable<Uint8Array>; tail: () => Buffer } {
  const kept: Uint8Array[] = [];
  let keptBytes = 0;
  async function* content(): AsyncGenerator<Uint8Array> {
    for await (const chunk of source) {
      kept.push(chunk);
      keptBytes += chunk.length;
      for (
        let first = kept[0];
        kept.length > 1 && first && keptBytes - first.length >= bytes;
        first = kept[0]
      ) {
        kept.shift();
        keptBytes -= first.length;
      }
      yield chunk;
    }
  }
  return {
    content: content(),
    tail: () => {
      const all = Buffer.concat(kept, keptBytes);
      return all.subarray(Math.max(0, all.length - bytes));
    },
  };
}

type Entry = { method: number; packed: number; unpacked: number; offset: number };

/** The entries listed in the central directory, found in the archive's last bytes. */
function readDirectory(tail: Buffer, fileSize: number, limits: ArchiveLimits): Entry[] {
  const tailStart = fileSize - tail.length;
  let end = -1;
  for (
    let at = tail.length - END_RECORD_BYTES;
    at >= Math.max(0, tail.length - END_RECORD_BYTES - 0xffff);
    at--
  ) {
    if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ArchiveRefused('unreadable');
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  // Zip64 markers: an upload of at most 10 MB never needs them.
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new ArchiveRefused('unreadable');
  }
  if (count > limits.maxEntries) throw new ArchiveRefused('too-large');
  if (directoryOffset + directorySize !== tailStart + end) throw new ArchiveRefused('unreadable');
  // A directory larger than the kept tail can only come from a huge number of entries.
  if (directoryOffset < tailStart) throw new ArchiveRefused('too-large');

  const entries: Entry[] = [];
  let at = directoryOffset - tailStart;
  for (let i = 0; i < count; i++) {
    if (at + DIRECTORY_ENTRY_BYTES > end || tail.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw new ArchiveRefused('unreadable');
    }
    const entry: Entry = {
      method: tail.readUInt16LE(at + 10),
      packed: tail.readUInt32LE(at + 20),
      unpacked: tail.readUInt32LE(at + 24),
      offset: tail.readUInt32LE(at + 42),
    };
    if (entry.method !== STORED && entry.method !== DEFLATED) throw new ArchiveRefused('unreadable');
    if (entry.offset + LOCAL_HEADER_BYTES + entry.packed > directoryOffset)
      throw new ArchiveRefused('unreadable');
    entries.push(entry);
    at +=
      DIRECTORY_ENTRY_BYTES +
      tail.readUInt16LE(at + 28) +
      tail.readUInt16LE(at + 30) +
      tail.readUInt16LE(at + 32);
  }
  return entries;
}

/** Reads an async byte stream in order: exact reads, skips, and bounded sub-streams. */
class SequentialReader {
  private buffered: Buffer = Buffer.alloc(0);
  position = 0;
  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  private async fill(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.buffered = this.buffered.length
      ? Buffer.concat([this.buffered, next.value])
      : Buffer.from(next.value);
    return true;
  }

  async read(length: number): Promise<Buffer> {
    while (this.buffered.length < length) {
      if (!(await this.fill())) throw new ArchiveRefused('unreadable');
    }
    const out = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    this.position += length;
    return out;
  }

  /** `length` bytes as chunks, without holding them together. */
  async *take(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.fill())) throw new ArchiveRefused('unreadable');
      const piece = this.buffered.subarray(0, Math.min(left, this.buffered.length));
      this.buffered = this.buffered.subarray(piece.length);
      this.position += piece.length;
      left -= piece.length;
      yield piece;
    }
  }

  async skipTo(position: number): Promise<void> {
    if (position < this.position) throw new ArchiveRefused('unreadable');
    let left = position - this.position;
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.fill())) throw new ArchiveRefused('unreadable');
      const step = Math.min(left, this.buffered.length);
      this.buffered = this.buffered.subarray(step);
      this.position += step;
      left -= step;
    }
  }
}

/** Inflates one entry, counting the bytes it really unpacks to and stopping at `limit`. */
async function unpackedSize(chunks: AsyncIterable<Buffer>, method: number, limit: number): Promise<number> {
  let total = 0;
  const count = new Writable({
    write(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > limit ? new ArchiveRefused('too-large') : null);
    },
  });
  try {
    if (method === STORED) await pipeline(chunks, count);
    else await pipeline(chunks, createInflateRaw(), count);
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused('unreadable');
  }
  return total;
}

/**
 * Checks a zip-based Office document without trusting it: the central directory (entry count,
 * declared sizes, compression ratio) first, without unpacking anything; then every entry is
 * inflated from `open()` (the stored file, read in order) with the output counted and discarded,
 * stopping as soon as the real total passes the limit or an entry unpacks past its declared size.
 */
export async function checkOfficeArchive(
  tail: Buffer,
  fileSize: number,
  open: () => Promise<AsyncIterable<Uint8Array>>,
  limits: ArchiveLimits = OFFICE_ARCHIVE_LIMITS,
): Promise<ArchiveVerdict> {
  try {
    const entries = readDirectory(tail, fileSize, limits);
    const declared = entries.reduce((sum, entry) => sum + entry.unpacked, 0);
    if (declared > limits.maxExpandedBytes) return 'too-large';
    if (declared > limits.ratioFloorBytes && declared / Math.max(1, fileSize) > limits.maxRatio) {
      return 'too-large';
    }

    const stream = await open();
    const iterator = stream[Symbol.asyncIterator]();
    try {
      const reader = new SequentialReader(iterator);
      let total = 0;
      for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
        await reader.skipTo(entry.offset);
        const header = await reader.read(LOCAL_HEADER_BYTES);
        if (header.readUInt32LE(0) !== LOCAL_HEADER) return 'unreadable';
        await reader.read(header.readUInt16LE(26) + header.readUInt16LE(28));
        const size = await unpackedSize(
          reader.take(entry.packed),
          entry.method,
          Math.min(entry.unpacked, limits.maxExpandedBytes - total),
        );
        if (size !== entry.unpacked) return size > entry.unpacked ? 'too-large' : 'unreadable';
        total += size;
      }
      return 'ok';
    } finally {
      await iterator.return?.();
    }
  } catch (error) {
    if (error instanceof ArchiveRefused) return error.verdict;
    throw error;
  }
}
