import { FIRST_READS } from '../../../contracts/first-reads';
import { carry, definePageType } from '../page-type';
import { pageSeo } from '../pages';
import { firstDescription } from '../text';

/** /about: the company profile (About/GetProfile), its head and the reply its first screen is drawn from. */
export const aboutPage = definePageType({
  params: {},
  read: async ({ about }) => ({ profile: await about.profile() }),

  seo({ profile }, { site }) {
    const title = profile.Title || `About ${site.siteName}`;
    return pageSeo({
      title: 'About Us',
      description: firstDescription(profile.Lead, profile.Content, `About ${site.siteName}.`),
      canonical: '/about',
      image: profile.ImageUrl || null,
      imageAlt: title,
    });
  },

  // The profile is the first screen (its text the largest paint on a phone); the milestones below it the app reads itself.
  carried: ({ profile }) => [carry(FIRST_READS.companyProfile(), profile)],

  sitemap: async () => [{ path: '/about' }],
});
