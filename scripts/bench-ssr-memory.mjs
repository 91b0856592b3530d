// npm run bench:ssr-memory [-- --skip-build] [--releases=20]
// What server rendering keeps in memory as releases come and go: draws the news list with N releases of the news
// section one after another (each a copy of the built server build in a folder of its own, as the release store
// keeps them), through the API's own render pool and page renderer, and prints the render worker's V8 heap in use
// after each release, and the process's resident memory. The worker keeps at most WORKER_RELEASE_CACHE releases
// loaded and is replaced after maxReleasesPerWorker: the heap must stop growing with the number of releases.
// Nothing is asserted: it is a measurement (docs/performance.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { argument, buildUnlessSkipped, exitWithUsageIfAsked } from './lib/production-site.mjs';

exitWithUsageIfAsked(`Usage: npm run bench:ssr-memory [-- options]
Builds for production (what is missing), then draws /newsList with N releases of mf-news in turn through the API's
render pool and prints the render worker's heap after each release.
  --releases=N   releases to roll through (default 20)
  --skip-build   use the builds as they are`);

const releases = Number(argument('releases', '20'));
buildUnlessSkipped();
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);
const { createPageRenderer, createRenderPool, DEFAULT_POOL_OPTIONS } = require(path.join(root, 'api', 'dist', 'services', 'rendering', 'index.js'));

const newsDist = path.join(root, 'mf-news', 'dist');
const built = fs.readdirSync(newsDist).find((version) => fs.existsSync(path.join(newsDist, version, 'server', 'remote-server.js')));
if (!built) throw new Error('mf-news has no server build: run npm run build');
const store = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-ssr-memory-'));
const entries = [];
for (let index = 0; index < releases; index += 1) {
  const folder = path.join(store, `release-${index}`);
  fs.cpSync(path.join(newsDist, built, 'server'), folder, { recursive: true });
  entries.push(path.join(folder, 'remote-server.js'));
}

const pool = createRenderPool(DEFAULT_POOL_OPTIONS);
const renderer = createPageRenderer({
  pool,
  shellServerBuild: () => ({ file: path.join(root, 'shell', 'dist', 'server', 'shell-server.js'), version: 'bench' }),
  serverBuildOf: async (_remote, version) => ({ entryFile: entries[Number(version.split('+')[1])], exposes: ['NewsListPage'] }),
  budgetMs: 10_000,
  now: () => Date.now(),
  onIncident: (incident) => console.warn(`incident: ${incident.message}`),
});
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const config = { apiBaseUrl: '/api', cnSiteUrl: 'https://cn.ferrolink.example', siteName: 'Ferrolink Industrial Networks' };
console.log(`release  worker heap (MB)  process rss (MB)  workers retired  section`);
const heaps = [];
for (let index = 0; index < releases; index += 1) {
  const ref = { version: `1.0.0+${index}`, entry: `/remotes/mf-news/1.0.0+${index}/remoteEntry.js` };
  const body = await renderer.render({
    address: '/newsList',
    device: 'desktop',
    modules: [{ remote: 'mf_news', module: 'NewsListPage' }],
    manifest: { remotes: { mf_news: { stable: ref, assigned: { ...ref, channel: 'stable' } } }, config },
    carried: { replies: {}, leadImages: [] },
  });
  const stats = pool.stats();
  heaps.push(stats.lastHeapUsed);
  console.log(
    `${String(index + 1).padStart(7)}  ${mb(stats.lastHeapUsed).padStart(16)}  ${mb(process.memoryUsage().rss).padStart(16)}  ${String(stats.retired).padStart(15)}  ${body?.state.sections['mf_news/NewsListPage'] ?? 'not drawn'}`,
  );
}
const sorted = [...heaps].sort((a, b) => a - b);
console.log(
  `worker heap over ${releases} releases: first ${mb(heaps[0])} MB, last ${mb(heaps.at(-1))} MB, median ${mb(sorted[Math.floor(sorted.length / 2)])} MB, max ${mb(sorted.at(-1))} MB`,
);
await renderer.close();
fs.rmSync(store, { recursive: true, force: true });
