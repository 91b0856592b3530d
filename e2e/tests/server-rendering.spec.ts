import { expect, test, type ConsoleMessage } from '../support/test';
import { MEASURED_ROUTES } from '../../scripts/lib/measured-routes.mjs';

// Every route is sent drawn by the server and hydrated by the browser: the page's HTML already holds the route's
// content, and the browser takes it over without a warning, an error, or drawing it again. At phone and desktop size
// (the two projects).

/** What the browser says when hydration went wrong: React's own words, and the shell's report of a recoverable error. */
const HYDRATION_TROUBLE = /hydrat|did not match|recoverable|server rendered html|text content does not match/i;

for (const route of MEASURED_ROUTES) {
  test(`${route.path} comes drawn by the server and hydrates clean`, async ({ page }) => {
    test.setTimeout(90_000);
    const complaints: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      const text = message.text();
      if (message.type() === 'error' || (message.type() === 'warning' && HYDRATION_TROUBLE.test(text))) complaints.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => complaints.push(`page error: ${error.message}`));
    const stylesheetsFetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.css')) stylesheetsFetched.push(pathname.slice(pathname.lastIndexOf('/') + 1));
    });

    const response = await page.goto(route.path);
    const html = (await response?.text()) ?? '';
    // The server drew it: its sections are named as drawn on the server, and the content is in the HTML.
    const state = /<script id="ferrolink-render" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(state, 'the page says how it was drawn').toBeDefined();
    const sections = (JSON.parse(state ?? '{}') as { sections: Record<string, string> }).sections;
    expect(Object.values(sections).filter((outcome) => outcome !== 'server')).toEqual([]);
    expect(html).toMatch(/<div id="?root"?>\s*<\w/);

    await expect(page.locator(route.shown).first()).toBeVisible();
    // Settled: nothing left to load, so hydration and the reads after it have happened.
    await page.waitForLoadState('networkidle');
    expect(complaints).toEqual([]);
    // The stylesheets the page carries are not fetched again when the scripts that use them run.
    const stylesheetsInPage = [...html.matchAll(/<style data-href="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/^.*\//, ''));
    expect(stylesheetsInPage.length, 'the page carries its stylesheets').toBeGreaterThan(0);
    expect(stylesheetsFetched.filter((name) => stylesheetsInPage.includes(name))).toEqual([]);
  });
}
