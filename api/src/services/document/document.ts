import { escapeHtml, html, jsonForScript, Markup } from '../../lib/html';
import type { PageSeo } from '../pages/pages';
import { absoluteUrl, breadcrumbList, LOGO_PATH, organization, webSite, type SiteInfo } from '../pages/structured-data';

// Where the server's words go in the shell's index.html, and the words themselves.

/**
 * The shell's index.html made ready for per-page writing: its own title, description and "needs JavaScript" note
 * taken out (each page writes its own), `lang` set, and the three places where a page's parts go.
 */
export interface PageTemplate {
  html: string;
  /** Before the first script of <head>: the page's head tags, then the visitor's manifest and preloads. */
  headAt: number;
  /** Before </head> (after the shell's own preloads), or headAt when there is none: the visitor's later preloads. */
  headEndAt: number;
  /** Just inside the app's root element, or -1 when the template has none: the content for crawlers. */
  rootAt: number;
  /** Before </body>: the structured data. */
  bodyEndAt: number;
}

/** The language of every page of this site; the Chinese site (CN_SITE_URL) is another site with the same paths. */
export const PAGE_LANGUAGE = 'en';

/**
 * Where the head tags, the manifest and the preloads go: before the first script of <head>, so the manifest is in
 * the document before any script can look for it, and the preload is seen as early as the shell's own files.
 */
