import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** site_settings key the index rebuild changes: another process (npm run seed) tells running servers their cached results are old. */
export const SEARCH_VERSION_KEY = 'search_version';

let localGeneration = 0;

/** Called by the rebuild: results cached in this process are old at once. */
export function bumpSearchGeneration(): void {
  localGeneration += 1;
}

export interface SearchCacheOptions {
  /** Most answers kept (least recently used go first). */
  maxEntries?: number;
  /** How often the stored index version is read, at most (ms). */
  versionCheckMs?: number;
  now?: () => number;
}

/**
 * Answers of WebSite/Search by key, type and page. The index changes only when the
 * content is re-imported, while visitors repeat the same few words ("switch", a
 * model number), so popular searches are served without touching the index. Pending
 * answers are shared, so fifty simultaneous identical searches run the query once.
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  private readonly maxEntries: number;
  private readonly versionCheckMs: number;
  private readonly now: () => number;
  private generation = localGeneration;
  private storedVersion: string | undefined;
  private checkedAt = -Infinity;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    options: SearchCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.versionCheckMs = options.versionCheckMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    await this.dropIfStale();
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting moves the entry to the young end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  private async dropIfStale(): Promise<void> {
    if (this.generation !== localGeneration) {
      this.generation = localGeneration;
      this.entries.clear();
    }
    const now = this.now();
    if (now - this.checkedAt < this.versionCheckMs) return;
    // Requests arriving during the check wait for the same one, then find each other's answers.
    this.checking ??= this.readVersion(now).finally(() => {
      this.checking = undefined;
    });
    await this.checking;
  }

  private async readVersion(now: number): Promise<void> {
    const row = await this.db.selectFrom('site_settings').select('value').where('key', '=', SEARCH_VERSION_KEY).executeTakeFirst();
    this.checkedAt = now;
    if (row?.value !== this.storedVersion) {
      this.storedVersion = row?.value;
      this.entries.clear();
    }
  }
}
