import { FIRST_READS } from '../../../contracts/first-reads';
import {
  DEFAULT_SITE_SEARCH_TYPE,
  SITE_SEARCH_KEY_MAX_LENGTH,
  SITE_SEARCH_PAGE_SIZE,
  siteSearchPageOf,
  siteSearchTermOf,
  siteSearchTypeOf,
} from '../../../contracts/site-search';
import { readSiteSearch } from '../../../search/site-search';
import { parseKey } from '../../../search/text';
import { carry, definePageType, HOME_CRUMB, SHORT_PARAM } from '../page-type';
import { pageSeo } from '../pages';

/**
 * /searchList?search=&type=&page=: kept out of search results (they would compete with the pages they list), the
 * term not echoed. For the app it carries page 1 of the results, read from the address as the page reads it; a phone's
 * list always opens on page 1, a desktop's on the page the address names.
 */
export const searchPage = definePageType({
  params: { search: SITE_SEARCH_KEY_MAX_LENGTH, type: SHORT_PARAM, page: SHORT_PARAM },
  async read({ search }, query) {
    const { key } = siteSearchTermOf(query.get('search') ?? null);
    if (key === '' || siteSearchPageOf(query.get('page')) !== 1) return { key, results: undefined };
    const type = siteSearchTypeOf(query.get('type') ?? null) ?? DEFAULT_SITE_SEARCH_TYPE;
    const results = await readSiteSearch(search, { key: parseKey(key), type, page: 1, pageSize: SITE_SEARCH_PAGE_SIZE });
    return { key, type, results };
  },

  seo: () =>
    pageSeo({
      title: 'Search',
      description: 'Search the products, solutions, support documents and news of Ferrolink Industrial Networks.',
      canonical: '/searchList',
      noindex: true,
      breadcrumbs: [HOME_CRUMB, { name: 'Search' }],
    }),

  carried: ({ key, type, results }) => [type === undefined ? undefined : carry(FIRST_READS.siteSearch(key, type, 1), results)],
});