function headInsertionPoint(text: string): number {
  const lower = text.toLowerCase();
  const headEnd = lower.indexOf('</head');
  const script = lower.indexOf('<script');
  if (script !== -1 && (headEnd === -1 || script < headEnd)) return script;
  if (headEnd !== -1) return headEnd;
  const body = lower.indexOf('<body');
  return body !== -1 ? body : text.length;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*["']?description(?=["'\s/>])[^>]*>/i;
const HTML_TAG = /<html\b([^>]*)>/i;
/** The shell's note for browsers without JavaScript: the pages now carry their content, so the note would be wrong. */
const TEXT_ONLY_NOSCRIPT = /<noscript>[^<]*<\/noscript>/i;
const ROOT_START = /<div\b[^>]*\bid\s*=\s*["']?root(?=["'\s/>])[^>]*>/i;

/** A `<link>` tag of the template's head, e.g. the shell's preload of a stylesheet. */
export const LINK_TAG = /<link\b[^>]*>/gi;
/** A `<script>` start tag. */
export const SCRIPT_TAG = /<script\b[^>]*>/gi;

/** One attribute of a tag's text as written (quoted or not, still escaped), or undefined. */
export function rawAttributeOf(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+)`, 'i').exec(tag)?.[1];
}

/** An attribute's value without its quotes, lower-cased: for keywords such as rel and as. */
export const keywordOf = (tag: string, name: string) =>
  rawAttributeOf(tag, name)
    ?.replace(/^["']|["']$/g, '')
    .toLowerCase();

export interface TemplateOptions {
  /**
   * The pages are drawn on the server: the shell's stylesheets, which its build preloads for its script to apply, are
   * put in the page (or linked, see `stylesheetText`), so the server's HTML is painted styled (its classes are theirs)
   * rather than bare and then again.
   */
  linkStylesheets: boolean;
  /** The text of a stylesheet of the build by its address as the build wrote it, or undefined: then it is linked. */
  stylesheetText?: (address: string) => string | undefined;
}

/**
 * A stylesheet's text as it may go into a <style> element of the page: not when it could end the element, import
 * another file, or name a file by a relative address (which inside the page would resolve against the page, not
 * the stylesheet's folder). Only data: addresses may appear.
 */
export function inlinableStylesheet(text: string): string | undefined {
  if (/<\/style/i.test(text) || /@import/i.test(text)) return undefined;
  for (const match of text.matchAll(/url\(\s*(["']?)([^"')]*)/gi)) {
    if (!/^data:/i.test(match[2] ?? '')) return undefined;
  }
  return text;
}

/**
 * The page's own copy of a stylesheet, or its link. In the page, a phone paints as soon as the HTML has arrived:
 * a linked stylesheet costs a request before the first paint (Lighthouse's mobile profile: a 150 ms round trip and
 * 560 ms of request latency), which was a third of the largest paint of a drawn product page.
 * Either carries the file's name in data-href: before it loads a stylesheet a script asks for, mini-css-extract's
 * runtime looks for a <style> or <link> whose data-href (or a link's href) is the file's name or its absolute address
 * (the webpack public path, which is absolute when it is 'auto'), never the root-relative path the page writes; with
 * the name there, a section's stylesheet put in the page is not fetched again once its scripts run. Names carry
 * their content's hash, so two files of the same name are the same file.
 */
export function stylesheetTag(address: string, text: string | undefined): string {
  const css = text === undefined ? undefined : inlinableStylesheet(text);
  const fileName = escapeHtml(address.slice(address.lastIndexOf('/') + 1));
  return css === undefined
    ? `<link rel="stylesheet" href="${escapeHtml(address)}" data-href="${fileName}">`
    : `<style data-href="${fileName}">${css}</style>`;
}

export function prepareTemplate(source: string, options: TemplateOptions = { linkStylesheets: false }): PageTemplate {
  let text = source.replace(TITLE, '').replace(DESCRIPTION, '');
  if (options.linkStylesheets) {
    // The page is painted without its scripts: they are asked for after the stylesheets and the pictures the first
    // screen shows, not before them (a phone's bandwidth is shared, and a high-priority script that has arrived counts
    // as holding the first paint back). The build asks for its entry script at high priority, for a page that needed it.
    text = text.replace(SCRIPT_TAG, (tag) => tag.replace(/\s+fetchpriority\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, ''));
    text = text.replace(LINK_TAG, (tag) => {
      const href = rawAttributeOf(tag, 'href');
      if (keywordOf(tag, 'rel') === 'preload' && keywordOf(tag, 'as') === 'script' && !/fetchpriority/i.test(tag)) {
        return tag.replace(/\s*\/?>$/, ' fetchpriority="low">');
      }
      if (keywordOf(tag, 'rel') !== 'preload' || keywordOf(tag, 'as') !== 'style' || !href) return tag;
      // The build writes plain file addresses (no character references), so the attribute's text is the address.
      const address = href.replace(/^["']|["']$/g, '');
      return stylesheetTag(address, options.stylesheetText?.(address));
    });
  }
  const bodyAt = text.toLowerCase().indexOf('<body');
  const noscript = TEXT_ONLY_NOSCRIPT.exec(text);
  if (noscript && noscript.index > bodyAt && bodyAt !== -1) text = text.slice(0, noscript.index) + text.slice(noscript.index + noscript[0].length);
  text = text.replace(HTML_TAG, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${PAGE_LANGUAGE}"${rest}>`;
  });
  const headAt = headInsertionPoint(text);
  const headEnd = text.toLowerCase().indexOf('</head');
  const headEndAt = headEnd >= headAt ? headEnd : headAt;
  const root = ROOT_START.exec(text);
  const rootAt = root && root.index >= headAt ? root.index + root[0].length : -1;
  const bodyEnd = text.toLowerCase().lastIndexOf('</body');
  return { html: text, headAt, headEndAt, rootAt, bodyEndAt: bodyEnd !== -1 && bodyEnd >= Math.max(headEndAt, rootAt) ? bodyEnd : text.length };
}

/**
 * A page's parts as they go into the template: written once per page and content version, then kept. Its content
 * is not among them: the page's visible content is the app's own HTML, rendered on the server into the root element.
 */
export interface RenderedPage {
  status: number;
  head: string;
  structuredData: string;
}

// Prettier would write the tags below as it formats HTML: the text of each html`` is the bytes sent, kept as it is.
function meta(attribute: 'name' | 'property', key: string, value: string): Markup {
  // prettier-ignore
  return html`<meta ${attribute}="${key}" content="${value}">`;
}

