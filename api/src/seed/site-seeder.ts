import type { Seeder } from './types';
import { readContentJson } from './content-files';

interface CategoriesFile {
  families: { id: number; en: string; cn: string; description: string }[];
  subCategories: { id: number; pid: number; en: string; cn: string; introduction?: string; description?: string }[];
}

interface SiteFile {
  copyright: string;
  banners: { id: number; dictionaryId: number; title: string; subtitle: string; link?: string }[];
}

/** The site-wide content: product category tree (dictionary type 1), banners of every page, copyright. */
export const siteSeeder: Seeder = {
  name: 'site',
  async run(trx, { contentDir }) {
    const categories = readContentJson<CategoriesFile>(contentDir, 'site/categories.json');
    const site = readContentJson<SiteFile>(contentDir, 'site/site.json');

    await trx
      .insertInto('categories')
      .values([
        ...categories.families.map((family, index) => ({
          id: family.id,
          type: 1,
          pid: 0,
          en_name: family.en,
          cn_name: family.cn,
          image_url: `/media/site/category-${family.id}.svg`,
          description: family.description,
          introduction: '',
          sort: index,
        })),
        ...categories.subCategories.map((sub, index) => ({
          id: sub.id,
          type: 1,
          pid: sub.pid,
          en_name: sub.en,
          cn_name: sub.cn,
          image_url: `/media/site/category-${sub.id}.svg`,
          description: sub.description ?? '',
          introduction: sub.introduction ?? '',
          sort: index,
        })),
      ])
      .execute();

    await trx
      .insertInto('advertisements')
      .values(
        site.banners.map((item, index) => ({
          id: item.id,
          dictionary_id: item.dictionaryId,
          title: item.title,
          image_url: `/media/site/banner-${item.id}.svg`,
          link_url: item.link ?? '',
          summary: item.subtitle,
          sort: index,
        })),
      )
      .execute();

    await trx.insertInto('site_settings').values({ key: 'copyright', value: site.copyright }).execute();
  },
};
