import { PgDialect, pgTable, serial } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { keysetBatches, keysetPage, pastCursor } from './keyset';

type Row = { id: number };
const rows = (ids: number[]): Row[] => ids.map((id) => ({ id }));

/** A table of the given ids read as the repositories read it, recording each (after, limit) asked for. */
function table(ids: number[]) {
  const reads: [number, number][] = [];
  const read = async (after: number, limit: number) => {
    reads.push([after, limit]);
    return rows(ids.filter((id) => id > after).slice(0, limit));
  };
  return { reads, read };
}

async function collect<T>(batches: AsyncGenerator<T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const batch of batches) out.push(batch);
  return out;
}

describe('keysetBatches', () => {
  it('walks the table in batches, each read starting past the last key of the one before', async () => {
    const { reads, read } = table([2, 3, 5, 8, 13, 21, 34]);
    const batches = await collect(keysetBatches(read, 3, (row) => row.id));
    expect(batches).toEqual([rows([2, 3, 5]), rows([8, 13, 21]), rows([34])]);
    expect(reads).toEqual([
      [0, 3],
      [5, 3],
      [21, 3],
    ]);
  });

  it('stops after a short batch, and reads an empty table once', async () => {
    const short = table([1, 2]);
    expect(await collect(keysetBatches(short.read, 5, (row) => row.id))).toEqual([rows([1, 2])]);
    expect(short.reads).toHaveLength(1);
    const empty = table([]);
    expect(await collect(keysetBatches(empty.read, 5, (row) => row.id))).toEqual([]);
    expect(empty.reads).toHaveLength(1);
  });

  it('needs one more read when the last batch is exactly full', async () => {
    const { reads, read } = table([1, 2, 3, 4]);
    expect(await collect(keysetBatches(read, 2, (row) => row.id))).toEqual([rows([1, 2]), rows([3, 4])]);
    expect(reads).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });

  it('does not read the next batch before the caller has done with this one, unless asked to prefetch', async () => {
    const plain = table([1, 2, 3, 4, 5]);
    const seen: number[] = [];
    for await (const _ of keysetBatches(plain.read, 2, (row) => row.id)) seen.push(plain.reads.length);
    expect(seen).toEqual([1, 2, 3]);

    const eager = table([1, 2, 3, 4, 5]);
    const seenEager: number[] = [];
    for await (const _ of keysetBatches(eager.read, 2, (row) => row.id, { prefetch: true })) {
      seenEager.push(eager.reads.length);
    }
    expect(seenEager).toEqual([2, 3, 3]);
  });

  it('sees a row added past the cursor meanwhile, and never repeats one', async () => {
    const ids = [1, 2, 3];
    const read = async (after: number, limit: number) => rows(ids.filter((id) => id > after).slice(0, limit));
    const batches: Row[][] = [];
    for await (const batch of keysetBatches(read, 2, (row) => row.id)) {
      batches.push(batch);
      if (batches.length === 1) ids.push(4);
    }
    expect(batches.flat().map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });

  it('throws a failed prefetch where that batch is awaited', async () => {
    let calls = 0;
    const read = async (_after: number, limit: number) => {
      calls += 1;
      if (calls === 2) throw new Error('connection lost');
      return rows([1, 2].slice(0, limit));
    };
    const batches = keysetBatches(read, 2, (row) => row.id, { prefetch: true });
    expect((await batches.next()).value).toEqual(rows([1, 2]));
    await expect(batches.next()).rejects.toThrow('connection lost');
  });
});

describe('keysetPage', () => {
  it('shows perPage rows and gives the last shown key when one more row was read', () => {
    expect(keysetPage(rows([9, 8, 7]), 2, (row) => row.id)).toEqual({ page: rows([9, 8]), next: 8 });
  });

  it('gives no cursor on the last page, or an empty one', () => {
    expect(keysetPage(rows([9, 8]), 2, (row) => row.id)).toEqual({ page: rows([9, 8]), next: null });
    expect(keysetPage([], 2, (row: Row) => row.id)).toEqual({ page: [], next: null });
  });
});

describe('pastCursor', () => {
  const items = pgTable('items', { id: serial('id').primaryKey() });
  const dialect = new PgDialect();
  const text = (condition: ReturnType<typeof pastCursor>) =>
    condition ? dialect.sqlToQuery(condition) : null;

  it('reads past the cursor in the list order: above it going up, below it going down', () => {
    expect(text(pastCursor(items.id, 5, 'asc'))).toMatchObject({ sql: '"items"."id" > $1', params: [5] });
    expect(text(pastCursor(items.id, 5, 'desc'))).toMatchObject({ sql: '"items"."id" < $1', params: [5] });
  });

  it('adds no condition without a cursor (the first page)', () => {
    expect(pastCursor(items.id, undefined, 'desc')).toBeUndefined();
  });
});
