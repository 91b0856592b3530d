import type { Seeder } from './types';
import { insertInChunks, readContentJson } from './content-files';
import { PROFILE_SETTING_KEY } from '../services/site-content/about-repository';

interface ArticlesFile {
  articles: {
    id: number;
    categoryId: number;
    level: number;
    publishTime: string;
    author: string;
    title: string;
    summary: string;
    content: string;
  }[];
}

export interface AboutFile {
  categories: { id: number; en: string; cn: string }[];
  profile: { title: string; lead: string; content: string; facts: { value: string; label: string }[] };
  milestones: { year: number; title: string; summary: string }[];
}

/** News categories (dictionary type 6, ids 32..35), articles, milestones and the company profile. */
export const newsSeeder: Seeder = {
  name: 'news',
  async run(trx, { contentDir }) {
    const { articles } = readContentJson<ArticlesFile>(contentDir, 'news/articles.json');
    const about = readContentJson<AboutFile>(contentDir, 'news/about.json');

    await trx
      .insertInto('categories')
      .values(
        about.categories.map((category, index) => ({
          id: category.id,
          type: 6,
          pid: 0,
          en_name: category.en,
          cn_name: category.cn,
          image_url: '',
          description: '',
          introduction: '',
          sort: index,
        })),
      )
      .execute();

    await insertInChunks(
      articles.map((article) => {
        // Dates in the content are calendar days; the database keeps full ISO timestamps (UTC) so they sort as strings.
        const publishTime = new Date(`${article.publishTime}T08:00:00.000Z`).toISOString();
        return {
          id: article.id,
          category_id: article.categoryId,
          title: article.title,
          summary: article.summary,
          author: article.author,
          publish_time: publishTime,
          create_time: publishTime,
          img_url: `/media/news/article-${article.id}.svg`,
          content: article.content,
          level: article.level,
        };
      }),
      (chunk) => trx.insertInto('articles').values(chunk).execute(),
      50,
    );

    await trx
      .insertInto('milestones')
      .values(
        about.milestones.map((milestone, index) => ({
          id: index + 1,
          year: milestone.year,
          title: milestone.title,
          summary: milestone.summary,
          image_url: `/media/news/milestone-${milestone.year}.svg`,
          sort: index,
        })),
      )
      .execute();

    await trx
      .insertInto('site_settings')
      .values({ key: PROFILE_SETTING_KEY, value: JSON.stringify({ ...about.profile, ImageUrl: '/media/news/profile.svg' }) })
      .execute();
  },
};
