import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, writeFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from './crypto.js';
import { createLocalStorage, ObjectNotFoundError, ObjectTooLargeError } from './storage.js';

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
    expect(raw.length).toBe(data.length + 33 + 16);
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

    const other = createLocalStorage({ root, secret: 'another-secret-another-secret-another' });
    await expect(readAll(await other.get(a.key))).rejects.toThrow();

    const raw = await readFile(fileOf(a.key));
    raw[1000] = (raw[1000] ?? 0) ^ 1;
    await writeFile(fileOf(a.key), raw);
    await expect(readAll(await storage.get(a.key))).rejects.toThrow();

    await rename(fileOf(b.key), fileOf(a.key));
    await expect(readAll(await storage.get(a.key))).rejects.toThrow();
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
