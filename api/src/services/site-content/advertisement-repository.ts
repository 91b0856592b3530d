import type { Kysely } from 'kysely';
import type { Advertisement } from '../../contracts/api-shapes';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/envelope';
import { likeTerm } from '../../lib/like-term';
import { readPage, type PageInfo, type PageRequest } from '../../lib/paging';

export type AdvertisementRepository = ReturnType<typeof createAdvertisementRepository>;

/** A page of one placement's banners, as Advertisement/GetPage answers it. */
export type BannerPage = PageInfo & { data: Advertisement[] };

/** What Advertisement/GetPage asks for: a page of placement `dictionaryId`'s banners whose title holds `key`. */
export interface BannerPageQuery extends PageRequest {
  dictionaryId: number;
  key: string;
}

/**
 * Advertisement/GetPage's answer, read by that route and by the pages that carry it: a 400 for a dictionary id that
 * has no banner, so a mistyped placement is told apart from one whose banners the key filters out.
 */
export async function readBannerPage(banners: AdvertisementRepository, { dictionaryId, key, page, pageSize }: BannerPageQuery): Promise<BannerPage> {
  const found = await banners.placementPage(dictionaryId, likeTerm(key), { page, pageSize });
  if (!found) throw badRequest(`dictionaryId ${dictionaryId} is not a banner placement.`);
  return found;
}

/** The banners, in the shape the /api/Advertisement replies carry. */
export function createAdvertisementRepository(db: Kysely<Database>) {
  return {
    /**
     * A page of the banners of placement `dictionaryId` whose title holds `term` (every banner when empty);
     * undefined when no banner has that dictionary id, so it is no banner placement.
     */
    async placementPage(dictionaryId: number, term: string, request: PageRequest): Promise<BannerPage | undefined> {
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
