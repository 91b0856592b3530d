import type http from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import configPlugin from './plugins/app/config';
import externalPlugins from './plugins/external';
import rolloutPlugin from './plugins/app/rollout';
import databasePlugin from './plugins/app/database';
import healthPlugin from './plugins/app/health';
import errorsPlugin, { answerClientError, answerFrameworkError } from './plugins/app/errors';
import requestGuards from './plugins/app/request-guards';
import idleTimeoutPlugin from './plugins/app/idle-timeout';
import idempotencyPlugin from './plugins/app/idempotency';
import mailerPlugin from './plugins/app/mailer';
import sessionsPlugin from './plugins/app/sessions';
import staticPlugin from './plugins/app/static';
import pagesPlugin from './plugins/app/pages';
import shellBuildPlugin from './plugins/app/shell-build';
import visitorPlugin from './plugins/app/visitor';
import pageRendererPlugin from './plugins/app/page-renderer';
import pageRoutes from './routes/pages';
import { registerRoutes } from './routes';

export interface BuildOptions {
  config?: Partial<AppConfig>;
  /** Pino logger options; false (tests) silences it. */
  logger?: boolean | object;
}

/**
 * Fastify's option for TRUST_PROXY. A hop count becomes a function: Fastify itself trusts no hop for a bare
 * number. Hop 0 is the peer of the socket; with n proxies the first n hops are they, and the client is the
 * address the last of them wrote. Anything further left in X-Forwarded-For was written by the client.
 */
function trustProxyOption(trust: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Builds the whole app (external plugins, app plugins, routes) without listening, for the server and for tests' inject. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.config);
  const app = Fastify<http.Server>({
    logger:
      options.logger === undefined
        ? {
            level: config.logLevel,
            // Sessions live in cookies: never write them to the log.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          }
        : options.logger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Silent and slow clients are dropped in seconds (HttpTimeouts in config.ts says why each one).
    connectionTimeout: config.httpTimeouts.idleMs,
    keepAliveTimeout: config.httpTimeouts.keepAliveMs,
    requestTimeout: config.httpTimeouts.requestMs,
    http: {
      headersTimeout: config.httpTimeouts.headersMs,
      // Node checks the header and request deadlines on this interval (30 s by default): a deadline of
      // seconds needs a check every second.
      connectionsCheckingInterval: Math.min(1000, config.httpTimeouts.headersMs),
    },
    // On close, keep-alive connections with no request in flight are closed at once rather than at their time-out
    // (Fastify's default on this Node; stated because the graceful stop relies on it). Requests arriving while it
    // closes get 503 (return503OnClosing, also the default), which the proxy in front may retry elsewhere.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    // No line per request: the access log belongs to the proxy in front; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A request id per request ties log lines together without exposing anything.
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  });

  await app.register(configPlugin, { config });
  // First, so its hooks run before any other's: our own work never counts as the client's silence.
  await app.register(idleTimeoutPlugin);
  await app.register(databasePlugin);
  // In every app, with or without the front ends: the proxy asks each process /readyz.
  await app.register(healthPlugin);
  await app.register(rolloutPlugin);
  await app.register(errorsPlugin);
  await app.register(requestGuards);
  // Before the rate limiter (external plugins): its route hook lets a known Idempotency-Key skip the count.
  await app.register(idempotencyPlugin);
  await app.register(externalPlugins);
  await app.register(mailerPlugin);
  await app.register(sessionsPlugin);
  if (config.serveStatic) await app.register(staticPlugin);
  if (config.serveStatic) {
    // The pages: the page service, the shell's build they are written into, the visitor's cookies, then their routes.
    await app.register(pagesPlugin);
    await app.register(shellBuildPlugin);
    await app.register(visitorPlugin);
    await app.register(pageRendererPlugin);
    await app.register(pageRoutes);
  }
  await registerRoutes(app);
  return app;
}
