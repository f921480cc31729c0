import { describe, expect, it } from 'vitest';
import { createSearchIndex, matchRank, topMatches } from './search-index';

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
  const entries = ['b prvi', 'a prvi', 'prvi', 'drugi prvi', 'uprvi', 'prvi'].map((key, i) => ({
    id: i + 1,
    key,
  }));

  it('orders by rank, then text, then id, and keeps the best only', () => {
    expect(topMatches(entries, 'prvi', 10).map((e) => e.id)).toEqual([3, 6, 2, 1, 4, 5]);
    expect(topMatches(entries, 'prvi', 3).map((e) => e.id)).toEqual([3, 6, 2]);
    expect(topMatches(entries, 'nema', 3)).toEqual([]);
  });
});

describe('createSearchIndex', () => {
  it('loads once, serves the old snapshot while reloading after the TTL, and reloads after invalidate', async () => {
    let clock = 0;
    let loads = 0;
    let title = 'Šminka';
    const index = createSearchIndex(
      {
        courses: async () => {
          loads++;
          return [{ id: 1, title, author: 'Ana' }];
        },
        authors: async () => [{ id: 1, name: 'Đorđe' }],
      },
      { ttlMs: 1000, now: () => clock },
    );
    const [a, b] = await Promise.all([index.snapshot(), index.snapshot()]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(a.courses[0]!.key).toBe('sminka');
    expect(a.authors[0]!.key).toBe('djordje');

    title = 'Gluma';
    clock = 2000;
    expect((await index.snapshot()).courses[0]!.title).toBe('Šminka');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await index.snapshot()).courses[0]!.title).toBe('Gluma');
    expect(loads).toBe(2);

    title = 'Krojenje';
    index.invalidate();
    expect((await index.snapshot()).courses[0]!.title).toBe('Krojenje');
  });
});
