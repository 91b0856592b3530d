import { FIRST_READS } from '../../../contracts/first-reads';
import { normaliseAdvisoryId } from '../../../contracts/security-advisories';
import { carry, definePageType, HOME_CRUMB } from '../page-type';
import { pageSeo } from '../pages';
import type { JsonLd, SiteInfo } from '../structured-data';
import type { AdvisoryDetail } from '../../../contracts/security-advisories';
import { firstDescription } from '../text';
import { SUPPORT_CRUMB } from './security-advisories';

/** The longest id kept from the address: an advisory id is 14 characters; spaces around it are read as the app reads them. */
const ADVISORY_ID_PARAM = 40;

/** An advisory as a technical article by the company, about the products it concerns. */
function advisoryArticle(site: SiteInfo, advisory: AdvisoryDetail, path: string, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: `${advisory.Id}: ${advisory.Title}`,
    description,
    identifier: advisory.Id,
    datePublished: advisory.PublishedAt,
    dateModified: advisory.UpdatedAt,
    author: { '@id': `${site.siteUrl}/#organization` },
    publisher: { '@id': `${site.siteUrl}/#organization` },
    about: advisory.Products.map((product) => ({
      '@type': 'Product',
      name: product.Name,
      url: `${site.siteUrl}/producDtetails?id=${product.ProductId}`,
    })),
    keywords: [advisory.Severity, `CVSS ${advisory.CvssScore.toFixed(1)}`, advisory.CweId, ...advisory.Products.map((product) => product.Name)].join(
      ', ',
    ),
    mainEntityOfPage: `${site.siteUrl}${path}`,
    inLanguage: 'en',
  };
}

/** /securityAdvisory?id=FL-SA-2026-003: one advisory, as SecurityAdvisory/GetInfoById gives the app (none: 404). */
export const securityAdvisoryPage = definePageType({
  params: { id: ADVISORY_ID_PARAM },
  async read({ advisories }, query) {
    const id = normaliseAdvisoryId(query.get('id') ?? '');
    return id === null ? undefined : ((await advisories.byId(id)) ?? undefined);
  },

  seo(advisory, { site }) {
    const path = `/securityAdvisory?id=${advisory.Id}`;
    const description = firstDescription(`${advisory.Severity} (CVSS ${advisory.CvssScore.toFixed(1)}): ${advisory.Summary}`);
    return pageSeo({
      title: `${advisory.Id}: ${advisory.Title}`,
      description,
      canonical: path,
      ogType: 'article',
      published: advisory.PublishedAt.slice(0, 10),
      breadcrumbs: [HOME_CRUMB, SUPPORT_CRUMB, { name: 'Security Advisories', path: '/securityAdvisories' }, { name: advisory.Id }],
      jsonLd: [advisoryArticle(site, advisory, path, description)],
    });
  },

  // The app reads the advisory by the id as the address wrote it, trimmed and in capitals: that read is carried.
  carried: (advisory) => [carry(FIRST_READS.securityAdvisory(advisory.Id), advisory)],

  sitemap: async ({ advisories }) =>
    (await advisories.list()).map((advisory) => ({ path: `/securityAdvisory?id=${advisory.Id}`, lastmod: advisory.UpdatedAt.slice(0, 10) })),
});
