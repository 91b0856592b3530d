import type { Kysely } from 'kysely';
import type { CompanyProfile, Milestone } from '../../contracts/api-shapes';
import type { Database } from '../../db/schema';

/** The site_settings key under which the content import stores the company profile (as JSON). */
export const PROFILE_SETTING_KEY = 'about.profile';

/** The company profile as the seeder stores it (JSON in site_settings). */
interface StoredProfile {
  title: string;
  lead: string;
  content: string;
  ImageUrl: string;
  facts: { value: string; label: string }[];
}

export type AboutRepository = ReturnType<typeof createAboutRepository>;

/** The About page's reads, in the shapes the /api/About replies carry. */
export function createAboutRepository(db: Kysely<Database>) {
  return {
    /** The company profile; every field empty when none is stored. */
    async profile(): Promise<CompanyProfile> {
      const row = await db.selectFrom('site_settings').select('value').where('key', '=', PROFILE_SETTING_KEY).executeTakeFirst();
      const profile: StoredProfile = row ? (JSON.parse(row.value) as StoredProfile) : { title: '', lead: '', content: '', ImageUrl: '', facts: [] };
      return {
        Title: profile.title,
        Lead: profile.lead,
        Content: profile.content,
        ImageUrl: profile.ImageUrl,
        Facts: profile.facts.map((fact) => ({ Value: fact.value, Label: fact.label })),
      };
    },

    /** Every milestone, by year. */
    async milestones(): Promise<Milestone[]> {
      const rows = await db
        .selectFrom('milestones')
        .select(['id', 'year', 'title', 'summary', 'image_url'])
        .orderBy('year')
        .orderBy('sort')
        .execute();
      return rows.map((row) => ({ Id: row.id, Year: row.year, Title: row.title, Summary: row.summary, ImageUrl: row.image_url }));
    },
  };
}
