import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createReplyCache, type ReplyCache, type ReplyCacheOptions } from '../lib/reply-cache';

/** site_settings key the index rebuild changes: another process (npm run seed) tells running servers their cached results are old. */
export const SEARCH_VERSION_KEY = 'search_version';

let localGeneration = 0;

/** Called by the rebuild: results cached in this process are old at once. */
export function bumpSearchGeneration(): void {
  localGeneration += 1;
}

/**
 * Replies of WebSite/Search by key, type and page, kept until the index is rebuilt: in this process at
 * once, by another process (`npm run seed`) within a second through the stored index version.
 */
export function createSearchReplyCache(db: Kysely<Database>, options: Pick<ReplyCacheOptions, 'maxEntries' | 'now'> = {}): ReplyCache {
  return createReplyCache({
    maxEntries: options.maxEntries ?? 500,
    now: options.now,
    localVersion: () => localGeneration,
    readVersion: async () => (await db.selectFrom('site_settings').select('value').where('key', '=', SEARCH_VERSION_KEY).executeTakeFirst())?.value,
  });
}
