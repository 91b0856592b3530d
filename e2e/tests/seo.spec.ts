import { expect, SCRIPT_START_ELEMENT_ID, test, type Page } from '../support/test';
import { apiRead, partsOfHtml } from '../support/api';

// The HTML the server sends is the page itself: its main content is in #root before any script has run, so a
// crawler reads what a visitor sees. When JavaScript runs, the app takes that page over as it is: nothing on the
// first screen is drawn a second time, and the server's title stays. (What the page shows without JavaScript, route
// by route: no-javascript.spec.ts.)

const PRODUCT_ID = 501;
const ARTICLE_ID = 1;

/** What the page at `path` holds in #root as the server sends it, read by the browser's HTML parser (nothing in it runs). */
interface ServerRoot {
  /** Whether #root is there and has elements of its own. */
  drawn: boolean;
  headings: string[];
  /** The text of the elements `pick` names inside #root. */
  picked: string[];
  /** The tabs inside #root: their words, whether selected, and their address. */
  tabs: Array<{ label: string; selected: boolean; href: string | null }>;
  /** Scripts written into the page itself (data blocks aside): none, so what #root holds is the server's drawing. */
  inlineScripts: number;
}

async function serverRoot(page: Page, path: string, pick: string): Promise<ServerRoot> {
  const reply = await page.request.get(path);
  expect(reply.status(), `GET ${path}`).toBe(200);
  const html = await reply.text();
  return page.evaluate(
    ([source, selector, starterId]) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      const words = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const root = document.getElementById('root');
      const inRoot = (query: string) => Array.from(root?.querySelectorAll(query) ?? []);
      return {
        drawn: (root?.children.length ?? 0) > 0,
        headings: inRoot('h1').map(words),
        picked: inRoot(selector)
          .map((element) => (element instanceof HTMLTableRowElement ? Array.from(element.cells, words).join(' | ') : words(element)))
          .filter((text) => text !== ''),
        tabs: inRoot('[role="tab"]').map((tab) => ({
          label: words(tab),
          selected: tab.getAttribute('aria-selected') === 'true',
          href: tab.getAttribute('href'),
        })),
        // Scripts that would run: JSON data blocks are data, not code, and the starter only asks for the app's files
        // once the page has loaded.
        inlineScripts: Array.from(document.querySelectorAll(`script:not([src]):not(#${starterId})`)).filter(
          (script) => !/json/.test(script.getAttribute('type') ?? ''),
        ).length,
      };
    },
    [html, pick, SCRIPT_START_ELEMENT_ID] as const,
  );
}

test.describe("the server's HTML is the page", () => {
  test("a product: its name, its tabs as links, and the open tab's content, in #root before any script", async ({ page, request }) => {
    const product = await apiRead<{ Name: string; ShortName: string; Introduce: string; Specifications: string }>(
      request,
      `Product/GetInfoById?id=${PRODUCT_ID}`,
    );
    const opening = await serverRoot(page, `/producDtetails?id=${PRODUCT_ID}`, '[role="tabpanel"] p, [role="tabpanel"] li');
    expect(opening.drawn, 'the server drew the page into #root').toBe(true);
    expect(opening.inlineScripts, 'no script in the page draws anything').toBe(0);
    expect(opening.headings).toEqual([product.Name]);
    expect(opening.tabs).toEqual([
      { label: 'Introduce', selected: true, href: `/producDtetails?id=${PRODUCT_ID}` },
      { label: 'Specifications', selected: false, href: `/producDtetails?id=${PRODUCT_ID}&tab=specifications` },
      { label: 'Ordering Information', selected: false, href: `/producDtetails?id=${PRODUCT_ID}&tab=ordering` },
    ]);
    const introduction = await partsOfHtml(page, product.Introduce, 'p, li');
    expect(introduction.length, 'the product has an introduction').toBeGreaterThan(0);
    expect(opening.picked).toEqual(introduction);

    // The Specifications tab's address is the page drawn on that tab: a crawler that follows it reads the rows.
    const specifications = await serverRoot(page, `/producDtetails?id=${PRODUCT_ID}&tab=specifications`, '[role="tabpanel"] tr');
    expect(specifications.headings).toEqual([product.Name]);
    expect(specifications.tabs.filter((tab) => tab.selected).map((tab) => tab.label)).toEqual(['Specifications']);
    const rows = await partsOfHtml(page, product.Specifications, 'tr');
    expect(rows.length, 'the product has specification rows').toBeGreaterThan(0);
    expect(specifications.picked).toEqual(rows);
  });

  test('an article: its title and its body, in #root before any script', async ({ page, request }) => {
    const article = await apiRead<{ Title: string; Content: string }>(request, `Article/GetDetailById?id=${ARTICLE_ID}`);
    const root = await serverRoot(page, `/newsContent?id=${ARTICLE_ID}`, 'article p, article h2, article h3, article li');
    expect(root.drawn).toBe(true);
    expect(root.inlineScripts).toBe(0);
    expect(root.headings).toEqual([article.Title]);
    const body = await partsOfHtml(page, article.Content, 'p, h2, h3, li');
    expect(body.length, 'the article has a body').toBeGreaterThan(0);
    for (const paragraph of body) expect(root.picked, 'the body of the article').toContain(paragraph);
  });
});

