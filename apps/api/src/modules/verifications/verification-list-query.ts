import { and, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { VerificationSort } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { verifications } from '../../db/schema.js';
import { scopeConditionTemplate, scopeParams, scopeShape, type ViewScope } from '../../db/visibility.js';
import {
  listFilterParams,
  listFilterShape,
  listFilterTemplate,
  type ListFilters,
} from './verification-list-filters.js';

/** The last row of a page in its sort: the sort key as database text (null: never submitted) and the id. */
export type ListCursor = { at: string | null; id: string };

type CursorShape = 'none' | 'unsubmitted' | 'at';

/**
 * The verifications list, the busiest read of the staff pages: each shape of its query (scope
 * kind, filters set, sort, cursor kind) is built and prepared once per process and afterwards
 * only bound to its values (docs/decisions/028-prepared-reads-and-a-lazy-identity-library.md).
 */
export function createListQueries(db: Db) {
  /** One prepared list query per shape; there are a few hundred shapes at most. */
  const listQueries = new Map<string, ReturnType<typeof prepareList>>();

  function prepareList(
    scope: ViewScope,
    filters: ListFilters & { sort: VerificationSort },
    cursorShape: CursorShape,
    index: number,
  ) {
    const conditions: SQL[] = [scopeConditionTemplate(scope), ...listFilterTemplate(filters)];
    const cursorAt = sql.placeholder('cursorAt');
    const cursorId = sql.placeholder('cursorId');
    // The cursor carries the exact database value of the sort key (microseconds), so a page
    // boundary never skips or repeats a row.
    const sortKey = filters.sort === 'updated' ? verifications.updatedAt : verifications.submittedAt;
    if (filters.sort === 'updated') {
      if (cursorShape === 'at') {
        conditions.push(
          sql`(${verifications.updatedAt}, ${verifications.id}) < (${cursorAt}::timestamptz, ${cursorId}::uuid)`,
        );
      }
    } else if (cursorShape === 'unsubmitted') {
      conditions.push(
        and(isNull(verifications.submittedAt), sql`${verifications.id} < ${cursorId}::uuid`) as SQL,
      );
    } else if (cursorShape === 'at') {
      conditions.push(
        or(
          sql`(${verifications.submittedAt}, ${verifications.id}) < (${cursorAt}::timestamptz, ${cursorId}::uuid)`,
          isNull(verifications.submittedAt),
        ) as SQL,
      );
    }
    return (
      db
        .select({ ...getTableColumns(verifications), cursorAt: sql<string | null>`${sortKey}::text` })
        .from(verifications)
        .where(and(...conditions))
        // NULLS LAST as in the indexes, so an index serves the order.
        .orderBy(sql`${sortKey} desc nulls last`, sql`${verifications.id} desc nulls last`)
        .limit(sql.placeholder('limit'))
        .prepare(`verifications_list_${index}`)
    );
  }

  return {
    /**
     * Keyset page. `updated`: newest activity first, `(updated_at, id) < cursor`. `submitted`:
     * latest submission first, never-submitted last (by id). Fetches `limit + 1` rows.
     */
    listVisible(
      scope: ViewScope,
      options: ListFilters & { sort: VerificationSort; cursor?: ListCursor; limit: number },
    ) {
      const { cursor } = options;
      const cursorShape: CursorShape = !cursor ? 'none' : cursor.at === null ? 'unsubmitted' : 'at';
      const shape = `${scopeShape(scope)}:${listFilterShape(options)}:${options.sort}:${cursorShape}`;
      let query = listQueries.get(shape);
      if (!query) {
        query = prepareList(scope, options, cursorShape, listQueries.size);
        listQueries.set(shape, query);
      }
      return query.execute({
        ...scopeParams(scope),
        ...listFilterParams(options),
        ...(cursor ? { cursorAt: cursor.at, cursorId: cursor.id } : {}),
        limit: options.limit + 1,
      });
    },
  };
}
