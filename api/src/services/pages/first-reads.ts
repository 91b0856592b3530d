import { BANNER_PAGE_SIZE, FIRST_READS, type ApiRead } from '../../contracts/first-reads';
import { BANNER_DICTIONARY, DICTIONARY_TYPE } from '../../contracts/content-ids';
import { DEFAULT_SITE_SEARCH_TYPE, siteSearchPageOf, siteSearchTermOf, siteSearchTypeOf } from '../../contracts/site-search';

/**
 * A first read, and where its reply names the picture the page will show largest at the top (a banner, the first
 * featured product): the page preloads that picture, so it is there when the page draws it.
 */
export interface PageRead {
  read: ApiRead;
  leadImage?: (response: unknown) => unknown;
}

const field = (value: unknown, name: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined);
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);
/** The first banner of an Advertisement/GetPage reply. */
const firstBannerImage = (response: unknown) => field(first(field(response, 'data')), 'ImageUrl');
/** The picture of the first article of an Article/GetPage_ reply. */
const firstArticleImage = (response: unknown) => field(first(field(response, 'data')), 'ImgUrl');
/** The first picture of the first product of Product/GetProductListByTop. */
const firstProductImage = (response: unknown) => field(first(field(first(response), 'Images')), 'ImageUrl');

/**
 * A whole number from 1 up, read as the app reads `id` and `type` (Number of the trimmed text; anything else is no
 * number, and the app then falls back to its default, which needs no read here).
 */
function positiveIntParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : undefined;
}

/** The featured videos the Video Center asks for: it shows the first one large. */
const TOP_VIDEOS_COUNT = 1;

/** The product families the Product Center shows (/productCenter?type=1..4), as the app reads `type`. */
const FAMILY_TYPE = /^[1-4]$/;

/**
 * The API reads a page makes as soon as it opens, which the server answers inside the page document: those that
 * stand between a visitor and the page's largest picture or first items (the home page's carousel, featured products
 * and sector accordion; a Product Center's banner and filter groups; the news list's banner and first page; page 1 of
 * a site search; an article; the Video Center's featured video, categories and first page; the solutions overview's
 * sectors), and the two every page
 * makes (the product menu, the footer). A read the page does not make is never written (the browser would carry it
 * for nothing, and the end-to-end tests check that every written read is used); a page not listed here reads
 * everything from the API as before. `route` is the page's own address (`/` and `/home` are `/index` by then),
 * `query` its query string.
 */
export function firstReadsOf(route: string, query: URLSearchParams): PageRead[] {
  const reads: PageRead[] = [{ read: FIRST_READS.productCategories() }, { read: FIRST_READS.copyright() }];
  switch (route) {
    case '/index':
      reads.push(
        { read: FIRST_READS.pageBanners(BANNER_DICTIONARY.home, BANNER_PAGE_SIZE), leadImage: firstBannerImage },
        { read: FIRST_READS.topProducts(), leadImage: firstProductImage },
        { read: FIRST_READS.solutionList() },
      );
      break;
    case '/productCenter': {
      const type = query.get('type') ?? '';
      // Another spelling of a family (type=01) is read by the app as the same family: the page then asks the API itself.
      if (FAMILY_TYPE.test(type)) {
        reads.push(
          {
            read: FIRST_READS.pageBanners(BANNER_DICTIONARY.productCategory[Number(type) as 1 | 2 | 3 | 4], 1),
            leadImage: firstBannerImage,
          },
          // The filter groups are the family's own.
          { read: FIRST_READS.productTags(Number(type)) },
        );
      }
      break;
    }
    case '/support':
      // The banner is the largest paint on a phone; the rest of the first screen is the open tab's.
      reads.push({ read: FIRST_READS.pageBanners(BANNER_DICTIONARY.support, 1), leadImage: firstBannerImage });
      if (positiveIntParam(query.get('type')) === 2) {
        // The Video Center: the featured video at the top, the video categories and page 1 of every video below it
        // (it keeps its filter out of the address), so the page is drawn whole instead of growing as each arrives.
        reads.push(
          { read: FIRST_READS.topVideos(TOP_VIDEOS_COUNT) },
          { read: FIRST_READS.categoriesOfType(DICTIONARY_TYPE.video) },
          { read: FIRST_READS.firstVideosPage() },
        );
        break;
      }
      reads.push({ read: FIRST_READS.categoriesOfType(DICTIONARY_TYPE.document) });
      // The documents keep their search words (keyword), checked types (docType) and page in the address. Page 1 of
      // every document is written only for an address that names none of them: another search, filter or page is
      // another read, which the app makes itself (the app drops types the dictionary does not have, which only it
      // knows here, so a filtered read could go unused).
      if (!query.has('keyword') && !query.has('docType') && (query.get('page') ?? '1') === '1') {
        reads.push({ read: FIRST_READS.firstDocumentsPage() });
      }
      break;
    case '/newsContent': {
      // The article is the page: its title and body are the first screen (Hot news, a fresh random pick, is read by
      // the page). A read of an article that is not there has no 200 reply, and only replies with code 200 are written.
      const id = positiveIntParam(query.get('id'));
      if (id !== undefined) reads.push({ read: FIRST_READS.article(id) });
      break;
    }
    case '/solution':
      // The four sectors' descriptions and their solutions' names, summaries and pictures fill the cards the page draws
      // from the shared table: read with the page, they are there in its first frame instead of lengthening each card
      // when they arrive (a phone's first card moved its "Learn more" down by 98 px).
      reads.push({ read: FIRST_READS.solutionList() });
      break;
    case '/about':
      // The profile is the first screen (its text the largest paint on a phone); the milestones and news below it come
      // from the API as usual.
      reads.push({ read: FIRST_READS.companyProfile() });
      break;
    case '/newsList':
      reads.push(
        { read: FIRST_READS.pageBanners(BANNER_DICTIONARY.news, 1) },
        // The list opens on every category, page 1; its first card's picture is the largest a phone shows.
        { read: FIRST_READS.newsPage(1, 0), leadImage: firstArticleImage },
      );
      break;
    case '/searchList': {
      const { key } = siteSearchTermOf(query.get('search'));
      // Page 1 only: a phone's list always opens on it, a desktop's on the page the address names.
      if (key !== '' && siteSearchPageOf(query.get('page')) === 1) {
        reads.push({ read: FIRST_READS.siteSearch(key, siteSearchTypeOf(query.get('type')) ?? DEFAULT_SITE_SEARCH_TYPE, 1) });
      }
      break;
    }
    default:
      break;
  }
  return reads;
}
