import type { FastifyInstance } from 'fastify';
import { PAGE_DATA_ELEMENT_ID } from '../../src/contracts/first-reads';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { standInForShellPage } from '../helpers/shell-page-stand-in';

// The replies of a page's first reads, written into the page by the server (so the page does not wait a round trip
// for its banner and first items), and the preload of the picture they put at the top. A real app on a real
// database seeded with the repository's content.

let removeStandIn: () => void = () => undefined;

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  removeStandIn = standInForShellPage();
  t = await createTestApp({ serveStatic: true, seedReleases: false });
  app = t.app;
});

afterAll(async () => {
  await t.close();
  removeStandIn();
});

async function pageOf(url: string): Promise<{ status: number; html: string; data: Record<string, unknown> | undefined; text: string }> {
  const reply = await app.inject({ method: 'GET', url });
  const match = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script`).exec(reply.body);
  return {
    status: reply.statusCode,
    html: reply.body,
    data: match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined,
    text: match?.[1] ?? '',
  };
}

/** What the API itself answers for a read: the `response` of its envelope. */
async function apiResponse(key: string): Promise<unknown> {
  const reply = await app.inject({ method: 'GET', url: `/api/${key}` });
  return (reply.json() as { response: unknown }).response;
}

const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map((match) => match[1]);

describe('the replies a page carries', () => {
  it('gives the home page its menu, footer, carousel and featured products, exactly as the API answers them', async () => {
    const { status, data, html, text } = await pageOf('/index');
    expect(status).toBe(200);
    const keys = [
      'Dictionary/GetCategoryByType?type=1',
      'WebSite/CopyRight',
      'Advertisement/GetPage?dictionaryId=40&key=&page=1&pageSize=3',
      'Product/GetProductListByTop?pageSize=3',
      'Solution/GetList',
    ];
    expect(Object.keys(data ?? {}).sort()).toEqual([...keys].sort());
    for (const key of keys) expect({ key, response: data?.[key] }).toEqual({ key, response: await apiResponse(key) });
    // Nothing in the block can end it or open markup.
    expect(text).not.toMatch(/[<>]/);
    // The first carousel banner and the first featured product's picture are asked for at once.
    const banners = (await apiResponse('Advertisement/GetPage?dictionaryId=40&key=&page=1&pageSize=3')) as { data: Array<{ ImageUrl: string }> };
    const products = (await apiResponse('Product/GetProductListByTop?pageSize=3')) as Array<{ Images: Array<{ ImageUrl: string }> }>;
    expect(imagePreloads(html).sort()).toEqual([banners.data[0]!.ImageUrl, products[0]!.Images[0]!.ImageUrl].sort());
    // / and /home are the home page.
    expect(Object.keys((await pageOf('/')).data ?? {}).sort()).toEqual([...keys].sort());
  });

  it("gives a Product Center its family's banner and filter groups; another spelling of the family gets neither", async () => {
    const { data, html } = await pageOf('/productCenter?type=2');
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [
        'Advertisement/GetPage?dictionaryId=1&key=&page=1&pageSize=1',
        'Dictionary/GetCategoryByType?type=1',
        'Product/GetProductTagItem?type=2',
        'WebSite/CopyRight',
      ].sort(),
    );
    const banner = (await apiResponse('Advertisement/GetPage?dictionaryId=1&key=&page=1&pageSize=1')) as { data: Array<{ ImageUrl: string }> };
    expect(imagePreloads(html)).toEqual([banner.data[0]!.ImageUrl]);
    expect(Object.keys((await pageOf('/productCenter?type=02')).data ?? {}).sort()).toEqual(
      ['Dictionary/GetCategoryByType?type=1', 'WebSite/CopyRight'].sort(),
    );
  });

  it("gives the news list its banner and the first page of every category's news, and preloads the first card's picture", async () => {
    const { data, html } = await pageOf('/newsList');
    const newsKey = 'Article/GetPage_?dictionaryId=0&key=&page=1&pageSize=6';
    expect(Object.keys(data ?? {}).sort()).toEqual(
      ['Advertisement/GetPage?dictionaryId=49&key=&page=1&pageSize=1', 'Dictionary/GetCategoryByType?type=1', newsKey, 'WebSite/CopyRight'].sort(),
    );
    const news = (await apiResponse(newsKey)) as { data: Array<{ ImgUrl: string }> };
    expect(data?.[newsKey]).toEqual(news);
    expect(imagePreloads(html)).toEqual([news.data[0]!.ImgUrl]);
  });

  it('gives the site search page 1 of the search its address names, read as the page reads it', async () => {
    const searchKeys = async (url: string) => Object.keys((await pageOf(url)).data ?? {}).filter((key) => key.startsWith('WebSite/Search'));
    const products = 'WebSite/Search?key=switch&page=1&pageSize=10&type=products';
    const { data } = await pageOf('/searchList?search=switch');
    expect(data?.[products]).toEqual(await apiResponse(products));
    // Trimmed, an unknown type is products, a known one is kept, page 1 written or not.
    expect(await searchKeys('/searchList?search=%20switch%20&type=nonsense&page=1')).toEqual([products]);
    expect(await searchKeys('/searchList?search=switch&type=news')).toEqual(['WebSite/Search?key=switch&page=1&pageSize=10&type=news']);
    // A later page, an empty key: the page asks the API itself (or nothing).
    expect(await searchKeys('/searchList?search=switch&page=2')).toEqual([]);
    expect(await searchKeys('/searchList?search=%20%20')).toEqual([]);
    // A key longer than the API allows is cut as the page cuts it.
    const long = 'x'.repeat(250);
    expect(await searchKeys(`/searchList?search=${long}`)).toEqual([`WebSite/Search?key=${'x'.repeat(200)}&page=1&pageSize=10&type=products`]);
  });

  it('gives the About page its company profile, exactly as the API answers it', async () => {
    const { data } = await pageOf('/about');
    expect(Object.keys(data ?? {}).sort()).toEqual(['About/GetProfile', 'Dictionary/GetCategoryByType?type=1', 'WebSite/CopyRight']);
    expect(data?.['About/GetProfile']).toEqual(await apiResponse('About/GetProfile'));
  });

  it('gives the support page its banner, the document types and page 1 of every document, and preloads the banner', async () => {
    const { data, html } = await pageOf('/support');
    const bannerKey = 'Advertisement/GetPage?dictionaryId=50&key=&page=1&pageSize=1';
    const documentsKey = 'Material/GetPageList?PageSize=10&dictionaryId=&dictionaryName=&fileType=2&page=1';
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [bannerKey, 'Dictionary/GetCategoryByType?type=1', 'Dictionary/GetCategoryByType?type=5', documentsKey, 'WebSite/CopyRight'].sort(),
    );
    expect(data?.[documentsKey]).toEqual(await apiResponse(documentsKey));
    const banner = (await apiResponse(bannerKey)) as { data: Array<{ ImageUrl: string }> };
    expect(imagePreloads(html)).toEqual([banner.data[0]!.ImageUrl]);
  });

  it('leaves page 1 of every document out of a support address that names a search, another filter or page', async () => {
    const documentsKey = 'Material/GetPageList?PageSize=10&dictionaryId=&dictionaryName=&fileType=2&page=1';
    for (const address of ['/support?docType=70', '/support?type=1&page=2', '/support?docType=70&page=2', '/support?keyword=FL-MS5008G']) {
      const keys = Object.keys((await pageOf(address)).data ?? {});
      expect(keys).not.toContain(documentsKey);
      expect(keys).toContain('Dictionary/GetCategoryByType?type=5');
    }
    expect(Object.keys((await pageOf('/support?type=1&page=1')).data ?? {})).toContain(documentsKey);
  });

  it('gives the Video Center its banner, featured video, video categories and page 1 of every video, and no document reads', async () => {
    const bannerKey = 'Advertisement/GetPage?dictionaryId=50&key=&page=1&pageSize=1';
    const videosKey = 'Material/GetPageList?PageSize=9&dictionaryId=&dictionaryName=&fileType=1&page=1';
    const { data } = await pageOf('/support?type=2');
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [
        bannerKey,
        'Dictionary/GetCategoryByType?type=1',
        'Dictionary/GetCategoryByType?type=4',
        'Material/GetListByTop?pageSize=1',
        videosKey,
        'WebSite/CopyRight',
      ].sort(),
    );
    expect(data?.['Material/GetListByTop?pageSize=1']).toEqual(await apiResponse('Material/GetListByTop?pageSize=1'));
    expect(data?.[videosKey]).toEqual(await apiResponse(videosKey));
  });

  it('gives an article its reply, exactly as the API answers it; an address with no article id or an unknown one gets none', async () => {
    const { data } = await pageOf('/newsContent?id=1');
    expect(Object.keys(data ?? {}).sort()).toEqual(['Article/GetDetailById?id=1', 'Dictionary/GetCategoryByType?type=1', 'WebSite/CopyRight']);
    expect(data?.['Article/GetDetailById?id=1']).toEqual(await apiResponse('Article/GetDetailById?id=1'));
    for (const address of ['/newsContent', '/newsContent?id=abc', '/newsContent?id=0', '/newsContent?id=999999']) {
      expect(Object.keys((await pageOf(address)).data ?? {}).filter((key) => key.startsWith('Article/'))).toEqual([]);
    }
  });

  it('gives the solutions overview its sectors, exactly as the API answers them', async () => {
    const { data } = await pageOf('/solution?type=1');
    expect(Object.keys(data ?? {}).sort()).toEqual(['Dictionary/GetCategoryByType?type=1', 'Solution/GetList', 'WebSite/CopyRight']);
    expect(data?.['Solution/GetList']).toEqual(await apiResponse('Solution/GetList'));
  });

  it("gives a product list page 1 of its sub category, exactly as the API answers it, and preloads the sub category's picture", async () => {
    const listKey = 'Product/GetPage_?PageSize=8&dictionaryId=22&page=1';
    const { data, html } = await pageOf('/producList?id=22');
    expect(Object.keys(data ?? {}).sort()).toEqual(['Dictionary/GetCategoryByType?type=1', listKey, 'WebSite/CopyRight'].sort());
    const list = (await apiResponse(listKey)) as { data: unknown[]; DictionaryInfo: { ImageUrl: string } };
    expect(data?.[listKey]).toEqual(list);
    expect(list.data.length).toBeGreaterThan(0);
    expect(imagePreloads(html)).toEqual([list.DictionaryInfo.ImageUrl]);
    // The address of page 1 written out carries it too; one of a later page leaves the list to the app.
    expect(Object.keys((await pageOf('/producList?id=22&page=1')).data ?? {})).toContain(listKey);
    expect(Object.keys((await pageOf('/producList?id=5&page=2')).data ?? {}).filter((key) => key.startsWith('Product/'))).toEqual([]);
  });

  it('gives a product page its product, exactly as the API answers it, and preloads its first picture', async () => {
    const productKey = 'Product/GetInfoById?id=501';
    const { data, html } = await pageOf('/producDtetails?id=501');
    // Beside the product, the advisories that concern it (the page's Security advisories section).
    expect(Object.keys(data ?? {}).sort()).toEqual(
      ['Dictionary/GetCategoryByType?type=1', productKey, 'SecurityAdvisory/GetByProduct?productId=501', 'WebSite/CopyRight'].sort(),
    );
    const product = (await apiResponse(productKey)) as { Images: Array<{ ImageUrl: string }> };
    expect(data?.[productKey]).toEqual(product);
    expect(imagePreloads(html)).toEqual([product.Images[0]!.ImageUrl]);
  });

  it("gives a solution page its solution and its sector's banner, exactly as the API answers them, whichever way the address names it", async () => {
    const solutionKey = 'Solution/GetDetailById?id=24';
    const bannerKey = 'Advertisement/GetPage?dictionaryId=28&key=&page=1&pageSize=1';
    const { data, html } = await pageOf('/solutionDetails?type=1&tag=1&id=24');
    expect(Object.keys(data ?? {}).sort()).toEqual([bannerKey, 'Dictionary/GetCategoryByType?type=1', solutionKey, 'WebSite/CopyRight'].sort());
    expect(data?.[solutionKey]).toEqual(await apiResponse(solutionKey));
    const banner = (await apiResponse(bannerKey)) as { data: Array<{ ImageUrl: string }> };
    expect(data?.[bannerKey]).toEqual(banner);
    expect(imagePreloads(html)).toEqual([banner.data[0]!.ImageUrl]);
    // Without an id the sector and tag name it; the solution's own sector gives the banner.
    const { data: byTag } = await pageOf('/solutionDetails?type=1&tag=1');
    expect(Object.keys(byTag ?? {})).toEqual(expect.arrayContaining([solutionKey, bannerKey]));
  });

  it('gives other pages, and a page that is not there, the reads of every page only', async () => {
    expect(Object.keys((await pageOf('/login')).data ?? {}).sort()).toEqual(['Dictionary/GetCategoryByType?type=1', 'WebSite/CopyRight']);
    const missing = await pageOf('/producDtetails?id=999999');
    expect(missing.status).toBe(404);
    // The header and footer around the not-found message are drawn from them.
    expect(Object.keys(missing.data ?? {}).sort()).toEqual(['Dictionary/GetCategoryByType?type=1', 'WebSite/CopyRight']);
    expect(imagePreloads(missing.html)).toEqual([]);
  });
});
