import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogGeneration, createResponseCache } from './response-cache';

const schema = z.object({ title: z.string() });

describe('response cache', () => {
  it('serves a kept answer until any response cache of the process is cleared', async () => {
    const routes = createResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    const firstScreen = createResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    let title = 'Stari naslov';
    const compute = async () => ({ title, secret: 'not in the contract' });
    expect(await firstScreen.json('course 1', schema, compute)).toBe('{"title":"Stari naslov"}');
    title = 'Novi naslov';
    expect(await firstScreen.json('course 1', schema, compute)).toBe('{"title":"Stari naslov"}');

    const generation = catalogGeneration();
    routes.clear();
    expect(catalogGeneration()).toBe(generation + 1);
    expect(await firstScreen.json('course 1', schema, compute)).toBe('{"title":"Novi naslov"}');
  });

  it('does not keep an answer computed across a clear, nor share it with callers after the clear', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    let title = 'Pre izmene';
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = cache.json('course 2', schema, async () => {
      const read = title;
      await gate;
      return { title: read };
    });
    title = 'Posle izmene';
    cache.clear();
    const after = cache.json('course 2', schema, async () => ({ title }));
    release();
    expect(await slow).toBe('{"title":"Pre izmene"}');
    expect(await after).toBe('{"title":"Posle izmene"}');
    expect(await cache.json('course 2', schema, async () => ({ title: 'treći' }))).toBe(
      '{"title":"Posle izmene"}',
    );
  });
});

describe('response cache bounds and kept answers', () => {
  it('keeps answers up to a number of bytes of text, the least recently used going first', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 100 });
    const big = (title: string) => async () => ({ title: title.repeat(20) });
    await cache.body('a', schema, big('a'));
    await cache.body('b', schema, big('b'));
    // Each text is 32 bytes: a third fits, a fourth pushes the least recently used out (b: a was just read).
    await cache.body('c', schema, big('c'));
    expect(cache.peek('a')).toBeDefined();
    await cache.body('d', schema, big('d'));
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBeDefined();
    expect(cache.peek('d')?.text).toBe(`{"title":"${'d'.repeat(20)}"}`);
  });

  it('keeps an answer computed at once as body() would, until the catalog changes', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    expect(cache.peek('now')).toBeUndefined();
    const value = { title: 'Odmah', secret: 'not in the contract' };
    const kept = cache.keep('now', schema, value);
    expect(kept.text).toBe('{"title":"Odmah"}');
    expect(cache.peek('now')).toBe(kept);
    // The same answer object is checked and serialised once.
    expect(cache.keep('again', schema, value)).toBe(kept);
    expect(await cache.body('now', schema, async () => ({ title: 'computed' }))).toBe(kept);
    cache.clear();
    expect(cache.peek('now')).toBeUndefined();
  });
});
