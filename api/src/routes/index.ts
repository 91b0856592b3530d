import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import advertisementRoutes from './api/Advertisement';
import dictionaryRoutes from './api/Dictionary';
import regUserRoutes from './api/RegUser';
import productRoutes from './api/Product';
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

/** Every API resource and its URL prefix (the folder name under routes/api). A section adds one line. */
const resources: [prefix: string, routes: FastifyPluginAsync][] = [
  ['/api/WebSite', websiteRoutes],
  ['/api/Advertisement', advertisementRoutes],
  ['/api/Dictionary', dictionaryRoutes],
  ['/api/RegUser', regUserRoutes],
  ['/api/Product', productRoutes],
  ['/api/Solution', solutionRoutes],
  ['/api/Material', materialRoutes],
  ['/api/RegUser', downloadRoutes],
  ['/api/Files', filesRoutes],
  ['/api/Article', articleRoutes],
  ['/api/Guest', guestRoutes],
  ['/api/About', aboutRoutes],
  ['/api/WebSite', searchRoutes],
  ['/api/data', dataRoutes],
  ['/api/rollout', rolloutRoutes],
  // Public, unlike the rollout commands above: every page reports what it loaded.
  ['/api/rollout', loadReportRoutes],
];

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const [prefix, routes] of resources) await app.register(routes, { prefix });
}
