import { BANNER_DICTIONARY } from '../../../contracts/content-ids';
import { FIRST_READS } from '../../../contracts/first-reads';
import { NEWS_PAGE_SIZE } from '../../../contracts/page-sizes';
import { readArticlePage } from '../../news/article-reads';
import type { ArticleRepository } from '../../news/article-repository';
import { readBannerPage } from '../../site-content/advertisement-repository';
import { answered, carry, definePageType, sitemapDate } from '../page-type';
import { pageSeo } from '../pages';
import { itemList } from '../structured-data';

/** /newsList: the news banner and page 1 of every category's articles, newest first, as the list opens. */
export const newsListPage = definePageType({
  params: {},
  async read({ banners, articles }) {
    const [banner, list] = await Promise.all([
      answered(readBannerPage(banners, { dictionaryId: BANNER_DICTIONARY.news, key: '', page: 1, pageSize: 1 })),
      readArticlePage(articles, { page: 1, pageSize: NEWS_PAGE_SIZE, key: '', dictionaryId: 0 }),
    ]);
    return { banner, list };
  },

  seo({ banner, list }, { site }) {
    const items = list.data.map((article) => ({ name: article.Title, path: `/newsContent?id=${article.Id}` }));
    return pageSeo({
      title: 'News',
      description: `News from ${site.siteName}: products, projects, trade fairs and the people behind them.`,
      canonical: '/newsList',
      image: banner?.data[0]?.ImageUrl ?? null,
      imageAlt: banner?.data[0]?.Title ?? 'News',
      jsonLd: [itemList(site, 'News', items)],
    });
  },

  // The list's first card's picture is the largest a phone shows.
  carried: ({ banner, list }) => [
    carry(FIRST_READS.pageBanners(BANNER_DICTIONARY.news, 1), banner),
    carry(FIRST_READS.newsPage(1, 0), list, list.data[0]?.ImgUrl),
  ],

  sitemap: async ({ articles }) => [{ path: '/newsList', lastmod: await newestNewsDate(articles) }],
});

/** The date of the newest article, when it has one: the news list and the home page change with it. */
export async function newestNewsDate(articles: ArticleRepository): Promise<string | undefined> {
  const [newest] = (await articles.page({}, { page: 1, pageSize: 1 })).data;
  return newest && sitemapDate(newest.PublishTime, newest.CreateTime);
}
