import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { siteInfo } from '../../plugins/app/pages';
import { robotsTxt } from '../../services/pages/sitemap';
import { LOGO_PATH } from '../../services/pages/structured-data';

/**
 * The company's mark as the header draws it, for the structured data's logo and as the picture of pages that have
 * none of their own. One small file with a day's cache: it changes with the brand, not with releases.
 */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="512" height="512"><rect width="40" height="40" rx="8" fill="#0a5cad"/>' +
  '<path d="M10 28V12h16v4H15v3h9v4h-9v5z" fill="#fff"/><circle cx="30" cy="27" r="3" fill="#35d07f"/></svg>\n';

/** Content changes only with a re-import; an hour in caches is fresh enough for crawlers. */
const CRAWLER_FILE_CACHE = 'public, max-age=3600';

/** The files crawlers ask for: /robots.txt, /sitemap.xml and its parts (from the page service), the logo. */
const crawlerFileRoutes: FastifyPluginAsync = async (app) => {
  const site = siteInfo(app.config);

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', CRAWLER_FILE_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(site)),
  );

  const sendSitemap = async (name: string, reply: FastifyReply) => {
    const xml = await app.pages.sitemapFile(name);
    if (xml === undefined) return reply.callNotFound();
    return reply.header('Cache-Control', CRAWLER_FILE_CACHE).type('application/xml; charset=utf-8').send(xml);
  };
  app.get('/sitemap.xml', async (_request, reply) => sendSitemap('/sitemap.xml', reply));
  app.get<{ Params: { part: string } }>('/sitemap-:part', async (request, reply) =>
    /^\d{1,4}\.xml$/.test(request.params.part) ? sendSitemap(`/sitemap-${request.params.part}`, reply) : reply.callNotFound(),
  );

  app.get(LOGO_PATH, async (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(LOGO_SVG));
};

export default crawlerFileRoutes;
