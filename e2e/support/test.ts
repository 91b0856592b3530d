// The tests' `test`: Playwright's, with a page that, after it opens or reloads an address, waits for the app to take
// over what the server drew before the test goes on.
//
// A page drawn on the server is on screen, links and all, before any script runs: its scripts start once the page has
// loaded (see api/src/services/document/script-start.ts), and a control that needs the app (a tab, a form's checks,
// a menu) only answers once React has taken the page over. A visitor sees the page and reads it meanwhile; a test
// acts at once, so it waits as a visitor would, for the app. A test that means to look at the page before its scripts
// (waitUntil 'commit' or 'domcontentloaded', or JavaScript off) is not held up.
import { test as base, type Page } from '@playwright/test';
import { SCRIPT_START_ELEMENT_ID } from '../../api/src/contracts/server-render';

export * from '@playwright/test';

export { SCRIPT_START_ELEMENT_ID };

/**
 * The scripts a page's HTML preloads: by `<link rel="preload" as="script">` on a page the browser draws, or handed to
 * the script starter (its data-preload) on a page drawn on the server. Not the manifest's JSON, which names releases
 * a visitor does not get.
 */
export function scriptPreloadsOf(html: string): string[] {
  const linked = [...html.matchAll(/<link rel="preload" as="script" href="([^"]*)"[^>]*>/g)].map((match) => match[1] as string);
  const starter = new RegExp(`<script id="${SCRIPT_START_ELEMENT_ID}"[^>]*\\sdata-preload="([^"]*)"`).exec(html)?.[1];
  return [...linked, ...(starter ? starter.split(' ') : [])];
}

/**
 * Resolves once the app owns the page: at once on a page the browser draws (it has no starter), otherwise when one of
 * the root's elements carries React's own property (`__reactFiber$…`, set on each node hydration takes over; from then
 * on React also replays a click on a part it has not hydrated yet). Not necessarily the first element: the server may
 * have put a preload of the page's lead picture there, which is a resource hint, not a node of the app.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction((starterId) => {
    if (!document.getElementById(starterId)) return true;
    const children = Array.from(document.getElementById('root')?.children ?? []);
    return children.some((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
  }, SCRIPT_START_ELEMENT_ID);
}

type Navigation = NonNullable<Parameters<Page['goto']>[1]>;
const waitsForLoad = (options: Navigation | undefined) =>
  options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle';

/**
 * `page` with goto, reload, goBack and goForward waiting for the app (appReady) when they wait for the page's load. A
 * move in the history inside the app finds it there at once; one that loads a document waits for it as goto does.
 */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  const thenAppReady = async <Reply extends { headers(): Record<string, string> } | null>(reply: Reply, options: Navigation | undefined) => {
    const isPage = reply === null || (reply.headers()['content-type']?.startsWith('text/html') ?? false);
    if (isPage && waitsForLoad(options)) await appReady(page);
    return reply;
  };
  page.goto = async (url, options) => thenAppReady(await goto(url, options), options);
  page.reload = async (options) => thenAppReady(await reload(options), options);
  page.goBack = async (options) => thenAppReady(await goBack(options), options);
  page.goForward = async (options) => thenAppReady(await goForward(options), options);
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
});
