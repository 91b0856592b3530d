import { expect, test } from '../support/test';
import { solutionLocation } from '../../shared/src/solutions';
import { isMobile } from '../support/site';
import { resultCards, searchFromHeader, totalResults, typeCount, typeRadio } from '../support/search';

// Tests tagged @content look results up in the merged site's content (products,
// solutions, support material, news); the others hold on an empty catalogue too.

test.describe('site search', () => {
  test('the header box opens /searchList with the key in the page box and the total in the heading', async ({ page }, testInfo) => {
    await page.goto('/index');
    await searchFromHeader(page, testInfo, 'FL-MS5008G');
    await expect(page).toHaveURL(/\/searchList\?search=FL-MS5008G$/);
    await expect(page.getByRole('searchbox', { name: 'Search keywords' })).toHaveValue('FL-MS5008G');
    const total = await totalResults(page, 'FL-MS5008G');
    expect(total).toBeGreaterThanOrEqual(0);
    await expect(page.getByRole('group', { name: 'CONTENT TYPE' })).toBeVisible();
    for (const label of ['Products', 'Solutions', 'Support', 'news'] as const) await expect(typeRadio(page, label)).toBeVisible();
  });

  test('a key that matches nothing shows zero counts and says so', async ({ page }) => {
    await page.goto('/searchList?search=qwzxvplk');
    expect(await totalResults(page, 'qwzxvplk')).toBe(0);
    await expect(page.getByText('Nothing matches "qwzxvplk".', { exact: false })).toBeVisible();
    expect(await typeCount(page, 'Products')).toBe(0);
    await expect(resultCards(page)).toHaveCount(0);
  });

  test('the page box searches again and puts the new key in the URL', async ({ page }) => {
    await page.goto('/searchList?search=qwzxvplk');
    await totalResults(page, 'qwzxvplk');
    const box = page.getByRole('searchbox', { name: 'Search keywords' });
    await box.fill('zzqqxx ring');
    await page.getByRole('search', { name: 'Search results' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/searchList\?search=zzqqxx\+ring$/);
    await totalResults(page, 'zzqqxx ring');
  });

  test('keys full of query syntax and quotes answer normally, without the failure toast', async ({ page }) => {
    for (const key of ['"switch*', 'NEAR(a b)', "x' OR 1=1 --", '***']) {
      await page.goto(`/searchList?search=${encodeURIComponent(key)}`);
      await expect(page.getByRole('heading', { level: 1, name: /^(\d+ results? for ".*"|Search the site)$/ })).toBeVisible();
      await expect(page.getByText('cannot connect to the service')).toHaveCount(0);
    }
  });

  test('a failing search shows the toast and stops', async ({ page }, testInfo) => {
    await page.route('**/api/WebSite/Search**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 500, success: false, message: 'down', response: null }) }),
    );
    // A search from the header asks the API (an opened /searchList address carries its first page in the document).
    await page.goto('/index');
    await searchFromHeader(page, testInfo, 'switch');
    await expect(page.getByText('cannot connect to the service')).toBeVisible();
    await expect(resultCards(page)).toHaveCount(0);
  });

  test('the home page records one visit per browser session', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/data/insert')) posts.push(request.postData() ?? '');
    });
    const recorded = page.waitForResponse((response) => response.url().includes('/api/data/insert'));
    await page.goto('/index');
    expect((await recorded).status()).toBe(200);
    expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({ path: '/index' });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
  });
});

