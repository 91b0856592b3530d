import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { readKey } from '../../contracts/first-reads';
import type { Dialect } from '../../db/connect';
import type { Database } from '../../db/schema';
import { createSearchReplyCache } from '../../search/search-cache';
import { readContentVersion } from '../../lib/content-replies';
import { createReplyCache, type CachedReply, type ReplyCache } from '../../lib/reply-cache';
import { isPreloadable, NO_CARRIED_REPLIES, renderPage, type CarriedReplies, type RenderedPage } from '../document';
import { createContentReads } from './content-reads';
import { frameReplies, readSiteFrame, SHORT_PARAM, type CarriedReply, type PageType, type SitemapEntry } from './page-type';
import { PAGE_TYPES } from './page-types';
import { notFoundPage } from './pages';
import { sitemapEntries, sitemapFiles, SITEMAP_MAX_URLS } from './sitemap';
import type { SiteInfo } from './structured-data';

export { fillTemplate, prepareTemplate, type PageTemplate, type RenderedPage, type VisitorParts } from '../document/document';
export type { PageSeo } from './pages';
export type { SitemapEntry } from './page-type';
export type { SiteInfo } from './structured-data';

/** Distinct pages kept per process (a few KB each); hostile query variety only evicts, never grows memory. */
const MAX_CACHED_PAGES = 2000;
/**
 * Distinct pages kept of the page types that read free text (a search term): each is one visitor's words, so they are
 * kept apart and fewer, and a flood of made-up searches never evicts the catalogue's pages. They carry search results,
 * so they are kept until the search index is rebuilt (which every re-import does too), like WebSite/Search's replies.
 */
const MAX_CACHED_FREE_TEXT_PAGES = 200;

/** The page types that read free text (a parameter longer than an id, a type or a page number), found once. */
const FREE_TEXT_PAGE_TYPES: ReadonlySet<PageType> = new Set(
  Object.values(PAGE_TYPES).filter((pageType) => Object.values(pageType.params).some((maxLength) => maxLength > SHORT_PARAM)),
);

/** One page address as the server answers it. */
export interface PageView {
  status: 200 | 404;
  /** The head and the structured data, written (services/document). */
  rendered: RenderedPage;
  /** Nothing for a 404 page, or when the content could not be read. */
  carried: CarriedReplies;
}

export interface PageService {
  /** The page at a route (`/`, `/home` and `/index` are the home page) and query, read once per content version. */
  page(route: string, query: URLSearchParams): Promise<PageView>;
  /** The 404 page (no read). */
  notFound(): PageView;
  /** Every address of the sitemap, from the page types, read once per content version. */
  sitemapEntries(): Promise<SitemapEntry[]>;
  /** A file of the sitemap (`/sitemap.xml`, `/sitemap-1.xml`...), or undefined when there is no such file. */
  sitemapFile(name: string): Promise<string | undefined>;
}

export interface PageServiceOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  site: SiteInfo;
  log: FastifyBaseLogger;
  /** Addresses per sitemap file; the protocol's 50,000 unless a test needs a split with less content. */
  sitemapMaxUrls?: number;
}

function carriedOf(replies: readonly CarriedReply[]): CarriedReplies {
  const images = new Set<string>();
  for (const reply of replies) if (reply.leadImage && isPreloadable(reply.leadImage)) images.add(reply.leadImage);
  return {
    replies: Object.fromEntries(replies.map((reply) => [readKey(reply.read.path, reply.read.params), reply.response])),
    leadImages: [...images],
  };
}

/** A kept JSON value, read back once per kept entry. */
function keptValues<T>(cache: ReplyCache): (key: string, compute: () => Promise<T>) => Promise<T> {
  const parsed = new WeakMap<CachedReply, T>();
  return async (key, compute) => {
    const reply = await cache.get(key, compute);
    let value = parsed.get(reply);
    if (value === undefined) {
      value = JSON.parse(reply.json) as T;
      parsed.set(reply, value);
    }
    return value;
  };
}

/**
 * The pages of the site, each read by its page type (page-types/) from the repositories the /api routes read. Pages
 * change only when the content is re-imported, which changes the content version: each page is kept until then
 * (checked at most once a second), so a page costs its reads once per content version and then a Map lookup.
 */
export function createPageService({ db, dialect, site, log, sitemapMaxUrls = SITEMAP_MAX_URLS }: PageServiceOptions): PageService {
  const content = createContentReads(db, dialect);
  const readVersion = () => readContentVersion(db);
  const keptPage = keptValues<PageView>(createReplyCache({ maxEntries: MAX_CACHED_PAGES, readVersion }));
  const keptFreeTextPage = keptValues<PageView>(createSearchReplyCache(db, { maxEntries: MAX_CACHED_FREE_TEXT_PAGES }));
  const keptSitemap = keptValues<Record<string, string>>(createReplyCache({ maxEntries: 1, readVersion }));
  const notFound: PageView = { status: 404, rendered: renderPage(notFoundPage(), site), carried: NO_CARRIED_REPLIES };

  /** The page when its content cannot be read: the site's own words, so a database hiccup never costs the page. */
  const fallback = (route: string): PageView => ({
    status: 200,
    rendered: renderPage(
      {
        ...notFoundPage(),
        status: 200,
        title: '',
        description: 'Ferrolink Industrial Networks: industrial networking products and solutions.',
        canonical: route,
        noindex: false,
      },
      site,
    ),
    carried: NO_CARRIED_REPLIES,
  });

  const sitemap = () => keptSitemap('files', async () => Object.fromEntries(sitemapFiles(site, await sitemapEntries(content), sitemapMaxUrls)));

  return {
    async page(route, query) {
      const pageType = PAGE_TYPES[route];
      if (!pageType) return notFound;
      // Only the parameters the page type names, each cut to the longest value it reads: hostile variety stays small.
      const values = new Map<string, string>();
      for (const [name, maxLength] of Object.entries(pageType.params)) {
        const value = query.get(name);
        if (value !== null) values.set(name, value.slice(0, maxLength));
      }
      const key = `${route}?${[...values].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
      try {
        return await (FREE_TEXT_PAGE_TYPES.has(pageType) ? keptFreeTextPage : keptPage)(key, async () => {
          const page = await pageType.build(content, values, site);
          // The site around the not-found message is drawn like any page's: it carries the frame's reads.
          if (!page || page.seo.status === 404) return { ...notFound, carried: carriedOf(frameReplies(await readSiteFrame(content))) };
          return { status: 200, rendered: renderPage(page.seo, site), carried: carriedOf(page.carried) };
        });
      } catch (error) {
        log.error({ err: error, route }, 'the page could not be read; it is sent with the site head and carries nothing');
        return fallback(route);
      }
    },
    notFound: () => notFound,
    sitemapEntries: async () => sitemapEntries(content),
    sitemapFile: async (name) => (await sitemap())[name],
  };
}
