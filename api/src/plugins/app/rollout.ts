import fp from 'fastify-plugin';
import { createRolloutReader, type RolloutSnapshot } from './remotes-manifest';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remotes manifest and the origins it names, as the rollout file says now (re-read within a second of a change). */
    rollout: () => RolloutSnapshot;
  }
}

/** One reader of the rollout file for /remotes.json and the Content-Security-Policy, so they never disagree. */
export default fp(
  async function rolloutPlugin(app) {
    app.decorate('rollout', createRolloutReader(app.config));
  },
  { name: 'rollout', dependencies: ['config'] },
);
