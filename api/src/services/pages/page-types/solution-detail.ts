import { definePageType, HOME_CRUMB, intParam, SHORT_PARAM } from '../page-type';
import { pageSeo } from '../pages';
import { firstDescription } from '../text';

/** /solutionDetails?type=&tag=&id=: one solution, as Solution/GetDetailById gives the app (none found: 404). */
export const solutionDetailPage = definePageType({
  params: { id: SHORT_PARAM, type: SHORT_PARAM, tag: SHORT_PARAM },
  async read({ solutions }, query) {
    // As the app reads it: a known id names the solution; without an id, type and tag pick it (tag 1st of the sector when unknown).
    const rawId = query.get('id');
    let id = intParam(query, 'id');
    if (rawId !== undefined && rawId.trim() !== '' && id === undefined) return undefined;
    if (id === undefined) {
      const type = intParam(query, 'type', 1, 4);
      if (type === undefined) return undefined;
      id = await solutions.idInSector(type, intParam(query, 'tag'));
    }
    return id === undefined ? undefined : solutions.detail(id);
  },

  seo(solution) {
    return pageSeo({
      title: solution.Name,
      description: firstDescription(solution.Summary, `${solution.Name}: ${solution.Points.map((point) => point.Name).join(', ')}.`),
      canonical: `/solutionDetails?type=${solution.Type}&tag=${solution.Tag}&id=${solution.Id}`,
      image: solution.BannerImageUrl || null,
      imageAlt: solution.Name,
      breadcrumbs: [HOME_CRUMB, { name: 'Solutions', path: '/solution' }, { name: solution.Name }],
    });
  },

  sitemap: async ({ solutions }) =>
    (await solutions.sectorOverview()).flatMap((sector) =>
      sector.Solutions.map((solution) => ({ path: `/solutionDetails?type=${solution.Type}&tag=${solution.Tag}&id=${solution.Id}` })),
    ),
});
