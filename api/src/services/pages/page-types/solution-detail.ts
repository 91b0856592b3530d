import { BANNER_DICTIONARY } from '../../../contracts/content-ids';
import { FIRST_READS } from '../../../contracts/first-reads';
import { readBannerPage } from '../../site-content/advertisement-repository';
import { answered, carry, definePageType, HOME_CRUMB, intParam, SHORT_PARAM } from '../page-type';
import { pageSeo } from '../pages';
import { firstDescription } from '../text';

/** A solution's sector as the banner placements number them (1 to 4); the app shows no sector banner for another. */
const isSectorType = (type: number): type is keyof typeof BANNER_DICTIONARY.solutionSector => type in BANNER_DICTIONARY.solutionSector;

/** /solutionDetails?type=&tag=&id=: one solution, as Solution/GetDetailById gives the app (none found: 404), and its sector's banner. */
export const solutionDetailPage = definePageType({
  params: { id: SHORT_PARAM, type: SHORT_PARAM, tag: SHORT_PARAM },
  async read({ banners, solutions }, query) {
    // As the app reads it: a known id names the solution; without an id, type and tag pick it (tag 1st of the sector when unknown).
    const rawId = query.get('id');
    let id = intParam(query, 'id');
    if (rawId !== undefined && rawId.trim() !== '' && id === undefined) return undefined;
    if (id === undefined) {
      const type = intParam(query, 'type', 1, 4);
      if (type === undefined) return undefined;
      id = await solutions.idInSector(type, intParam(query, 'tag'));
    }
    const solution = id === undefined ? undefined : await solutions.detail(id);
    if (solution === undefined) return undefined;
    // The app heads the page with the banner of the solution's own sector, whatever type the address wrote.
    const sector = solution.Type;
    const banner = isSectorType(sector)
      ? await answered(readBannerPage(banners, { dictionaryId: BANNER_DICTIONARY.solutionSector[sector], key: '', page: 1, pageSize: 1 }))
      : undefined;
    return { solution, sector, banner };
  },

  seo({ solution }) {
    return pageSeo({
      title: solution.Name,
      description: firstDescription(solution.Summary, `${solution.Name}: ${solution.Points.map((point) => point.Name).join(', ')}.`),
      canonical: `/solutionDetails?type=${solution.Type}&tag=${solution.Tag}&id=${solution.Id}`,
      image: solution.BannerImageUrl || null,
      imageAlt: solution.Name,
      breadcrumbs: [HOME_CRUMB, { name: 'Solutions', path: '/solution' }, { name: solution.Name }],
    });
  },

  // The sector's banner (its picture heads the page) and the solution the tab shows below it.
  carried: ({ solution, sector, banner }) => [
    isSectorType(sector) ? carry(FIRST_READS.pageBanners(BANNER_DICTIONARY.solutionSector[sector], 1), banner, banner?.data[0]?.ImageUrl) : undefined,
    carry(FIRST_READS.solutionDetail(solution.Id), solution),
  ],

  sitemap: async ({ solutions }) =>
    (await solutions.sectorOverview()).flatMap((sector) =>
      sector.Solutions.map((solution) => ({ path: `/solutionDetails?type=${solution.Type}&tag=${solution.Tag}&id=${solution.Id}` })),
    ),
});
