// The API reads a page makes as soon as it opens, written once for both sides: the front end's fetchers send them,
// and the server answers them inside the page document it sends, so the page draws its banner and its first items
// without waiting for a round trip after its scripts have run (on a slow phone network that wait is 0.3-0.6 s).
// Pure: it imports only other pure contracts, so the browser bundles it as it is.

import { DOCUMENT_PAGE_SIZE, NEWS_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE, VIDEO_PAGE_SIZE } from './page-sizes';
import { SITE_SEARCH_PAGE_SIZE, type SiteSearchType } from './site-search';
import { MATERIAL_FILE_TYPE, PRODUCT_DICTIONARY_TYPE, type MaterialFileType } from './content-ids';

/** Banners of the home carousel. */
export const BANNER_PAGE_SIZE = 3;
/** Products in the home page's featured products. */
export const FEATURED_PRODUCTS_COUNT = 3;

/** A query parameter's value as it is sent. */
export type ReadParamValue = string | number | boolean;

/** A GET of the API: its path under the API base (`Advertisement/GetPage`) and its query parameters. */
export interface ApiRead {
  path: string;
  params?: Readonly<Record<string, ReadParamValue>>;
}

/**
 * One page of support material of one file type, narrowed to some dictionary ids (none: every one) and to the
 * materials a key finds (none: every one). Without a key the read is spelled as before keys existed: `key` is left
 * out, so the page the server carries for the unfiltered list keeps its one spelling.
 */
const materialPage = (fileType: MaterialFileType, page: number, pageSize: number, dictionaryIds: readonly number[], key = ''): ApiRead => ({
  path: 'Material/GetPageList',
  params: { fileType, page, PageSize: pageSize, dictionaryId: dictionaryIds.join(','), dictionaryName: '', ...(key === '' ? {} : { key }) },
});

/** The categories of one dictionary type (Dictionary/GetCategoryByType). */
const categoriesOfType = (type: number): ApiRead => ({ path: 'Dictionary/GetCategoryByType', params: { type } });

/** The reads pages make when they open, each built here only. */
export const FIRST_READS = {
  /** The product families and sub categories: the Products menu and footer on every page, the Product Center. */
  productCategories: (): ApiRead => categoriesOfType(PRODUCT_DICTIONARY_TYPE),
  /** The categories of a dictionary type: the support page's document types (5) and video categories (4). */
  categoriesOfType,
  /** One page of support material (the documents or videos list). */
  materialPage,
  /** What the support page opens on: page 1 of every document type. */
  firstDocumentsPage: (): ApiRead => materialPage(MATERIAL_FILE_TYPE.document, 1, DOCUMENT_PAGE_SIZE, []),
  /** What the Video Center opens on: page 1 of every video category. */
  firstVideosPage: (): ApiRead => materialPage(MATERIAL_FILE_TYPE.video, 1, VIDEO_PAGE_SIZE, []),
  /** The Video Center's featured videos (the first is the one it shows large). */
  topVideos: (count: number): ApiRead => ({ path: 'Material/GetListByTop', params: { pageSize: count } }),
  /** One news article with its body (/newsContent?id=). */
  article: (id: number): ApiRead => ({ path: 'Article/GetDetailById', params: { id } }),
  /** The footer's copyright line, on every page. */
  copyright: (): ApiRead => ({ path: 'WebSite/CopyRight' }),
  /** The first `count` banners of a dictionary id: a page's banner, or the home carousel. */
  pageBanners: (dictionaryId: number, count: number): ApiRead => ({
    path: 'Advertisement/GetPage',
    params: { page: 1, pageSize: count, key: '', dictionaryId },
  }),
  /**
   * One page of a sub category's products, with the sub category itself (/producList?id=); without the discontinued
   * ones when the address says hideDiscontinued=1 (the parameter is left out otherwise, so the unfiltered list keeps
   * its one spelling).
   */
  productListPage: (dictionaryId: number, page: number, hideDiscontinued = false): ApiRead => ({
    path: 'Product/GetPage_',
    params: { page, PageSize: PRODUCT_LIST_PAGE_SIZE, dictionaryId, ...(hideDiscontinued ? { hideDiscontinued: 1 } : {}) },
  }),
  /** One product with its pictures and the texts of its tabs (/producDtetails?id=). */
  productDetail: (id: number): ApiRead => ({ path: 'Product/GetInfoById', params: { id } }),
  /** One solution with its feature points, cases and recommended products (/solutionDetails?id=). */
  solutionDetail: (id: number): ApiRead => ({ path: 'Solution/GetDetailById', params: { id } }),
  /** The home page's featured products. */
  topProducts: (): ApiRead => ({ path: 'Product/GetProductListByTop', params: { pageSize: FEATURED_PRODUCTS_COUNT } }),
  /** The four sectors and their solutions: the home page's accordion, the solutions overview. */
  solutionList: (): ApiRead => ({ path: 'Solution/GetList' }),
  /** The About page's company profile: its lead line and text are the page's first screen. */
  companyProfile: (): ApiRead => ({ path: 'About/GetProfile' }),
  /** The filter groups and options of one family's Product Center (type 1 to 4). */
  productTags: (type: number): ApiRead => ({ path: 'Product/GetProductTagItem', params: { type } }),
  /** One page of the news list of a category (0: every category). */
  newsPage: (page: number, dictionaryId: number): ApiRead => ({
    path: 'Article/GetPage_',
    params: { page, pageSize: NEWS_PAGE_SIZE, key: '', dictionaryId },
  }),
  /** One page of the site search's results of one content type, with the count of every type. */
  siteSearch: (key: string, type: SiteSearchType, page: number): ApiRead => ({
    path: 'WebSite/Search',
    params: { key, page, pageSize: SITE_SEARCH_PAGE_SIZE, type },
  }),
  /** Every security advisory, newest first (/securityAdvisories). */
  securityAdvisories: (): ApiRead => ({ path: 'SecurityAdvisory/GetList' }),
  /** One security advisory with all it says (/securityAdvisory?id=), by its canonical id. */
  securityAdvisory: (id: string): ApiRead => ({ path: 'SecurityAdvisory/GetInfoById', params: { id } }),
  /** The advisories that concern one product (its detail page's Security advisories section). */
  productAdvisories: (productId: number): ApiRead => ({ path: 'SecurityAdvisory/GetByProduct', params: { productId } }),
} as const;

/**
 * The one spelling of a read, the key of its reply in a page: the path, then the parameters sorted by name and
 * URL-encoded (`Advertisement/GetPage?dictionaryId=14&key=&page=1&pageSize=1`), so the order a caller writes them in
 * does not matter.
 */
export function readKey(path: string, params?: Readonly<Record<string, ReadParamValue | undefined | null>>): string {
  const pairs = Object.entries(params ?? {})
    .filter((pair): pair is [string, ReadParamValue] => pair[1] !== undefined && pair[1] !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** The id of the element in each page that carries the replies of its first reads: `{ [readKey]: response }`. */
export const PAGE_DATA_ELEMENT_ID = 'ferrolink-page-data';
