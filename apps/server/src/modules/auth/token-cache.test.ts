import { describe, expect, it } from 'vitest';
import { TokenCache } from './token-cache';

const user = {
  id: 7,
  name: 'Ana',
  email: 'ana@primer.rs',
  role: 'user' as const,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('TokenCache', () => {
  it('forgets an entry after its TTL and after the token itself expires', () => {
    let now = 1_000;
    const cache = new TokenCache(5_000, 10, () => now);
    cache.set('a', { tokenId: 1, user, expiresAt: 100_000 });
    cache.set('b', { tokenId: 2, user, expiresAt: 3_000 });
    expect(cache.get('a')?.tokenId).toBe(1);
    now = 3_500;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    now = 6_001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts by token and by user', () => {
    const cache = new TokenCache();
    cache.set('a', { tokenId: 1, user, expiresAt: Date.now() + 60_000 });
    cache.set('b', { tokenId: 2, user, expiresAt: Date.now() + 60_000 });
    cache.set('c', { tokenId: 3, user: { ...user, id: 8 }, expiresAt: Date.now() + 60_000 });
    cache.evictToken(1);
    expect(cache.get('a')).toBeUndefined();
    cache.evictUser(7);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('does not keep a lookup that started before an eviction, and forgets everything on clear', () => {
    const cache = new TokenCache();
    const expiresAt = Date.now() + 60_000;
    // A request read token 1 from the database; meanwhile another process's logout of it was applied here.
    const version = cache.version;
    cache.evictToken(1);
    cache.set('a', { tokenId: 1, user, expiresAt }, version);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', { tokenId: 1, user, expiresAt }, cache.version);
    cache.set('b', { tokenId: 2, user, expiresAt });
    expect(cache.get('a')).toBeDefined();
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps at most the configured number of entries, dropping the oldest', () => {
    const cache = new TokenCache(5_000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, { tokenId: 1, user, expiresAt: Date.now() + 60_000 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});
