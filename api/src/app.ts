import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import configPlugin from './plugins/app/config';
import externalPlugins from './plugins/external';
import rolloutPlugin from './plugins/app/rollout';
import databasePlugin from './plugins/app/database';
import errorsPlugin, { answerFrameworkError } from './plugins/app/errors';
import mailerPlugin from './plugins/app/mailer';
import sessionsPlugin from './plugins/app/sessions';
import staticPlugin from './plugins/app/static';
import { registerRoutes } from './routes';

export interface BuildOptions {
  config?: Partial<AppConfig>;
  /** Pino logger options; false (tests) silences it. */
  logger?: boolean | object;
}

/** Builds the whole app (external plugins, app plugins, routes) without listening, for the server and for tests' inject. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.config);
  const app = Fastify({
    logger:
      options.logger === undefined
        ? {
            level: config.logLevel,
            // Sessions live in cookies: never write them to the log.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          }
        : options.logger,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
    // No line per request: the access log belongs to the proxy in front; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A request id per request ties log lines together without exposing anything.
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  });

  await app.register(configPlugin, { config });
  await app.register(rolloutPlugin);
  await app.register(errorsPlugin);
  await app.register(externalPlugins);
  await app.register(databasePlugin);
  await app.register(mailerPlugin);
  await app.register(sessionsPlugin);
  if (config.serveStatic) await app.register(staticPlugin);
  await registerRoutes(app);
  return app;
}
