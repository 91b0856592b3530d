import fp from 'fastify-plugin';
import { sha256 } from '../../lib/crypto';
import { watchedFile } from '../../lib/watched-file';
import { serverBuildOf } from '../../services/releases';
import { createPageRenderer, createRenderPool, DEFAULT_POOL_OPTIONS, type PageRenderer } from '../../services/rendering';

declare module 'fastify' {
  interface FastifyInstance {
    /** Draws pages on the server (services/rendering), or null when SSR is off. */
    pageRenderer: PageRenderer | null;
  }
}

/**
 * `app.pageRenderer`: the page renderer and its worker threads, started on the first page and stopped with the
 * app. SSR=off leaves it null, and every page is drawn by the browser.
 */
export default fp(
  async function pageRendererPlugin(app) {
    const settings = app.config.serverRendering;
    if (!settings.enabled) {
      app.decorate('pageRenderer', null);
      return;
    }
    // A token of the build's text, so a rebuild while the server runs draws pages afresh.
    const shellFile = settings.shellServerFile;
    const shellVersion = watchedFile<string | null>(
      shellFile,
      (text) => sha256(text),
      null,
      () => undefined,
    );
    const renderer = createPageRenderer({
      pool: createRenderPool({ ...DEFAULT_POOL_OPTIONS, workers: settings.workers }),
      shellServerBuild: () => {
        // watchedFile answers null once the file is gone (it looks again at most every FILE_RECHECK_MS): no look at
        // the disk per page.
        const version = shellVersion();
        return version ? { file: shellFile, version } : null;
      },
      serverBuildOf: async (remote, version) => {
        // A release published on another machine is written to this one's store when first asked for.
        await app.ensureStoredRelease(remote, version);
        return serverBuildOf(app.config, remote, version);
      },
      budgetMs: settings.budgetMs,
      now: () => app.clock.now().getTime(),
      onIncident: (incident) => app.log.warn({ address: incident.address, section: incident.section }, incident.message),
    });
    app.decorate('pageRenderer', renderer);
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'page-renderer', dependencies: ['config', 'rollout'] },
);
