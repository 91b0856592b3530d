import type { Kysely } from 'kysely';
import type { Category, CategoryTree } from '../../contracts/api-shapes';
import type { Database } from '../../db/schema';

export type DictionaryRepository = ReturnType<typeof createDictionaryRepository>;

/** The category trees, in the shape the /api/Dictionary replies carry. */
export function createDictionaryRepository(db: Kysely<Database>) {
  return {
    /** The categories of dictionary `type`: the top level (pid 0) and the sub categories, each in order. */
    async categoryTree(type: number): Promise<CategoryTree> {
      const rows = await db
        .selectFrom('categories')
        .select(['id', 'pid', 'en_name', 'cn_name', 'image_url', 'description', 'introduction'])
        .where('type', '=', type)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const toCategory = (row: (typeof rows)[number]): Category => ({
        Id: row.id,
        EN_Name: row.en_name,
        CN_Name: row.cn_name,
        ImageUrl: row.image_url,
        Pid: row.pid,
        Description: row.description,
        Introduction: row.introduction,
      });
      return {
        Category: rows.filter((row) => row.pid === 0).map(toCategory),
        SubCategory: rows.filter((row) => row.pid !== 0).map(toCategory),
      };
    },
  };
}
