import { expect, test, type Page } from '@playwright/test';

// Nothing on the main routes jumps while the page arrives: the layout shifts a visitor sees, from the first byte
// until the route's section has shown its content, add up to less than 0.05 (the "good" limit of Cumulative
// Layout Shift). Measured on a slow network (Chromium's own throttling: 150 ms latency, 1.6 Mbit/s down), so
// the shell, the section's remote and its data arrive one after another, as on a phone.

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CLS_LIMIT = 0.05;

/** Each route, and what shows that its section has arrived with its content. */
const ROUTES: { path: string; shown: (page: Page) => ReturnType<Page['locator']> }[] = [
  { path: '/index', shown: (page) => page.locator('[data-remote="mf_catalog"] a[href^="/producDtetails"]').first() },
  { path: '/productCenter?type=1', shown: (page) => page.locator('[data-remote="mf_catalog"] a[href^="/producList"]').first() },
  { path: '/producList?id=22', shown: (page) => page.locator('[data-remote="mf_catalog"] a[href^="/producDtetails"]').first() },
  { path: '/producDtetails?id=501', shown: (page) => page.locator('[data-remote="mf_catalog"] h1').first() },
  { path: '/solution?type=1', shown: (page) => page.locator('[data-remote="mf_solutions"] a').first() },
  { path: '/support', shown: (page) => page.locator('[data-remote="mf_support"] a, [data-remote="mf_support"] button').first() },
  { path: '/newsList', shown: (page) => page.locator('[data-remote="mf_news"] a[href^="/newsContent"]').first() },
  { path: '/about', shown: (page) => page.locator('[data-remote="mf_news"] h2').first() },
  { path: '/login', shown: (page) => page.locator('[data-remote="mf_account"] input').first() },
  { path: '/searchList?search=switch', shown: (page) => page.locator('main a[href^="/producDtetails"]').first() },
];

interface Shift {
  value: number;
  sources: string[];
}

for (const route of ROUTES) {
  test(`${route.path} does not jump while it arrives`, async ({ page }) => {
    test.setTimeout(90_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    // Every shift from the start of the document, with the elements that moved (for the failure message).
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
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
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Not until "load": on this network a list's pictures take longer than the test; the section's content is the mark.
    await page.goto(route.path, { waitUntil: 'commit' });
    await expect(route.shown(page)).toBeVisible({ timeout: 60_000 });
    // Images and late styles of the content just shown: give them the time a reader takes to start reading.
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const described = shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(', ')}`).join('\n');
    expect(total, `layout shifts on ${route.path}:\n${described}`).toBeLessThan(CLS_LIMIT);
  });
}
