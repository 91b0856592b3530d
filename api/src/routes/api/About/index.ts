import type { FastifyPluginAsync } from 'fastify';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { companyProfileSchema, milestoneSchema, type CompanyProfile, type Milestone } from '../../../contracts/api-shapes';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { PROFILE_SETTING_KEY } from '../../../seed/news-seeder';

interface StoredProfile {
  title: string;
  lead: string;
  content: string;
  ImageUrl: string;
  facts: { value: string; label: string }[];
}

/** /api/About: the About page's company profile and milestones. */
const aboutRoutes: FastifyPluginAsync = async (app) => {
  // Two fixed replies, imported with the content: kept serialised until the next import.
  const replies = createContentReplies(app.db, { maxEntries: 2 });

  app.get('/GetProfile', { ...CACHED_READ_ROUTE, schema: { response: { 200: envelopeSchema(companyProfileSchema) } } }, async (request, reply) =>
    replies.send(request, reply, 'profile', async () => {
      const row = await app.db.selectFrom('site_settings').select('value').where('key', '=', PROFILE_SETTING_KEY).executeTakeFirst();
      const profile: StoredProfile = row ? (JSON.parse(row.value) as StoredProfile) : { title: '', lead: '', content: '', ImageUrl: '', facts: [] };
      return ok<CompanyProfile>({
        Title: profile.title,
        Lead: profile.lead,
        Content: profile.content,
        ImageUrl: profile.ImageUrl,
        Facts: profile.facts.map((fact) => ({ Value: fact.value, Label: fact.label })),
      });
    }),
  );

  app.get(
    '/GetMilestones',
    { ...CACHED_READ_ROUTE, schema: { response: { 200: envelopeSchema({ type: 'array', items: milestoneSchema }) } } },
    async (request, reply) =>
      replies.send(request, reply, 'milestones', async () => {
        const rows = await app.db
          .selectFrom('milestones')
          .select(['id', 'year', 'title', 'summary', 'image_url'])
          .orderBy('year')
          .orderBy('sort')
          .execute();
        return ok(rows.map((row): Milestone => ({ Id: row.id, Year: row.year, Title: row.title, Summary: row.summary, ImageUrl: row.image_url })));
      }),
  );
};

export default aboutRoutes;
