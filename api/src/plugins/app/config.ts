import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Makes the configuration available as `app.config` to every plugin and route. */
export default fp<{ config: AppConfig }>(
  async function configPlugin(app, options) {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
