// npm run bench:weight [-- --routes=/index,/login] [--device=mobile|desktop] [--json=file]
// Builds for production (what is missing), serves it, loads each route in Debian's
// Chromium with a cold cache and prints per route the JavaScript and CSS
// transferred (raw and gzip), the chunks, and every package whose code the page
// loaded more than once (found through the chunks' source maps).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { chromium, devices } = require('@playwright/test');

const argument = (name, fallback) =>
  process.argv
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? fallback;
const routes = argument(
  'routes',
  '/index,/productCenter?type=1,/producDtetails?id=501,/solution?type=1,/support,/newsList,/about,/login,/searchList?search=switch',
).split(',');
const device = argument('device', 'mobile');
const jsonOut = argument('json', '');

if (!process.argv.includes('--skip-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'build-tools', 'build-all.mjs')], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-weight-'));
const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', VAR_DIR: varDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const baseURL = `http://127.0.0.1:${port}`;
for (let attempt = 0; attempt < 240; attempt += 1) {
  try {
    if ((await fetch(`${baseURL}/api/WebSite/CopyRight`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const profile = device === 'desktop' ? { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } } : devices['Pixel 7'];

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
server.kill('SIGTERM');
fs.rmSync(varDir, { recursive: true, force: true });

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
