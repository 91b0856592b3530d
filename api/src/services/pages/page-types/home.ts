import { BANNER_DICTIONARY } from '../../../contracts/content-ids';
import { BANNER_PAGE_SIZE, FEATURED_PRODUCTS_COUNT, FIRST_READS } from '../../../contracts/first-reads';
import { readBannerPage } from '../../site-content/advertisement-repository';
import { answered, carry, definePageType } from '../page-type';
import { pageSeo } from '../pages';
import { newestNewsDate } from './news-list';

/** /index (and / and /home): the carousel, the product families, the featured products and the sectors' solutions. */
export const homePage = definePageType({
  params: {},
  async read({ banners, products, solutions }) {
    const [carousel, featured, sectors] = await Promise.all([
      answered(readBannerPage(banners, { dictionaryId: BANNER_DICTIONARY.home, key: '', page: 1, pageSize: BANNER_PAGE_SIZE })),
      products.topProducts(FEATURED_PRODUCTS_COUNT),
      solutions.sectorOverview(),
    ]);
    return { carousel, featured, sectors };
  },

  seo({ carousel }) {
    const banner = carousel?.data[0];
    return pageSeo({
      title: 'Industrial Ethernet Switches, Device Connectivity and Wireless',
      description:
        'Industrial Ethernet switches, device connectivity, wireless and software for transportation, manufacturing, smart cities and energy.',
      canonical: '/index',
      image: banner?.ImageUrl ?? null,
      imageAlt: banner?.Title ?? '',
    });
  },

  // The first banner and the first featured product's picture are the largest paints at the top.
  carried: ({ carousel, featured, sectors }) => [
    carry(FIRST_READS.pageBanners(BANNER_DICTIONARY.home, BANNER_PAGE_SIZE), carousel, carousel?.data[0]?.ImageUrl),
    carry(FIRST_READS.topProducts(), featured, featured[0]?.Images[0]?.ImageUrl),
    carry(FIRST_READS.solutionList(), sectors),
  ],

  // The home page changes with the news it links to.
  sitemap: async ({ articles }) => [{ path: '/index', lastmod: await newestNewsDate(articles) }],
});
