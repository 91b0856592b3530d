import { expect, test, type Request } from '../support/test';
import { openFilters } from '../support/catalog';
import { isMobile, openMobileMenu, REMOTES, sharedInstanceCount } from '../support/site';

test.describe('routing', () => {
  test('the root and /home redirect to /index', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/index$/);
  });

  test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/index$/);
  });
});

test.describe('global layout', () => {
  test('header and footer show the top bar, menus and the copyright from the API', async ({ page }, testInfo) => {
    await page.goto('/index');
    const header = page.locator('header');
    await expect(header.getByTestId('user-menu')).toHaveText('Sign In');
    await expect(page.getByTestId('copyright')).toContainText('Ferrolink Industrial Networks Co., Ltd.');
    await expect(page.locator('footer').getByRole('link', { name: 'LinkedIn' })).toBeVisible();
    if (!isMobile(testInfo)) {
      await expect(header.getByRole('link', { name: 'Contact Us' })).toBeVisible();
      await header.getByRole('button', { name: 'EN' }).click();
      await expect(header.getByRole('link', { name: 'ZH' })).toHaveAttribute('href', /^https?:\/\//);
    }
  });

  test('the Products menu lists the categories of the API', async ({ page }, testInfo) => {
    await page.goto('/index');
    if (isMobile(testInfo)) {
      await openMobileMenu(page, testInfo);
      await page.locator('#mobile-menu').getByText('Products', { exact: true }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByRole('link', { name: 'Industrial PoE Switches' })).toBeVisible();
      await menu.getByRole('link', { name: 'Industrial Wireless' }).click();
    } else {
      await page.getByRole('button', { name: 'Products' }).hover();
      const panel = page.getByRole('region', { name: 'Products menu' });
      await expect(panel.getByRole('link', { name: 'Industrial PoE Switches' })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Serial Device Servers' })).toBeVisible();
      await panel.getByRole('link', { name: 'Industrial Wireless' }).click();
    }
    await expect(page).toHaveURL(/\/productCenter\?type=3$/);
  });

  test('the search box goes to /searchList with the term', async ({ page }, testInfo) => {
    await page.goto('/index');
    await openMobileMenu(page, testInfo);
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('PoE switch');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/searchList\?search=PoE\+switch$/);
  });

  test('Go To Top appears after scrolling and brings the page back up', async ({ page }) => {
    await page.goto('/index');
    const button = page.getByRole('button', { name: 'Go To Top' });
    await expect(button).toBeHidden();
    // A wheel turned before the page has its height scrolls nothing: wait for the content below the banner.
    await expect(page.getByTestId('copyright')).toContainText('Ferrolink');
    await expect(page.locator('[data-remote="mf_catalog"]')).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect(button).toBeVisible();
    // Let the wheel's own scrolling finish: the stepper rightly yields to a page that is still moving down.
    let last = -1;
    await expect
      .poll(async () => {
        const now = await page.evaluate(() => window.scrollY);
        const settled = now === last;
        last = now;
        return settled;
      })
      .toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test('the home carousel advances on its own', async ({ page }) => {
  await page.goto('/index');
  const carousel = page.getByTestId('home-carousel');
  const activeIndex = () => carousel.locator('.slick-slide.slick-active').first().getAttribute('data-index');
  await expect.poll(activeIndex).toBe('0');
  await expect.poll(activeIndex, { timeout: 8000 }).toBe('1');
  // The second banner's words are text over its picture, large enough to read on a phone; the picture has no words.
  const current = carousel.locator('.slick-slide.slick-active').first();
  const headline = current.getByText('Rail-certified, road-ready');
  const summary = current.getByText('EN 50155 switches and wireless for rolling stock and trackside');
  await expect(headline).toBeVisible();
  await expect(summary).toBeVisible();
  await expect(current.getByRole('link')).toHaveAttribute('href', '/solution?type=1');
  await expect(current.locator('img')).toHaveAttribute('alt', '');
  const fontSize = (text: typeof headline) => text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await fontSize(headline)).toBeGreaterThanOrEqual(26);
  expect(await fontSize(summary)).toBeGreaterThanOrEqual(15);
});

test.describe('remote isolation', () => {
  for (const [index, remote] of REMOTES.entries()) {
    test(`${remote.name} down: its panel shows and the rest of the site works`, async ({ page }) => {
      await page.route(`**/remotes/${remote.dir}/**`, (route) => route.abort());
      await page.goto(remote.route);
      const panel = page.getByTestId('remote-unavailable');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
      await expect(page.locator('header').getByTestId('user-menu')).toBeVisible();
      await expect(page.getByTestId('copyright')).toContainText('Ferrolink');

      // Another section loads on the same page.
      const other = REMOTES[(index + 1) % REMOTES.length]!;
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, other.route);
      await expect(page.locator(`[data-remote="${other.name}"]`)).toBeVisible();
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

      // Retry works once the files are back.
      await page.unroute(`**/remotes/${remote.dir}/**`);
      await page.goto(remote.route);
      await expect(page.locator(`[data-remote="${remote.name}"]`)).toBeVisible();
    });
  }

  test('Retry loads a remote that was down when the page opened', async ({ page }) => {
    await page.route('**/remotes/mf-news/**', (route) => route.abort());
    await page.goto('/newsList');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await page.unroute('**/remotes/mf-news/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="mf_news"]')).toBeVisible();
  });
});

test('the shell and every remote share one copy of the shared package', async ({ page }) => {
  await page.goto('/index');
  for (const remote of REMOTES) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, remote.route);
    await expect(page.locator(`[data-remote="${remote.name}"]`)).toBeVisible();
  }
  expect(await sharedInstanceCount(page)).toBe(1);
});

