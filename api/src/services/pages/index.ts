import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createReplyCache, type CachedReply } from '../../lib/reply-cache';
import { renderPage, type RenderedPage } from '../document/document';
import { html } from '../../lib/html';
import { notFoundPage, PAGES, type PageSeo } from './pages';
import type { SiteInfo } from './structured-data';

export { fillTemplate, prepareTemplate, type PageTemplate, type RenderedPage, type VisitorParts } from '../document/document';
export type { SiteInfo } from './structured-data';

/** Distinct pages kept per process (a few KB each); hostile id variety only evicts, never grows memory. */
const MAX_CACHED_PAGES = 2000;
/** A query value longer than any id or type the pages read is not a value they know: cut, so keys stay small. */
const MAX_PARAM_LENGTH = 24;

export interface SeoService {
  /** The parts of one page address, read from the database once per content version and page. */
  page(route: string, query: URLSearchParams): Promise<RenderedPage>;
  /** The parts of the 404 page (no database). */
  notFound(): RenderedPage;
}

export interface SeoServiceOptions {
  db: Kysely<Database>;
  site: SiteInfo;
  log: FastifyBaseLogger;
}

/**
 * Pages change only when the content is re-imported, which changes the seeder's content hash: the pages are kept
 * until it changes (checked at most once a second, as the catalogue's replies are), so a page costs its few queries
 * once per content version and then a Map lookup.
 */
export function createSeoService({ db, site, log }: SeoServiceOptions): SeoService {
  const cache = createReplyCache({
    maxEntries: MAX_CACHED_PAGES,
    readVersion: async () => (await db.selectFrom('site_settings').select('value').where('key', '=', 'content_hash').executeTakeFirst())?.value,
  });
  // The cache keeps JSON; each kept reply is read back once and the object kept beside it.
  const parsed = new WeakMap<CachedReply, RenderedPage>();
  const notFound = renderPage(notFoundPage(), site);

  /** The page when its content cannot be read: the site's own words, so a database hiccup never costs the page. */
  const fallback = (route: string): RenderedPage =>
    renderPage(
      {
        ...notFoundPage(),
        status: 200,
        title: '',
        description: 'Ferrolink Industrial Networks: industrial networking products and solutions.',
        canonical: route,
        noindex: false,
        content: html``,
      },
      site,
    );

  return {
    async page(route, query) {
      const entry = PAGES[route];
      if (!entry) return notFound;
      const values = new Map<string, string>();
      for (const name of entry.params) {
        const value = query.get(name);
        if (value !== null) values.set(name, value.slice(0, MAX_PARAM_LENGTH));
      }
      const key = `${route}?${[...values].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
      try {
        const reply = await cache.get(key, async () => renderPage(await entry.build({ db, site, query: values }), site));
        let page = parsed.get(reply);
        if (!page) {
          page = JSON.parse(reply.json) as RenderedPage;
          parsed.set(reply, page);
        }
        return page;
      } catch (error) {
        log.error({ err: error, route }, 'the page head could not be read; the page is sent with the site head');
        return fallback(route);
      }
    },
    notFound: () => notFound,
  };
}

export type { PageSeo };
