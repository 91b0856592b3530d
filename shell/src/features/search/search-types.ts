import type { SearchContentType, SearchDataType } from '@ferrolink/shared';

/** The CONTENT TYPE radio list (Products, Solutions, Support, news), in that order, with the `type` value of WebSite/Search. */
export const CONTENT_TYPES: readonly { type: SearchContentType; label: string }[] = [
  { type: 'products', label: 'Products' },
  { type: 'solutions', label: 'Solutions' },
  { type: 'supports', label: 'Support' },
  { type: 'news', label: 'news' },
];

export const DEFAULT_CONTENT_TYPE: SearchContentType = 'products';

/** The content type of a `type` query value; anything unknown is none. */
export function parseContentType(value: string | null): SearchContentType | undefined {
  return CONTENT_TYPES.find((entry) => entry.type === value)?.type;
}

/** The label of each result's kind, shown on its card. */
export const DATA_TYPE_LABEL: Record<SearchDataType, string> = {
  product: 'Product',
  solution: 'Solution',
  support: 'Support',
  news: 'News',
};

/** The longest key the API accepts (WebSite/Search answers a 400 beyond it). */
export const MAX_KEY_LENGTH = 200;
