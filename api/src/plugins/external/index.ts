import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import { registerRateLimit } from './rate-limit';
import { registerSecurityHeaders } from './security-headers';
import { SCRIPT_START_SOURCE } from '../../services/document';

/**
 * Third-party plugins: cookies, form bodies, security headers, rate limits, compression. Registered in app.ts after
 * the app plugins they lean on (config, database, rollout, whose origins the Content-Security-Policy lists) and after
 * the idempotency plugin (whose route hook lets a known Idempotency-Key skip the rate limit's count), and before the
 * sessions, the static files, the page documents and the routes, which use them.
 */
export default fp(
  async function externalPlugins(app: FastifyInstance) {
    await app.register(cookie, { secret: app.config.sessionSecret });
    // Posts accept form-encoded bodies as well as JSON.
    await app.register(formbody, { bodyLimit: 64 * 1024 });

    registerSecurityHeaders(
      app,
      () => app.rollout().origins,
      (origins) => ({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // Remotes may live on other origins: exactly those in the remotes manifest are allowed. The one inline
            // script is the starter of a drawn page's scripts, allowed by its hash (services/document/script-start.ts).
            scriptSrc: ["'self'", SCRIPT_START_SOURCE, ...origins],
            // antd writes its styles at run time (CSS-in-JS), which needs inline style elements.
            styleSrc: ["'self'", "'unsafe-inline'", ...origins],
            imgSrc: ["'self'", 'data:', 'blob:', ...origins],
            fontSrc: ["'self'", 'data:', ...origins],
            connectSrc: ["'self'", ...origins],
            mediaSrc: ["'self'", ...origins],
            objectSrc: ["'none'"],
            frameSrc: ["'none'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
          },
        },
        // Remotes on other origins must be able to load our media and chunks.
        crossOriginResourcePolicy: { policy: origins.length > 0 ? 'cross-origin' : 'same-origin' },
        crossOriginEmbedderPolicy: false,
      }),
    );

    // Before the routes it limits; counting in Redis with REDIS_URL (rate-limit.ts says what happens when it is down).
    await registerRateLimit(app);

    // Static files are precompressed at build time; this compresses API replies above a few KB.
    await app.register(compress, {
      global: true,
      threshold: 2048,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'external-plugins', dependencies: ['config', 'rollout'] },
);
