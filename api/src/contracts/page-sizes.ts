// The page sizes the API serves by default or at most and the pages of the site ask for, in one place: a list
// never asks for more than the API allows, and a server-rendered page shows as many items as the browser's.
// Pure: no imports, so the browser bundles it as it is.

/** The product search shows 40 products a page, and no call may ask for more. */
export const PRODUCT_SEARCH_PAGE_SIZE = 40;
/** A sub category's product list shows 8 products a page unless the call asks for another size. */
export const PRODUCT_LIST_PAGE_SIZE = 8;
/** The news list shows 6 articles a page. */
export const NEWS_PAGE_SIZE = 6;
/** The video library shows 9 videos a page. */
export const VIDEO_PAGE_SIZE = 9;
/** The document library shows 10 documents a page. */
export const DOCUMENT_PAGE_SIZE = 10;
