import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { SPA_ROUTES } from '../../src/lib/spa-routes';
import { PAGE_TYPES } from '../../src/services/pages/page-types';
import { sitemapFiles } from '../../src/services/pages/sitemap';
import { COMPANY } from '../../src/contracts/company';
import { NEWS_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE } from '../../src/contracts/page-sizes';
import { LEGAL_PAGE, PRIVACY_PAGE } from '../../src/contracts/legal-pages';
import { PARTS_LIST_PAGE } from '../../src/contracts/parts-list';
import { plainSummary } from '../../src/services/pages/text';
import { createTestApp, productRow, type TestApp } from '../helpers/test-app';
import { standInForShellPage } from '../helpers/shell-page-stand-in';

// What the server puts in each page for search engines and link previews: the head, the structured data, the status;
// and /sitemap.xml and /robots.txt. (The visible content is the app's own, rendered on the server.)
// A real app on a real database seeded with the repository's content.

const SITE = 'https://www.ferrolink.example';
const CN_SITE = 'https://cn.ferrolink.example';
const SITE_NAME = 'Ferrolink Industrial Networks';

/** The stand-in for the shell's page on a fresh clone, with the head the build's page has (its description among it). */
const STAND_IN =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name=description content="Ferrolink Industrial Networks: industrial Ethernet switches."><title>Ferrolink Industrial Networks</title>' +
  '<script defer src=/main.0123abcd.js></script></head><body><noscript>This website needs JavaScript.</noscript><div id=root></div></body></html>';
let removeStandIn: () => void = () => undefined;

let t: TestApp;
let app: FastifyInstance;

const HOSTILE_NAME = `FL-X</title></script><script>window.owned=1</script>"'<img src=x onerror=window.owned=2>`;
const HOSTILE_ID = 990_001;
const HOSTILE_ARTICLE = 990_002;

beforeAll(async () => {
  removeStandIn = standInForShellPage(STAND_IN);
  t = await createTestApp({ serveStatic: true, seedReleases: false, siteUrl: SITE, cnSiteUrl: CN_SITE, siteName: SITE_NAME });
  app = t.app;
  await app.db
    .insertInto('products')
    .values(
      productRow({
        id: HOSTILE_ID,
        name: HOSTILE_NAME,
        short_name: 'Switch </script><!--',
        summary: '<p>Fast <img src=x onerror="window.owned=3"><script>window.owned=4</script>ring</p>',
        specifications:
          '<table><tr><th>Ports</th><td onclick="window.owned=5">8</td></tr></table><a href="javascript:window.owned=6">x</a><a href=" jav&#x61;script:window.owned=7">y</a><iframe src="https://evil.example"></iframe><svg><script>window.owned=8</script></svg>',
      }),
    )
    .execute();
  await app.db
    .insertInto('product_images')
    .values({ id: 990_001, product_id: HOSTILE_ID, image_url: '/media/catalog/x.svg" onerror="window.owned=9', sort: 0 })
    .execute();
  await app.db
    .insertInto('articles')
    .values({
      id: HOSTILE_ARTICLE,
      category_id: 32,
      title: `News </script><script>window.owned=10</script>`,
      summary: 'A summary with <b>markup</b> & an ampersand.',
      author: '"><script>window.owned=11</script>',
      publish_time: '2025-01-02',
      create_time: '2025-01-02',
      img_url: '/media/news/article-1.svg',
      content: '<p>Body text.</p><script>window.owned=12</script><p onmouseover="window.owned=13">More</p>',
      level: 0,
    })
    .execute();
});

afterAll(async () => {
  await t?.close();
  removeStandIn();
});

type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;
const get = (url: string) => app.inject({ method: 'GET', url });

/** The page as a browser reads it (scripts not run). */
function dom(reply: Reply): Document {
  return new JSDOM(reply.body).window.document;
}

interface Head {
  lang: string | null;
  title: string;
  description: string | undefined;
  robots: string | undefined;
  canonical: string | undefined;
  hreflang: Record<string, string>;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
}

