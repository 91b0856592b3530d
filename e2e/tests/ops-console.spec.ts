import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { isMobile } from '../support/site';

// The rollout console at /ops, against the real server with nothing intercepted: sign in with the token e2e/run-e2e.mjs
// gives the site (ROLLOUT_TOKEN), start a canary of mf-ops itself from the release list (its canary is served on
// this page only, so no other test meets it), see it with its plots, promote it after the confirmation, and read the
// timeline; axe on the console at the desktop and the phone widths.

const run = promisify(execFile);
test.describe.configure({ mode: 'serial' });

/** The secret of the token run-e2e.mjs configures ("e2e-console=<secret>"). */
function consoleToken(): string {
  const secret = /^e2e-console=(\S+)$/.exec(process.env.ROLLOUT_TOKEN ?? '')?.[1];
  if (!secret) throw new Error('ROLLOUT_TOKEN comes from e2e/run-e2e.mjs; run the suite through it');
  return secret;
}

/** `npm run release publish mf-ops` on the site's database with a build label: another build, another version. */
async function publishOpsRelease(label: string): Promise<string> {
  const root = process.env.E2E_ROOT;
  const varDir = process.env.E2E_VAR_DIR;
  if (!root || !varDir) throw new Error('E2E_ROOT and E2E_VAR_DIR come from e2e/run-e2e.mjs; run the suite through it');
  const env: NodeJS.ProcessEnv = { ...process.env, VAR_DIR: varDir, SITE_URL: process.env.E2E_BASE_URL ?? '', FERROLINK_BUILD_LABEL: label };
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  const { stdout } = await run('npm', ['run', '-s', 'release', '--', 'publish', 'mf-ops'], { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
  const version = /^\s*version:\s*(\S+)$/m.exec(stdout)?.[1] ?? '';
  expect(version, stdout).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{8}$/);
  return version;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/ops');
  await expect(page.getByRole('heading', { name: 'Rollout console', level: 1 })).toBeVisible();
  await page.getByLabel('Rollout token').fill(consoleToken());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as')).toContainText('e2e-console');
}

async function seriousAxeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the console page is kept from crawlers, and its code loads on no other page', async ({ page, request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/ops$/m);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/ops');
  const reply = await request.get('/ops');
  expect(reply.status()).toBe(200);
  expect(await reply.text()).toMatch(/<meta name="robots" content="noindex/);

  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto('/index');
  await expect(page.locator('[data-remote="mf_catalog"]').first()).toBeVisible();
  expect(asked.filter((path) => path.startsWith('/remotes/mf-ops/'))).toEqual([]);
  // Not linked from the site's menus or footer.
  await expect(page.locator('a[href="/ops"]')).toHaveCount(0);
});

test('sign in, start a canary from the release list, see it with its plots, promote it after confirming, read the timeline', async ({
  page,
  context,
}, testInfo) => {
  test.skip(isMobile(testInfo), 'one rollout state for the whole site: the commands run once, at the desktop width');
  test.setTimeout(240_000);
  const version = await publishOpsRelease('e2e-console');

  await signIn(page);
  // The session is an httpOnly cookie for the rollout API alone; the token is nowhere the page's scripts can read.
  const session = (await context.cookies()).find((cookie) => cookie.name === 'ferrolink_rollout');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/rollout' });
  const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]));
  expect(stored).not.toContain(consoleToken());

  const card = page.getByRole('region', { name: 'mf-ops', exact: true });
  await expect(card.getByText('Stable', { exact: true })).toBeVisible();
  // A retry of this test finds the canary it started before: abort it first.
  if (await card.getByRole('button', { name: 'Abort' }).isVisible()) {
    await card.getByRole('button', { name: 'Abort' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Abort' }).click();
    await expect(card.getByRole('button', { name: 'Start a canary…' })).toBeVisible();
  }

  await card.getByRole('button', { name: 'Start a canary…' }).click();
  const releases = card.getByLabel('Release to start as a canary');
  await expect(releases.locator(`option[value="${version}"]`)).toHaveCount(1);
  await releases.selectOption(version);
  await card.getByRole('button', { name: 'Start…' }).click();
  const startDialog = page.getByRole('dialog', { name: 'Start a canary of mf-ops?' });
  await expect(startDialog).toContainText(version);
  await startDialog.getByRole('button', { name: 'Start canary' }).click();
  await expect(startDialog).toBeHidden();
  await expect(card.locator('dd').nth(1)).toHaveText(version);
  // The default plan's first step, of however many it has.
  await expect(card.locator('dd').nth(2)).toHaveText(/^[1-9]\d*%$/);
  await expect(card.locator('dd').nth(3)).toHaveText(/^1\/\d+$/);
  await expect(card).toContainText('Guard:');

  // Its plots: uPlot's charts, with the start marked (the series' markers), and the history.
  await card.getByRole('button', { name: 'Plots and history' }).click();
  const detail = page.getByRole('region', { name: 'mf-ops: plots and history' });
  await expect(detail.locator('figure')).toHaveCount(4);
  await expect(detail.locator('figure .uplot canvas')).toHaveCount(4);
  await expect(detail.getByRole('figure').first()).toContainText('Section loads and failure rate per channel');
  const series = await page.evaluate(async () => {
    const reply = await fetch('/api/rollout/series?remote=mf-ops&range=1h', { credentials: 'same-origin' });
    return (await reply.json()) as { response: { markers: { action: string }[]; times: number[] } };
  });
  expect(series.response.times).toHaveLength(60);
  expect(series.response.markers.map((marker) => marker.action)).toContain('start');
  await detail.getByRole('button', { name: 'Last day' }).click();
  await expect(detail.getByRole('button', { name: 'Last day' })).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.locator('figure .uplot canvas')).toHaveCount(4);
  const timeline = detail.getByRole('list', { name: 'Rollout history of mf-ops' });
  await expect(timeline.getByRole('listitem').first()).toContainText('start');
  await expect(timeline.getByRole('listitem').first()).toContainText('console:e2e-console');

  expect(await seriousAxeProblems(page)).toEqual([]);

  // Promote with the keyboard: the dialog opens on Cancel, Tab reaches Promote.
  await card.getByRole('button', { name: 'Promote' }).focus();
  await page.keyboard.press('Enter');
  const promoteDialog = page.getByRole('dialog', { name: 'Promote mf-ops?' });
  await expect(promoteDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousAxeProblems(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(promoteDialog.getByRole('button', { name: 'Promote' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(promoteDialog).toBeHidden();
  await expect(card.locator('dd').first()).toHaveText(version);
  await expect(card.locator('dd').nth(1)).toHaveText('none');
  // The console's own status line (the shell has others).
  await expect(page.getByRole('status').filter({ hasText: 'mf-ops: promote' })).toHaveCount(1);
  await expect(timeline.getByRole('listitem').first()).toContainText('promote');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('start');
});

test('at a phone width the console fits the screen and axe finds no serious problem', async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), 'the phone project');
  await signIn(page);
  const card = page.getByRole('region', { name: 'mf-ops', exact: true });
  await card.getByRole('button', { name: 'Plots and history' }).click();
  await expect(page.locator('figure .uplot canvas')).toHaveCount(4);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeProblems(page)).toEqual([]);
});
