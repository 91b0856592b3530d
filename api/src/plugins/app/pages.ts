import fp from 'fastify-plugin';
import { createPageService, type PageService, type SiteInfo } from '../../services/pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every page of the site: its head, structured data, carried replies and sitemap (services/pages). */
    pages: PageService;
  }
}

export interface PagesPluginOptions {
  /** Addresses per sitemap file; the protocol's 50,000 unless a test needs a split with less content. */
  sitemapMaxUrls?: number;
}

/** The site information every page's head and structured data is written from (SITE_URL, CN_SITE_URL, SITE_NAME). */
export function siteInfo(config: { siteUrl: string; cnSiteUrl: string; siteName: string; salesEmail: string }): SiteInfo {
  return {
    siteUrl: config.siteUrl.replace(/\/+$/, ''),
    cnSiteUrl: config.cnSiteUrl.replace(/\/+$/, ''),
    siteName: config.siteName,
    salesEmail: config.salesEmail,
  };
}

/** `app.pages`: the page service, on this app's database and site address. The page routes (routes/pages) answer from it. */
export default fp<PagesPluginOptions>(
  async function pagesPlugin(app, options) {
    app.decorate(
      'pages',
      createPageService({ db: app.db, dialect: app.dbDialect, site: siteInfo(app.config), log: app.log, sitemapMaxUrls: options.sitemapMaxUrls }),
    );
  },
  { name: 'pages', dependencies: ['config', 'database'] },
);
