import { PRODUCT_DICTIONARY_TYPE } from '../../../contracts/content-ids';
import { FIRST_READS } from '../../../contracts/first-reads';
import { PRODUCT_LIST_PAGE_SIZE } from '../../../contracts/page-sizes';
import { HIDE_DISCONTINUED_PARAM } from '../../../contracts/product-lifecycle';
import { carry, definePageType, HOME_CRUMB, intParam, SHORT_PARAM } from '../page-type';
import { pageSeo } from '../pages';
import { itemList } from '../structured-data';
import { firstDescription } from '../text';

/**
 * /producList?id=&page=&hideDiscontinued=1: one page of a sub category's products (without the discontinued ones when
 * the address says so, as the app reads it: the value 1), as Product/GetPage_ gives the app (an unknown id: 404).
 */
export const productListPage = definePageType({
  params: { id: SHORT_PARAM, page: SHORT_PARAM, [HIDE_DISCONTINUED_PARAM]: SHORT_PARAM },
  async read({ products }, query) {
    const id = intParam(query, 'id');
    if (id === undefined) return undefined;
    const requested = intParam(query, 'page', 1, 100_000) ?? 1;
    const hideDiscontinued = query.get(HIDE_DISCONTINUED_PARAM) === '1';
    const pageOf = (page: number) => products.subCategoryPage(id, { page, pageSize: PRODUCT_LIST_PAGE_SIZE }, { hideDiscontinued });
    const list = await pageOf(requested);
    // A page past the end is sent to the last one by the app: that page is the address.
    const last = Math.max(1, list?.pageCount ?? 1);
    const shown = list && requested > last ? await pageOf(last) : list;
    return shown?.DictionaryInfo ? { list: shown, category: shown.DictionaryInfo, requested, hideDiscontinued } : undefined;
  },

  seo({ list, category, hideDiscontinued }, { site }) {
    const base = `/producList?id=${category.Id}`;
    // The list without its discontinued products is a view of the whole list, which is the page to index.
    const address = (page: number) => (page > 1 && !hideDiscontinued ? `${base}&page=${page}` : base);
    const items = list.data.map((product) => ({ name: product.Name, path: `/producDtetails?id=${product.Id}` }));
    return pageSeo({
      title: list.page > 1 ? `${category.EN_Name2} (page ${list.page})` : category.EN_Name2,
      description: firstDescription(
        category.Introduction,
        `${category.EN_Name2} from ${site.siteName}: ${list.data.map((product) => `${product.Name} ${product.ShortName}`).join(', ')}`,
      ),
      canonical: address(list.page),
      image: category.ImageUrl || null,
      imageAlt: category.EN_Name2,
      breadcrumbs: [HOME_CRUMB, { name: category.EN_Name, path: `/productCenter?type=${category.Pid}` }, { name: category.EN_Name2 }],
      jsonLd: [itemList(site, category.EN_Name2, items)],
    });
  },

  // Page 1, where the address opens on it: the list the app reads first on every screen (a phone appends from page 1
  // whatever the address says; a wider screen reads the page the address names, which it then asks the API for). The
  // sub category's picture heads the page.
  carried: ({ list, category, requested, hideDiscontinued }) =>
    requested === 1 ? [carry(FIRST_READS.productListPage(category.Id, 1, hideDiscontinued), list, category.ImageUrl)] : [],

  sitemap: async ({ categories }) =>
    (await categories.categoryTree(PRODUCT_DICTIONARY_TYPE)).SubCategory.map((sub) => ({ path: `/producList?id=${sub.Id}` })),
});