test('hashed files are cached for good, pages and manifests are revalidated, text is compressed', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/index');
  const hashed = scripts.find((url) => /\/main\.[0-9a-f]{8}\.js$/.test(url));
  expect(hashed).toBeTruthy();
  const asset = await request.get(hashed!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
  // Pages and the manifest are written for each visitor (their releases): never stored by a shared cache.
  expect((await request.get('/index')).headers()['cache-control']).toBe('private, no-cache');
  expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('private, no-store');
  const csp = (await request.get('/index')).headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
});

test('the home page, a Product Center, a product list, a product, the solutions overview, a solution, the news list, support, the Video Center, an article, the About page and the search come with their first reads: the browser asks the API only for the rest', async ({
  page,
}, testInfo) => {
  const pages: Array<{ url: string; shown: () => Promise<void>; asked: string[] }> = [
    {
      url: '/index',
      shown: () => expect(page.locator('[data-remote="mf_catalog"] img').first()).toBeVisible(),
      // Only the session is asked for: the auth store checks it against the server on every start.
      asked: ['RegUser/Me'],
    },
    {
      url: '/productCenter?type=1',
      // The filters' code comes after the first frame; their data came with the page. (A phone keeps them behind its
      // FILTERS button and draws them when it is opened.)
      shown: async () => {
        await openFilters(page, isMobile(testInfo));
        await expect(page.getByRole('heading', { name: 'FILTERS' })).toBeVisible();
      },
      asked: ['RegUser/Me'],
    },
    {
      url: '/producList?id=22',
      // Page 1 of the sub category's products came with the page.
      shown: () => expect(page.locator('[data-remote="mf_catalog"] a[href^="/producDtetails"]').first()).toBeVisible(),
      asked: ['RegUser/Me'],
    },
    {
      url: '/producDtetails?id=501',
      // The product came with the page.
      shown: () => expect(page.locator('[data-remote="mf_catalog"] h1')).toBeVisible(),
      asked: ['RegUser/Me'],
    },
    {
      url: '/solutionDetails?type=1&tag=1&id=24',
      // The solution and its sector's banner came with the page.
      shown: () => expect(page.locator('[data-remote="mf_solutions"] h1')).toBeVisible(),
      asked: ['RegUser/Me'],
    },
    {
      url: '/solution?type=1',
      // The sectors' descriptions and their solutions came with the page.
      shown: () => expect(page.locator('[data-remote="mf_solutions"] a[href^="/solutionDetails"] img').first()).toBeVisible(),
      asked: ['RegUser/Me'],
    },
    {
      url: '/newsList',
      // The banner and the first page of every category's news came with the page.
      shown: () => expect(page.locator('[data-remote="mf_news"] article img').first()).toBeVisible(),
      asked: ['RegUser/Me'],
    },
    {
      url: '/support',
      // The banner, the document types and page 1 of every document came with the page.
      shown: () => expect(page.locator('[data-remote="mf_support"] img').first()).toBeVisible(),
      asked: ['RegUser/Me'],
    },
    {
      url: '/support?type=2',
      // The banner, the featured video, the video categories and page 1 of every video came with the page.
      shown: () => expect(page.locator('[data-remote="mf_support"] ul[aria-label="Videos"] video').first()).toBeVisible(),
      asked: ['RegUser/Me'],
    },
    {
      url: '/newsContent?id=1',
      // The article came with the page; Hot news is a fresh random pick, read as the page opens.
      shown: () => expect(page.locator('[data-remote="mf_news"] article h1')).toBeVisible(),
      asked: ['Article/GetRandomArticleList?amount=3&level=1&key=&excludeId=1', 'RegUser/Me'],
    },
    {
      url: '/about',
      // The company profile came with the page; the milestones and the news below it are read as the page opens.
      shown: () => expect(page.locator('[data-remote="mf_news"] h1').first()).toBeVisible(),
      asked: ['About/GetMilestones', 'Article/GetRandomArticleList?amount=3&level=1&key=', 'RegUser/Me'],
    },
    {
      url: '/searchList?search=switch',
      // Page 1 of the products found came with the page.
      shown: () => expect(page.locator('#search-heading ~ * article').first()).toBeVisible(),
      asked: ['RegUser/Me'],
    },
  ];
  for (const { url, shown, asked } of pages) {
    const reads: string[] = [];
    const onRequest = (request: Request) => {
      const address = new URL(request.url());
      if (request.method() === 'GET' && address.pathname.startsWith('/api/')) reads.push(address.pathname.slice('/api/'.length) + address.search);
    };
    page.on('request', onRequest);
    await page.goto(url);
    await shown();
    // Some reads go out only once the first frame is on screen (the session check): wait for each expected one, so
    // network idle cannot be reached before they start, then for the network to settle, so any extra read shows too.
    await expect.poll(() => asked.filter((read) => !reads.includes(read))).toEqual([]);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    // A fetcher that asks for a read in another way than the server wrote it would show up here.
    expect({ url, reads: reads.sort() }).toEqual({ url, reads: asked });
    expect(await page.locator('#ferrolink-page-data').count()).toBe(0);
  }
});

