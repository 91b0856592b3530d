import { PARTS_LIST_PAGE } from '../../../contracts/parts-list';
import { definePageType, HOME_CRUMB } from '../page-type';
import { pageSeo } from '../pages';
import { absoluteUrl, type JsonLd, type SiteInfo } from '../structured-data';

const PATH = '/partsListCheck';

/** The check is a tool that runs in the browser, free to use: schema.org's WebApplication, offered at no price. */
function webApplication(site: SiteInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: PARTS_LIST_PAGE.title,
    description: PARTS_LIST_PAGE.description,
    url: absoluteUrl(site, PATH),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any (runs in a web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    provider: { '@type': 'Organization', name: site.siteName, url: absoluteUrl(site, '/index') },
  };
}

/**
 * /partsListCheck: a form, the same for every visitor. Nothing is read on the server (the list is the visitor's and
 * is checked only when sent), so the page carries no reads; it is in the sitemap as a page of its own.
 */
export const partsListCheckPage = definePageType({
  params: {},
  read: async () => PARTS_LIST_PAGE,
  seo: (_page, { site }) =>
    pageSeo({
      title: PARTS_LIST_PAGE.title,
      description: PARTS_LIST_PAGE.description,
      canonical: PATH,
      breadcrumbs: [HOME_CRUMB, { name: 'Support', path: '/support' }, { name: PARTS_LIST_PAGE.title }],
      jsonLd: [webApplication(site)],
    }),
  sitemap: async () => [{ path: PATH }],
});
