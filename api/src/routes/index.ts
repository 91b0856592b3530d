import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import advertisementRoutes from './api/Advertisement';
import dictionaryRoutes from './api/Dictionary';
import websiteRoutes from './api/WebSite';
import searchRoutes from './api/WebSite/search';
import dataRoutes from './api/data';

/** Every API resource and its URL prefix (the folder name under routes/api). A section adds one line. */
const resources: [prefix: string, routes: FastifyPluginAsync][] = [
  ['/api/WebSite', websiteRoutes],
  ['/api/Advertisement', advertisementRoutes],
  ['/api/Dictionary', dictionaryRoutes],
  ['/api/WebSite', searchRoutes],
  ['/api/data', dataRoutes],
];

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const [prefix, routes] of resources) await app.register(routes, { prefix });
}