test('the page preloads the files its first render loads, and nothing it does not load', async ({ page }) => {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || type === 'image') loaded.add(new URL(response.url()).pathname);
  });
  const preloads = () => page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // The shell's chunks (numbered, or named as React's is), not its entry script main.js, which the page asks for itself,
  // nor the real-user metrics, which the shell asks for once the first frame is on screen, on purpose.
  const shellFiles = () => [...loaded].filter((file) => /^\/(?!main\.|real-user-metrics\.)[\w-]+\.[0-9a-f]{8}\.(js|css)$/.test(file));

  // A page of a remote: every file of the shell's own it loads was asked for early, and every preload is used.
  await page.goto('/newsList');
  await expect(page.locator('[data-remote="mf_news"]')).toBeVisible();
  const preloaded = await preloads();
  // Several files: react-dom, shared, the router, the layout at least.
  expect(preloaded.length).toBeGreaterThan(5);
  expect(shellFiles().filter((file) => !preloaded.includes(file))).toEqual([]);
  // The section's own module is asked for with the shell's files, not after the shell has booted.
  expect(preloaded.filter((href) => /^\/remotes\/mf-news\/[^/]+\/__federation_expose_NewsListPage\.[0-9a-f]+\.js$/.test(href))).toHaveLength(1);
  // Its stylesheet is in the page, not preloaded: the server drew the section, and its HTML uses the stylesheet's classes.
  const stylesheets = await page
    .locator('head style[data-href], head link[rel="stylesheet"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-href') ?? element.getAttribute('href') ?? ''));
  // (A stylesheet in the page names its file in data-href, as the section's stylesheet loader looks for it.)
  expect(stylesheets.filter((href) => /(^|\/)__federation_expose_NewsListPage\.[0-9a-f]+\.css$/.test(href))).toHaveLength(1);
  // A preload the page never uses is bytes a phone pays for nothing (and a console warning).
  expect(preloaded.filter((href) => !loaded.has(href))).toEqual([]);

  // The home page adds its carousel's slider, which no other page downloads.
  const beforeHome = new Set(shellFiles());
  await page.goto('/index');
  await expect(page.getByTestId('home-carousel').locator('.slick-slider')).toBeVisible();
  const homeOnly = shellFiles().filter((file) => !beforeHome.has(file) && !preloaded.includes(file));
  expect(homeOnly.length).toBeGreaterThan(0);
});
