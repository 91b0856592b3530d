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
];

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const [prefix, routes] of resources) await app.register(routes, { prefix });
}