function link(rel: string, href: string, hreflang?: string): Markup {
  // prettier-ignore
  return html`<link rel="${rel}"${hreflang ? html` hreflang="${hreflang}"` : ''} href="${href}">`;
}

/**
 * A value as the text of a JSON <script> element: jsonForScript writes no `<`, `>`, `&`, U+2028 or U+2029, so the
 * text can neither end the element nor be read as markup, and goes in as it is.
 */
export function scriptJson(value: unknown): Markup {
  return new Markup(jsonForScript(value));
}

/** A page or a release may name a file to preload only by a path on this site or an http(s) URL, nothing else. */
const PRELOADABLE = /^(https?:\/\/|\/(?!\/))/i;

/** Whether an address may stand in a preload: a path on this site (not `//host`) or an http(s) URL. */
export function isPreloadable(address: string): boolean {
  return PRELOADABLE.test(address);
}

/** The title as the document shows it: the page's own name first, then the site's. */
export function documentTitle(seo: PageSeo, site: SiteInfo): string {
  return seo.title ? `${seo.title} | ${site.siteName}` : site.siteName;
}

/** The page's head tags and its structured data, every value escaped. */
export function renderPage(seo: PageSeo, site: SiteInfo): RenderedPage {
  const title = documentTitle(seo, site);
  const canonical = seo.canonical === null ? undefined : `${site.siteUrl}${seo.canonical}`;
  const image = absoluteUrl(site, seo.image) ?? `${site.siteUrl}${LOGO_PATH}`;
  // prettier-ignore
  const tags = [html`<title>${title}</title>`, meta('name', 'description', seo.description)];
  if (seo.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (canonical && seo.canonical !== null) {
    tags.push(
      link('canonical', canonical),
      link('alternate', canonical, 'en'),
      link('alternate', `${site.cnSiteUrl.replace(/\/+$/, '')}${seo.canonical}`, 'zh'),
      link('alternate', canonical, 'x-default'),
    );
  }
  tags.push(
    meta('property', 'og:type', seo.ogType),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', seo.title || site.siteName),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:image', image),
  );
  if (seo.imageAlt) tags.push(meta('property', 'og:image:alt', seo.imageAlt));
  if (canonical) tags.push(meta('property', 'og:url', canonical));
  if (seo.published) tags.push(meta('property', 'article:published_time', seo.published));
  // prettier-ignore
  if (seo.atomFeed) tags.push(html`<link rel="alternate" type="application/atom+xml" title="${seo.atomFeed.title}" href="${site.siteUrl}${seo.atomFeed.path}">`);
  tags.push(
    meta('name', 'twitter:card', seo.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', seo.title || site.siteName),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', image),
  );

  const nodes = [organization(site), webSite(site)];
  if (seo.breadcrumbs.length > 0 && seo.canonical !== null) nodes.push(breadcrumbList(site, seo.breadcrumbs, seo.canonical));
  nodes.push(...seo.jsonLd);
  // prettier-ignore
  const structuredData = html`${nodes.map((node) => html`<script type="application/ld+json">${scriptJson(node)}</script>`)}`;

  return { status: seo.status, head: html`${tags}`.value, structuredData: structuredData.value };
}

/** What a page adds for its visitor: `head` after the page's head tags, `late` at the end of <head>. */
export interface VisitorParts {
  head: string;
  late: string;
}

/** The template with one page's parts, the visitor's parts (the manifest and preloads) and what goes inside the app's root. */
export function fillTemplate(template: PageTemplate, page: RenderedPage, visitor: VisitorParts = { head: '', late: '' }, root = ''): string {
  const { html: text, headAt, headEndAt, rootAt, bodyEndAt } = template;
  const head = text.slice(0, headAt) + page.head + visitor.head + text.slice(headAt, headEndAt) + visitor.late;
  if (rootAt === -1) return head + text.slice(headEndAt, bodyEndAt) + page.structuredData + text.slice(bodyEndAt);
  return head + text.slice(headEndAt, rootAt) + root + text.slice(rootAt, bodyEndAt) + page.structuredData + text.slice(bodyEndAt);
}
