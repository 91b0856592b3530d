// npm run bench:first-view [-- --skip-build] [--runs=5] [--route=/index] [--device=mobile|desktop]
// How long a first visit takes on a phone over a slow network: loads the route in Debian's Chromium
// with a cold cache, the network emulated as "slow 4G" (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up) and the CPU slowed 4x, and prints per run and as the median the milliseconds from
// navigation to: the header drawn, the first banner image shown, each home widget mounted, and the
// Largest Contentful Paint. Nothing is asserted: it is a measurement (docs/performance.md).
import { argument, buildUnlessSkipped, deviceProfile, exitWithUsageIfAsked, launchChromium, startProductionServer } from './lib/production-site.mjs';

exitWithUsageIfAsked(`Usage: npm run bench:first-view [-- options]
Builds for production (what is missing), serves it with a fresh database and loads a route in Debian's Chromium
over emulated slow 4G with the CPU slowed 4x; prints per cold load and as the median the milliseconds to the
header, the first banner image, each home widget and the Largest Contentful Paint.
  --runs=N                  cold loads (default 5)
  --route=/path             the route (default /index)
  --device=mobile|desktop   a Pixel 7 (default) or a 1366x860 desktop
  --skip-build              use the builds as they are`);

const runs = Number(argument('runs', '5'));
const route = argument('route', '/index');
const device = argument('device', 'mobile');
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** What to wait for on the page, by name; a mark that never shows within 60 s counts as missing. */
const MARKS = {
  header: 'header',
  banner: '[data-testid="home-carousel"] img',
  'products widget': '[data-remote="mf_catalog"]',
  'solutions widget': '[data-remote="mf_solutions"]',
};

buildUnlessSkipped();
const site = await startProductionServer('first-view');
const browser = await launchChromium();
const results = [];
for (let run = 0; run < runs; run += 1) {
  const context = await browser.newContext(deviceProfile(device));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = Date.now();
  await page.goto(`${site.baseURL}${route}`, { waitUntil: 'commit' });
  const times = {};
  await Promise.all(
    Object.entries(MARKS).map(([name, selector]) =>
      page
        .locator(selector)
        .first()
        .waitFor({ timeout: 60_000 })
        .then(
          () => (times[name] = Date.now() - started),
          () => (times[name] = Number.NaN),
        ),
    ),
  );
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          const element = last.element;
          const alt = element?.getAttribute('alt');
          resolve({
            ms: Math.round(last.startTime),
            what: element ? `${element.tagName.toLowerCase()}${alt ? ` "${alt}"` : ''}` : 'an element since removed',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  times.LCP = lcp.ms;
  results.push(times);
  const line = Object.entries(times).map(([name, ms]) => `${name} ${ms} ms`);
  console.log(`run ${run + 1}: ${line.join(', ')} (LCP element: ${lcp.what})`);
  await context.close();
}
await browser.close();
site.stop();

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
};
console.log(`\n${route} (${device}, slow 4G, CPU / 4), median of ${runs} cold loads:`);
for (const name of Object.keys(results[0] ?? {})) console.log(`  ${name.padEnd(18)} ${median(results.map((times) => times[name]))} ms`);
