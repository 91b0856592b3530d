/** Options of a reply cache; the clock is injectable so the revalidation interval is testable without waiting. */
export interface ReplyCacheOptions {
  /** Reads the current content version (the seeder's content hash). */
  readVersion: () => Promise<string | undefined>;
  /** Called when the version changed and the kept replies were dropped. */
  onInvalidate?: () => void;
  maxEntries?: number;
  /** How often, at most, the version is read again. */
  revalidateMs?: number;
  now?: () => number;
}

export interface ReplyCache {
  /** The serialised reply of `key`, computed once per content version; errors propagate and are never kept. */
  get(key: string, compute: () => Promise<unknown>): Promise<string>;
  readonly size: number;
}

/**
 * Keeps serialised replies of reads that depend only on the seeded content. A re-seed of a running
 * server changes the content hash, which empties the cache within `revalidateMs`. Bounded: hostile
 * query variety can only evict the oldest entries, never grow memory without limit.
 */
export function createReplyCache({
  readVersion,
  onInvalidate,
  maxEntries = 2000,
  revalidateMs = 1000,
  now = Date.now,
}: ReplyCacheOptions): ReplyCache {
  const replies = new Map<string, string>();
  let version: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;

  async function revalidate(): Promise<void> {
    const time = now();
    if (time - checkedAt < revalidateMs) return;
    checkedAt = time;
    const current = await readVersion();
    if (current !== version) {
      version = current;
      replies.clear();
      onInvalidate?.();
    }
  }

  return {
    async get(key, compute) {
      await revalidate();
      const kept = replies.get(key);
      if (kept !== undefined) return kept;
      const body = JSON.stringify(await compute());
      if (replies.size >= maxEntries) {
        const oldest = replies.keys().next().value;
        if (oldest !== undefined) replies.delete(oldest);
      }
      replies.set(key, body);
      return body;
    },
    get size() {
      return replies.size;
    },
  };
}
