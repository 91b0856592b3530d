import { FIRST_READS } from '../../../contracts/first-reads';
import { carry, definePageType } from '../page-type';
import { pageSeo } from '../pages';
import { firstDescription } from '../text';

/** /solution: the sectors in type order, each with its summary and its solutions, as Solution/GetList gives the app. */
export const solutionsPage = definePageType({
  params: {},
  read: ({ solutions }) => solutions.sectorOverview(),

  seo(sectors) {
    const solutions = sectors.flatMap((sector) => sector.Solutions);
    const sectorNames = sectors.map((sector) => sector.Name).filter(Boolean);
    return pageSeo({
      title: 'Solutions',
      description: firstDescription(
        `Industrial networking solutions for ${sectorNames.join(', ')}: ${solutions.map((solution) => solution.Name).join(', ')}.`,
      ),
      canonical: '/solution',
      // An empty ImageUrl (a sector without a banner) is no picture.
      image: sectors[0]?.ImageUrl || null,
      imageAlt: sectors[0]?.Name ?? '',
    });
  },

  // The sectors' descriptions and their solutions fill the cards of the page's first frame.
  carried: (sectors) => [carry(FIRST_READS.solutionList(), sectors)],

  sitemap: async () => [{ path: '/solution' }],
});
