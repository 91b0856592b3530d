import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONTENT_DIR } from '../../src/config';
import { seedContent } from '../../src/seed/run-seed';
import { envelope, useTestApp } from '../helpers/test-app';

// The reads every page waits on (mega menu, banners, footer, news, about, solutions, support) are answered from a
// cache of serialised replies kept until the content is re-imported (api/src/lib/content-replies.ts). These tests
// hold them to what the uncached routes answered: the same bytes, new content seen after an import, one entry per
// query, compression as the browser asks, and 400 envelopes for bad input.

const testApp = useTestApp();
const { get } = testApp;

type Reply = Awaited<ReturnType<typeof get>>;

interface Category {
  Id: number;
  EN_Name: string;
  CN_Name: string;
  ImageUrl: string;
  Pid: number;
  Description: string;
  Introduction: string;
}
interface Banner {
  Id: number;
  Title: string;
  ImageUrl: string;
  LinkUrl: string;
  Summary: string;
}
interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  pageCount: number;
  dataCount: number;
}
interface ArticleCard {
  Id: number;
  Title: string;
}

/** Every cached read a page calls, with the parameters the pages send. */
const PAGE_READS = [
  '/api/Dictionary/GetCategoryByType?type=1',
  '/api/Dictionary/GetCategoryByType?type=4',
  '/api/Dictionary/GetCategoryByType?type=5',
  '/api/WebSite/CopyRight',
  '/api/Advertisement/GetPage?page=1&pageSize=3&key=&dictionaryId=40',
  '/api/Advertisement/GetPage?page=1&pageSize=1&key=&dictionaryId=49',
  '/api/Article/GetPage_?page=1&pageSize=6&key=&dictionaryId=0',
  '/api/Article/GetDetailById?id=1',
  '/api/About/GetProfile',
  '/api/About/GetMilestones',
  '/api/Solution/GetList',
  '/api/Solution/GetDetailById?id=24',
  '/api/Material/GetPageList?fileType=2&page=1&PageSize=10&dictionaryId=&dictionaryName=',
  '/api/Material/GetListByTop?pageSize=1',
  '/api/Product/GetProductListByTop?pageSize=3',
  '/api/Product/GetPage_?page=1&PageSize=8&dictionaryId=22',
];

function decoded(reply: Reply): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(reply.rawPayload).toString('utf8');
  return reply.body;
}

/** The test's own copy of the content, to change and import as `npm run seed` would. */
function contentCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-content-'));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

function editJson<T>(file: string, change: (value: T) => void): void {
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  change(value);
  fs.writeFileSync(file, JSON.stringify(value));
}

/** Longer than the caches' revalidation interval (1 s): after it, a running server has seen a new content version. */
const afterRevalidation = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('cached page reads answer what the database holds', () => {
  it.each(PAGE_READS)('%s: the reply computed on a miss and the kept one are the same bytes', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(envelope(first)).toMatchObject({ code: 200, success: true });
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers the mega menu with the categories of the database, top level and sub categories apart', async () => {
    const rows = await testApp.app.db
      .selectFrom('categories')
      .select(['id', 'pid', 'en_name', 'cn_name', 'image_url', 'description', 'introduction'])
      .where('type', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const toCategory = (row: (typeof rows)[number]): Category => ({
      Id: row.id,
      EN_Name: row.en_name,
      CN_Name: row.cn_name,
      ImageUrl: row.image_url,
      Pid: row.pid,
      Description: row.description,
      Introduction: row.introduction,
    });
    const expected = {
      Category: rows.filter((row) => row.pid === 0).map(toCategory),
      SubCategory: rows.filter((row) => row.pid !== 0).map(toCategory),
    };
    for (let index = 0; index < 3; index += 1) {
      expect(envelope(await get('/api/Dictionary/GetCategoryByType?type=1')).response).toEqual(expected);
    }
  });

  it('answers a banner placement with its rows, in order, only the documented fields', async () => {
    const rows = await testApp.app.db
      .selectFrom('advertisements')
      .select(['id', 'title', 'image_url', 'link_url', 'summary'])
      .where('dictionary_id', '=', 40)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const expected: Page<Banner> = {
      data: rows.slice(0, 3).map((row) => ({ Id: row.id, Title: row.title, ImageUrl: row.image_url, LinkUrl: row.link_url, Summary: row.summary })),
      page: 1,
      pageSize: 3,
      dataCount: rows.length,
      pageCount: Math.ceil(rows.length / 3),
    };
    for (let index = 0; index < 3; index += 1) {
      expect(envelope(await get('/api/Advertisement/GetPage?page=1&pageSize=3&key=&dictionaryId=40')).response).toEqual(expected);
    }
  });
});

