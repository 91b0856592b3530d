import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { systemClock, type Clock } from '../../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The app's clock: every rule about time reads it, so tests can move time. */
    clock: Clock;
  }
}

/** Makes the configuration available as `app.config`, and the clock as `app.clock`, to every plugin and route. */
export default fp<{ config: AppConfig }>(
  async function configPlugin(app, options) {
    app.decorate('config', options.config);
    app.decorate('clock', { ...systemClock });
  },
  { name: 'config' },
);
