// The site search page's reading of its own address, written once for both sides: the page searches for what it
// reads there, and the server, which answers the page's first search inside the page document, must read the same
// address the same way, or the page would not find the reply it carries.
// Pure: no imports, so the browser bundles it as it is.

/** The `type` values of WebSite/Search, in the order the page lists them; a page without one shows products. */
export const SITE_SEARCH_TYPES = ['products', 'solutions', 'supports', 'news', 'advisories'] as const;
export type SiteSearchType = (typeof SITE_SEARCH_TYPES)[number];
export const DEFAULT_SITE_SEARCH_TYPE: SiteSearchType = 'products';

/** The longest key the API accepts (WebSite/Search answers a 400 beyond it); the page cuts a longer one. */
export const SITE_SEARCH_KEY_MAX_LENGTH = 200;

/** Results per page of the site search. */
export const SITE_SEARCH_PAGE_SIZE = 10;

/** The `type` of an address, or undefined when it names none the search knows. */
export function siteSearchTypeOf(value: string | null): SiteSearchType | undefined {
  return SITE_SEARCH_TYPES.find((type) => type === value);
}

/** The page an address names: a whole number from 1; anything else (missing, 0, -2, 1.5, abc) is page 1. */
export function siteSearchPageOf(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** What `search` asks for: cut at the API's limit (the page shows it so), searched for trimmed. */
export function siteSearchTermOf(value: string | null): { term: string; key: string } {
  const term = (value ?? '').slice(0, SITE_SEARCH_KEY_MAX_LENGTH);
  return { term, key: term.trim() };
}

/**
 * What WebSite/Search's reply carries beside the page and the counts, both optional:
 * - BestType: the type whose best result matches the key best, the one a page without a chosen type opens;
 * - Suggestion: for a key that found nothing, the key with its unknown words replaced by the nearest indexed
 *   words ("gatway" -> "gateway"), when that finds something.
 */
export const siteSearchReplyExtraProperties = {
  BestType: { type: 'string', enum: SITE_SEARCH_TYPES },
  Suggestion: { type: 'string' },
} as const;

export interface SiteSearchReplyExtras {
  BestType?: SiteSearchType;
  Suggestion?: string;
}
