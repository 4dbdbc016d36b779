import { AppError } from './app-error.js';

/**
 * A keyset cursor: the sort it belongs to, the exact database text of the last row's sort key
 * (microseconds kept, so a page boundary never skips or repeats a row; null for a missing value)
 * and the last row's id. Encoded as opaque base64url JSON.
 */
export type KeysetCursor = { sort: string; at: string | null; id: string };

/** A timestamptz as PostgreSQL prints it, e.g. `2025-03-01 10:00:00.123456+00`. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const invalidCursor = () =>
  new AppError('VALIDATION_FAILED', 'Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);

const isTimestampText = (value: string) =>
  TIMESTAMP_TEXT.test(value) &&
  !Number.isNaN(Date.parse(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')));

export function encodeKeyset(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.at, cursor.id]), 'utf8').toString('base64url');
}

/**
 * The cursor of a page of `sort`; a cursor of another sort, a tampered one or garbage is a 400.
 * `legacySort` accepts the older two-element form `[at, id]` as that sort.
 */
export function decodeKeyset(value: string, sort: string, legacySort?: string): KeysetCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed)) throw invalidCursor();
  const items = parsed as unknown[];
  const parts: unknown[] = items.length === 2 && legacySort !== undefined ? [legacySort, ...items] : items;
  const [tag, at, id] = parts;
  if (
    parts.length === 3 &&
    tag === sort &&
    (at === null || (typeof at === 'string' && isTimestampText(at))) &&
    typeof id === 'string' &&
    UUID.test(id)
  ) {
    return { sort, at, id };
  }
  throw invalidCursor();
}
