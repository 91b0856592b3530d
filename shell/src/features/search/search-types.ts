import {
  DEFAULT_SITE_SEARCH_TYPE,
  SITE_SEARCH_KEY_MAX_LENGTH,
  siteSearchTypeOf,
  type SearchContentType,
  type SearchDataType,
} from '@ferrolink/shared';

/** The CONTENT TYPE radio list (Products, Solutions, Support, news, then Security Advisories), in that order, with the `type` value of WebSite/Search. */
export const CONTENT_TYPES: readonly { type: SearchContentType; label: string }[] = [
  { type: 'products', label: 'Products' },
  { type: 'solutions', label: 'Solutions' },
  { type: 'supports', label: 'Support' },
  { type: 'news', label: 'news' },
  { type: 'advisories', label: 'Security Advisories' },
];

export const DEFAULT_CONTENT_TYPE: SearchContentType = DEFAULT_SITE_SEARCH_TYPE;

/** The content type of a `type` query value; anything unknown is none. */
export function parseContentType(value: string | null): SearchContentType | undefined {
  return siteSearchTypeOf(value);
}

/** The label of each result's kind, shown on its card. */
export const DATA_TYPE_LABEL: Record<SearchDataType, string> = {
  product: 'Product',
  solution: 'Solution',
  support: 'Support',
  news: 'News',
  advisory: 'Security Advisory',
};

/** The longest key the API accepts (WebSite/Search answers a 400 beyond it). */
export const MAX_KEY_LENGTH = SITE_SEARCH_KEY_MAX_LENGTH;

/**
 * What WebSite/Search's reply carries beside the page and the counts (api/src/contracts/site-search.ts
 * SiteSearchReplyExtras, restated: the shell reads the API's contracts through @ferrolink/shared only).
 * BestType: the tab whose best result matches the key best; Suggestion: a corrected key when nothing matched.
 */
export interface SearchReplyExtras {
  BestType?: SearchContentType;
  Suggestion?: string;
}
