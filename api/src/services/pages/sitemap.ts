import { escapeHtml } from '../../lib/html';
import type { ContentReads } from './content-reads';
import type { SitemapEntry } from './page-type';
import { SITEMAP_PAGE_TYPES } from './page-types';
import type { SiteInfo } from './structured-data';

// sitemap.xml and robots.txt. The sitemap lists the canonical address of every public page that has content, in the
// form the pages' own <link rel=canonical> gives, so a search engine never sees two addresses of one page. Each page
// type names its own addresses (page-types/), read through the same repositories as its page.

export type { SitemapEntry };

/** The sitemap protocol's limit of addresses per file; beyond it /sitemap.xml becomes an index of numbered files. */
export const SITEMAP_MAX_URLS = 50_000;

/** Every public page with content: the fixed pages, each product family, list, product, solution and article. */
export async function sitemapEntries(content: ContentReads): Promise<SitemapEntry[]> {
  const parts = await Promise.all(SITEMAP_PAGE_TYPES.map((pageType) => pageType.sitemap?.(content) ?? []));
  return parts.flat();
}

/** Text for XML content or a quoted attribute: the HTML escaper's `& < > " '` entities are XML's too (&#39; for '). */
const xmlText = escapeHtml;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlSet(site: SiteInfo, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url><loc>${xmlText(site.siteUrl + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(site: SiteInfo, parts: number): string {
  const sitemaps = Array.from(
    { length: parts },
    (_unused, index) => `<sitemap><loc>${xmlText(`${site.siteUrl}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The files of the sitemap: `/sitemap.xml` alone while the addresses fit in one, otherwise an index there and the
 * addresses in `/sitemap-1.xml`, `/sitemap-2.xml`... of at most `maxUrls` each.
 */
export function sitemapFiles(site: SiteInfo, entries: readonly SitemapEntry[], maxUrls = SITEMAP_MAX_URLS): Map<string, string> {
  const files = new Map<string, string>();
  if (entries.length <= maxUrls) {
    files.set('/sitemap.xml', urlSet(site, entries));
    return files;
  }
  const parts = Math.ceil(entries.length / maxUrls);
  files.set('/sitemap.xml', sitemapIndex(site, parts));
  for (let part = 0; part < parts; part += 1) {
    files.set(`/sitemap-${part + 1}.xml`, urlSet(site, entries.slice(part * maxUrls, (part + 1) * maxUrls)));
  }
  return files;
}

/** Pages that are private or have no content of their own: crawlers are asked to stay away. */
export const DISALLOWED_PATHS = ['/api/', '/account', '/login', '/forgotPassword', '/passwordSetting', '/searchList', '/ops'] as const;

/**
 * The API reads a page makes while it renders. A search engine that runs the app (Google does) fetches them as it
 * renders the page and obeys robots.txt while doing so: with all of /api/ closed it would index an empty page. The
 * longer rule wins, so these stay open while the rest of /api/ (accounts, downloads, search, forms) stays closed.
 */
export const RENDERING_READS = [
  '/api/Product/',
  '/api/Dictionary/',
  '/api/Advertisement/',
  '/api/Solution/',
  '/api/Article/',
  '/api/About/',
  '/api/Material/',
  '/api/SecurityAdvisory/',
  '/api/WebSite/CopyRight',
] as const;

export function robotsTxt(site: SiteInfo): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    ...RENDERING_READS.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${site.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
