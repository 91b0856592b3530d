import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createReplyCache, type CachedReply, type ReplyCache, type ReplyCacheOptions } from './reply-cache';
import { sendCachedReply } from './send-cached-reply';

export { CACHED_READ_ROUTE } from './send-cached-reply';

/**
 * The site_settings row the seeder rewrites at the end of every import (api/src/seed/run-seed.ts). Every table a
 * public read answers from (catalogue, categories, banners, news, about, solutions, support material, copyright) is
 * emptied and refilled only by that import, in the same transaction, so this one value versions all of them.
 */
export const CONTENT_VERSION_KEY = 'content_hash';

/**
 * Content changes only with a re-import: browsers and proxies may keep a reply for five minutes.
 */
export const CONTENT_CACHE_CONTROL = 'public, max-age=300';

/** The version of the imported content, as the running server sees it. */
export async function readContentVersion(db: Kysely<Database>): Promise<string | undefined> {
  return (await db.selectFrom('site_settings').select('value').where('key', '=', CONTENT_VERSION_KEY).executeTakeFirst())?.value;
}

export interface ContentRepliesOptions extends Pick<ReplyCacheOptions, 'maxEntries' | 'onInvalidate' | 'now' | 'revalidateMs'> {
  /** Cache-Control of every reply sent from this cache. */
  cacheControl?: string;
}

export interface ContentReplies {
  /**
   * Answers a read from the cache: on a miss `compute` runs (simultaneous misses of one key share it) and its value is
   * serialised with the route's own response schema, exactly the bytes Fastify would have sent, then kept with its
   * compressed forms until the content version changes. A thrown error (a 400 or 404 the route decided on) reaches
   * the error handler as it would without the cache, and is never kept.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<FastifyReply>;
  /**
   * A value derived from the content, computed once per content version and key (for replies that are not a pure
   * function of the query, such as a random pick among cached candidates). The value must survive JSON.
   */
  value<T>(key: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
}

/** reply.serialize's result as text: a schema serializer writes a string; a custom one may write bytes. */
function asText(serialized: string | ArrayBuffer | Buffer): string {
  if (typeof serialized === 'string') return serialized;
  return (Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized)).toString('utf8');
}

/**
 * Replies of the reads that depend only on the imported content, kept serialised and compressed per query and
 * dropped when the seeder's content hash changes (checked at most once a second, so `npm run seed` on a running
 * server is seen within a second). One per route plugin: a flood of distinct queries on one resource evicts only
 * that resource's replies, never the mega menu's or the banners'.
 */
export function createContentReplies(db: Kysely<Database>, options: ContentRepliesOptions = {}): ContentReplies {
  const { cacheControl = CONTENT_CACHE_CONTROL, ...cacheOptions } = options;
  const cache: ReplyCache = createReplyCache({ ...cacheOptions, readVersion: () => readContentVersion(db) });
  // value(): each kept entry is parsed once and the object kept beside it, for as long as the entry lives.
  const parsed = new WeakMap<CachedReply, unknown>();

  return {
    async send(request, reply, key, compute) {
      // The reply cache stores what JSON.stringify makes of the value; going through reply.serialize first gives the
      // route's response schema its say (unknown fields dropped, integers as integers), as on an uncached reply.
      const cached = await cache.get(key, async () => JSON.parse(asText(reply.serialize(await compute()))) as unknown);
      return sendCachedReply(request, reply, cached, cacheControl);
    },
    async value<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const cached = await cache.get(key, compute);
      if (!parsed.has(cached)) parsed.set(cached, JSON.parse(cached.json) as unknown);
      return parsed.get(cached) as T;
    },
    get size() {
      return cache.size;
    },
  };
}
