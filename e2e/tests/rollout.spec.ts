import { expect, test, type Page } from '@playwright/test';

// Staged rollouts (DESIGN.md section 2) in a real browser: the manifest the
// shell reads is the server's own, with a canary of mf-news added to it.

const STABLE_PREFIX = '/remotes/mf-news/1.0.0/';
const CANARY_PREFIX = '/remotes/mf-news/1.1.0-canary/';

/** Serves /remotes.json with a canary for mf-news at `percent`, and puts this browser in `cohort`. */
async function withNewsCanary(page: Page, percent: number, cohort: number): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('ferrolink-cohort', String(value)), cohort);
  await page.route('**/remotes.json', async (route) => {
    const manifest = (await (await route.fetch()).json()) as { remotes: Record<string, { stable: { entry: string }; canary?: unknown }> };
    expect(manifest.remotes.mf_news?.stable.entry).toBe(`${STABLE_PREFIX}remoteEntry.js`);
    manifest.remotes.mf_news!.canary = { version: '1.1.0-canary', entry: `${CANARY_PREFIX}remoteEntry.js`, percent };
    await route.fulfill({ json: manifest });
  });
}

/** Records which mf-news release folders the page fetched files from. */
function newsFolders(page: Page): Set<string> {
  const folders = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/mf-news\/([^/]+)\//.exec(request.url());
    if (match) folders.add(match[1]!);
  });
  return folders;
}

test('a visitor inside the canary share gets the canary release, with every file from its folder', async ({ page }) => {
  await withNewsCanary(page, 10, 3);
  // The canary release is the stable build published under another version's folder.
  await page.route(`**${CANARY_PREFIX}**`, async (route) => {
    const url = route.request().url().replace(CANARY_PREFIX, STABLE_PREFIX);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  const folders = newsFolders(page);
  await page.goto('/newsList');
  await expect(page.locator('[data-remote="mf_news"]')).toBeVisible();
  await expect(page.locator('[data-remote="mf_news"]').getByRole('link').first()).toBeVisible();
  expect([...folders]).toEqual(['1.1.0-canary']);
});

test('a visitor outside the canary share stays on stable', async ({ page }) => {
  await withNewsCanary(page, 10, 42);
  const folders = newsFolders(page);
  await page.goto('/newsList');
  await expect(page.locator('[data-remote="mf_news"]')).toBeVisible();
  expect([...folders]).toEqual(['1.0.0']);
});

test('a canary that fails to load falls back to stable for that visitor, and the section works', async ({ page }) => {
  await withNewsCanary(page, 100, 60);
  await page.route(`**${CANARY_PREFIX}**`, (route) => route.fulfill({ status: 404, body: 'not here' }));
  const folders = newsFolders(page);
  await page.goto('/newsList');
  await expect(page.locator('[data-remote="mf_news"]')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  expect(folders.has('1.1.0-canary')).toBe(true);
  expect(folders.has('1.0.0')).toBe(true);
});

test('the cohort is sticky: the same browser makes the same choice on every visit', async ({ page }) => {
  await page.goto('/index');
  // The shell draws the cohort when it registers the remotes, after /remotes.json arrives.
  await expect(page.locator('[data-remote="mf_catalog"]')).toBeVisible();
  const first = await page.evaluate(() => window.localStorage.getItem('ferrolink-cohort'));
  expect(first).toMatch(/^\d{1,2}$/);
  expect(Number(first)).toBeGreaterThanOrEqual(0);
  expect(Number(first)).toBeLessThan(100);
  await page.reload();
  await expect(page.locator('[data-remote="mf_catalog"]')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('ferrolink-cohort'))).toBe(first);
});