test.describe('site search over the content @content', () => {
  test('pages through products and resets to page 1 when the content type changes', async ({ page }, testInfo) => {
    await page.goto('/index');
    await searchFromHeader(page, testInfo, 'switch');
    await totalResults(page, 'switch');
    await expect(typeRadio(page, 'Products')).toBeChecked();
    expect(await typeCount(page, 'Products')).toBeGreaterThan(10);
    await expect(resultCards(page)).toHaveCount(10);
    const firstTitle = await resultCards(page).first().getByRole('heading').innerText();

    if (isMobile(testInfo)) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => resultCards(page).count()).toBeGreaterThan(10);
    } else {
      const pages = page.getByRole('navigation', { name: 'Search result pages' });
      await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(resultCards(page).first().getByRole('heading')).not.toHaveText(firstTitle);
    }

    await typeRadio(page, 'Solutions').click();
    await expect(page).toHaveURL(/\/searchList\?search=switch&type=solutions$/);
    await expect(typeRadio(page, 'Solutions')).toBeChecked();
    await expect(resultCards(page).first()).toBeVisible();
    expect(await resultCards(page).count()).toBeLessThanOrEqual(10);
    await expect(resultCards(page).first().getByText('Solution', { exact: true })).toBeVisible();

    await typeRadio(page, 'Products').click();
    await expect(page).toHaveURL(/\/searchList\?search=switch&type=products$/);
    await expect(resultCards(page)).toHaveCount(10);
  });

  test('a model number finds its product first and opens its detail', async ({ page }) => {
    await page.goto('/searchList?search=MS5008');
    await totalResults(page, 'MS5008');
    const first = resultCards(page).first().getByRole('link');
    await expect(first).toHaveText('FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch');
    await first.click();
    await expect(page).toHaveURL(/\/producDtetails\?id=501$/);
    await expect(page.getByRole('heading', { name: 'FL-MS5008G' }).first()).toBeVisible();
  });

  test('a solution opens /solutionDetails at its sector and tab', async ({ page }) => {
    await page.goto('/searchList?search=rail&type=solutions');
    await totalResults(page, 'rail');
    const link = resultCards(page).first().getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    const id = Number(new URL(href, 'http://site').searchParams.get('id'));
    const location = solutionLocation(id);
    expect(location, `solution ${id} is one of the 13`).toBeDefined();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/solutionDetails\\?type=${location!.type}&tag=${location!.tag}&id=${id}$`));
    await expect(page.locator('[data-remote="mf_solutions"]')).toBeVisible();
  });

  test('a news result opens the article itself', async ({ page }) => {
    await page.goto('/searchList?search=Hannover&type=news');
    await totalResults(page, 'Hannover');
    const link = resultCards(page).first().getByRole('link');
    const title = await link.innerText();
    await link.click();
    await expect(page).toHaveURL(/\/newsContent\?id=\d+$/);
    await expect(page.getByRole('heading', { name: title.replace(/\.\.\.$/, '') }).first()).toBeVisible();
  });

  test('a support result is not a link; Download asks a visitor who is not signed in to sign in', async ({ page }) => {
    await page.goto('/searchList?search=manual&type=supports');
    await totalResults(page, 'manual');
    const card = resultCards(page)
      .filter({ has: page.getByRole('button', { name: 'Download' }) })
      .first();
    await expect(card.getByRole('link')).toHaveCount(0);
    await card.getByRole('button', { name: 'Download' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in visitor downloads a support document in a new window', async ({ page, context }) => {
    // The browser's signed-in state is the stored user name; the reply stands in for the account section's session.
    await page.addInitScript(() =>
      localStorage.setItem('ferrolink-user', JSON.stringify({ state: { userName: 'engineer@example.com' }, version: 0 })),
    );
    let asked: URL | undefined;
    await page.route('**/api/RegUser/DownloadFile**', (route) => {
      asked = new URL(route.request().url());
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 200, success: true, message: 'OK', response: { FileUrl: '/media/site/banner-1.svg' } }),
      });
    });
    await page.route('**/api/RegUser/Me**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 200,
          success: true,
          message: 'OK',
          response: { UserName: 'engineer@example.com', Email: 'engineer@example.com' },
        }),
      }),
    );
    await page.goto('/searchList?search=manual&type=supports');
    await totalResults(page, 'manual');
    const card = resultCards(page)
      .filter({ has: page.getByRole('button', { name: 'Download' }) })
      .first();
    const title = await card.getByRole('heading').innerText();
    const popup = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Download' }).click();
    await expect.poll(async () => (await popup).url()).toMatch(/\/media\/site\/banner-1\.svg$/);
    expect(asked?.searchParams.get('Area')).toBe('2');
    expect(Number(asked?.searchParams.get('fid'))).toBeGreaterThan(0);
    expect(title.startsWith((asked?.searchParams.get('filename') ?? '').slice(0, 20))).toBe(true);
  });
});
