// node scripts/screenshots.mjs [--skip-build] [--out=docs/screenshots]
// The pictures docs/screenshots.md shows: the first screen of the site's main pages as a visitor sees them on a
// phone (Pixel 7, 412x915) and on a desktop (1366x900), taken in Debian's Chromium from the production build on a
// fresh database, once each page's section has drawn its content and its images have loaded. Run it after a
// visible change and commit the pictures with it, so the docs show the site as it is.
import fs from 'node:fs';
import path from 'node:path';
import { argument, buildUnlessSkipped, devices, exitWithUsageIfAsked, launchChromium, root, startProductionServer } from './lib/production-site.mjs';

exitWithUsageIfAsked(`Usage: node scripts/screenshots.mjs [--skip-build] [--out=docs/screenshots]
  Builds what is missing, serves the production build on a fresh database and saves the first screen of the
  main pages at phone (Pixel 7) and desktop (1366x900) size as PNG files in --out (default docs/screenshots).`);

/** Each page: its file name, its address, and what shows that its section has drawn its content. */
const PAGES = [
  { name: 'home', path: '/index', shown: '[data-remote="mf_catalog"] a[href^="/producDtetails"]' },
  { name: 'product-category', path: '/productCenter?type=1', shown: '[data-remote="mf_catalog"] a[href^="/producList"]' },
  { name: 'product-list', path: '/producList?id=22', shown: '[data-remote="mf_catalog"] a[href^="/producDtetails"]' },
  { name: 'product', path: '/producDtetails?id=501', shown: '[data-remote="mf_catalog"] h1' },
  { name: 'article', path: '/newsContent?id=1', shown: '[data-remote="mf_news"] h1' },
  { name: 'support', path: '/support', shown: '[data-remote="mf_support"] a[href], [data-remote="mf_support"] button' },
];

const FORMS = {
  phone: devices['Pixel 7'],
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
};

const outDir = path.resolve(root, argument('out', 'docs/screenshots'));
fs.mkdirSync(outDir, { recursive: true });

buildUnlessSkipped();
const site = await startProductionServer('screenshots');
const browser = await launchChromium();
try {
  for (const [form, profile] of Object.entries(FORMS)) {
    // A device scale of 1 keeps each picture the size of the screen in CSS pixels: readable in the docs, small in git.
    const context = await browser.newContext({ ...profile, deviceScaleFactor: 1 });
    for (const shot of PAGES) {
      const page = await context.newPage();
      await page.goto(`${site.baseURL}${shot.path}`, { waitUntil: 'load' });
      await page.locator(shot.shown).first().waitFor({ state: 'visible', timeout: 30_000 });
      // Images below the first screen load lazily; those on it must be decoded before the picture is taken.
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete));
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `${shot.name}-${form}.png`);
      await page.screenshot({ path: file });
      console.log(`${path.relative(root, file)}  ${shot.path}`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  site.stop();
}
