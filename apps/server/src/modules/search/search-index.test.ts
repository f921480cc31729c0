import { describe, expect, it, vi } from 'vitest';
import { searchJson, searchJsonNow } from './search.service';
import { createSearchIndex, matchRank, SEARCH_PAGE, topMatches, toSearchList } from './search-index';

describe('matchRank', () => {
  it('tells a start, a word start and a match inside a word apart', () => {
    expect(matchRank('sminka za svaki dan', 'sminka')).toBe(0);
    expect(matchRank('osnove dizajna', 'dizajn')).toBe(1);
    expect(matchRank('mini kurs: uredi', 'kurs')).toBe(1);
    expect(matchRank('(rasveta) i svetlo', 'rasveta')).toBe(1);
    expect(matchRank('kapsula', 'su')).toBe(2);
    // a later occurrence at a word start still counts as one
    expect(matchRank('tekst i stil', 'st')).toBe(1);
    expect(matchRank('gluma', 'x')).toBeNull();
  });
});

describe('topMatches', () => {
  const entries = toSearchList(
    ['b prvi', 'a prvi', 'prvi', 'drugi prvi', 'uprvi', 'prvi'].map((key, i) => ({ id: i + 1, key })),
  );

  it('orders by rank, then text, then id, and keeps the best only', () => {
    expect(topMatches(entries, 'prvi', 10).map((e) => e.id)).toEqual([3, 6, 2, 1, 4, 5]);
    expect(topMatches(entries, 'prvi', 3).map((e) => e.id)).toEqual([3, 6, 2]);
    expect(topMatches(entries, 'nema', 3)).toEqual([]);
  });

  it('finds the same entries as a check of every key, first and last keys included', () => {
    const keys = ['ana', 'banana', 'a b', 'dizajn ana', 'x', 'kana', 'ana'];
    const list = toSearchList(keys.map((key, i) => ({ id: i + 1, key })));
    for (const query of ['a', 'ana', 'na', 'x', 'a b', 'b', 'kana', 'nema']) {
      const expected = list.entries
        .filter((entry) => matchRank(entry.key, query) !== null)
        .sort(
          (a, b) =>
            matchRank(a.key, query)! - matchRank(b.key, query)! ||
            (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id),
        );
      expect(topMatches(list, query, 10)).toEqual(expected);
    }
  });
});

describe('createSearchIndex', () => {
  it('loads once, serves the old snapshot while reloading after the TTL, and reloads after invalidate', async () => {
    let clock = 0;
    let loads = 0;
    let title = 'Šminka';
    const index = createSearchIndex(
      {
        courses: async (afterId) => {
          if (afterId === 0) loads++;
          return afterId === 0 ? [{ id: 1, title, author: 'Ana' }] : [];
        },
        authors: async () => [{ id: 1, name: 'Đorđe' }],
      },
      { ttlMs: 1000, now: () => clock },
    );
    const [a, b] = await Promise.all([index.snapshot(), index.snapshot()]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(a.courses.entries[0]!.key).toBe('sminka');
    expect(a.authors.entries[0]!.key).toBe('djordje');

    title = 'Gluma';
    clock = 2000;
    expect((await index.snapshot()).courses.entries[0]!.title).toBe('Šminka');
    // The reload yields to requests between batches (setImmediate), so it ends after some turns of the event loop:
    // asked meanwhile, the index keeps answering from the old snapshot and starts no second reload.
    await vi.waitFor(async () => expect((await index.snapshot()).courses.entries[0]!.title).toBe('Gluma'));
    expect(loads).toBe(2);

    title = 'Krojenje';
    index.invalidate();
    expect((await index.snapshot()).courses.entries[0]!.title).toBe('Krojenje');
  });

  it('reads the courses a page at a time and swaps the new snapshot in whole', async () => {
    const all = Array.from({ length: SEARCH_PAGE * 2 + 3 }, (_, i) => ({
      id: i + 1,
      title: `Kurs ${i + 1}`,
      author: 'Ana',
    }));
    const pages: number[] = [];
    const index = createSearchIndex(
      {
        courses: async (afterId, limit) => {
          pages.push(afterId);
          return all.filter((c) => c.id > afterId).slice(0, limit);
        },
        authors: async () => [],
      },
      { ttlMs: 1000 },
    );
    const snapshot = await index.snapshot();
    expect(pages).toEqual([0, SEARCH_PAGE, SEARCH_PAGE * 2]);
    expect(snapshot.courses.entries.map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect(snapshot.courses.entries[SEARCH_PAGE * 2 + 2]!.key).toBe(`kurs ${SEARCH_PAGE * 2 + 3}`);
  });

  it('hands the snapshot in hand at once (none while the first load runs), reloading after the TTL as snapshot() does', async () => {
    let clock = 0;
    let loads = 0;
    let title = 'Šminka za svaki dan';
    const index = createSearchIndex(
      {
        courses: async (afterId) => {
          if (afterId === 0) loads++;
          return afterId === 0 ? [{ id: 1, title, author: 'Ana' }] : [];
        },
        authors: async () => [{ id: 7, name: 'Đorđe' }],
      },
      { ttlMs: 1000, now: () => clock },
    );
    expect(index.current()).toBeUndefined();
    expect(searchJsonNow(index, 'sminka')).toBeUndefined();
    // An empty query needs no snapshot.
    expect(searchJsonNow(index, '   ')?.text).toBe('{"authors":[],"courses":[]}');
    const loaded = await searchJson(index, 'Šminka');
    expect(JSON.parse(loaded.text)).toEqual({
      authors: [],
      courses: [{ id: 1, title: 'Šminka za svaki dan', author: 'Ana' }],
    });
    // The same kept answer, at once, for the same normalised query.
    expect(searchJsonNow(index, 'sminka')).toBe(loaded);
    expect(searchJsonNow(index, 'djordje')?.text).toBe('{"authors":[{"id":7,"name":"Đorđe"}],"courses":[]}');

    title = 'Gluma';
    clock = 2000;
    expect(searchJsonNow(index, 'sminka')).toBe(loaded);
    await vi.waitFor(() => expect(JSON.parse(searchJsonNow(index, 'gluma')!.text).courses).toHaveLength(1));
    expect(loads).toBe(2);
    index.invalidate();
    expect(index.current()).toBeUndefined();
  });
});
