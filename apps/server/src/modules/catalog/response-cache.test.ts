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
