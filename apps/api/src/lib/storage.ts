import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GCM_IV_BYTES, GCM_TAG_BYTES, deriveKey } from './crypto.js';

/** A stored file: its random key, and the size and SHA-256 of its plaintext. */
export type StoredObject = { key: string; size: number; sha256: string };
export type StoredEntry = { key: string; modifiedAt: Date };

/**
 * Where uploaded files live. Every implementation encrypts at rest, writes a file completely and
 * durably before `put` resolves (so a database row written afterwards never points at a missing
 * file), and stores under keys it chooses itself. Local disk is the default; an S3-compatible
 * implementation satisfies the same contract (multipart upload completed before `put` resolves,
 * `list` over the bucket prefix, incomplete multipart uploads aborted by `removeIncomplete`).
 */
export type Storage = {
  /** Stores the stream under a new random key. Rejects with ObjectTooLargeError past `maxBytes`, leaving nothing behind. */
  put: (source: AsyncIterable<Uint8Array>, options: { maxBytes: number }) => Promise<StoredObject>;
  /**
   * The decrypted content. Only authenticated bytes are ever given out: altered or cut-short
   * content fails with ObjectIntegrityError before the bytes concerned (or, for files of the
   * earlier single-tag format, before any byte) reach the stream.
   */
  get: (key: string) => Promise<Readable>;
  exists: (key: string) => Promise<boolean>;
  /** Removes an object; removing a missing one is not an error. */
  delete: (key: string) => Promise<void>;
  /** Every stored object, for the orphan sweep. */
  list: () => AsyncIterable<StoredEntry>;
  /** Removes writes that never completed (a crash mid-upload) older than the date. */
  removeIncomplete: (olderThan: Date) => Promise<number>;
};

export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The object exceeds ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

export class ObjectNotFoundError extends Error {
  constructor() {
    super('The stored object does not exist');
    this.name = 'ObjectNotFoundError';
  }
}

// File layout, version 2 (written now): MAGIC | 2 | salt (16) | nonce prefix (8) | segments.
// The plaintext is cut into 64 KiB segments, each sealed on its own with AES-256-GCM: ciphertext
// then its tag (16). A segment's nonce is the prefix followed by its index (32-bit big-endian);
// its associated data is the object key and a flag marking the last segment, so segments cannot
// be reordered, dropped, moved to another key, or cut off at the end. A reader therefore hands
// out each segment only after its tag checked, and never holds more than one segment.
//
// Version 1 (earlier files): MAGIC | 1 | salt (16) | iv (12) | one GCM ciphertext | tag (16). Its
// tag covers the whole file, so a reader decrypts and checks all of it before giving any byte.
//
// The file key is derived from APP_SECRET with the per-file salt.
const MAGIC = Buffer.from('CNDF', 'ascii');
const VERSION_SINGLE = 1;
const VERSION_SEGMENTED = 2;
const SALT_BYTES = 16;
const NONCE_PREFIX_BYTES = GCM_IV_BYTES - 4;
const SINGLE_HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + GCM_IV_BYTES;
const SEGMENTED_HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + NONCE_PREFIX_BYTES;
/** Plaintext bytes per segment in version 2. */
export const SEGMENT_BYTES = 64 * 1024;
const KEY_PATTERN = /^[0-9a-f]{32}$/;
const SINGLE_KEY_PURPOSE = 'storage/file-v1';
const SEGMENTED_KEY_PURPOSE = 'storage/file-v2';

/** The stored bytes do not decrypt: altered, cut short, moved under another key or of another secret. */
export class ObjectIntegrityError extends Error {
  constructor(reason: string) {
    super(`Stored object failed its integrity check: ${reason}`);
    this.name = 'ObjectIntegrityError';
  }
}

function segmentNonce(prefix: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(GCM_IV_BYTES);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  return nonce;
}

function segmentAad(key: string, last: boolean): Buffer {
  return Buffer.concat([Buffer.from(key, 'ascii'), Buffer.from([last ? 1 : 0])]);
}