function headOf(document: Document): Head {
  const metaContent = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? undefined;
  const og: Record<string, string> = {};
  const twitter: Record<string, string> = {};
  for (const meta of document.querySelectorAll('meta[property^="og:"]')) og[meta.getAttribute('property') ?? ''] = meta.getAttribute('content') ?? '';
  for (const meta of document.querySelectorAll('meta[name^="twitter:"]'))
    twitter[meta.getAttribute('name') ?? ''] = meta.getAttribute('content') ?? '';
  const hreflang: Record<string, string> = {};
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]'))
    hreflang[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
  return {
    lang: document.documentElement.getAttribute('lang'),
    title: document.title,
    description: metaContent('meta[name="description"]'),
    robots: metaContent('meta[name="robots"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    hreflang,
    og,
    twitter,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  };
}

const ofType = (head: Head, type: string) => head.jsonLd.filter((node) => node['@type'] === type);

/** One address of each of the 17 routes, and one product, solution and article. */
const PAGE_URLS: Record<string, string> = {
  '/index': '/index',
  '/login': '/login',
  '/account': '/account',
  '/forgotPassword': '/forgotPassword',
  '/passwordSetting': '/passwordSetting?hash=secret-of-one-person',
  '/about': '/about',
  '/solution': '/solution?type=1',
  '/solutionDetails': '/solutionDetails?type=1&tag=1&id=24',
  '/productCenter': '/productCenter?type=1',
  '/producList': '/producList?id=5',
  '/producDtetails': '/producDtetails?id=501',
  '/support': '/support',
  '/newsList': '/newsList',
  '/newsContent': '/newsContent?id=1',
  '/searchList': '/searchList?search=switch',
  '/privacy': '/privacy',
  '/legal': '/legal',
  '/partsListCheck': '/partsListCheck',
};
const PRIVATE = new Set(['/login', '/account', '/forgotPassword', '/passwordSetting', '/searchList']);

describe('the head of every page', () => {
  it('has an entry in the one table for every page address the server answers', () => {
    expect(SPA_ROUTES.filter((route) => !PAGE_TYPES[route])).toEqual([]);
    expect(Object.keys(PAGE_URLS)).toHaveLength(18);
  });

  it("carries each page's own title, description, canonical, card, hreflang, lang and site-wide structured data", async () => {
    const titles = new Set<string>();
    for (const [route, url] of Object.entries(PAGE_URLS)) {
      const reply = await get(url);
      const document = dom(reply);
      const head = headOf(document);
      const at = { route, url };
      expect({ ...at, status: reply.statusCode }).toEqual({ ...at, status: 200 });
      expect({ ...at, lang: head.lang }).toEqual({ ...at, lang: 'en' });
      expect(head.title.endsWith(` | ${SITE_NAME}`)).toBe(true);
      titles.add(head.title);
      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.description!.length).toBeLessThanOrEqual(160);
      expect(head.canonical?.startsWith(`${SITE}/`)).toBe(true);
      const canonicalPath = head.canonical!.slice(SITE.length);
      expect(head.hreflang).toEqual({ en: head.canonical, zh: `${CN_SITE}${canonicalPath}`, 'x-default': head.canonical });
      expect(head.og['og:title']).toBeTruthy();
      expect(head.og['og:description']).toBe(head.description);
      expect(head.og['og:url']).toBe(head.canonical);
      expect(head.og['og:image']).toMatch(/^https:\/\/www\.ferrolink\.example\//);
      expect(head.twitter['twitter:image']).toBe(head.og['og:image']);
      expect(head.twitter['twitter:card']).toMatch(/^summary/);
      expect({ ...at, robots: head.robots }).toEqual({ ...at, robots: PRIVATE.has(route) ? 'noindex, follow' : undefined });

      const [organization] = ofType(head, 'Organization');
      expect(organization).toMatchObject({ '@context': 'https://schema.org', name: SITE_NAME, url: `${SITE}/index`, logo: `${SITE}/logo.svg` });
      expect(organization?.contactPoint).toMatchObject({ '@type': 'ContactPoint', contactType: 'sales', telephone: COMPANY.phone.dial });
      expect(organization?.address).toMatchObject({
        '@type': 'PostalAddress',
        addressLocality: 'Suzhou',
        postalCode: '215021',
        addressCountry: 'CN',
      });
      // The profiles the footer links, in its order.
      expect(organization?.sameAs).toEqual([
        'https://www.linkedin.com/company/ferrolink-industrial-networks',
        'https://www.youtube.com/@ferrolink',
        'https://www.facebook.com/ferrolink.networks',
        'https://x.com/ferrolink',
      ]);
      expect(ofType(head, 'WebSite')[0]?.potentialAction).toEqual({
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/searchList?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      });
      // The visitor's manifest is still the first script of the page.
      const scripts = [...document.querySelectorAll('script')];
      expect(scripts[0]?.id).toBe('ferrolink-remotes');
      // The shell's own words are replaced, not repeated.
      expect(reply.body).not.toContain('This website needs JavaScript.');
    }
    expect(titles.size).toBe(Object.keys(PAGE_URLS).length);
  });

  it('keeps the one address of a page: parameters that change nothing dropped, the others in a fixed order', async () => {
    const cases: Array<[string, string]> = [
      ['/producDtetails?utm_source=mail&id=501&ref=x', '/producDtetails?id=501'],
      ['/productCenter?type=9', '/productCenter?type=1'],
      ['/productCenter', '/productCenter?type=1'],
      ['/productCenter?type=2&tags=1%7CManaged&page=2', '/productCenter?type=2'],
      ['/producList?page=1&id=5', '/producList?id=5'],
      ['/producList?id=5&page=abc', '/producList?id=5'],
      ['/support?type=1', '/support'],
      ['/support?type=2', '/support?type=2'],
      // The documents' filter and page are views of the one Documentation Download (docs/architecture.md).
      ['/support?type=1&docType=70&page=2', '/support'],
      ['/about?type=2', '/about'],
      ['/solution?type=3', '/solution'],
      ['/solutionDetails?id=24', '/solutionDetails?type=1&tag=1&id=24'],
      ['/solutionDetails?type=1&tag=99', '/solutionDetails?type=1&tag=1&id=24'],
      ['/', '/index'],
      ['/home', '/index'],
      ['/passwordSetting?hash=abc', '/passwordSetting'],
      ['/searchList?search=%3Cb%3E', '/searchList'],
    ];
    for (const [url, canonical] of cases) {
      const head = headOf(dom(await get(url)));
      expect({ url, canonical: head.canonical }).toEqual({ url, canonical: `${SITE}${canonical}` });
    }
  });
});

describe('pages with content of their own', () => {
  it.each([
    ['/privacy', PRIVACY_PAGE],
    ['/legal', LEGAL_PAGE],
  ])('%s: the title and description of its text, and its breadcrumbs', async (route, text) => {
    const head = headOf(dom(await get(route)));
    expect([head.title, head.description]).toEqual([`${text.title} | ${SITE_NAME}`, text.description]);
    expect(ofType(head, 'BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/index` },
      { '@type': 'ListItem', position: 2, name: text.title, item: `${SITE}${route}` },
    ]);
  });

  it('/partsListCheck: its title and description, Support in its breadcrumbs, and a free WebApplication', async () => {
    const head = headOf(dom(await get('/partsListCheck')));
    expect([head.title, head.description]).toEqual([`${PARTS_LIST_PAGE.title} | ${SITE_NAME}`, PARTS_LIST_PAGE.description]);
    expect(ofType(head, 'BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/index` },
      { '@type': 'ListItem', position: 2, name: 'Support', item: `${SITE}/support` },
      { '@type': 'ListItem', position: 3, name: 'Parts-List Check', item: `${SITE}/partsListCheck` },
    ]);
    expect(ofType(head, 'WebApplication')[0]).toMatchObject({
      name: 'Parts-List Check',
      url: `${SITE}/partsListCheck`,
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0' },
    });
  });

  it('a product: its title, description and picture, Product and BreadcrumbList data', async () => {
    const reply = await get('/producDtetails?id=501');
    const document = dom(reply);
    const head = headOf(document);
    expect(head.title).toBe(`FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch | ${SITE_NAME}`);
    expect(head.description).toMatch(/^8-Port Gigabit Managed DIN-Rail Switch: 8 ports/);
    expect(head.og['og:image']).toBe(`${SITE}/media/catalog/product-501-1.svg`);
    const [product] = ofType(head, 'Product');
    expect(product).toMatchObject({
      name: 'FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch',
      sku: 'FL-MS5008G',
      mpn: 'FL-MS5008G',
      brand: { '@type': 'Brand', name: SITE_NAME },
      category: 'Industrial Switch > Managed DIN-Rail Switches',
      url: `${SITE}/producDtetails?id=501`,
    });
    expect(product?.description).toBe(head.description);
    expect(product?.image).toEqual([1, 2, 3].map((n) => `${SITE}/media/catalog/product-501-${n}.svg`));
    expect(ofType(head, 'BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/index` },
      { '@type': 'ListItem', position: 2, name: 'Industrial Switch', item: `${SITE}/productCenter?type=1` },
      { '@type': 'ListItem', position: 3, name: 'Managed DIN-Rail Switches', item: `${SITE}/producList?id=5` },
      { '@type': 'ListItem', position: 4, name: 'FL-MS5008G', item: `${SITE}/producDtetails?id=501` },
    ]);
  });

  it('an article: title, date and NewsArticle data', async () => {
    const document = dom(await get('/newsContent?id=1'));
    const head = headOf(document);
    expect(head.title).toBe(`Ferrolink shows its first Layer 3 rack switch at Hannover Messe 2019 | ${SITE_NAME}`);
    expect(head.og['og:type']).toBe('article');
    expect(document.querySelector('meta[property="article:published_time"]')?.getAttribute('content')).toBe('2019-04-03');
    const [article] = ofType(head, 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'Ferrolink shows its first Layer 3 rack switch at Hannover Messe 2019',
      datePublished: '2019-04-03',
      image: [`${SITE}/media/news/article-1.svg`],
      publisher: { '@type': 'Organization', name: SITE_NAME },
      mainEntityOfPage: `${SITE}/newsContent?id=1`,
    });
  });

  it('a solution: its title and BreadcrumbList data; lists: ItemList data naming the items the API lists, in its order', async () => {
    const solution = headOf(dom(await get('/solutionDetails?type=1&tag=1&id=24')));
    expect(solution.title).toBe(`Rail Transit | ${SITE_NAME}`);
    expect(ofType(solution, 'BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/index` },
      { '@type': 'ListItem', position: 2, name: 'Solutions', item: `${SITE}/solution` },
      { '@type': 'ListItem', position: 3, name: 'Rail Transit', item: `${SITE}/solutionDetails?type=1&tag=1&id=24` },
    ]);

    const apiNames = async (url: string, name: string) =>
      ((await get(url)).json() as { response: { data: Array<Record<string, unknown>> } }).response.data.map((item) => item[name]);
    const itemNames = (head: Head) => (ofType(head, 'ItemList')[0]?.itemListElement as Array<{ name: string }>).map((item) => item.name);

    const products = await apiNames(`/api/Product/GetPage_?dictionaryId=5&page=1&pageSize=${PRODUCT_LIST_PAGE_SIZE}`, 'Name');
    expect(products).toContain('FL-MS5008G');
    expect(itemNames(headOf(dom(await get('/producList?id=5'))))).toEqual(products);

    const articles = await apiNames(`/api/Article/GetPage_?page=1&pageSize=${NEWS_PAGE_SIZE}&key=&dictionaryId=0`, 'Title');
    expect(articles.length).toBeGreaterThan(0);
    expect(itemNames(headOf(dom(await get('/newsList'))))).toEqual(articles);
  });
});

