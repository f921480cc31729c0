// A few seconds of memory for resolved bearer tokens, so an authenticated read does not cost a database round trip
// each time. Logout, a new password and a changed account evict through the cluster bus (lib/cluster-bus.ts): at
// once in this process and, with REDIS_URL, in every other; without Redis another process notices within the TTL.
import type { User } from '@atelje/shared';

export interface ResolvedToken {
  tokenId: number;
  user: User;
  expiresAt: number;
}

export class TokenCache {
  private readonly entries = new Map<string, ResolvedToken & { cachedUntil: number }>();
  private evictions = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Changes with every eviction. A lookup takes it before reading the database and hands it to set(): a row read
   * before a logout was applied here must not be kept after it.
   */
  get version(): number {
    return this.evictions;
  }

  get(tokenHash: string): ResolvedToken | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const time = this.now();
    if (entry.cachedUntil <= time || entry.expiresAt <= time) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Keeps value unless an eviction happened since `version` was taken (then the read may be stale). */
  set(tokenHash: string, value: ResolvedToken, version: number = this.evictions) {
    if (version !== this.evictions) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { ...value, cachedUntil: this.now() + this.ttlMs });
  }

  evictToken(tokenId: number) {
    this.evictions++;
    for (const [hash, entry] of this.entries) if (entry.tokenId === tokenId) this.entries.delete(hash);
  }

  evictUser(userId: number) {
    this.evictions++;
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }

  /** Forgets everything (after messages may have been missed). */
  clear() {
    this.evictions++;
    this.entries.clear();
  }
}
