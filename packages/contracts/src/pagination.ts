import { z } from 'zod';
import { text } from './common.js';

export const PAGE_LIMIT_MIN = 1;
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 25;
export const PAGE_LIMIT_MESSAGE = `Limit must be a whole number between ${PAGE_LIMIT_MIN} and ${PAGE_LIMIT_MAX}`;

/**
 * Keyset pagination query. `cursor` is opaque (the server encodes the last row's sort key);
 * `limit` arrives as a query-string value, so it is coerced to a number.
 */
export const paginationQuerySchema = z.object({
  cursor: text().trim().min(1, 'Invalid cursor').max(500, 'Invalid cursor').optional(),
  limit: z.coerce
    .number({ error: PAGE_LIMIT_MESSAGE })
    .int(PAGE_LIMIT_MESSAGE)
    .min(PAGE_LIMIT_MIN, PAGE_LIMIT_MESSAGE)
    .max(PAGE_LIMIT_MAX, PAGE_LIMIT_MESSAGE)
    .default(PAGE_LIMIT_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** The cursor of the next page, or null on the last page. */
export const nextCursorSchema = z.string().nullable();