describe('hostile content', () => {
  it('comes out as text: no script of its own, no handler, no javascript: link, and the JSON-LD reads back the same text', async () => {
    for (const url of [`/producDtetails?id=${HOSTILE_ID}`, `/newsContent?id=${HOSTILE_ARTICLE}`]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      const document = dom(reply);
      expect(reply.body).not.toMatch(/<script>window\.owned/);
      for (const script of document.querySelectorAll('script')) {
        // The visitor's manifest and the page's data are JSON, never run; any other script is structured data or the shell's.
        expect(['ferrolink-remotes', 'ferrolink-page-data', ''].includes(script.id)).toBe(true);
        if (script.id !== '') expect(script.getAttribute('type')).toBe('application/json');
        if (script.id === '')
          expect(script.getAttribute('type') === 'application/ld+json' || script.getAttribute('src')?.startsWith('/main.')).toBe(true);
      }
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.getAttributeNames()) expect({ url, attribute }).not.toEqual({ url, attribute: expect.stringMatching(/^on/) });
      }
      for (const anchor of document.querySelectorAll('a[href]')) expect(anchor.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
      expect(document.querySelectorAll('iframe, svg')).toHaveLength(0);
      const head = headOf(document);
      if (url.startsWith('/producDtetails')) {
        expect(head.title).toBe(`${HOSTILE_NAME} Switch </script><!-- | ${SITE_NAME}`);
        expect(ofType(head, 'Product')[0]?.sku).toBe(HOSTILE_NAME);
      } else {
        expect(ofType(head, 'NewsArticle')[0]?.headline).toBe('News </script><script>window.owned=10</script>');
      }
    }
  });

  it('cuts descriptions at a word, at most 160 characters, as plain text', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    const summary = plainSummary(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('word…')).toBe(true);
    expect(plainSummary('<b>Short</b> &amp; plain')).toBe('Short & plain');
  });
});