/**
 * Opens `path` with every script held back until the returned function is called, and waits until the server's
 * page is parsed and styled: what a visitor sees before the app has started.
 */
async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await released;
    await route.fallback();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet !== null),
  );
  return release;
}

/**
 * Keeps every element of #root that shows on the first screen, before the app starts, to look at them afterwards.
 * A placeholder that says it is loading (aria-busy, such as Hot news, three random articles the browser reads) is
 * not drawn content: the browser fills it, so it is left out.
 */
function keepFirstScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const shown = Array.from(root?.querySelectorAll('*') ?? []).filter((element) => {
      if (element.closest('[aria-busy="true"]')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    (window as unknown as { __firstScreen: Element[] }).__firstScreen = shown;
    return shown.length;
  });
}

/** The first-screen elements the app has taken out of the page since keepFirstScreen: each one drawn again. */
function replacedOnFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __firstScreen: Element[] }).__firstScreen
      .filter((element) => !element.isConnected)
      .map((element) => `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} class="${element.getAttribute('class') ?? ''}">`),
  );
}

/**
 * Resolves once React owns `selector`'s element (hydration marks each DOM node it takes over with a property of its
 * own, `__reactFiber$…`): the app has started on the very element the server drew.
 */
async function hydrated(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((pick) => {
        const element = document.querySelector(pick);
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      }, selector),
    )
    .toBe(true);
}

test.describe('with JavaScript, the app takes the page over as the server drew it', () => {
  test('a product: nothing on the first screen is drawn again, and its tabs then switch in place', async ({ page }) => {
    const release = await openBeforeScripts(page, `/producDtetails?id=${PRODUCT_ID}`);
    await expect(page.locator('#root h1'), "the server's page has the product's name").toHaveCount(1);
    const heading = await page.locator('#root h1').elementHandle();
    expect(heading, "the server's page has the product's name").not.toBeNull();
    expect(await keepFirstScreen(page)).toBeGreaterThan(10);
    release();
    await hydrated(page, '#root h1');
    await page.waitForLoadState('networkidle');
    expect(await heading?.evaluate((element) => element.isConnected), "the server's heading is the app's").toBe(true);
    expect(await replacedOnFirstScreen(page)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // The app is live on the server's elements: a tab switches in place, with no new page.
    const tabs = page.getByRole('tablist', { name: 'Product information' });
    await tabs.getByRole('tab', { name: 'Specifications' }).click();
    await expect(tabs.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`/producDtetails?id=${PRODUCT_ID}&tab=specifications`);
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  });

  test('an article: nothing on the first screen is drawn again', async ({ page }) => {
    const release = await openBeforeScripts(page, `/newsContent?id=${ARTICLE_ID}`);
    await expect(page.locator('#root article'), "the server's page has the article").toHaveCount(1);
    const body = await page.locator('#root article').elementHandle();
    expect(body, "the server's page has the article").not.toBeNull();
    expect(await keepFirstScreen(page)).toBeGreaterThan(10);
    release();
    await hydrated(page, '#root article');
    await page.waitForLoadState('networkidle');
    expect(await body?.evaluate((element) => element.isConnected), "the server's article is the app's").toBe(true);
    expect(await replacedOnFirstScreen(page)).toEqual([]);
  });
});

/** The title the server writes into the page it sends for `path`. */
async function serverTitle(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (title === undefined) throw new Error(`the server wrote no title for ${path}`);
  // The server escapes the title as HTML; the browser shows it unescaped.
  return title
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test.describe("the tab's title in the browser", () => {
  for (const [what, path] of [
    ['a product', `/producDtetails?id=${PRODUCT_ID}`],
    ['an article', `/newsContent?id=${ARTICLE_ID}`],
    ['a solution', '/solutionDetails?type=1&tag=1&id=24'],
  ] as const) {
    test(`${what}: after the app has started it is still the server's`, async ({ page }) => {
      const expected = await serverTitle(page, path);
      expect(expected).not.toMatch(/^(Products|News|Solutions) \|/);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Long enough for the app's data to arrive and any effect to have written the head.
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(expected);
    });
  }

  test("after moving to another product inside the app it is that product's, as the server would write it", async ({ page }) => {
    await page.goto(`/producDtetails?id=${PRODUCT_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'FL-MS5008G' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Managed DIN-Rail Switches' }).click();
    const list = page.getByRole('list', { name: 'Managed DIN-Rail Switches products' });
    const other = list.locator(`a[href^="/producDtetails?id="]:not([href="/producDtetails?id=${PRODUCT_ID}"])`).first();
    const otherPath = await other.getAttribute('href');
    if (!otherPath) throw new Error('the list links no other product');
    await other.click();
    await expect(page).toHaveURL(otherPath);
    await expect(page.getByRole('tablist', { name: 'Product information' })).toBeVisible();
    await expect(page).toHaveTitle(await serverTitle(page, otherPath));
  });
});

test.describe('a product that does not exist', () => {
  test("shows the site's not-found page with its ways on, and no toast", async ({ page }) => {
    const response = await page.goto('/producDtetails?id=999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Ferrolink Industrial Networks');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.fl-toast')).toHaveCount(0);
    await expect(page.getByText('cannot connect to the service')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse products' }).click();
    await expect(page).toHaveURL('/productCenter?type=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  });
});
