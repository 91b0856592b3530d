import type { SearchReply } from '../contracts/api-shapes';
import type { SiteSearchType } from '../contracts/site-search';
import { pageInfo } from '../lib/paging';
import type { SearchDataType } from './search-engine';
import type { SearchRepository, SiteSearchReply } from './search-repository';
import type { ParsedKey } from './text';

/** The search's `type` values and the DataType of their results. */
export const SITE_SEARCH_DATA_TYPES = {
  products: 'product',
  solutions: 'solution',
  supports: 'support',
  news: 'news',
  advisories: 'advisory',
} as const satisfies Record<SiteSearchType, SearchDataType>;

const EMPTY_COUNTS: SearchReply['Counts'] = { products: 0, solutions: 0, supports: 0, news: 0, advisories: 0 };

/** What WebSite/Search asks for, its key already read into words (search/text.ts parseKey). */
export interface SiteSearchRequest {
  key: ParsedKey;
  type: SiteSearchType;
  page: number;
  pageSize: number;
}

/**
 * WebSite/Search's answer, read by that route and by the search page that carries its first page: a key without a
 * word finds nothing (an empty page and no counts), without asking the index.
 */
export async function readSiteSearch(search: SearchRepository, { key, type, page, pageSize }: SiteSearchRequest): Promise<SiteSearchReply> {
  if (key.tokens.length === 0) return { Data: { data: [], ...pageInfo(page, pageSize, 0) }, Counts: EMPTY_COUNTS };
  return search.results(key, SITE_SEARCH_DATA_TYPES[type], page, pageSize);
}
