import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '../support/test';
import { MEASURED_ROUTES } from '../../scripts/lib/measured-routes.mjs';

// Nothing on any route jumps while the page arrives: the layout shifts a visitor sees on a cold load, from the first
// byte until the page has settled with its content, add up to less than 0.02 (a quarter of Cumulative Layout
// Shift's 0.1 "good" limit, so a single jump of a block is caught). Every route of the site, on a phone and on a
// desktop (the two projects). Measured on a slow network (Chromium's own throttling: 150 ms latency, 1.6 Mbit/s
// down), so the shell, the section's remote and its data arrive one after another, as on a phone.
//
// On a busy machine the page arrives in the same order, only later: the test waits for the section's content, then
// for the page to settle (no script, style, font or API read in flight, the pictures on screen loaded, and no
// shift for a second), however long that takes within the test's time. It never stops measuring early.

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CLS_LIMIT = 0.02;
/** How long the page must stay still (nothing loading, no shift) before it counts as settled. */
const QUIET_MS = 1000;

/** The request kinds whose arrival can change the layout: code, styles, fonts and data (a beacon or a picture below the fold cannot). */
const LAYOUT_REQUESTS = new Set(['document', 'script', 'stylesheet', 'font', 'fetch', 'xhr']);

interface Shift {
  value: number;
  sources: string[];
}

test('the measured routes are every route of the site', () => {
  // APP_ROUTES lists the routes by their key in `paths`; read both from the route table, as the app declares them.
  const table = fs.readFileSync(path.join(__dirname, '..', '..', 'shared', 'src', 'routes', 'paths.ts'), 'utf8');
  const pathOfKey = new Map([...table.matchAll(/^\s+(\w+): '(\/\w*)',$/gm)].map((match) => [match[1], match[2]]));
  const appRoutesBlock = /APP_ROUTES[^=]*= \[([^\]]*)\]/.exec(table)?.[1] ?? '';
  const appRoutes = [...appRoutesBlock.matchAll(/paths\.(\w+)/g)].map((match) => pathOfKey.get(match[1]));
  expect(appRoutes.length, 'APP_ROUTES read from shared/src/routes/paths.ts').toBeGreaterThanOrEqual(15);
  const measured = new Set(MEASURED_ROUTES.map((route) => new URL(route.path, 'http://site').pathname));
  expect(appRoutes.filter((route) => route === undefined || !measured.has(route))).toEqual([]);
});

/** Counts the layout-changing requests in flight and when the last one ended. */
function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const start = (request: Request) => {
    if (!LAYOUT_REQUESTS.has(request.resourceType())) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const end = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return { quietFor: () => (inFlight.size > 0 ? 0 : Date.now() - lastChange) };
}

for (const route of MEASURED_ROUTES) {
  test(`${route.path} does not jump while it arrives`, async ({ page }) => {
    test.setTimeout(180_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const requests = trackRequests(page);
    // Every shift from the start of the document, with the elements that moved (for the failure message).
    await page.addInitScript(() => {
      const record = { shifts: [] as { value: number; sources: string[] }[], lastShiftAt: 0 };
      (window as unknown as { __layoutShifts: typeof record }).__layoutShifts = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? '?';
            return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ').join('.')}` : ''}`;
          });
          record.shifts.push({ value: entry.value, sources });
          record.lastShiftAt = performance.now();
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Not until "load": on this network a list's pictures take longer than the test; the section's content is the mark.
    await page.goto(route.path, { waitUntil: 'commit' });
    await expect(page.locator(route.shown).first()).toBeVisible({ timeout: 90_000 });

    // Settled: the fonts are in, no code, style or data is on its way, every picture on screen has loaded, and no
    // shift for QUIET_MS, all at once and for QUIET_MS of the test's own clock.
    await expect
      .poll(
        async () => {
          if (requests.quietFor() < QUIET_MS) return false;
          return page.evaluate((quietMs) => {
            const record = (window as unknown as { __layoutShifts: { lastShiftAt: number } }).__layoutShifts;
            if (performance.now() - record.lastShiftAt < quietMs) return false;
            if (document.fonts.status !== 'loaded') return false;
            return Array.from(document.images).every((image) => {
              const box = image.getBoundingClientRect();
              const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
              return !onScreen || image.complete;
            });
          }, QUIET_MS);
        },
        {
          message: `${route.path} settles (nothing loading, pictures on screen in, no shift for ${QUIET_MS} ms)`,
          timeout: 120_000,
          intervals: [250],
        },
      )
      .toBe(true);

    const { shifts } = await page.evaluate(() => (window as unknown as { __layoutShifts: { shifts: Shift[] } }).__layoutShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const described = shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(', ')}`).join('\n');
    expect(total, `layout shifts on ${route.path}:\n${described}`).toBeLessThan(CLS_LIMIT);
  });
}

/** Where each link and button of the header is drawn (the user menu's own word aside), rounded to whole pixels. */
function headerBoxes(page: Page) {
  return page.locator('header').evaluate((header) =>
    Array.from(header.querySelectorAll('a, button'))
      .filter((element) => !element.closest('[data-testid="user-menu"]') && element.getBoundingClientRect().width > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return `${name}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
  );
}

// The header is drawn before the visitor is known: a server-rendered page is the same for every visitor and says
// "Sign In", a browser that kept a name shows it once it has read its storage, and the session check puts "Sign In"
// back when that session has ended. Each time, the header's other links and buttons stay where they are.
test("the header's links stay in place when a kept name gives way to 'Sign In'", async ({ page }) => {
  const keptName = 'Alexandra Richardson-Whitfield';
  await page.addInitScript((name) => localStorage.setItem('ferrolink-user', JSON.stringify({ state: { userName: name }, version: 0 })), keptName);
  // The session check is answered only once the kept name has been seen, so both states are drawn, in this order.
  let answerSessionCheck = () => {};
  const sessionCheckHeld = new Promise<void>((resolve) => {
    answerSessionCheck = resolve;
  });
  await page.route('**/api/RegUser/Me', async (route) => {
    await sessionCheckHeld;
    await route.continue();
  });
  await page.goto('/newsList');
  const userMenu = page.locator('header').getByTestId('user-menu');
  await expect(userMenu).toHaveText(keptName);
  const withName = await headerBoxes(page);
  answerSessionCheck();
  await expect(userMenu).toHaveText('Sign In');
  expect(await headerBoxes(page)).toEqual(withName);
});
