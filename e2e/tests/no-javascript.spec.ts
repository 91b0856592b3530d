import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '../support/test';
import { DOCUMENT_PAGE_SIZE, NEWS_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE, VIDEO_PAGE_SIZE } from '../../api/src/contracts/page-sizes';
import { isMobile, sharedInstanceCount } from '../support/site';
import { SECTORS } from '../support/solutions';
import { apiRead, partsOfHtml } from '../support/api';

// The page the server sends is the page: with JavaScript off, every main route shows what the app draws on it, from
// the server's HTML alone. The header with its real menus (the product families and sub categories the API lists,
// in the app's own markup, not a plain list of links), the route's own content inside its section, and the footer.
// Each expectation is read from the API as the app reads it, so the test follows the seeded content; the items are
// found inside the section the app mounts (`[data-remote=...]`), so only the app's own drawing of them counts.

test.use({ javaScriptEnabled: false });

interface CategoryTree {
  Category: Array<{ Id: number; EN_Name: string }>;
  SubCategory: Array<{ Id: number; Pid: number; EN_Name: string }>;
}

/** What the pages show, read from the API, and the addresses that show it. */
interface Seeded {
  categories: CategoryTree;
  copyright: string;
  /** A featured product that has specifications, and the sub category whose list holds it. */
  product: { id: number; name: string; shortName: string; specifications: string };
  productList: { id: number; name: string; products: string[] };
  featured: Array<{ Id: number; Name: string }>;
  homeBannerTitle: string;
  news: Array<{ Id: number; Title: string }>;
  article: { id: number; title: string; date: string; content: string };
  solution: { path: string; name: string; points: string[] };
  documents: string[];
  videos: string[];
  profile: { lead: string; content: string };
}

/** The banners of the home carousel (their dictionary id) and how many the carousel shows. */
const HOME_BANNERS = 'Advertisement/GetPage?page=1&pageSize=3&key=&dictionaryId=40';

async function readSeeded(request: APIRequestContext): Promise<Seeded> {
  const featured = await apiRead<Array<{ Id: number; Name: string; DictionaryId2: number }>>(request, 'Product/GetProductListByTop?pageSize=3');
  let product: Seeded['product'] | undefined;
  let listId = 0;
  for (const card of featured) {
    const detail = await apiRead<{ Name: string; ShortName: string; Specifications: string }>(request, `Product/GetInfoById?id=${card.Id}`);
    if (detail.Specifications.includes('<tr')) {
      product = { id: card.Id, name: detail.Name, shortName: detail.ShortName, specifications: detail.Specifications };
      listId = card.DictionaryId2;
      break;
    }
  }
  if (!product) throw new Error('no featured product has a table of specifications: the seeded catalogue changed');
  const list = await apiRead<{ data: Array<{ Name: string }>; DictionaryInfo: { EN_Name2: string } }>(
    request,
    `Product/GetPage_?page=1&PageSize=${PRODUCT_LIST_PAGE_SIZE}&dictionaryId=${listId}`,
  );
  const news = await apiRead<{ data: Array<{ Id: number; Title: string }> }>(
    request,
    `Article/GetPage_?page=1&pageSize=${NEWS_PAGE_SIZE}&key=&dictionaryId=0`,
  );
  const newest = news.data[0];
  if (!newest) throw new Error('the seeded content has no article');
  const article = await apiRead<{ Title: string; Content: string; PublishTime: string; CreateTime: string }>(
    request,
    `Article/GetDetailById?id=${newest.Id}`,
  );
  const sectors = await apiRead<Array<{ Solutions: Array<{ Id: number; Type: number; Tag: number }> }>>(request, 'Solution/GetList');
  const first = sectors.flatMap((sector) => sector.Solutions)[0];
  if (!first) throw new Error('the seeded content has no solution');
  const solution = await apiRead<{ Name: string; Points: Array<{ Name: string }> }>(request, `Solution/GetDetailById?id=${first.Id}`);
  const materials = (fileType: number, pageSize: number) =>
    apiRead<{ data: Array<{ Title: string }> }>(
      request,
      `Material/GetPageList?fileType=${fileType}&page=1&PageSize=${pageSize}&dictionaryId=&dictionaryName=`,
    );
  const [documents, videos] = await Promise.all([materials(2, DOCUMENT_PAGE_SIZE), materials(1, VIDEO_PAGE_SIZE)]);
  const profile = await apiRead<{ Lead: string; Content: string }>(request, 'About/GetProfile');
  const banners = await apiRead<{ data: Array<{ Title: string }> }>(request, HOME_BANNERS);
  return {
    categories: await apiRead<CategoryTree>(request, 'Dictionary/GetCategoryByType?type=1'),
    copyright: await apiRead<string>(request, 'WebSite/CopyRight'),
    product,
    productList: { id: listId, name: list.DictionaryInfo.EN_Name2, products: list.data.map((item) => item.Name) },
    featured,
    homeBannerTitle: banners.data[0]?.Title ?? '',
    news: news.data,
    article: {
      id: newest.Id,
      title: article.Title,
      date: (article.PublishTime || article.CreateTime).slice(0, 10),
      content: article.Content,
    },
    solution: {
      path: `/solutionDetails?type=${first.Type}&tag=${first.Tag}&id=${first.Id}`,
      name: solution.Name,
      points: solution.Points.map((point) => point.Name),
    },
    documents: documents.data.map((item) => item.Title),
    videos: videos.data.map((item) => item.Title),
    profile: { lead: profile.Lead, content: profile.Content },
  };
}

