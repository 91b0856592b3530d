// npm run bench:weight [-- --routes=/index,/login] [--device=mobile|desktop] [--json=file]
// Builds for production (what is missing), serves it, loads each route in Debian's
// Chromium with a cold cache and prints per route the JavaScript and CSS
// transferred (raw and gzip), the chunks, and every package whose code the page
// loaded more than once (found through the chunks' source maps).
import fs from 'node:fs';
import zlib from 'node:zlib';
import { argument, buildUnlessSkipped, deviceProfile, exitWithUsageIfAsked, launchChromium, startProductionServer } from './lib/production-site.mjs';

exitWithUsageIfAsked(`Usage: npm run bench:weight [-- options]
Builds for production (what is missing), serves it with a fresh database, loads each route in Debian's Chromium
with a cold cache and prints the JavaScript and CSS transferred per route and the packages loaded more than once.
  --routes=/a,/b            the routes to load (default: the home page and one page of each section)
  --device=mobile|desktop   a Pixel 7 (default) or a 1366x860 desktop
  --json=FILE               also write the results as JSON to FILE
  --skip-build              use the builds as they are`);

const routes = argument(
  'routes',
  '/index,/productCenter?type=1,/producDtetails?id=501,/solution?type=1,/support,/newsList,/about,/login,/searchList?search=switch',
).split(',');
const device = argument('device', 'mobile');
const jsonOut = argument('json', '');

buildUnlessSkipped();
const site = await startProductionServer('weight');
const { baseURL } = site;
const browser = await launchChromium();
const profile = deviceProfile(device);

/** Packages (node_modules/<name>) whose sources appear in a chunk's source map. */
function packagesOf(mapText) {
  const found = new Map();
  try {
    const map = JSON.parse(mapText);
    for (const source of map.sources ?? []) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
      const workspace = /(?:^|\/)(shared)\/src\//.exec(source);
      const name = match ? match[1] : workspace ? '@ferrolink/shared' : null;
      if (!name) continue;
      if (!found.has(name)) found.set(name, new Set());
      found.get(name).add(source.replace(/^webpack:\/\/[^/]*\//, ''));
    }
  } catch {
    // a chunk without a readable map contributes nothing
  }
  return found;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const results = [];
for (const route of routes) {
  const context = await browser.newContext(profile);
  const page = await context.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      assets.push({ url: response.url(), type, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, body });
    } catch {
      // aborted or redirected responses have no body
    }
  });
  await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);

  // Which package's modules did more than one loaded chunk carry?
  const moduleOwners = new Map();
  for (const asset of assets.filter((candidate) => candidate.type === 'script')) {
    let mapText = '';
    try {
      const mapResponse = await fetch(`${asset.url.split('?')[0]}.map`);
      if (mapResponse.ok) mapText = await mapResponse.text();
    } catch {
      // no map
    }
    for (const [name, modules] of packagesOf(mapText)) {
      for (const module of modules) {
        const key = `${name}::${module.replace(/^.*node_modules\//, '')}`;
        if (!moduleOwners.has(key)) moduleOwners.set(key, new Set());
        moduleOwners.get(key).add(asset.url);
      }
    }
  }
  const duplicated = new Map();
  for (const [key, owners] of moduleOwners) {
    if (owners.size < 2) continue;
    const name = key.split('::')[0];
    duplicated.set(name, Math.max(duplicated.get(name) ?? 0, owners.size));
  }

  const sum = (type, field) => assets.filter((asset) => asset.type === type).reduce((total, asset) => total + asset[field], 0);
  const result = {
    route,
    js: { raw: sum('script', 'raw'), gzip: sum('script', 'gzip'), chunks: assets.filter((asset) => asset.type === 'script').length },
    css: { raw: sum('stylesheet', 'raw'), gzip: sum('stylesheet', 'gzip'), files: assets.filter((asset) => asset.type === 'stylesheet').length },
    chunks: assets.map((asset) => ({ url: asset.url.replace(baseURL, ''), type: asset.type, raw: asset.raw, gzip: asset.gzip })),
    duplicatedPackages: Object.fromEntries(duplicated),
  };
  results.push(result);
  await context.close();

  console.log(`\n${route}  (${device})`);
  console.log(`  JS  ${kb(result.js.raw)} KB raw, ${kb(result.js.gzip)} KB gzip in ${result.js.chunks} chunks`);
  console.log(`  CSS ${kb(result.css.raw)} KB raw, ${kb(result.css.gzip)} KB gzip in ${result.css.files} files`);
  for (const chunk of result.chunks.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(chunk.gzip).padStart(7)} KB gz  ${chunk.url}`);
  const dupes = Object.entries(result.duplicatedPackages);
  console.log(
    dupes.length === 0
      ? '  loaded more than once: none'
      : `  loaded more than once: ${dupes.map(([name, count]) => `${name} (x${count})`).join(', ')}`,
  );
}

await browser.close();
site.stop();

console.log('\nroute | JS gzip KB | JS raw KB | CSS gzip KB | chunks | duplicated packages');
for (const result of results) {
  console.log(
    `${result.route} | ${kb(result.js.gzip)} | ${kb(result.js.raw)} | ${kb(result.css.gzip)} | ${result.js.chunks} | ${Object.keys(result.duplicatedPackages).join(' ') || 'none'}`,
  );
}
if (jsonOut)
  fs.writeFileSync(
    jsonOut,
    JSON.stringify(
      results.map(({ chunks, ...rest }) => ({ ...rest, chunks: chunks.length })),
      null,
      2,
    ),
  );