describe('one entry per query', () => {
  it('keeps different placements, types, pages and filters apart', async () => {
    const banners = async (query: string) => envelope<Page<Banner>>(await get(`/api/Advertisement/GetPage?${query}`)).response;
    const home = await banners('page=1&pageSize=3&key=&dictionaryId=40');
    const news = await banners('page=1&pageSize=3&key=&dictionaryId=49');
    expect(home.data.map((banner) => banner.Title)).not.toEqual(news.data.map((banner) => banner.Title));
    expect((await banners('page=1&pageSize=1&key=&dictionaryId=40')).data).toHaveLength(1);
    expect((await banners('page=2&pageSize=1&key=&dictionaryId=40')).data[0]?.Id).toBe(home.data[1]?.Id);
    expect((await banners('page=1&pageSize=3&key=rail&dictionaryId=40')).data.map((banner) => banner.Title)).toEqual(['Rail-certified, road-ready']);

    const tree = async (type: number) => envelope<{ Category: Category[] }>(await get(`/api/Dictionary/GetCategoryByType?type=${type}`)).response;
    expect((await tree(1)).Category.map((category) => category.Id)).not.toEqual((await tree(5)).Category.map((category) => category.Id));

    const news1 = async (query: string) => envelope<Page<ArticleCard>>(await get(`/api/Article/GetPage_?${query}`)).response;
    const all = await news1('page=1&pageSize=6&key=&dictionaryId=0');
    const second = await news1('page=2&pageSize=6&key=&dictionaryId=0');
    expect(second.data.map((article) => article.Id)).not.toEqual(all.data.map((article) => article.Id));
    const industry = await news1('page=1&pageSize=6&key=&dictionaryId=32');
    const cases = await news1('page=1&pageSize=6&key=&dictionaryId=33');
    expect(industry.dataCount + cases.dataCount).toBeLessThanOrEqual(all.dataCount);
    expect(industry.data.map((article) => article.Id)).not.toEqual(cases.data.map((article) => article.Id));
    // The same words in another case or with spaces around them select the same rows.
    const word = all.data[0]?.Title.split(' ')[0] ?? 'x';
    expect(await news1(`page=1&key=${encodeURIComponent(` ${word.toUpperCase()} `)}`)).toEqual(
      await news1(`page=1&key=${encodeURIComponent(word.toLowerCase())}`),
    );

    const materials = async (query: string) => envelope<Page<{ Id: number }>>(await get(`/api/Material/GetPageList?${query}`)).response;
    expect((await materials('fileType=2&page=1&PageSize=10')).data).not.toEqual((await materials('fileType=1&page=1&PageSize=10')).data);
  });

  it('picks random news afresh on every request from the kept candidates, leaving out the article shown', async () => {
    const seen = new Set<string>();
    for (let index = 0; index < 12; index += 1) {
      const reply = await get('/api/Article/GetRandomArticleList?amount=3&level=1&key=&excludeId=1');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      const picks = envelope<ArticleCard[]>(reply).response;
      expect(picks).toHaveLength(3);
      expect(new Set(picks.map((article) => article.Id)).size).toBe(3);
      expect(picks.some((article) => article.Id === 1)).toBe(false);
      seen.add(picks.map((article) => article.Id).join(','));
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('compression from the cache', () => {
  it('sends the same JSON as brotli, gzip or plain, as the browser asks, and says it varies', async () => {
    const url = '/api/Article/GetPage_?page=1&pageSize=20&key=&dictionaryId=0';
    const plain = await get(url);
    expect(plain.body.length).toBeGreaterThan(2048);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(decoded(brotli)).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body);

    const refusesBrotli = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    expect(decoded(refusesBrotli)).toBe(plain.body);

    const identity = await get(url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('leaves a small reply uncompressed whatever the browser accepts', async () => {
    const reply = await get('/api/WebSite/CopyRight', { 'accept-encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(envelope<string>(reply).response).toContain('Ferrolink');
  });

  it('answers every page read the same whichever encoding is asked first', async () => {
    for (const url of PAGE_READS) {
      const [brotli, gzip, plain] = [await get(url, { 'accept-encoding': 'br' }), await get(url, { 'accept-encoding': 'gzip' }), await get(url)];
      expect(decoded(brotli)).toBe(plain.body);
      expect(decoded(gzip)).toBe(plain.body);
    }
  });
});

describe('bad input to a cached read', () => {
  it.each([
    '/api/Dictionary/GetCategoryByType?type=2',
    '/api/Dictionary/GetCategoryByType?type=abc',
    '/api/Dictionary/GetCategoryByType',
    '/api/Advertisement/GetPage?page=1&pageSize=1',
    '/api/Advertisement/GetPage?page=0&pageSize=1&dictionaryId=40',
    '/api/Advertisement/GetPage?page=1&pageSize=1&dictionaryId=999999',
    '/api/Article/GetPage_?page=1&dictionaryId=5',
    '/api/Article/GetPage_?page=1&dictionaryName=Gossip',
    '/api/Article/GetPage_?pageSize=500',
    '/api/Article/GetDetailById?id=-3',
    '/api/Article/GetRandomArticleList?amount=99',
    '/api/Solution/GetDetailById?id=zero',
    '/api/Material/GetPageList?fileType=2&dictionaryId=999999',
    '/api/Material/GetPageList?fileType=2&dictionaryId=1;2',
    '/api/Material/GetListByTop?pageSize=0',
  ])('%s answers a plain 400 envelope, every time', async (url) => {
    for (let index = 0; index < 2; index += 1) {
      const reply = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(envelope(reply)).toMatchObject({ code: 400, success: false, response: null });
      expect(envelope(reply).message).not.toBe('');
    }
  });

  it('answers 404 for an id that names nothing, and keeps none of it', async () => {
    for (const url of ['/api/Article/GetDetailById?id=999999', '/api/Solution/GetDetailById?id=999999']) {
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('still answers the good query after bad ones of the same route', async () => {
    expect((await get('/api/Advertisement/GetPage?page=1&pageSize=1&dictionaryId=999999')).statusCode).toBe(400);
    expect(envelope<Page<Banner>>(await get('/api/Advertisement/GetPage?page=1&pageSize=1&dictionaryId=49')).response.data).toHaveLength(1);
  });
});

describe('a re-import of the content', () => {
  let changed: string | undefined;
  afterAll(async () => {
    // Put the repository's content back for any test after these, and drop the copy.
    await seedContent({ db: testApp.app.db, dialect: testApp.app.dbDialect }, { force: true });
    if (changed) fs.rmSync(changed, { recursive: true, force: true });
  });

  it('is seen by every cached page read within a second, without a restart', async () => {
    const urls = {
      menu: '/api/Dictionary/GetCategoryByType?type=1',
      banners: '/api/Advertisement/GetPage?page=1&pageSize=3&key=&dictionaryId=40',
      footer: '/api/WebSite/CopyRight',
      news: '/api/Article/GetPage_?page=1&pageSize=50&key=&dictionaryId=0',
      article: '/api/Article/GetDetailById?id=1',
      // The only candidate after the import is the renamed article; before it there is none.
      random: '/api/Article/GetRandomArticleList?amount=3&level=0&key=re-imported',
    };
    // Fill every cache first, so what follows is an invalidation and not a first read.
    const before = Object.fromEntries(await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, (await get(url)).body] as const)));

    changed = contentCopy();
    editJson<{ copyright: string; banners: { title: string; dictionaryId: number }[] }>(path.join(changed, 'site', 'site.json'), (site) => {
      site.copyright = 'Copyright re-imported';
      const banner = site.banners.find((row) => row.dictionaryId === 40);
      if (banner) banner.title = 'A banner re-imported';
    });
    editJson<{ families: { id: number; en: string }[] }>(path.join(changed, 'site', 'categories.json'), (categories) => {
      const family = categories.families.find((row) => row.id === 1);
      if (family) family.en = 'A category re-imported';
    });
    editJson<{ articles: { id: number; title: string }[] }>(path.join(changed, 'news', 'articles.json'), (news) => {
      for (const article of news.articles) {
        if (article.id === 1) article.title = 'An article re-imported';
      }
    });
    await seedContent({ db: testApp.app.db, dialect: testApp.app.dbDialect }, { force: true, contentDir: changed });
    await afterRevalidation();

    expect(envelope<string>(await get(urls.footer)).response).toBe('Copyright re-imported');
    expect(envelope<Page<Banner>>(await get(urls.banners)).response.data.map((banner) => banner.Title)).toContain('A banner re-imported');
    expect(envelope<{ Category: Category[] }>(await get(urls.menu)).response.Category.map((category) => category.EN_Name)).toContain(
      'A category re-imported',
    );
    expect(envelope<Page<ArticleCard>>(await get(urls.news)).response.data.map((article) => article.Title)).toContain('An article re-imported');
    expect(envelope<ArticleCard>(await get(urls.article)).response.Title).toBe('An article re-imported');
    expect(envelope<ArticleCard[]>({ body: before.random ?? '' }).response).toEqual([]);
    expect(envelope<ArticleCard[]>(await get(urls.random)).response.map((article) => article.Title)).toEqual(['An article re-imported']);
  });
});
