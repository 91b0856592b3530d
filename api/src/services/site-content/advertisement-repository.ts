import type { Kysely } from 'kysely';
import type { Advertisement } from '../../contracts/api-shapes';
import type { Database } from '../../db/schema';
import { readPage, type PageInfo, type PageRequest } from '../../lib/paging';

export type AdvertisementRepository = ReturnType<typeof createAdvertisementRepository>;

/** The banners, in the shape the /api/Advertisement replies carry. */
export function createAdvertisementRepository(db: Kysely<Database>) {
  return {
    /**
     * A page of the banners of placement `dictionaryId` whose title holds `term` (every banner when empty);
     * undefined when no banner has that dictionary id, so it is no banner placement.
     */
    async placementPage(dictionaryId: number, term: string, request: PageRequest): Promise<(PageInfo & { data: Advertisement[] }) | undefined> {
      const known = await db.selectFrom('advertisements').select('id').where('dictionary_id', '=', dictionaryId).limit(1).executeTakeFirst();
      if (!known) return undefined;

      let query = db.selectFrom('advertisements').where('dictionary_id', '=', dictionaryId);
      // lower() on both sides because LIKE ignores case on SQLite but not on PostgreSQL.
      if (term) query = query.where((eb) => eb(eb.fn('lower', ['title']), 'like', eb.fn<string>('lower', [eb.val(`%${term}%`)])));
      const found = await readPage(query, request, (filtered) =>
        filtered.select(['id', 'title', 'image_url', 'link_url', 'summary']).orderBy('sort').orderBy('id'),
      );
      return {
        ...found,
        data: found.data.map((row): Advertisement => ({
          Id: row.id,
          Title: row.title,
          ImageUrl: row.image_url,
          LinkUrl: row.link_url,
          Summary: row.summary,
        })),
      };
    },
  };
}
