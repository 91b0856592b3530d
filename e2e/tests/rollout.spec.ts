import { expect, scriptPreloadsOf, test, type APIRequestContext, type Page } from '../support/test';
import { REMOTES } from '../support/site';

// The server decides which release of each remote a visitor gets and writes it into the page; the browser loads
// exactly that. These tests use the server's real state, whatever releases it has; rolling a second release out
// (start, promote, roll back, preview) is covered where releases are published.

interface Release {
  version: string;
  entry: string;
}
interface ManifestRemote {
  stable: Release;
  canary?: Release & { percent: number };
  assigned: Release & { channel: 'stable' | 'canary' | 'preview' };
}
interface Manifest {
  remotes: Record<string, ManifestRemote>;
  config?: Record<string, string>;
}

const INLINE_MANIFEST = /(<script id="ferrolink-remotes" type="application\/json">)([\s\S]*?)(<\/script)/i;

/** The manifest the server wrote into a page. */
function inlineManifest(html: string): Manifest {
  const match = INLINE_MANIFEST.exec(html);
  if (!match) throw new Error('The page carries no manifest');
  return JSON.parse(match[2]!) as Manifest;
}

/** The remote entries a page preloads (the shell's own boot files are not under /remotes/). */
function remotePreloads(html: string): string[] {
  return scriptPreloadsOf(html).filter((href) => href.startsWith('/remotes/') && href.endsWith('/remoteEntry.js'));
}

/** The paths of every request the page makes. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

async function pageManifest(request: APIRequestContext, url: string): Promise<{ manifest: Manifest; html: string; cacheControl?: string }> {
  const reply = await request.get(url);
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  return { manifest: inlineManifest(html), html, cacheControl: reply.headers()['cache-control'] };
}

test("each page carries its visitor's manifest and preloads the entry of the release that visitor gets", async ({ request }) => {
  for (const remote of REMOTES) {
    const { manifest, html, cacheControl } = await pageManifest(request, remote.route);
    expect(cacheControl).toBe('private, no-cache');
    const assigned = manifest.remotes[remote.name]?.assigned;
    expect(assigned?.entry).toMatch(new RegExp(`^/remotes/${remote.dir}/[^/]+/remoteEntry\\.js$`));
    expect({ route: remote.route, preloads: remotePreloads(html) }).toEqual({ route: remote.route, preloads: [assigned!.entry] });
    // The request context keeps the visitor cookie the first page set: /remotes.json answers the same visitor the same.
    expect(await (await request.get('/remotes.json')).json()).toEqual(manifest);
  }
  // The home page opens with the featured products; its solutions accordion, below a phone's first screen, loads as
  // the visitor nears it and is not preloaded.
  const home = await pageManifest(request, '/index');
  expect(remotePreloads(home.html)).toEqual([home.manifest.remotes.mf_catalog!.assigned.entry]);
});

test('the browser reads the manifest from the page and loads exactly the entry the page names', async ({ page }) => {
  const paths = requestedPaths(page);
  const response = await page.goto('/newsList');
  const assigned = inlineManifest(await response!.text()).remotes.mf_news!.assigned;
  await expect(page.locator('[data-remote="mf_news"]').getByRole('link').first()).toBeVisible();
  const folder = assigned.entry.replace(/remoteEntry\.js$/, '');
  expect(paths).toContain(assigned.entry);
  expect(paths.filter((path) => path.startsWith('/remotes/mf-news/') && !path.startsWith(folder))).toEqual([]);
  expect(paths).not.toContain('/remotes.json');
});

test('the visitor cookie is set by the first page and kept, unchanged, across reloads', async ({ page, context }) => {
  const first = await page.goto('/index');
  expect(await first!.headerValue('set-cookie')).toMatch(/^fl_visitor=[A-Za-z0-9_-]{22};/);
  const visitor = (await context.cookies()).find((cookie) => cookie.name === 'fl_visitor');
  expect(visitor).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', secure: false });
  expect(visitor!.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  // A year: more than 364 days left.
  expect(visitor!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);
  // Scripts of the page cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('fl_visitor');

  for (let reload = 0; reload < 2; reload += 1) {
    const again = await page.reload();
    expect(await again!.headerValue('set-cookie')).toBeNull();
    await expect(page.locator('[data-remote="mf_catalog"]')).toBeVisible();
  }
  expect((await context.cookies()).filter((cookie) => cookie.name === 'fl_visitor')).toEqual([visitor]);
});

test('a preview link that is not signed changes nothing, and release-preview=clear leaves the address without it', async ({ page, context }) => {
  await page.goto('/newsList?release-preview=mf-news~1.0.0~99999999999999~forged');
  expect(new URL(page.url()).search).toBe('?release-preview=mf-news~1.0.0~99999999999999~forged');
  await expect(page.locator('[data-remote="mf_news"]').getByRole('link').first()).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('fl_preview');

  await page.goto('/productCenter?type=1&release-preview=clear');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/productCenter?type=1');
  await expect(page.locator('[data-remote="mf_catalog"]')).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('fl_preview');
});

test('a canary release that fails to load falls back to stable for that visitor, and the section works', async ({ page }) => {
  // What the server writes for a visitor on a canary of mf-news whose files are gone: the real page of /newsList,
  // with the canary assigned in its manifest and preloaded, and every file of the canary answering 404.
  const deadCanary = { version: '9.9.9-dead', entry: '/remotes/mf-news/9.9.9-dead/remoteEntry.js' };
  let stableEntry = '';
  await page.route('**/newsList', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = await response.text();
    const manifest = inlineManifest(html);
    const news = manifest.remotes.mf_news!;
    stableEntry = news.stable.entry;
    news.canary = { ...deadCanary, percent: 100 };
    news.assigned = { ...deadCanary, channel: 'canary' };
    const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
    const rewritten = html
      .replace(INLINE_MANIFEST, (_whole, open: string, _json: string, close: string) => `${open}${json}${close}`)
      .replace(`href="${stableEntry}"`, `href="${deadCanary.entry}"`);
    expect(rewritten).not.toBe(html);
    // The body is sent as text: the headers that described the server's compressed body go.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    return route.fulfill({ status: response.status(), headers, body: rewritten });
  });
  await page.route('**/remotes/mf-news/9.9.9-dead/**', (route) => route.fulfill({ status: 404, body: 'not here' }));
  const paths = requestedPaths(page);

  await page.goto('/newsList');
  await expect(page.locator('[data-remote="mf_news"]').getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  expect(paths).toContain(deadCanary.entry);
  expect(paths).toContain(stableEntry);
});
