// Keyset paging, the one way the server walks a long table (ADR 055): each read is one range of the primary
// key's index (`id > last` going up, `id < last` going down), so the hundredth page costs what the first does and
// rows added meanwhile neither repeat nor go missing, which OFFSET cannot promise. The page-numbered admin lists
// (users, orders) are the other shape, with anchors (admin-pagination.ts, ADR 009).
import { type AnyColumn, gt, lt, type SQL } from 'drizzle-orm';

/**
 * The condition of a keyset read past `cursor`: `column > cursor` for a list in ascending key order, `column <
 * cursor` for a descending one; undefined without a cursor (the first page).
 */
export function pastCursor(
  column: AnyColumn,
  cursor: number | undefined,
  order: 'asc' | 'desc',
): SQL | undefined {
  if (cursor === undefined) return undefined;
  return order === 'asc' ? gt(column, cursor) : lt(column, cursor);
}

/**
 * Every row in key order, one batch at a time: `read(after, limit)` gives up to `limit` rows with a key above
 * `after` (0 before the first), in key order. Stops at an empty batch or one shorter than `limit`, so a table that
 * fits one batch costs one query. With `prefetch`, the next batch is asked for while the caller works on this one
 * (the export streams a file meanwhile); a failure of that read is thrown where the batch is awaited.
 */
export async function* keysetBatches<Row>(
  read: (after: number, limit: number) => Promise<Row[]>,
  limit: number,
  keyOf: (row: Row) => number,
  options: { prefetch?: boolean } = {},
): AsyncGenerator<Row[]> {
  let next: Promise<Row[]> | null = read(0, limit);
  while (next) {
    const batch: Row[] = await next;
    if (batch.length === 0) return;
    const after = keyOf(batch[batch.length - 1]!);
    const more = batch.length === limit;
    next = more && options.prefetch ? read(after, limit) : null;
    // Awaited on the next turn; this keeps a failure while the caller is being torn down from going unhandled.
    next?.catch(() => undefined);
    yield batch;
    if (more && !options.prefetch) next = read(after, limit);
  }
}

/**
 * One page of a list read with one row more than it shows (`perPage + 1`): the page, and the key to pass as
 * the next request's cursor, or null when this page is the last.
 */
export function keysetPage<Row>(
  rows: readonly Row[],
  perPage: number,
  keyOf: (row: Row) => number,
): { page: Row[]; next: number | null } {
  const page = rows.slice(0, perPage);
  return { page, next: rows.length > perPage ? keyOf(page[page.length - 1]!) : null };
}
