import type { FastifyInstance } from 'fastify';
import { readKey } from '../../contracts/first-reads';
import { createShortLivedCache } from '../../lib/short-lived-cache';
import type { CarriedReplies } from '../../services/document';
import { firstReadsOf } from '../../services/pages/first-reads';

/**
 * How long the replies a page carries are kept assembled (ms). They come from the API's reply caches, which see a
 * re-import within a second; kept one more second, a page carries the new content within two.
 */
const CARRIED_TTL_MS = 1000;
/** Distinct pages whose carried replies are kept (a few KB each); hostile query variety only evicts. */
const MAX_CARRIED_ENTRIES = 500;

/** The replies one page carries: `page` is the page the address mounts (/index for / and /home). */
export type ReadCarriedReplies = (page: string, query: URLSearchParams) => Promise<CarriedReplies>;

/**
 * The replies of the reads the page makes when it opens (services/pages/first-reads.ts), answered by this app's own
 * routes (from their reply cache) through app.inject, replies with code 200 only, by readKey; and the lead image
 * each read names of its reply. The same reads give the same replies for every visitor: assembled at most once a
 * second per page (CARRIED_TTL_MS).
 *
 * To be replaced by the page service's carried replies (the `carried` of its page view), which reads the same
 * repositories without the round trip through the routes; then this file goes.
 */
export function carriedRepliesReader(app: FastifyInstance): ReadCarriedReplies {
  const kept = createShortLivedCache<CarriedReplies>({ ttlMs: CARRIED_TTL_MS, maxEntries: MAX_CARRIED_ENTRIES });

  const read = async (reads: ReadonlyArray<{ key: string; leadImage?: (response: unknown) => unknown }>): Promise<CarriedReplies> => {
    const replies: Record<string, unknown> = {};
    const leadImages = new Set<string>();
    await Promise.all(
      reads.map(async ({ key, leadImage }) => {
        const reply = await app.inject({ method: 'GET', url: `/api/${key}` });
        if (reply.statusCode !== 200) return;
        const body: unknown = reply.json();
        if (!body || typeof body !== 'object' || (body as { code?: unknown }).code !== 200) return;
        const response = (body as { response?: unknown }).response;
        replies[key] = response;
        const image = leadImage?.(response);
        if (typeof image === 'string') leadImages.add(image);
      }),
    );
    return { replies, leadImages: [...leadImages] };
  };

  return (page, query) => {
    const reads = firstReadsOf(page, query).map(({ read, leadImage }) => ({ key: readKey(read.path, read.params), leadImage }));
    return kept.get(reads.map((entry) => entry.key).join('\n'), () => read(reads));
  };
}
