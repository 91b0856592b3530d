import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import Redis from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The client of REDIS_URL that the rate limits count through; null when each process counts in its own memory. */
    rateLimitRedis: Redis | null;
  }
}

/**
 * How long a limited request waits for Redis before it goes on uncounted. Counting is one round trip on a local
 * network (well under a millisecond); half a second means Redis is in trouble, and a visitor must not wait for it.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long the start waits for the first connection before it goes on without one (see registerRateLimit). */
const REDIS_CONNECT_TIMEOUT_MS = 2000;

/**
 * The prefix of every counter's key: one site's processes, named by the site's public address, count together;
 * another site on the same Redis (another SITE_URL) counts apart. @fastify/rate-limit appends the route and the
 * client address.
 */
export function rateLimitKeyPrefix(siteUrl: string): string {
  return `ferrolink:rate-limit:${new URL(siteUrl).origin}:`;
}

/** A Redis client that never makes a request wait for a connection: see registerRateLimit. */
function createRedisClient(app: FastifyInstance, redisUrl: string): Redis {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectionName: 'ferrolink-rate-limit',
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // While disconnected, a command fails at once instead of queueing until Redis is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // On close, a socket that has not closed by then is destroyed. ioredis also arms this timer when the connection
    // is already lost, and nothing clears it: shorter than its 2 s default, so a closed app does not keep the
    // process alive that long.
    disconnectTimeout: 500,
  });
  // ioredis reports every failed reconnection (one every 2 s at most): one error line per outage is enough.
  let reachable = true;
  client.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    app.log.error(
      { err: error },
      'Redis (REDIS_URL) cannot be reached: rate limits are not enforced until it answers; the account limits in the database still hold',
    );
  });
  client.on('ready', () => {
    if (!reachable) app.log.info('Redis (REDIS_URL) answers again: rate limits count there again');
    reachable = true;
  });
  return client;
}

/** How long closing waits for Redis to answer QUIT before it cuts the connection. */
const REDIS_QUIT_TIMEOUT_MS = 1000;

/** Closes the client for good: no reconnection after this, and the connection is gone when the promise settles. */
async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    // Not connected: this stops the reconnection attempts, and there is nothing to wait for.
    redis.disconnect();
    return;
  }
  // QUIT lets Redis answer what was sent; QUIT's reply comes before the socket closes, 'end' after.
  let hasEnded = false;
  const ended = new Promise<void>((resolve) =>
    redis.once('end', () => {
      hasEnded = true;
      resolve();
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const quitTimedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, REDIS_QUIT_TIMEOUT_MS)));
  await Promise.race([Promise.all([redis.quit().catch(() => redis.disconnect()), ended]), quitTimedOut]);
  clearTimeout(timer);
  // Redis did not answer in time: the connection is cut.
  if (!hasEnded) redis.disconnect();
}

/**
 * @fastify/rate-limit, counting in Redis with REDIS_URL (every process of the site together), else in this
 * process's memory. Limits are declared per route (login, codes, registration, reset, contact, downloads, data,
 * reports); the global default stays off.
 *
 * When Redis cannot be reached, the site fails open: it starts, and limited requests are served uncounted
 * (`skipOnError`) until Redis answers again, with an error in the log. These limits slow down form spam and
 * scripted guessing; failing closed would turn a Redis outage into an outage of the contact form, sign-in,
 * registration and downloads for every visitor, and a restart during the outage into a site that does not come
 * back. What must hold even then holds elsewhere: the per-account and per-address limits (codes mailed to an
 * address, failed sign-ins, reset mails, rollout tokens) count in the database.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { redisUrl, siteUrl } = app.config;
  const redis = redisUrl ? createRedisClient(app, redisUrl) : null;
  app.decorate('rateLimitRedis', redis);
  if (redis) {
    // Registered before the first await, so that a start that fails later still closes the client.
    app.addHook('onClose', () => closeRedis(redis));
    try {
      await redis.connect();
    } catch {
      // Reported by the 'error' listener; ioredis keeps reconnecting in the background.
    }
  }

  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    ...(redis ? { redis, nameSpace: rateLimitKeyPrefix(siteUrl), skipOnError: true } : {}),
    // The builder's value is thrown; the error handler turns it into a 429 envelope.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
