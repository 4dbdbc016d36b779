import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** AES-256-GCM parameters shared by field and file encryption. */
export const AES_KEY_BYTES = 32;
export const GCM_IV_BYTES = 12;
export const GCM_TAG_BYTES = 16;

/**
 * A 256-bit key for one purpose, derived from APP_SECRET with HKDF-SHA256. Each purpose (and
 * each salt) gives an independent key, so one secret serves sessions, fields and files.
 */
export function deriveKey(secret: string, purpose: string, salt: Uint8Array = Buffer.alloc(0)): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), salt, `candor/${purpose}`, AES_KEY_BYTES),
  );
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** An unguessable token: `bytes` random bytes (default 256 bits) as base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

const FIELD_FORMAT = 'v1';

/**
 * Encrypts short values (an SSN) for a text column: `v1.<base64url(iv | tag | ciphertext)>`.
 * `context` is bound as associated data, so a value copied to another record does not decrypt.
 */
export function createFieldCipher(secret: string, purpose: string) {
  const key = deriveKey(secret, `field/${purpose}`);
  return {
    encrypt(plaintext: string, context: string): string {
      const iv = randomBytes(GCM_IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${FIELD_FORMAT}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
    },
    decrypt(value: string, context: string): string {
      const [format, payload] = value.split('.', 2);
      if (format !== FIELD_FORMAT || !payload) throw new Error('Unknown encrypted field format');
      const data = Buffer.from(payload, 'base64url');
      const iv = data.subarray(0, GCM_IV_BYTES);
      const tag = data.subarray(GCM_IV_BYTES, GCM_IV_BYTES + GCM_TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([
        decipher.update(data.subarray(GCM_IV_BYTES + GCM_TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
export type FieldCipher = ReturnType<typeof createFieldCipher>;
