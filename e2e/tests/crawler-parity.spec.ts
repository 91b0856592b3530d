import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

// A crawler sees what a visitor sees. The server writes each page's content for readers that run no JavaScript
// (search engines, link previews) into `<div class="fl-crawl">` inside the app's root element; the app then draws the
// same page. For each page type, the items written there (names, titles, headings, rows) are the items the app shows
// on the same address: the same ones, in the same order and number.
//
// One row per page type: `crawl` selects the items in the server's HTML (inside .fl-crawl), `app` the same items in
// the page the app draws. The selectors key on links, headings and lists, not on wrappers, so the markup around them
// may change. Where the app cuts a long name to fit a card, the element's `title` attribute holds the whole name and
// is read instead of its text.

interface PageType {
  /** What is compared, as the test's name. */
  name: string;
  /** The address, from the ids the site's API answers with (the seeded content). */
  path: (ids: SeededIds) => string;
  crawl: string;
  app: string;
  /** The app shows the items behind this tab of the page. */
  appTab?: string;
  /**
   * `leads`: the server writes each item as one line that starts with the name the app shows and goes on with more
   * (a document's product and summary); otherwise the texts are equal.
   */
  crawlItem?: 'leads';
}

const PAGE_TYPES: readonly PageType[] = [
  {
    name: 'a product list: the product names',
    path: (ids) => `/producList?id=${ids.productCategory}`,
    crawl: 'main a[href^="/producDtetails?id="]',
    app: '[data-remote="mf_catalog"] a[href^="/producDtetails?id="] :is(h2, h3)',
  },
  {
    name: "a product's detail: its name",
    path: (ids) => `/producDtetails?id=${ids.product}`,
    crawl: 'main h1',
    app: '[data-remote="mf_catalog"] h1',
  },
  {
    name: "a product's detail: its specification rows",
    path: (ids) => `/producDtetails?id=${ids.product}`,
    crawl: 'main section:has(h2:text-is("Specifications")) tr',
    app: '[data-remote="mf_catalog"] [role="tabpanel"] tr',
    appTab: 'Specifications',
  },
  {
    name: 'the news list: the article titles',
    path: () => '/newsList',
    crawl: 'main a[href^="/newsContent?id="]',
    app: '[data-remote="mf_news"] [role="tabpanel"] a[href^="/newsContent?id="]',
  },
  {
    name: 'an article: its title and the headings of its text',
    path: (ids) => `/newsContent?id=${ids.article}`,
    crawl: 'main :is(h1, h2, h3, h4)',
    app: '[data-remote="mf_news"] article :is(h1, h2, h3, h4)',
  },
  {
    name: 'the support documents: their titles',
    path: () => '/support',
    crawl: 'main li:not(nav li)',
    app: '[data-remote="mf_support"] ul[aria-label="Documents"] h3',
    crawlItem: 'leads',
  },
  {
    name: 'the support videos: their titles',
    path: () => '/support?type=2',
    crawl: 'main li:not(nav li)',
    app: '[data-remote="mf_support"] ul[aria-label="Videos"] h3',
    crawlItem: 'leads',
  },
  {
    name: "the solutions overview: each sector's name, then its solutions' names",
    path: () => '/solution',
    crawl: 'main :is(h2, a[href^="/solutionDetails?"])',
    app: '[data-remote="mf_solutions"] :is(section h2, a[href^="/solutionDetails?"] h3)',
  },
  {
    name: "a solution's detail: its name",
    path: (ids) => ids.solution,
    crawl: 'main h1',
    app: '[data-remote="mf_solutions"] h2#solution-feature-name',
  },
  {
    name: "a solution's detail: its key points",
    path: (ids) => ids.solution,
    crawl: 'main section:has(h2:text-is("Key points")) h3',
    app: '[data-remote="mf_solutions"] [data-testid="feature-points"] h3',
  },
];

/** The ids the addresses need, read from the API as the app reads them, so the test follows the seeded content. */
interface SeededIds {
  /** A featured product (one with specifications) and its sub category, whose list shows it. */
  product: number;
  productCategory: number;
  /** The newest article. */
  article: number;
  /** The first solution of the first sector, as its address. */
  solution: string;
}

interface Envelope<T> {
  success: boolean;
  response: T;
}

async function apiRead<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(`/api/${path}`);
  expect(reply.status(), `GET /api/${path}`).toBe(200);
  const body = (await reply.json()) as Envelope<T>;
  expect(body.success, `GET /api/${path} succeeds`).toBe(true);
  return body.response;
}

