import type { FastifyInstance } from 'fastify';
import { readKey } from '../../src/contracts/first-reads';
import { NEWS_PAGE_SIZE } from '../../src/contracts/page-sizes';
import { SPA_ROUTES } from '../../src/lib/spa-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The page service (services/pages): each page type reads once, through the repositories the /api routes call, and
// from that one read come its head and structured data and the replies it carries for the app. Those replies must
// be exactly what the app would get from the API for the same read (the browser's API client hands them out instead
// of asking, and the server renders the page from them). A real app on the repository's content.

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ serveStatic: true, seedReleases: false });
  app = t.app;
});

afterAll(async () => {
  await t.close();
});

/** What the API itself answers for a read, and its status. */
async function apiReply(key: string): Promise<{ status: number; response: unknown }> {
  const reply = await app.inject({ method: 'GET', url: `/api/${key}` });
  return { status: reply.statusCode, response: (reply.json() as { response: unknown }).response };
}

async function pageAt(url: string) {
  const [route = '', search = ''] = url.split('?');
  return app.pages.page(route, new URLSearchParams(search));
}

/** One address of every page type, and the variants that change what a page carries. */
const ADDRESSES = [
  '/index',
  '/',
  '/home',
  '/login',
  '/account',
  '/forgotPassword',
  '/passwordSetting?hash=x',
  '/about',
  '/solution',
  '/solutionDetails?type=1&tag=1&id=24',
  '/solutionDetails?type=2',
  '/solutionDetails?type=1&tag=1',
  '/productCenter?type=1',
  '/productCenter?type=3',
  '/productCenter?type=01',
  '/productCenter',
  '/producList?id=22',
  '/producList?id=5',
  '/producList?id=5&page=2',
  '/producDtetails?id=501',
  '/productCompare?ids=503,501',
  '/productCompare?ids=501,999999&diff=1',
  '/productCompare',
  '/support',
  '/support?type=2',
  '/support?keyword=switch',
  '/support?docType=70',
  '/support?page=2',
  '/newsList',
  '/newsContent?id=1',
  '/searchList?search=switch',
  '/searchList?search=%20gateway%20&type=news',
  '/searchList?search=switch&page=2',
  '/searchList',
  '/privacy',
  '/legal',
  '/partsListCheck',
  '/ops',
  '/securityAdvisories',
  '/securityAdvisory?id=FL-SA-2026-003',
  '/securityAdvisory?id=%20fl-sa-2025-009',
];

describe('the replies a page carries', () => {
  it('are, for every page type, exactly the replies the API gives for the same reads', async () => {
    const routes = new Set<string>();
    for (const url of ADDRESSES) {
      routes.add(url.split('?')[0] ?? '');
      const view = await pageAt(url);
      expect({ url, status: view.status }).toEqual({ url, status: 200 });
      const keys = Object.keys(view.carried.replies);
      // Every page carries the product menu and the footer at least.
      expect(keys).toEqual(expect.arrayContaining(['Dictionary/GetCategoryByType?type=1', 'WebSite/CopyRight']));
      for (const key of keys) {
        const api = await apiReply(key);
        expect({ url, key, status: api.status, response: view.carried.replies[key] }).toEqual({ url, key, status: 200, response: api.response });
      }
    }
    // Every page address of the site was asked for.
    expect(SPA_ROUTES.filter((route) => !routes.has(route))).toEqual([]);
  });

  it("preloads the pictures at the top: the home page's first banner and featured product, a list's first card", async () => {
    const home = await pageAt('/index');
    const banners = home.carried.replies['Advertisement/GetPage?dictionaryId=40&key=&page=1&pageSize=3'] as { data: Array<{ ImageUrl: string }> };
    const featured = home.carried.replies['Product/GetProductListByTop?pageSize=3'] as Array<{ Images: Array<{ ImageUrl: string }> }>;
    expect([...home.carried.leadImages].sort()).toEqual([banners.data[0]?.ImageUrl, featured[0]?.Images[0]?.ImageUrl].sort());
    const news = await pageAt('/newsList');
    const articles = news.carried.replies[readKey('Article/GetPage_', { page: 1, pageSize: NEWS_PAGE_SIZE, key: '', dictionaryId: 0 })] as {
      data: Array<{ ImgUrl: string }>;
    };
    expect(news.carried.leadImages).toEqual([articles.data[0]?.ImgUrl]);
    expect((await pageAt('/about')).carried.leadImages).toEqual([]);
  });

  it('are the reads of the site around it for a page that is not there, and nothing for an address that is no page', async () => {
    const frame = ['Dictionary/GetCategoryByType?type=1', 'WebSite/CopyRight'];
    for (const url of ['/newsContent?id=999999', '/producDtetails?id=abc', '/producList?id=999999', '/solutionDetails?id=x']) {
      const view = await pageAt(url);
      expect({ url, status: view.status, carried: Object.keys(view.carried.replies).sort(), images: view.carried.leadImages }).toEqual({
        url,
        status: 404,
        carried: frame,
        images: [],
      });
    }
    const nowhere = await pageAt('/nowhere');
    expect({ status: nowhere.status, carried: nowhere.carried }).toEqual({ status: 404, carried: { replies: {}, leadImages: [] } });
  });
});

describe('the page service', () => {
  it('gives the site head, carrying nothing, when the content cannot be read, and never throws', async () => {
    const { app: broken, close } = await createTestApp({ serveStatic: true, seedReleases: false });
    try {
      const healthy = await broken.pages.page('/newsList', new URLSearchParams());
      expect(Object.keys(healthy.carried.replies).length).toBeGreaterThan(0);
      await broken.db.schema.dropTable('articles').execute();
      // A page not read before this content version reads the database, which fails.
      const view = await broken.pages.page('/newsContent', new URLSearchParams('id=2'));
      expect(view.status).toBe(200);
      expect(view.carried).toEqual({ replies: {}, leadImages: [] });
      expect(view.rendered.head).toContain('<link rel="canonical"');
    } finally {
      await close();
    }
  });

  it('keeps a page by the parameters its page type names, and a flood of made-up searches evicts no catalogue page', async () => {
    const product = await pageAt('/producDtetails?id=502');
    expect(await pageAt('/producDtetails?id=502&utm_source=x&page=9')).toBe(product);
    // More distinct searches than the whole page cache holds (2000): searches of punctuation only, which find nothing.
    const punctuation = (index: number) => index.toString(2).replace(/0/g, '!').replace(/1/g, '?');
    for (let index = 0; index < 2100; index += 1) await pageAt(`/searchList?search=${encodeURIComponent(punctuation(index))}`);
    expect(await pageAt('/producDtetails?id=502')).toBe(product);
  });

  it('lists in the sitemap every product, article and solution the repositories give', async () => {
    const entries = await app.pages.sitemapEntries();
    const paths = entries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    const [products, articles] = await Promise.all([
      app.db.selectFrom('products').select('id').execute(),
      app.db.selectFrom('articles').select('id').execute(),
    ]);
    for (const { id } of products) expect(paths).toContain(`/producDtetails?id=${id}`);
    for (const { id } of articles) expect(paths).toContain(`/newsContent?id=${id}`);
    expect(paths).toEqual(
      expect.arrayContaining(['/index', '/solution', '/support', '/support?type=2', '/newsList', '/about', '/privacy', '/legal']),
    );
  });
});
