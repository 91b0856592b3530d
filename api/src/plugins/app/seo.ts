import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { createPageService, type PageService, type RenderedPage, type SiteInfo } from '../../services/pages';
import { robotsTxt } from '../../services/pages/sitemap';
import { LOGO_PATH } from '../../services/pages/structured-data';

/** The rendered head and content of a page alone, as plugins/app/page-document.ts asks for them. */
export interface SeoService {
  page(route: string, query: URLSearchParams): Promise<RenderedPage>;
  notFound(): RenderedPage;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every page of the site: its head, structured data, content for crawlers and carried replies (services/pages). */
    pages: PageService;
    /** `app.pages` without the carried replies, for the page document until it reads them from `app.pages`. */
    seo: SeoService;
  }
}

export interface SeoPluginOptions {
  /** Addresses per sitemap file; the protocol's 50,000 unless a test needs a split with less content. */
  sitemapMaxUrls?: number;
}

/**
 * The company's mark as the header draws it, for the structured data's logo and as the picture of pages that have
 * none of their own. One small file with a day's cache: it changes with the brand, not with releases.
 */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="512" height="512"><rect width="40" height="40" rx="8" fill="#0a5cad"/>' +
  '<path d="M10 28V12h16v4H15v3h9v4h-9v5z" fill="#fff"/><circle cx="30" cy="27" r="3" fill="#35d07f"/></svg>\n';

/** Content changes only with a re-import; an hour in caches is fresh enough for crawlers. */
const CRAWLER_FILE_CACHE = 'public, max-age=3600';

/** The site information every page's head and structured data is written from (SITE_URL, CN_SITE_URL, SITE_NAME). */
export function siteInfo(config: { siteUrl: string; cnSiteUrl: string; siteName: string; salesEmail: string }): SiteInfo {
  return {
    siteUrl: config.siteUrl.replace(/\/+$/, ''),
    cnSiteUrl: config.cnSiteUrl.replace(/\/+$/, ''),
    siteName: config.siteName,
    salesEmail: config.salesEmail,
  };
}

/** `app.pages` (and `app.seo`), and the files crawlers ask for: /robots.txt, /sitemap.xml (and its parts), the logo. */
export default fp<SeoPluginOptions>(
  async function seoPlugin(app, options) {
    const site = siteInfo(app.config);
    const pages = createPageService({
      db: app.db,
      dialect: app.dbDialect,
      site,
      log: app.log,
      sitemapMaxUrls: options.sitemapMaxUrls,
    });
    app.decorate('pages', pages);
    app.decorate('seo', {
      page: async (route, query) => (await pages.page(route, query)).rendered,
      notFound: () => pages.notFound().rendered,
    } satisfies SeoService);

    app.get('/robots.txt', async (_request, reply) =>
      reply.header('Cache-Control', CRAWLER_FILE_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(site)),
    );

    const sendSitemap = async (name: string, reply: FastifyReply) => {
      const xml = await pages.sitemapFile(name);
      if (xml === undefined) return reply.callNotFound();
      return reply.header('Cache-Control', CRAWLER_FILE_CACHE).type('application/xml; charset=utf-8').send(xml);
    };
    app.get('/sitemap.xml', async (_request, reply) => sendSitemap('/sitemap.xml', reply));
    app.get<{ Params: { part: string } }>('/sitemap-:part', async (request, reply) =>
      /^\d{1,4}\.xml$/.test(request.params.part) ? sendSitemap(`/sitemap-${request.params.part}`, reply) : reply.callNotFound(),
    );

    app.get(LOGO_PATH, async (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(LOGO_SVG));
  },
  { name: 'seo', dependencies: ['config', 'database'] },
);
