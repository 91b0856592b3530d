import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedReply, ContentEncoding } from './reply-cache';

/** Below this a compressed body saves less than its headers cost (the same threshold as @fastify/compress here). */
export const COMPRESS_THRESHOLD_BYTES = 2048;

/**
 * Route options of a read answered from a reply cache: the compression plugin's hooks stay off the route
 * (sendCachedReply encodes from the cache instead), which also spares every such request the plugin's
 * negotiation work (about 15% of a small reply's cost, docs/performance.md).
 */
export const CACHED_READ_ROUTE = { compress: false, decompress: false } as const;

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none; q=0 refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const brotli = weightOf('br');
  const gzip = weightOf('gzip');
  if (brotli > 0 && brotli >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/**
 * Sends a kept reply's body as the browser accepts it: its brotli or gzip form from the cache, else its plain bytes.
 * The caller sets the other headers (and names Accept-Encoding in Vary).
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, cached: CachedReply): FastifyReply {
  const encoding = cached.json.length >= COMPRESS_THRESHOLD_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(cached.plain());
  return reply.header('Content-Encoding', encoding).send(cached.body(encoding));
}

/** Sends a cached JSON reply, compressed from the cache when the browser accepts it. */
export function sendCachedReply(request: FastifyRequest, reply: FastifyReply, cached: CachedReply, cacheControl: string): FastifyReply {
  reply.header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  return sendEncoded(request, reply, cached);
}
