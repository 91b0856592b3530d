import { BANNER_DICTIONARY, PRODUCT_DICTIONARY_TYPE } from '../../../contracts/content-ids';
import { FIRST_READS } from '../../../contracts/first-reads';
import { PRODUCT_FAMILIES } from '../../../contracts/product-families';
import { readBannerPage } from '../../site-content/advertisement-repository';
import { answered, carry, definePageType, HOME_CRUMB, intParam, SHORT_PARAM } from '../page-type';
import { pageSeo } from '../pages';
import { itemList } from '../structured-data';
import { firstDescription } from '../text';

/** The product families as the app names them (/productCenter?type=1..4). */
const FAMILY_NAMES: ReadonlyMap<number, string> = new Map(PRODUCT_FAMILIES.map((family) => [family.type, family.name]));
/** A family as the app reads `type` to ask for its banner and filters; another spelling (type=01) it asks for itself. */
const FAMILY_TYPE = /^[1-4]$/;

/** /productCenter?type=1..4: a product family, its banner, its sub categories and (for the app) its filter groups. */
export const productCenterPage = definePageType({
  params: { type: SHORT_PARAM },
  async read({ banners, products }, query) {
    // The app shows family 1 for a missing or unknown type (with a notice): that page is the one address.
    const type = (intParam(query, 'type', 1, 4) ?? 1) as 1 | 2 | 3 | 4;
    const asked = FAMILY_TYPE.test(query.get('type') ?? '');
    const [banner, tags] = await Promise.all([
      answered(readBannerPage(banners, { dictionaryId: BANNER_DICTIONARY.productCategory[type], key: '', page: 1, pageSize: 1 })),
      asked ? products.tagsAndItems(type) : undefined,
    ]);
    return { type, banner, tags, asked };
  },

  seo({ type, banner }, { site, frame }) {
    // The app names the four families itself, so the page is there even before the categories are imported.
    const family = frame.productCategories.Category.find((category) => category.Id === type);
    const name = family?.EN_Name ?? FAMILY_NAMES.get(type) ?? 'Products';
    const subs = frame.productCategories.SubCategory.filter((sub) => sub.Pid === type).map((sub) => ({
      name: sub.EN_Name,
      path: `/producList?id=${sub.Id}`,
    }));
    return pageSeo({
      title: name,
      description: firstDescription(family?.Description, `${name} from ${site.siteName}.`),
      canonical: `/productCenter?type=${type}`,
      image: banner?.data[0]?.ImageUrl ?? (family?.ImageUrl || null),
      imageAlt: name,
      breadcrumbs: [HOME_CRUMB, { name: 'Products', path: '/productCenter?type=1' }, { name }],
      jsonLd: [itemList(site, name, subs)],
    });
  },

  // The family's banner and its own filter groups, only where the address names the family as the app reads it.
  carried: ({ type, banner, tags, asked }) =>
    asked
      ? [
          carry(FIRST_READS.pageBanners(BANNER_DICTIONARY.productCategory[type], 1), banner, banner?.data[0]?.ImageUrl),
          carry(FIRST_READS.productTags(type), tags),
        ]
      : [],

  sitemap: async ({ categories }) =>
    (await categories.categoryTree(PRODUCT_DICTIONARY_TYPE)).Category.map((family) => ({ path: `/productCenter?type=${family.Id}` })),
});
