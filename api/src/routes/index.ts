import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import advertisementRoutes from './api/Advertisement';
import dictionaryRoutes from './api/Dictionary';
import regUserRoutes from './api/RegUser';
import productRoutes from './api/Product';
import partsListRoutes from './api/Product/parts-list';
import solutionRoutes from './api/Solution';
import websiteRoutes from './api/WebSite';
import materialRoutes from './api/Material';
import downloadRoutes from './api/RegUser/download';
import filesRoutes from './api/Files';
import articleRoutes from './api/Article';
import guestRoutes from './api/Guest';
import aboutRoutes from './api/About';
import searchRoutes from './api/WebSite/search';
import dataRoutes from './api/data';
import rolloutRoutes from './api/rollout';
import loadReportRoutes from './api/rollout/reports';
import securityAdvisoryRoutes from './api/SecurityAdvisory';
import advisoryPublishedFiles from './api/SecurityAdvisory/published-files';

/**
 * Every API resource: its URL prefix (the folder name under routes/api) and the route plugins of that folder. Each
 * prefix is registered once; a folder with several files of routes lists them here together. A section adds one line.
 */
export const API_RESOURCES: readonly (readonly [prefix: string, routes: readonly FastifyPluginAsync[]])[] = [
  ['/api/WebSite', [websiteRoutes, searchRoutes]],
  ['/api/Advertisement', [advertisementRoutes]],
  ['/api/Dictionary', [dictionaryRoutes]],
  ['/api/RegUser', [regUserRoutes, downloadRoutes]],
  ['/api/Product', [productRoutes, partsListRoutes]],
  ['/api/Solution', [solutionRoutes]],
  ['/api/Material', [materialRoutes]],
  ['/api/Files', [filesRoutes]],
  ['/api/Article', [articleRoutes]],
  ['/api/Guest', [guestRoutes]],
  ['/api/About', [aboutRoutes]],
  ['/api/data', [dataRoutes]],
  ['/api/SecurityAdvisory', [securityAdvisoryRoutes]],
  // The load reports are public (every page reports what it loaded); the rollout commands need a token.
  ['/api/rollout', [loadReportRoutes, rolloutRoutes]],
];

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const [prefix, plugins] of API_RESOURCES) {
    // One registration per prefix; each file's routes stay in a scope of their own (the rollout token's hook
    // reaches only the rollout commands, never the public load reports beside them).
    await app.register(
      async (resource) => {
        for (const routes of plugins) await resource.register(routes);
      },
      { prefix },
    );
  }
  // The advisories for machines live at the addresses their standards fix (/.well-known/..., the Atom feed), not
  // under /api: registered in every app, with or without the front ends, as the API is.
  await app.register(advisoryPublishedFiles);
}
