import type { Crumb, JsonLd } from './structured-data';

// What the server says about one page: the head and the structured data. Each page type (page-types/) says it from
// its one read; services/document writes it into the document. The page's content is the app's own, server-rendered.

/** What the server says about one page: its status, its head and its structured data. */
export interface PageSeo {
  /** 404 for an id that names nothing: the app shows its not-found message, crawlers drop the address. */
  status: 200 | 404;
  /** The page's own name; the document's title is "<title> | <site name>". */
  title: string;
  /** Plain text, at most 160 characters. */
  description: string;
  /** The one address of the page (path and the query parameters that change its content, in a fixed order). */
  canonical: string | null;
  /** A path on the site or an absolute URL: the page's picture for link previews. */
  image: string | null;
  imageAlt: string;
  /** Sign-in, account, password and search pages, and the 404 page, are kept out of search results. */
  noindex: boolean;
  ogType: 'website' | 'article';
  /** The breadcrumbs the page shows (none: the page shows none). */
  breadcrumbs: Crumb[];
  /** The page's own structured data; Organization, WebSite and BreadcrumbList are added for every page. */
  jsonLd: JsonLd[];
  /** An article's date of publication (YYYY-MM-DD). */
  published?: string;
  /** A feed of the page's items (a path on the site), which feed readers find through the head's alternate link. */
  atomFeed?: { path: string; title: string };
}

/** The defaults of a page; each page type says what differs. */
export function pageSeo(fields: Partial<PageSeo> & Pick<PageSeo, 'title' | 'description' | 'canonical'>): PageSeo {
  return { status: 200, image: null, imageAlt: '', noindex: false, ogType: 'website', breadcrumbs: [], jsonLd: [], ...fields };
}

/** The page for an address whose id names nothing: the app shows its own not-found message in the same document. */
export function notFoundPage(): PageSeo {
  return pageSeo({
    status: 404,
    title: 'Page not found',
    description: 'The page you are looking for does not exist or is no longer available.',
    canonical: null,
    noindex: true,
  });
}