let seeded: Seeded | undefined;
async function content(request: APIRequestContext): Promise<Seeded> {
  seeded ??= await readSeeded(request);
  return seeded;
}

/** Each element's words: its `title` where it names the whole of a shortened text, a table row's cells joined with " | ", else its text. */
function itemTexts(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) => {
    const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    return elements.map((element) => {
      const title = element.getAttribute('title');
      if (title !== null) return words(title);
      if (element instanceof HTMLTableRowElement) return Array.from(element.cells, (cell) => words(cell.textContent)).join(' | ');
      return words(element.textContent);
    });
  });
}

/** The header's menus as the app draws them, the footer with its columns and copyright: the same on every page. */
async function expectSiteFrame(page: Page, testInfo: TestInfo, site: Seeded): Promise<void> {
  const header = page.locator('header');
  await expect(header, 'the page has the site header, drawn by the app').toBeVisible();
  const menus = header.locator('nav[aria-label="Main"]');
  await expect(menus, "the header's main navigation").toHaveCount(1);
  if (isMobile(testInfo)) {
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(menus.locator('summary')).toHaveText(['Products', 'Solutions', 'Support', 'About Us']);
  } else {
    for (const label of ['Products', 'Solutions', 'Support', 'About Us'])
      await expect(menus.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  // The Products menu: each family (its page), then its sub categories (their lists), in the API's order.
  const expected = site.categories.Category.flatMap((family) => [
    `/productCenter?type=${family.Id} ${family.EN_Name}`,
    ...site.categories.SubCategory.filter((sub) => sub.Pid === family.Id).map((sub) => `/producList?id=${sub.Id} ${sub.EN_Name}`),
  ]);
  const entries = await menus
    .locator('a[href^="/productCenter?type="], a[href^="/producList?id="]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} ${(link.textContent ?? '').replace(/\s+/g, ' ').trim()}`));
  expect(entries, "the header's Products menu lists the API's families and sub categories").toEqual(expected);

  const footer = page.locator('footer');
  await expect(footer).toBeVisible();
  expect(await itemTexts(footer.locator('a[href^="/productCenter?type="]'))).toEqual(site.categories.Category.map((family) => family.EN_Name));
  const [copyright = ''] = await partsOfHtml(page, site.copyright, 'body');
  await expect(page.getByTestId('copyright')).toContainText(copyright);
}

/** Every element visible, and their words (a `title` where the app shortens the text) exactly the expected ones. */
async function expectItems(items: Locator, expected: readonly string[], what: string): Promise<void> {
  expect(expected.length, `the seeded content has ${what}`).toBeGreaterThan(0);
  await expect(items.first(), what).toBeVisible();
  expect(await itemTexts(items), what).toEqual(expected);
  for (const item of await items.all()) await expect(item, what).toBeVisible();
}

interface RouteCase {
  name: string;
  path: (site: Seeded) => string;
  shows: (page: Page, site: Seeded) => Promise<void>;
}

const ROUTES: readonly RouteCase[] = [
  {
    name: 'the home page: its carousel and featured products',
    path: () => '/index',
    async shows(page, site) {
      await expect(page.getByTestId('home-carousel').getByText(site.homeBannerTitle, { exact: true }).first()).toBeVisible();
      const featured = page.locator('[data-remote="mf_catalog"]');
      const [first] = site.featured;
      if (!first) throw new Error('the seeded content has no featured product');
      await expect(featured.getByRole('heading', { name: first.Name })).toBeVisible();
      await expect(featured.locator(`a[href="/producDtetails?id=${first.Id}"]`)).toBeVisible();
    },
  },
  {
    name: "a product family: its sub categories' cards",
    path: () => '/productCenter?type=1',
    async shows(page, site) {
      const subs = site.categories.SubCategory.filter((sub) => sub.Pid === 1);
      await expectItems(
        page.locator('[data-remote="mf_catalog"] a[href^="/producList?id="] h3'),
        subs.map((sub) => sub.EN_Name),
        "the family's sub categories",
      );
    },
  },
  {
    name: 'a product list: its name and page 1 of its products',
    path: (site) => `/producList?id=${site.productList.id}`,
    async shows(page, site) {
      const section = page.locator('[data-remote="mf_catalog"]');
      await expect(section.getByRole('heading', { level: 1 })).toHaveText(site.productList.name);
      await expectItems(section.locator('a[href^="/producDtetails?id="] h2'), site.productList.products, "the list's products");
    },
  },
  {
    name: 'a product: its name and its specification rows',
    path: (site) => `/producDtetails?id=${site.product.id}`,
    async shows(page, site) {
      const section = page.locator('[data-remote="mf_catalog"]');
      const name = section.getByRole('heading', { level: 1 });
      await expect(name).toBeVisible();
      expect(await itemTexts(name)).toEqual([site.product.name]);
      await expect(section.getByText(site.product.shortName, { exact: true }).first()).toBeVisible();
      await expect(section.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: site.productList.name })).toHaveAttribute(
        'href',
        `/producList?id=${site.productList.id}`,
      );
      // The specifications are one of the product's tabs. The page opens on its first tab; each tab is a link to
      // the page the server draws with that tab open, so a visitor without JavaScript reaches the rows in one click.
      const tab = section.getByRole('tab', { name: 'Specifications', exact: true });
      await expect(tab).toBeVisible();
      // Only the tabs of family 1 have Specifications, and Introduce comes first.
      await expect(section.getByRole('tab', { selected: true })).toHaveText('Introduce');
      await expect(tab).toHaveAttribute('href', `/producDtetails?id=${site.product.id}&tab=specifications`);
      await tab.click();
      await expect(page).toHaveURL(`/producDtetails?id=${site.product.id}&tab=specifications`);
      await expect(section.getByRole('tab', { name: 'Specifications', exact: true })).toHaveAttribute('aria-selected', 'true');
      expect(await sharedInstanceCount(page), 'the server drew the page on that tab').toBe(0);
      const rows = await partsOfHtml(page, site.product.specifications, 'tr');
      await expectItems(section.locator('[role="tabpanel"]:visible tr'), rows, "the product's specification rows");
    },
  },
  {
    name: "the solutions: each sector's name and its solutions",
    path: () => '/solution',
    async shows(page) {
      const section = page.locator('[data-remote="mf_solutions"]');
      for (const sector of SECTORS) {
        await expect(section.getByRole('heading', { level: 2, name: sector.name, exact: true })).toBeVisible();
        for (const [id, , tag] of sector.solutions) {
          await expect(section.locator(`a[href="/solutionDetails?type=${sector.type}&tag=${tag}&id=${id}"]`)).toBeVisible();
        }
      }
    },
  },
  {
    name: 'a solution: its name and its key points',
    path: (site) => site.solution.path,
    async shows(page, site) {
      const section = page.locator('[data-remote="mf_solutions"]');
      await expect(section.locator('#solution-feature-name')).toHaveText(site.solution.name);
      await expectItems(section.locator('[data-testid="feature-points"] h3'), site.solution.points, "the solution's key points");
    },
  },
  {
    name: 'the support documents: page 1 of every document',
    path: () => '/support',
    async shows(page, site) {
      await expectItems(page.locator('[data-remote="mf_support"] ul[aria-label="Documents"] h3'), site.documents, 'the documents');
    },
  },
  {
    name: 'the support videos: page 1 of every video',
    path: () => '/support?type=2',
    async shows(page, site) {
      await expectItems(page.locator('[data-remote="mf_support"] ul[aria-label="Videos"] h3'), site.videos, 'the videos');
    },
  },
  {
    name: 'the news list: page 1 of every article',
    path: () => '/newsList',
    async shows(page, site) {
      await expectItems(
        page.locator('[data-remote="mf_news"] a[href^="/newsContent?id="]'),
        site.news.map((article) => article.Title),
        'the news cards',
      );
    },
  },
  {
    name: 'an article: its title, date and body',
    path: (site) => `/newsContent?id=${site.article.id}`,
    async shows(page, site) {
      const article = page.locator('[data-remote="mf_news"] article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(site.article.title);
      await expect(article.locator('time')).toHaveAttribute('datetime', site.article.date);
      const paragraphs = await partsOfHtml(page, site.article.content, 'p, h2, h3, li');
      expect(paragraphs.length, 'the article has a body').toBeGreaterThan(0);
      for (const paragraph of paragraphs) await expect(article, 'the body of the article').toContainText(paragraph);
    },
  },
  {
    name: "the about page: the company's lead line and profile",
    path: () => '/about',
    async shows(page, site) {
      const section = page.locator('[data-remote="mf_news"]');
      await expect(section.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(section.getByText(site.profile.lead, { exact: true })).toBeVisible();
      const [opening] = await partsOfHtml(page, site.profile.content, 'p');
      expect(opening, 'the profile has a text').toBeTruthy();
      await expect(section).toContainText(opening ?? '');
    },
  },
];

test.describe('without JavaScript, the server-rendered page', () => {
  for (const route of ROUTES) {
    test(route.name, async ({ page, request }, testInfo) => {
      const site = await content(request);
      const path = route.path(site);
      const reply = await page.goto(path);
      expect(reply?.status(), `GET ${path}`).toBe(200);
      // Only the server's HTML counts: none of the app's code has run.
      expect(await sharedInstanceCount(page)).toBe(0);
      await expectSiteFrame(page, testInfo, site);
      await route.shows(page, site);
    });
  }
});

test('an id that names nothing answers 404 with the site around it', async ({ page, request }, testInfo) => {
  const site = await content(request);
  const reply = await page.goto('/producDtetails?id=999999');
  expect(reply?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expectSiteFrame(page, testInfo, site);
  // The section's own "not found" message is the browser's: the server draws the page around it (the section's read
  // answered 404, and a page carries only replies that answered 200), so without JavaScript the section stays loading.
  await expect(page.locator('main [data-remote="mf_catalog"]').getByRole('status')).toHaveCount(1);
});

test("the support page's tabs are links: Video Center opens the server's page of videos", async ({ page, request }) => {
  const site = await content(request);
  await page.goto('/support');
  const tab = page.locator('[data-remote="mf_support"]').getByRole('tab', { name: 'Video Center', exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'false');
  await tab.click();
  await expect(page).toHaveURL('/support?type=2');
  expect(await sharedInstanceCount(page)).toBe(0);
  await expectItems(page.locator('[data-remote="mf_support"] ul[aria-label="Videos"] h3'), site.videos, 'the videos');
});