describe('pages that are not there or not for search engines', () => {
  it('answers an id that names nothing with 404, the not-found head and the app', async () => {
    for (const url of [
      '/producDtetails?id=999999',
      '/producDtetails',
      '/producDtetails?id=abc',
      '/producList?id=999999',
      '/newsContent?id=999999',
      '/solutionDetails?id=999999',
      '/solutionDetails?id=x',
      '/no-such-page',
    ]) {
      const reply = await get(url);
      const document = dom(reply);
      const head = headOf(document);
      expect({ url, status: reply.statusCode, title: head.title, robots: head.robots, canonical: head.canonical }).toEqual({
        url,
        status: 404,
        title: `Page not found | ${SITE_NAME}`,
        robots: 'noindex, follow',
        canonical: undefined,
      });
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      // The app still boots on a page address and shows its own not-found message.
      if (url !== '/no-such-page') expect(document.querySelector('#ferrolink-remotes')).not.toBeNull();
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  const xml = (text: string) => new JSDOM(text, { contentType: 'application/xml' }).window.document;

  it('lists every public page with content exactly once, and no private page', async () => {
    const reply = await get('/sitemap.xml');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(reply.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const document = xml(reply.body);
    expect(document.querySelector('parsererror')).toBeNull();
    const locations = [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
    expect(new Set(locations).size).toBe(locations.length);
    const [products, articles, solutions] = await Promise.all([
      app.db.selectFrom('products').select('id').execute(),
      app.db.selectFrom('articles').select(['id', 'publish_time']).execute(),
      app.db.selectFrom('solutions').select(['id', 'type', 'tag']).execute(),
    ]);
    for (const { id } of products) expect(locations.filter((loc) => loc === `${SITE}/producDtetails?id=${id}`)).toHaveLength(1);
    for (const { id } of articles) expect(locations.filter((loc) => loc === `${SITE}/newsContent?id=${id}`)).toHaveLength(1);
    for (const { id, type, tag } of solutions) expect(locations).toContain(`${SITE}/solutionDetails?type=${type}&tag=${tag}&id=${id}`);
    for (const page of [
      '/index',
      '/about',
      '/solution',
      '/support',
      '/newsList',
      '/productCenter?type=1',
      '/producList?id=5',
      '/privacy',
      '/legal',
      '/partsListCheck',
    ]) {
      expect(locations).toContain(`${SITE}${page}`);
    }
    expect(locations.filter((loc) => /\/(login|account|forgotPassword|passwordSetting|searchList)\b/.test(loc))).toEqual([]);
    // Every address in it is a page that answers 200 with itself as canonical.
    for (const loc of locations.filter((_loc, index) => index % 7 === 0)) {
      const page = await get(loc.slice(SITE.length));
      expect({ loc, status: page.statusCode, canonical: headOf(dom(page)).canonical }).toEqual({ loc, status: 200, canonical: loc });
    }
    const article = [...document.getElementsByTagName('url')].find(
      (url) => url.getElementsByTagName('loc')[0]?.textContent === `${SITE}/newsContent?id=1`,
    );
    expect(article?.getElementsByTagName('lastmod')[0]?.textContent).toBe('2019-04-03');
  });

  it('becomes an index of files of at most 50,000 addresses each when it would pass that', () => {
    const site = { siteUrl: SITE, cnSiteUrl: CN_SITE, siteName: SITE_NAME, salesEmail: 's@x' };
    const entries = Array.from({ length: 5 }, (_unused, index) => ({ path: `/producDtetails?id=${index}&x=<'">` }));
    const files = sitemapFiles(site, entries, 2);
    expect([...files.keys()]).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml']);
    const index = xml(files.get('/sitemap.xml') ?? '');
    expect(index.documentElement.nodeName).toBe('sitemapindex');
    expect([...index.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([1, 2, 3].map((n) => `${SITE}/sitemap-${n}.xml`));
    const part = xml(files.get('/sitemap-3.xml') ?? '');
    expect(part.querySelector('parsererror')).toBeNull();
    expect([...part.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([`${SITE}/producDtetails?id=4&x=<'">`]);
    expect(sitemapFiles(site, entries).size).toBe(1);
  });

  it('robots.txt allows the site, keeps crawlers out of private pages and the API, and names the sitemap', async () => {
    const reply = await get('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = reply.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/account', '/login', '/forgotPassword', '/passwordSetting', '/searchList'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const logo = await get('/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });
});

describe('kept pages', () => {
  it('reads a page from the database once per content version, then hands out the page it kept', async () => {
    const first = await app.pages.page('/producDtetails', new URLSearchParams('id=502'));
    // Another spelling of the same page (a parameter the page does not read) is the same kept page.
    for (const query of ['id=502', 'id=502&utm_source=mail', 'utm_source=x&id=502'])
      expect(await app.pages.page('/producDtetails', new URLSearchParams(query))).toBe(first);
  });
});
