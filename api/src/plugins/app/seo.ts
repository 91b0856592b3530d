import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { createReplyCache, type CachedReply } from '../../lib/reply-cache';
import { createSeoService, type SeoService, type SiteInfo } from '../../services/pages';
import { robotsTxt, sitemapEntries, sitemapFiles, SITEMAP_MAX_URLS } from '../../services/pages/sitemap';
import { LOGO_PATH } from '../../services/pages/structured-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each page's head, structured data and content for crawlers (services/seo). */
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

/** `app.seo`, and the files crawlers ask for: /robots.txt, /sitemap.xml (and its parts), the logo. */
export default fp<SeoPluginOptions>(
  async function seoPlugin(app, options) {
    const site = siteInfo(app.config);
    app.decorate('seo', createSeoService({ db: app.db, site, log: app.log }));

    // The sitemap is read again when the content is re-imported, like the pages (see services/seo/index.ts).
    const sitemaps = createReplyCache({
      maxEntries: 1,
      readVersion: async () => (await app.db.selectFrom('site_settings').select('value').where('key', '=', 'content_hash').executeTakeFirst())?.value,
    });
    // The cache keeps JSON; each kept version is read back once and the files kept beside it.
    const parsed = new WeakMap<CachedReply, Record<string, string>>();
    const sitemapFile = async (name: string): Promise<string | undefined> => {
      const reply = await sitemaps.get('files', async () =>
        Object.fromEntries(sitemapFiles(site, await sitemapEntries(app.db), options.sitemapMaxUrls ?? SITEMAP_MAX_URLS)),
      );
      let files = parsed.get(reply);
      if (!files) {
        files = JSON.parse(reply.json) as Record<string, string>;
        parsed.set(reply, files);
      }
      return files[name];
    };

    app.get('/robots.txt', async (_request, reply) =>
      reply.header('Cache-Control', CRAWLER_FILE_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(site)),
    );

    const sendSitemap = async (name: string, reply: FastifyReply) => {
      const xml = await sitemapFile(name);
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
