// A few seconds of memory for resolved bearer tokens, so an authenticated read does not cost a database
// round trip each time. Logout and password resets evict locally; another API process notices within the TTL.
import type { User } from '@atelje/shared';

export interface ResolvedToken {
  tokenId: number;
  user: User;
  expiresAt: number;
}

export class TokenCache {
  private readonly entries = new Map<string, ResolvedToken & { cachedUntil: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

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

  set(tokenHash: string, value: ResolvedToken) {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { ...value, cachedUntil: this.now() + this.ttlMs });
  }

  evictToken(tokenId: number) {
    for (const [hash, entry] of this.entries) if (entry.tokenId === tokenId) this.entries.delete(hash);
  }

  evictUser(userId: number) {
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }
}
