import { FIRST_READS } from '../../../contracts/first-reads';
import {
  COMPARE_DIFFERENCES_PARAM,
  COMPARE_IDS_MAX_LENGTH,
  COMPARE_IDS_PARAM,
  compareIdsValue,
  parseCompareIds,
  productCompareHead,
} from '../../../contracts/product-compare';
import { carry, definePageType, HOME_CRUMB, SHORT_PARAM } from '../page-type';
import { pageSeo } from '../pages';

/**
 * /productCompare?ids=501,502&diff=1: the products of `ids` side by side, as Product/Compare gives the app. Whatever
 * the address holds, the page answers 200 and says what it shows: no ids (how to pick products), ids it cannot read
 * (why), or the comparison (with the ids that name no product). A comparison is a choice of one visitor, shared by
 * link, not a page of the catalogue: with ids it is kept out of search results and of the sitemap.
 */
export const productComparePage = definePageType({
  // Cut at twice the longest list the contract reads, so a cut value is still refused as too long, not misread.
  params: { [COMPARE_IDS_PARAM]: 2 * COMPARE_IDS_MAX_LENGTH, [COMPARE_DIFFERENCES_PARAM]: SHORT_PARAM },
  async read({ productCompare }, query) {
    const parsed = parseCompareIds(query.get(COMPARE_IDS_PARAM));
    if (!parsed.ok) return { ids: [], reply: undefined };
    return { ids: parsed.ids, reply: await productCompare.compare(parsed.ids) };
  },

  seo({ ids, reply }) {
    const head = productCompareHead(reply?.Products.map((product) => product.Name) ?? []);
    return pageSeo({
      ...head,
      canonical: ids.length > 0 ? `/productCompare?${COMPARE_IDS_PARAM}=${compareIdsValue(ids)}` : '/productCompare',
      noindex: ids.length > 0,
      breadcrumbs: [HOME_CRUMB, { name: 'Compare Products' }],
    });
  },

  carried: ({ ids, reply }) => [ids.length > 0 ? carry(FIRST_READS.productCompare(ids), reply) : undefined],
});