function sealSegment(
  fileKey: Buffer,
  prefix: Buffer,
  index: number,
  key: string,
  last: boolean,
  plain: Buffer,
) {
  const cipher = createCipheriv('aes-256-gcm', fileKey, segmentNonce(prefix, index));
  cipher.setAAD(segmentAad(key, last));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openSegment(
  fileKey: Buffer,
  prefix: Buffer,
  index: number,
  key: string,
  last: boolean,
  sealed: Buffer,
) {
  if (sealed.length < GCM_TAG_BYTES) throw new ObjectIntegrityError('segment cut short');
  const decipher = createDecipheriv('aes-256-gcm', fileKey, segmentNonce(prefix, index));
  decipher.setAAD(segmentAad(key, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new ObjectIntegrityError(`segment ${index} does not authenticate`);
  }
}

async function readExactly(handle: FileHandle, length: number, position: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let offset = 0;
  while (offset < length) {
    const { bytesRead } = await handle.read(buffer, offset, length - offset, position + offset);
    if (bytesRead === 0) throw new ObjectIntegrityError('file ended early');
    offset += bytesRead;
  }
  return buffer;
}

/** Version 2: verified segments, one at a time; the handle is closed when the stream ends or is destroyed. */
async function* readSegmented(
  handle: FileHandle,
  fileKey: Buffer,
  prefix: Buffer,
  key: string,
  size: number,
) {
  try {
    let position = SEGMENTED_HEADER_BYTES;
    let index = 0;
    for (;;) {
      const length = Math.min(SEGMENT_BYTES + GCM_TAG_BYTES, size - position);
      const last = position + length === size;
      const plain = openSegment(
        fileKey,
        prefix,
        index,
        key,
        last,
        await readExactly(handle, length, position),
      );
      position += length;
      index += 1;
      if (plain.length > 0) yield plain;
      if (last) return;
    }
  } finally {
    await handle.close();
  }
}

/** Version 1: the whole file decrypted and its tag checked before any byte is given out. */
async function readSingle(handle: FileHandle, secret: string, key: string, size: number): Promise<Buffer[]> {
  const header = await readExactly(handle, SINGLE_HEADER_BYTES, 0);
  const salt = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + 1 + SALT_BYTES);
  const tag = await readExactly(handle, GCM_TAG_BYTES, size - GCM_TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret, SINGLE_KEY_PURPOSE, salt), iv);
  decipher.setAAD(Buffer.from(key, 'ascii'));
  decipher.setAuthTag(tag);
  const plain: Buffer[] = [];
  const end = size - GCM_TAG_BYTES;
  const stepBytes = 1024 * 1024;
  for (let position = SINGLE_HEADER_BYTES; position < end; position += stepBytes) {
    plain.push(decipher.update(await readExactly(handle, Math.min(stepBytes, end - position), position)));
  }
  try {
    plain.push(decipher.final());
  } catch {
    throw new ObjectIntegrityError('the file does not authenticate');
  }
  return plain;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function writeAll(handle: FileHandle, data: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset);
    offset += bytesWritten;
  }
}

