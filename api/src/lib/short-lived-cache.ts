/** Options of a short-lived cache; the clock is injectable so expiry is testable without waiting. */
export interface ShortLivedCacheOptions {
  /** How long a value is kept after it was computed (ms). */
  ttlMs: number;
  /** Most values kept; the least recently used go first, so hostile key variety only evicts. */
  maxEntries: number;
  now?: () => number;
}

export interface ShortLivedCache<T> {
  /**
   * The value of `key`, computed at most once per `ttlMs`. Simultaneous gets of a missing key share one computation;
   * a failure reaches every waiter and is never kept.
   */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
}

/**
 * Keeps values assembled from other caches for a short time. A value built from replies that are themselves kept
 * until their source changes (and revalidated once a second) cannot carry their version: expiring it after a
 * second bounds how old it may be (the source's second plus this one) without knowing where it came from.
 */
export function createShortLivedCache<T>({ ttlMs, maxEntries, now = Date.now }: ShortLivedCacheOptions): ShortLivedCache<T> {
  const entries = new Map<string, { madeAt: number; value: Promise<T> }>();

  return {
    get(key, compute) {
      const time = now();
      const kept = entries.get(key);
      if (kept && time - kept.madeAt < ttlMs) {
        // Re-inserting moves the entry to the young end of the Map's order.
        entries.delete(key);
        entries.set(key, kept);
        return kept.value;
      }
      const entry = { madeAt: time, value: compute() };
      entries.delete(key);
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return entry.value;
    },
    get size() {
      return entries.size;
    },
  };
}