async function seededIds(request: APIRequestContext): Promise<SeededIds> {
  const featured = await apiRead<Array<{ Id: number; DictionaryId2: number }>>(request, 'Product/GetProductListByTop?pageSize=6');
  let product: { Id: number; DictionaryId2: number } | undefined;
  for (const card of featured) {
    const detail = await apiRead<{ Specifications: string }>(request, `Product/GetInfoById?id=${card.Id}`);
    if (detail.Specifications.trim() !== '') {
      product = card;
      break;
    }
  }
  if (!product) throw new Error('no featured product has specifications: the seeded catalogue changed');
  const news = await apiRead<{ data: Array<{ Id: number }> }>(request, 'Article/GetPage_?page=1&pageSize=6&key=&dictionaryId=0');
  const sectors = await apiRead<Array<{ Solutions: Array<{ Id: number; Type: number; Tag: number }> }>>(request, 'Solution/GetList');
  const solution = sectors.flatMap((sector) => sector.Solutions)[0];
  const article = news.data[0];
  if (!article || !solution) throw new Error('the seeded content has no article or no solution');
  return {
    product: product.Id,
    productCategory: product.DictionaryId2,
    article: article.Id,
    solution: `/solutionDetails?type=${solution.Type}&tag=${solution.Tag}&id=${solution.Id}`,
  };
}

/**
 * Each item's words, the white space between them made single spaces: its `title` when it names it whole, a table
 * row's cells joined with " | ", otherwise its text.
 */
function readItems(items: Locator): Promise<string[]> {
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

/**
 * The items the server writes for `path`, as a crawler gets them: the raw HTML, read by a browser's HTML parser in a
 * blank page that runs no script (so no app takes over and nothing is fetched on its behalf).
 */
async function crawlItems(browser: Browser, request: APIRequestContext, path: string, selector: string): Promise<string[]> {
  const reply = await request.get(path);
  expect(reply.status(), `GET ${path}`).toBe(200);
  const source = await reply.text();
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const blank: Page = await context.newPage();
    // Nothing the document links to is fetched (its stylesheets and pictures are the app's, not the crawler's text).
    await blank.route('**/*', (route) => route.abort());
    await blank.setContent(source, { waitUntil: 'domcontentloaded' });
    const crawl = blank.locator('.fl-crawl');
    await expect(crawl, `${path} has one block of content for crawlers`).toHaveCount(1);
    return await readItems(crawl.locator(selector));
  } finally {
    await context.close();
  }
}

/**
 * The app's names where the crawler's lines start with them (and go on after a separator: a space, "(" or ":"),
 * written as those lines, so the two lists compare equal exactly when each line leads with the app's name.
 */
function asLeadingLines(names: readonly string[], lines: readonly string[]): string[] {
  return names.map((name, index) => {
    const line = lines[index];
    if (line === undefined || name === '' || !line.startsWith(name)) return name;
    return line.length === name.length || /^[\s(:]/.test(line.slice(name.length)) ? line : name;
  });
}

let ids: SeededIds | undefined;

test.describe('a crawler sees what a visitor sees', () => {
  for (const pageType of PAGE_TYPES) {
    test(pageType.name, async ({ page, browser, request }) => {
      ids ??= await seededIds(request);
      const path = pageType.path(ids);
      const crawl = await crawlItems(browser, request, path, pageType.crawl);
      expect(crawl.length, `the server writes items for ${path} (${pageType.crawl})`).toBeGreaterThan(0);

      await page.goto(path);
      // The app has mounted: React emptied its root element, the server's copy with it.
      await expect(page.locator('.fl-crawl')).toHaveCount(0);
      if (pageType.appTab) await page.getByRole('tab', { name: pageType.appTab, exact: true }).click();
      const appItems = page.locator(pageType.app);
      await expect(appItems.first()).toBeVisible({ timeout: 15_000 });
      // The app's items arrive with its reads: compare until they are all there (or fail with the last difference).
      await expect
        .poll(
          async () => {
            const shown = await readItems(appItems);
            return pageType.crawlItem === 'leads' ? asLeadingLines(shown, crawl) : shown;
          },
          { message: `${path}: the app shows the items the server writes (${pageType.crawl}), in the same order and number`, timeout: 15_000 },
        )
        .toEqual(crawl);
    });
  }
});
