import { FIRST_READS } from '../../../contracts/first-reads';
import { readArticle } from '../../news/article-reads';
import { answered, carry, dayOf, definePageType, HOME_CRUMB, intParam, SHORT_PARAM, sitemapDate } from '../page-type';
import { pageSeo } from '../pages';
import { absoluteUrl, newsArticle } from '../structured-data';
import { firstDescription } from '../text';

/** /newsContent?id=: one article, its title and body (an id that names none: 404). */
export const articlePage = definePageType({
  params: { id: SHORT_PARAM },
  async read({ articles }, query) {
    const id = intParam(query, 'id');
    return id === undefined ? undefined : answered(readArticle(articles, id));
  },

  seo(article, { site }) {
    const path = `/newsContent?id=${article.Id}`;
    const date = dayOf(article.PublishTime, article.CreateTime);
    const description = firstDescription(article.Summary, article.Content);
    return pageSeo({
      title: article.Title,
      description,
      canonical: path,
      image: article.ImgUrl || null,
      imageAlt: article.Title,
      ogType: 'article',
      published: date,
      breadcrumbs: [HOME_CRUMB, { name: 'News', path: '/newsList' }, { name: article.Title }],
      jsonLd: [
        newsArticle(site, {
          headline: article.Title,
          description,
          datePublished: date,
          image: absoluteUrl(site, article.ImgUrl),
          author: article.Author,
          section: article.EN_DictionaryName,
          path,
        }),
      ],
    });
  },

  // The article is the page: its title and body are the first screen (Hot news, a fresh random pick, is read by the page).
  carried: (article) => [carry(FIRST_READS.article(article.Id), article)],

  sitemap: async ({ articles }) =>
    (await articles.everyCard()).map((article) => ({
      path: `/newsContent?id=${article.Id}`,
      lastmod: sitemapDate(article.PublishTime, article.CreateTime),
    })),
});
