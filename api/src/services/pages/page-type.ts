import type { CategoryTree } from '../../contracts/api-shapes';
import { PRODUCT_DICTIONARY_TYPE } from '../../contracts/content-ids';
import { FIRST_READS, type ApiRead } from '../../contracts/first-reads';
import { HttpError } from '../../lib/envelope';
import type { ContentReads } from './content-reads';
import type { PageSeo } from './pages';
import type { Crumb, SiteInfo } from './structured-data';

// What a page type is. Each module of page-types/ is one: the query parameters that change what its address shows,
// ONE read of everything the page shows (through the repositories and read functions the /api routes call), and
// what comes from that result: the head and the structured data, the replies the page carries for the app (which
// renders the page from them, on the server and in the browser), and the page type's addresses in the sitemap.
// Copy page-types/news-list.ts to add one.

/** The longest value kept of a query parameter that is an id, a type or a page number; a longer one is none of them. */
export const SHORT_PARAM = 24;

/** The query parameters a page type named, each cut to its longest kept value. */
export type PageQuery = ReadonlyMap<string, string>;

/** One address of the sitemap. */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, only where the content has a date (a made-up date would teach crawlers to ignore them all). */
  lastmod?: string;
}

/** The reads every page makes, whatever it shows: the product menu (and footer) and the footer's copyright line. */
export interface SiteFrame {
  productCategories: CategoryTree;
  copyright: string;
}

/**
 * A reply the page carries: the read as the app makes it (contracts/first-reads.ts), the `response` the API answers
 * to it, and the picture it puts at the top of the page, which the page preloads.
 */
export interface CarriedReply {
  read: ApiRead;
  response: unknown;
  leadImage?: string;
}

export interface PageTypeDefinition<Result> {
  /** The query parameters that change what the page shows, with the longest value kept of each; others are dropped. */
  params: Readonly<Record<string, number>>;
  /** Everything the page shows, read once; undefined when the address names nothing (the page answers 404). */
  read(content: ContentReads, query: PageQuery): Promise<Result | undefined>;
  /** The status, the head and the structured data. */
  seo(result: Result, context: { site: SiteInfo; frame: SiteFrame }): PageSeo;
  /** The replies of the reads the app makes as soon as this page opens (a read it does not make is not carried). */
  carried?(result: Result): ReadonlyArray<CarriedReply | undefined>;
  /**
   * Replies of reads that depend on the result (a product's advisories, once the product is known to exist), read
   * after it and carried beside `carried`'s.
   */
  alsoCarried?(result: Result, content: ContentReads): Promise<ReadonlyArray<CarriedReply | undefined>>;
  /** The page type's addresses in the sitemap (none: the page type is not listed). */
  sitemap?(content: ContentReads): Promise<SitemapEntry[]>;
}

/** One page, as its page type says it. */
export interface BuiltPage {
  seo: PageSeo;
  carried: CarriedReply[];
}

export interface PageType {
  params: Readonly<Record<string, number>>;
  /** The page at this query; undefined when it names nothing. */
  build(content: ContentReads, query: PageQuery, site: SiteInfo): Promise<BuiltPage | undefined>;
  sitemap?(content: ContentReads): Promise<SitemapEntry[]>;
}

/** The frame's reads, as the app makes them on every page. */
export async function readSiteFrame(content: ContentReads): Promise<SiteFrame> {
  const [productCategories, copyright] = await Promise.all([content.categories.categoryTree(PRODUCT_DICTIONARY_TYPE), content.website.copyright()]);
  return { productCategories, copyright };
}

export function frameReplies(frame: SiteFrame): CarriedReply[] {
  return [
    { read: FIRST_READS.productCategories(), response: frame.productCategories },
    { read: FIRST_READS.copyright(), response: frame.copyright },
  ];
}

/** A page type from its parts: the frame is read beside the page's own read, and carried on every page that is there. */
export function definePageType<Result>(definition: PageTypeDefinition<Result>): PageType {
  return {
    params: definition.params,
    async build(content, query, site) {
      const [frame, result] = await Promise.all([readSiteFrame(content), definition.read(content, query)]);
      if (result === undefined) return undefined;
      const also = (await definition.alsoCarried?.(result, content)) ?? [];
      const own = [...(definition.carried?.(result) ?? []), ...also].filter((reply): reply is CarriedReply => reply !== undefined);
      return { seo: definition.seo(result, { site, frame }), carried: [...frameReplies(frame), ...own] };
    },
    sitemap: definition.sitemap,
  };
}

/**
 * The answer of a read, or undefined where the API answers it with an error of the request (a 400 or 404 the read
 * decided on): the app then gets that error from the API itself, so the page carries nothing for it. Any other
 * failure (the database) is thrown.
 */
export async function answered<T>(reply: Promise<T>): Promise<T | undefined> {
  try {
    return await reply;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return undefined;
    throw error;
  }
}

/** A carried reply, where there is one. */
export function carry(read: ApiRead, response: unknown, leadImage?: string): CarriedReply | undefined {
  return response === undefined ? undefined : { read, response, leadImage: leadImage || undefined };
}

/** A whole number in [min, max] as the app reads `id`, `type` and `page` (Number of the trimmed text), or undefined. */
export function intParam(query: PageQuery, name: string, min = 1, max = 2_147_483_647): number | undefined {
  const raw = query.get(name);
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The first crumb of every page that shows crumbs. */
export const HOME_CRUMB: Crumb = { name: 'Home', path: '/index' };

/** A date as a page shows it (YYYY-MM-DD): the publication's, else the entry's. */
export const dayOf = (publishTime: string, createTime: string): string => (publishTime || createTime).slice(0, 10);

/** A date for the sitemap (YYYY-MM-DD), only when the content has a real one. */
export function sitemapDate(publishTime: string, createTime: string): string | undefined {
  const date = dayOf(publishTime, createTime);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
}