/** Makes a directory entry (a rename, a new file) durable. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Local disk storage under `root` (DATA_DIR/files by default). */
export function createLocalStorage(options: { root: string; secret: string }): Storage {
  const objectsDir = path.join(options.root, 'objects');
  const tmpDir = path.join(options.root, 'tmp');
  let ready: Promise<void> | null = null;
  const ensureDirs = () =>
    (ready ??= (async () => {
      await mkdir(objectsDir, { recursive: true, mode: 0o700 });
      await mkdir(tmpDir, { recursive: true, mode: 0o700 });
    })().catch((error: unknown) => {
      ready = null;
      throw error;
    }));

  const objectPath = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
    return path.join(objectsDir, key.slice(0, 2), key);
  };

  return {
    async put(source, { maxBytes }) {
      await ensureDirs();
      const key = randomBytes(16).toString('hex');
      const tmpFile = path.join(tmpDir, `${key}.part`);
      const salt = randomBytes(SALT_BYTES);
      const prefix = randomBytes(NONCE_PREFIX_BYTES);
      const fileKey = deriveKey(options.secret, SEGMENTED_KEY_PURPOSE, salt);
      const hash = createHash('sha256');
      let size = 0;
      let index = 0;
      // At most one segment plus the chunk that arrived is held: a segment is sealed only once
      // more data shows it is not the last.
      let pending: Buffer[] = [];
      let pendingBytes = 0;

      const handle = await open(tmpFile, 'wx', 0o600);
      try {
        await writeAll(handle, Buffer.concat([MAGIC, Buffer.from([VERSION_SEGMENTED]), salt, prefix]));
        for await (const chunk of source) {
          size += chunk.length;
          if (size > maxBytes) throw new ObjectTooLargeError(maxBytes);
          hash.update(chunk);
          pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          pendingBytes += chunk.length;
          while (pendingBytes > SEGMENT_BYTES) {
            const joined = Buffer.concat(pending, pendingBytes);
            await writeAll(
              handle,
              sealSegment(fileKey, prefix, index, key, false, joined.subarray(0, SEGMENT_BYTES)),
            );
            index += 1;
            pending = [joined.subarray(SEGMENT_BYTES)];
            pendingBytes -= SEGMENT_BYTES;
          }
        }
        await writeAll(
          handle,
          sealSegment(fileKey, prefix, index, key, true, Buffer.concat(pending, pendingBytes)),
        );
        await handle.sync();
        await handle.close();
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(tmpFile, { force: true });
        throw error;
      }

      const finalPath = objectPath(key);
      try {
        await mkdir(path.dirname(finalPath), { recursive: true, mode: 0o700 });
        await rename(tmpFile, finalPath);
        await syncDirectory(path.dirname(finalPath));
        await syncDirectory(objectsDir);
      } catch (error) {
        await rm(tmpFile, { force: true });
        await rm(finalPath, { force: true });
        throw error;
      }
      return { key, size, sha256: hash.digest('hex') };
    },

    async get(key) {
      let handle: FileHandle;
      try {
        handle = await open(objectPath(key), 'r');
      } catch (error) {
        if (isMissing(error)) throw new ObjectNotFoundError();
        throw error;
      }
      try {
        const { size } = await handle.stat();
        if (size < MAGIC.length + 1) throw new ObjectIntegrityError('file ended early');
        const start = await readExactly(handle, MAGIC.length + 1, 0);
        if (!start.subarray(0, MAGIC.length).equals(MAGIC)) throw new ObjectIntegrityError('unknown format');
        const version = start[MAGIC.length];
        if (version === VERSION_SINGLE) {
          if (size < SINGLE_HEADER_BYTES + GCM_TAG_BYTES) throw new ObjectIntegrityError('file ended early');
          const plain = await readSingle(handle, options.secret, key, size);
          await handle.close();
          return Readable.from(plain);
        }
        if (version !== VERSION_SEGMENTED) throw new ObjectIntegrityError('unknown format');
        if (size < SEGMENTED_HEADER_BYTES + GCM_TAG_BYTES) throw new ObjectIntegrityError('file ended early');
        const header = await readExactly(handle, SEGMENTED_HEADER_BYTES, 0);
        const salt = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT_BYTES);
        const prefix = header.subarray(MAGIC.length + 1 + SALT_BYTES);
        const fileKey = deriveKey(options.secret, SEGMENTED_KEY_PURPOSE, salt);
        // The first segment is checked before the stream is handed out, so a file of one segment
        // (most documents) that fails its check fails before a response has started.
        const segments = readSegmented(handle, fileKey, prefix, key, size);
        const first = await segments.next();
        return Readable.from(
          (async function* () {
            if (!first.done) yield first.value;
            yield* segments;
          })(),
          { objectMode: false },
        );
      } catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(objectPath(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(objectPath(key), { force: true });
    },

    async *list() {
      let shards: string[];
      try {
        shards = await readdir(objectsDir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const shard of shards) {
        let names: string[];
        try {
          names = await readdir(path.join(objectsDir, shard));
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
        for (const name of names) {
          if (!KEY_PATTERN.test(name)) continue;
          try {
            const info = await stat(path.join(objectsDir, shard, name));
            yield { key: name, modifiedAt: info.mtime };
          } catch (error) {
            if (!isMissing(error)) throw error;
          }
        }
      }
    },

    async removeIncomplete(olderThan) {
      let names: string[];
      try {
        names = await readdir(tmpDir);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        try {
          if ((await stat(file)).mtime < olderThan) {
            await rm(file, { force: true });
            removed += 1;
          }
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },
  };
}
