// schema.org JSON-LD of the pages. Every node names its @type and the properties schema.org and Google's structured
// data documentation expect of that type; addresses are absolute (SITE_URL). The page writes them with
// jsonForScript, so no text inside can end the script element.

import { SOCIAL_PROFILES } from '../../contracts/social-profiles';
import { COMPANY } from '../../contracts/company';

/** What every page's structured data says about the site and the company. */
export interface SiteInfo {
  /** SITE_URL without a trailing slash. */
  siteUrl: string;
  /** CN_SITE_URL without a trailing slash: the Chinese site, same paths. */
  cnSiteUrl: string;
  siteName: string;
  salesEmail: string;
}

/** A breadcrumb as the page shows it: the last one (the page itself) has no link of its own. */
export interface Crumb {
  name: string;
  path?: string;
}

export type JsonLd = Record<string, unknown>;

/** The logo the structured data names: the same mark the header draws, served by the SEO plugin. */
export const LOGO_PATH = '/logo.svg';

/** Absolute URL of a path on this site; http(s) URLs are kept; anything else (empty, javascript:) gives undefined. */
export function absoluteUrl(site: SiteInfo, pathOrUrl: string | null | undefined): string | undefined {
  if (!pathOrUrl) return undefined;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (!pathOrUrl.startsWith('/') || pathOrUrl.startsWith('//')) return undefined;
  return `${site.siteUrl}${pathOrUrl}`;
}

const organizationId = (site: SiteInfo) => `${site.siteUrl}/#organization`;

/** The company: name, logo, address of the site, how to reach sales, and its profiles. */
export function organization(site: SiteInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.siteName,
    url: `${site.siteUrl}/index`,
    logo: `${site.siteUrl}${LOGO_PATH}`,
    // The headquarters' address and the sales line, as the footer gives them (the company's facts).
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.headquarters.street,
      addressLocality: COMPANY.headquarters.locality,
      postalCode: COMPANY.headquarters.postalCode,
      addressCountry: COMPANY.headquarters.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: COMPANY.phone.dial,
      email: site.salesEmail,
      url: `${site.siteUrl}/about?type=1`,
      availableLanguage: ['English', 'Chinese'],
    },
    sameAs: SOCIAL_PROFILES.map((profile) => profile.href),
  };
}

/** The site and its search: a search box in results leads to the search page with the visitor's words. */
export function webSite(site: SiteInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.siteUrl}/#website`,
    name: site.siteName,
    url: `${site.siteUrl}/index`,
    inLanguage: 'en',
    publisher: { '@id': organizationId(site) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.siteUrl}/searchList?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The visible breadcrumbs; each one before the last links to its page, the last is the page itself. */
export function breadcrumbList(site: SiteInfo, crumbs: readonly Crumb[], canonical: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${site.siteUrl}${crumb.path ?? canonical}`,
    })),
  };
}

/** A list of pages (products of a category, articles, categories of a family), in the order the page shows them. */
export function itemList(site: SiteInfo, name: string, items: ReadonlyArray<{ name: string; path: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: `${site.siteUrl}${item.path}` })),
  };
}

export interface ProductFacts {
  name: string;
  model: string;
  description: string;
  images: string[];
  category: string;
  path: string;
  /** The schema.org availability of its offer (LIFECYCLE_AVAILABILITY of contracts/product-lifecycle.ts). */
  availability: string;
}

/**
 * A product: its model number is its SKU and manufacturer part number; the company is its brand and maker. Its offer
 * says only whether it can be ordered (its lifecycle): prices are quoted per project, so the page states none.
 */
export function product(site: SiteInfo, facts: ProductFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${site.siteUrl}${facts.path}#product`,
    name: facts.name,
    sku: facts.model,
    mpn: facts.model,
    description: facts.description,
    ...(facts.images.length > 0 ? { image: facts.images } : {}),
    brand: { '@type': 'Brand', name: site.siteName },
    manufacturer: { '@id': organizationId(site) },
    category: facts.category,
    url: `${site.siteUrl}${facts.path}`,
    offers: {
      '@type': 'Offer',
      url: `${site.siteUrl}${facts.path}`,
      availability: facts.availability,
      seller: { '@id': organizationId(site) },
    },
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  datePublished: string;
  image: string | undefined;
  author: string;
  section: string;
  path: string;
}

/** A news article: headline, dates, picture, and the company as its publisher. */
export function newsArticle(site: SiteInfo, facts: ArticleFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: facts.headline,
    description: facts.description,
    datePublished: facts.datePublished,
    dateModified: facts.datePublished,
    ...(facts.image ? { image: [facts.image] } : {}),
    author: facts.author ? { '@type': 'Person', name: facts.author } : { '@id': organizationId(site) },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.siteName,
      logo: { '@type': 'ImageObject', url: `${site.siteUrl}${LOGO_PATH}` },
    },
    ...(facts.section ? { articleSection: facts.section } : {}),
    mainEntityOfPage: `${site.siteUrl}${facts.path}`,
    inLanguage: 'en',
  };
}
