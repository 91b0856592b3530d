import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// How the news articles are read, for /api/Article and for the article's server-rendered page alike, so the
// card both show is read from the same columns.

/** The four news categories live in dictionary type 6. */
export const NEWS_DICTIONARY_TYPE = 6;

/** The articles joined with their news category (none when the category is not a news one). */
export function articlesWithCategory(db: Kysely<Database>) {
  return db
    .selectFrom('articles')
    .leftJoin('categories', (join) => join.onRef('categories.id', '=', 'articles.category_id').on('categories.type', '=', NEWS_DICTIONARY_TYPE));
}

/** The columns of an article's card (the list and the random picks); its detail adds `articles.content`. */
export const articleListColumns = [
  'articles.id',
  'articles.title',
  'articles.summary',
  'articles.author',
  'articles.publish_time',
  'articles.create_time',
  'articles.img_url',
  'articles.category_id',
  'articles.level',
  'categories.en_name as category_name',
] as const;
