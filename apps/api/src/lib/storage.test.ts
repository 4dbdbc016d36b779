import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, deriveKey } from './crypto.js';
import {
  createLocalStorage,
  ObjectIntegrityError,
  ObjectNotFoundError,
  ObjectTooLargeError,
  SEGMENT_BYTES,
} from './storage.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The data as a stream of chunks, as an upload arrives. */
function chunks(data: Buffer, size = 4096): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) parts.push(data.subarray(i, i + size));
  return Readable.from(parts);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const newStorage = (secret = 'storage-test-secret-storage-test-secret') => {
  const root = mkdtempSync(path.join(tmpdir(), 'candor-storage-'));
  return { root, storage: createLocalStorage({ root, secret }) };
};

describe('local storage', () => {
  it('stores encrypted under a random key and gives the same bytes back', async () => {
    const { root, storage } = newStorage();
    const data = randomBytes(200_000);
    const stored = await storage.put(chunks(data), { maxBytes: 1_000_000 });
    expect(stored).toMatchObject({ size: data.length, sha256: sha256(data) });
    expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
    const raw = await readFile(path.join(root, 'objects', stored.key.slice(0, 2), stored.key));
    // Header (29 bytes), then 64 KiB segments each followed by its 16-byte tag.
    expect(raw.length).toBe(29 + data.length + Math.ceil(data.length / SEGMENT_BYTES) * 16);
    expect(raw.includes(data.subarray(0, 64))).toBe(false);
    expect(sha256(await readAll(await storage.get(stored.key)))).toBe(sha256(data));
    expect(await storage.exists(stored.key)).toBe(true);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('refuses content past maxBytes and leaves nothing behind', async () => {
    const { root, storage } = newStorage();
    await expect(storage.put(chunks(randomBytes(10_000)), { maxBytes: 5000 })).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
    expect(await readdir(path.join(root, 'objects'))).toEqual([]);
  });

  it('leaves nothing when the source fails midway', async () => {
    const { root, storage } = newStorage();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(failing, { maxBytes: 5000 })).rejects.toThrow('client went away');
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('detects altered bytes, a file moved under another key, and another secret', async () => {
    const { root, storage } = newStorage();
    const data = randomBytes(50_000);
    const a = await storage.put(chunks(data), { maxBytes: 100_000 });
    const b = await storage.put(chunks(data), { maxBytes: 100_000 });
    const fileOf = (key: string) => path.join(root, 'objects', key.slice(0, 2), key);
    // The check may fail when the stream is opened or while it is read; either way no bytes.
    const readKey = async (from: typeof storage, key: string) => readAll(await from.get(key));

    const other = createLocalStorage({ root, secret: 'another-secret-another-secret-another' });
    await expect(readKey(other, a.key)).rejects.toThrow();

    const raw = await readFile(fileOf(a.key));
    raw[1000] = (raw[1000] ?? 0) ^ 1;
    await writeFile(fileOf(a.key), raw);
    await expect(readKey(storage, a.key)).rejects.toThrow();

    await rename(fileOf(b.key), fileOf(a.key));
    await expect(readKey(storage, a.key)).rejects.toThrow();
  });

  /** Reads a stream until it ends or fails; returns what arrived before and the failure. */
  async function readUntilFailure(
    stream: NodeJS.ReadableStream,
  ): Promise<{ received: Buffer; error: unknown }> {
    const parts: Buffer[] = [];
    try {
      for await (const part of stream) parts.push(part as Buffer);
      return { received: Buffer.concat(parts), error: null };
    } catch (error) {
      return { received: Buffer.concat(parts), error };
    }
  }

  describe('segmented authenticated encryption', () => {
    const HEADER = 29;
    const SEALED_SEGMENT = SEGMENT_BYTES + 16;

    it('gives back identical bytes for empty, one-segment, exact-multiple and multi-segment files', async () => {
      const { storage } = newStorage();
      for (const length of [
        0,
        1,
        SEGMENT_BYTES - 1,
        SEGMENT_BYTES,
        SEGMENT_BYTES + 1,
        3 * SEGMENT_BYTES,
        500_000,
      ]) {
        const data = randomBytes(length);
        const stored = await storage.put(chunks(data, 10_000), { maxBytes: 1_000_000 });
        expect((await readAll(await storage.get(stored.key))).equals(data)).toBe(true);
      }
    });

    it('never gives out a byte of a segment that was altered, nor anything after it', async () => {
      const { root, storage } = newStorage();
      const data = randomBytes(4 * SEGMENT_BYTES + 100);
      const stored = await storage.put(chunks(data), { maxBytes: 1_000_000 });
      const file = path.join(root, 'objects', stored.key.slice(0, 2), stored.key);
      const raw = await readFile(file);
      // One byte inside the third segment's ciphertext.
      raw[HEADER + 2 * SEALED_SEGMENT + 10] = (raw[HEADER + 2 * SEALED_SEGMENT + 10] ?? 0) ^ 1;
      await writeFile(file, raw);

      const { received, error } = await readUntilFailure(await storage.get(stored.key));
      expect(error).toBeInstanceOf(ObjectIntegrityError);
      // Only the two verified segments before it arrived, unchanged.
      expect(received.equals(data.subarray(0, 2 * SEGMENT_BYTES))).toBe(true);
    });

    it('fails before handing out the stream when the first segment was altered', async () => {
      const { root, storage } = newStorage();
      const data = randomBytes(20_000);
      const stored = await storage.put(chunks(data), { maxBytes: 100_000 });
      const file = path.join(root, 'objects', stored.key.slice(0, 2), stored.key);
      const raw = await readFile(file);
      raw[HEADER + 5] = (raw[HEADER + 5] ?? 0) ^ 1;
      await writeFile(file, raw);
      await expect(storage.get(stored.key)).rejects.toBeInstanceOf(ObjectIntegrityError);
    });

    it('detects a file cut short at a segment boundary, inside a segment, or with bytes added', async () => {
      const { root, storage } = newStorage();
      const data = randomBytes(3 * SEGMENT_BYTES + 5);
      const stored = await storage.put(chunks(data), { maxBytes: 1_000_000 });
      const file = path.join(root, 'objects', stored.key.slice(0, 2), stored.key);
      const raw = await readFile(file);
      for (const altered of [
        raw.subarray(0, HEADER + 2 * SEALED_SEGMENT),
        raw.subarray(0, HEADER + SEALED_SEGMENT + 100),
        Buffer.concat([raw, Buffer.alloc(16)]),
      ]) {
        await writeFile(file, altered);
        const { received, error } = await readUntilFailure(await storage.get(stored.key));
        expect(error).toBeInstanceOf(ObjectIntegrityError);
        expect(received.length).toBeLessThan(data.length);
      }
    });

    it('still reads files of the earlier single-tag format, checking the whole file first', async () => {
      const secret = 'storage-test-secret-storage-test-secret';
      const { root, storage } = newStorage(secret);
      const key = randomBytes(16).toString('hex');
      const data = randomBytes(300_000);
      const salt = randomBytes(16);
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, 'storage/file-v1', salt), iv);
      cipher.setAAD(Buffer.from(key, 'ascii'));
      const body = Buffer.concat([cipher.update(data), cipher.final()]);
      const raw = Buffer.concat([Buffer.from('CNDF'), Buffer.from([1]), salt, iv, body, cipher.getAuthTag()]);
      const file = path.join(root, 'objects', key.slice(0, 2), key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, raw);
      expect((await readAll(await storage.get(key))).equals(data)).toBe(true);

      // Altered near the end: not one byte is given out.
      raw[raw.length - 100] = (raw[raw.length - 100] ?? 0) ^ 1;
      await writeFile(file, raw);
      await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectIntegrityError);
    });
  });

  it('lists objects, deletes idempotently, and rejects keys that are not its own', async () => {
    const { storage } = newStorage();
    const stored = await storage.put(chunks(Buffer.from('hello')), { maxBytes: 100 });
    const keys: string[] = [];
    for await (const entry of storage.list()) keys.push(entry.key);
    expect(keys).toEqual([stored.key]);
    await storage.delete(stored.key);
    await storage.delete(stored.key);
    await expect(storage.get(stored.key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('Invalid storage key');
  });
});

describe('field cipher', () => {
  it('round-trips, hides the value, and binds it to its record', () => {
    const cipher = createFieldCipher('field-secret-field-secret-field-secret', 'ssn');
    const value = cipher.encrypt('123-45-6789', 'record-1');
    expect(value).toMatch(/^v1\./);
    expect(value).not.toContain('6789');
    expect(cipher.encrypt('123-45-6789', 'record-1')).not.toBe(value);
    expect(cipher.decrypt(value, 'record-1')).toBe('123-45-6789');
    expect(() => cipher.decrypt(value, 'record-2')).toThrow();
    expect(() =>
      createFieldCipher('another-secret-another-secret-another', 'ssn').decrypt(value, 'record-1'),
    ).toThrow();
  });
});
