import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, pipeline } from 'node:stream';
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
  /** The decrypted content. The stream fails if the stored bytes were altered. */
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

// File layout: MAGIC | version | salt (16) | iv (12) | AES-256-GCM ciphertext | tag (16).
// The file key is derived from APP_SECRET with the per-file salt; the object key is bound as
// associated data, so a file moved under another key does not decrypt.
const MAGIC = Buffer.from('CNDF', 'ascii');
const VERSION = 1;
const SALT_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + GCM_IV_BYTES;
const KEY_PATTERN = /^[0-9a-f]{32}$/;
const KEY_PURPOSE = 'storage/file-v1';

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
      const iv = randomBytes(GCM_IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', deriveKey(options.secret, KEY_PURPOSE, salt), iv);
      cipher.setAAD(Buffer.from(key, 'ascii'));
      const hash = createHash('sha256');
      let size = 0;

      const handle = await open(tmpFile, 'wx', 0o600);
      try {
        await writeAll(handle, Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, iv]));
        for await (const chunk of source) {
          size += chunk.length;
          if (size > maxBytes) throw new ObjectTooLargeError(maxBytes);
          hash.update(chunk);
          await writeAll(handle, cipher.update(chunk));
        }
        await writeAll(handle, cipher.final());
        await writeAll(handle, cipher.getAuthTag());
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
        if (size < HEADER_BYTES + GCM_TAG_BYTES) throw new Error('Stored object is truncated');
        const header = Buffer.alloc(HEADER_BYTES);
        await handle.read(header, 0, HEADER_BYTES, 0);
        if (!header.subarray(0, MAGIC.length).equals(MAGIC) || header[MAGIC.length] !== VERSION) {
          throw new Error('Stored object has an unknown format');
        }
        const salt = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT_BYTES);
        const iv = header.subarray(MAGIC.length + 1 + SALT_BYTES);
        const tag = Buffer.alloc(GCM_TAG_BYTES);
        await handle.read(tag, 0, GCM_TAG_BYTES, size - GCM_TAG_BYTES);

        const decipher = createDecipheriv('aes-256-gcm', deriveKey(options.secret, KEY_PURPOSE, salt), iv);
        decipher.setAAD(Buffer.from(key, 'ascii'));
        decipher.setAuthTag(tag);
        const end = size - GCM_TAG_BYTES - 1;
        let body: Readable;
        if (end >= HEADER_BYTES) {
          body = handle.createReadStream({ start: HEADER_BYTES, end, autoClose: true });
        } else {
          await handle.close();
          body = Readable.from([]);
        }
        return pipeline(body, decipher, () => undefined);
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
