import { COMPANY } from '../../../contracts/company';
import { FIRST_READS } from '../../../contracts/first-reads';
import { ADVISORIES_FEED_PATH } from '../../../contracts/security-advisories';
import { carry, definePageType, HOME_CRUMB } from '../page-type';
import { pageSeo } from '../pages';
import { itemList } from '../structured-data';
import { firstDescription } from '../text';

/** The Support crumb the advisory pages sit under. */
export const SUPPORT_CRUMB = { name: 'Support', path: '/support' };

/** /securityAdvisories: every product security advisory, newest first, as SecurityAdvisory/GetList gives the app. */
export const securityAdvisoriesPage = definePageType({
  params: {},
  read: ({ advisories }) => advisories.list(),

  seo(list, { site }) {
    return pageSeo({
      title: 'Security Advisories',
      description: firstDescription(
        `${COMPANY.shortName} product security advisories: affected products and firmware, fixed versions, mitigations and CVSS 3.1 scores, also as CSAF 2.0 documents.`,
      ),
      canonical: '/securityAdvisories',
      atomFeed: { path: ADVISORIES_FEED_PATH, title: `${COMPANY.shortName} security advisories` },
      breadcrumbs: [HOME_CRUMB, SUPPORT_CRUMB, { name: 'Security Advisories' }],
      jsonLd: [
        itemList(
          site,
          'Security Advisories',
          list.map((advisory) => ({ name: `${advisory.Id}: ${advisory.Title}`, path: `/securityAdvisory?id=${advisory.Id}` })),
        ),
      ],
    });
  },

  // The list is the page: every advisory's row is in its first frame.
  carried: (list) => [carry(FIRST_READS.securityAdvisories(), list)],

  sitemap: async ({ advisories }) => {
    const newest = (await advisories.list())
      .map((advisory) => advisory.UpdatedAt)
      .sort()
      .pop();
    return [{ path: '/securityAdvisories', lastmod: newest?.slice(0, 10) }];
  },
});
