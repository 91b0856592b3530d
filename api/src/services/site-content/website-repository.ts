import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The site_settings key of the footer's copyright line. */
const COPYRIGHT_SETTING_KEY = 'copyright';

export type WebsiteRepository = ReturnType<typeof createWebsiteRepository>;

/** The site-wide texts the /api/WebSite replies carry. */
export function createWebsiteRepository(db: Kysely<Database>) {
  return {
    /** The footer's copyright line; empty when none is stored. */
    async copyright(): Promise<string> {
      const row = await db.selectFrom('site_settings').select('value').where('key', '=', COPYRIGHT_SETTING_KEY).executeTakeFirst();
      return row?.value ?? '';
    },
  };
}
