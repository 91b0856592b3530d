// npm run bench:api: measures the API's reads against a bare node:http server on the same machine.
// Builds nothing: it needs api/dist (node build-tools/build-all.mjs --only=api). It creates a temporary
// VAR_DIR and SQLite DATABASE_URL, migrates and seeds them through api/dist, lets every scenario in
// scripts/bench-api/*.mjs prepare the database, starts the production server and a bare hello server
// on 127.0.0.1 (each in its own process), and runs wrk (Debian's, installed with apt-get when missing; see
// scripts/lib/wrk.mjs for why not autocannon) against each request in turn.
// Besides the scenario files it measures every read a page of the site calls on its way up (the mega menu, the
// banners, the footer, each section's lists and details) and a few page documents (the shell's HTML written per
// visitor, which needs shell/dist), and prints each one's ratio to the bare server and p99 against the target.
// A page document drawn on the server is some 60-85 KB (15-18 KB brotli), where the hello reply is 17 bytes: a
// second bare node:http server sends the home page's own bytes (one prepared Buffer, nothing computed), and each
// page's ratio to it is printed beside, so the cost of the bytes on the wire and the server's work can be told apart.
// Options: --duration=SECONDS (default 10), --connections=N (default 50), --warmup=SECONDS (default 2), --only=TEXT,
// --encoding=br|gzip (send Accept-Encoding like a browser; default none), --target-ratio=X (default 0.3),
// --target-p99=MS (default 10), --compare=REV (also build the API of git revision REV into a temporary folder, start
// it beside this one on its own seeded database and the same front-end builds, and measure each request on both, one after
// the other, in this run: a before/after against the same bare server on the same machine), --runs=N (with --compare:
// measurements of each server per request, default 3; medians with min-max).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './lib/free-port.mjs';
import { ensureWrk, runWrk } from './lib/wrk.mjs';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run bench:api [-- options]
Measures the API's reads with wrk (installed from Debian with apt-get when missing) against a bare node:http server, on a temporary seeded database.
Needs the built API (node build-tools/build-all.mjs --only=api); builds nothing.
  --duration=SECONDS     per target (default 10)
  --connections=N        concurrent connections (default 50)
  --warmup=SECONDS       discarded warm-up per target (default 2)
  --only=TEXT            only the requests whose scenario and name contain TEXT
  --encoding=br|gzip     send this Accept-Encoding (as a browser does); default none
  --target-ratio=X       the target's share of the bare server's req/s (default 0.3)
  --target-p99=MS        the target's p99 at these connections (default 10)
  --compare=REV          also measure the API of git revision REV (built from \`git archive REV\` into a temporary
                         folder, same front-end builds, its own seeded database), each request right after this one's
  --runs=N               with --compare: measure each server N times per request, alternating which goes first
                         (default 3); the table gives each side's median and min-max

Scenarios: scripts/bench-api/*.mjs, plus "page reads" (every read a page calls) and "page documents"
(/index, /productCenter?type=1, ...; skipped when shell/dist/index.html is missing) from this script.`);
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 50);
const warmup = Number(args.warmup ?? 2);
const encoding = args.encoding;
const targetRatio = Number(args['target-ratio'] ?? 0.3);
const targetP99 = Number(args['target-p99'] ?? 10);
const requestHeaders = encoding ? { 'accept-encoding': encoding } : {};
const compareRevision = args.compare;
/** With --compare: how many times each server is measured per request (alternating which goes first). */
const compareRuns = Math.max(1, Number(args.runs ?? 3));

/**
 * Every read a page of the site calls while it comes up, with the parameters the pages send (the shell's header,
 * footer and home page; each remote's api/ folder). The catalogue's product reads and site search are in
 * scripts/bench-api/catalog.mjs and search.mjs.
 */
const PAGE_READS = {
  name: 'page reads',
  requests: [
    { name: 'Dictionary/GetCategoryByType 1 (mega menu, every page)', path: '/api/Dictionary/GetCategoryByType?type=1' },
    { name: 'WebSite/CopyRight (footer, every page)', path: '/api/WebSite/CopyRight' },
    { name: 'Advertisement/GetPage home (40, 3 banners)', path: '/api/Advertisement/GetPage?page=1&pageSize=3&key=&dictionaryId=40' },
    { name: 'Advertisement/GetPage product family (14)', path: '/api/Advertisement/GetPage?page=1&pageSize=1&key=&dictionaryId=14' },
    { name: 'Advertisement/GetPage news (49)', path: '/api/Advertisement/GetPage?page=1&pageSize=1&key=&dictionaryId=49' },
    { name: 'Product/GetProductListByTop 3 (home)', path: '/api/Product/GetProductListByTop?pageSize=3' },
    { name: 'Product/GetProductTagItem (product centre, switches)', path: '/api/Product/GetProductTagItem?type=1' },
    { name: 'Article/GetPage_ (news list, all)', path: '/api/Article/GetPage_?page=1&pageSize=6&key=&dictionaryId=0' },
    { name: 'Article/GetDetailById (1)', path: '/api/Article/GetDetailById?id=1' },
    { name: 'Article/GetRandomArticleList 3 (news, about)', path: '/api/Article/GetRandomArticleList?amount=3&level=1&key=&excludeId=1' },
    { name: 'About/GetProfile', path: '/api/About/GetProfile' },
    { name: 'About/GetMilestones', path: '/api/About/GetMilestones' },
    { name: 'Solution/GetList (solutions)', path: '/api/Solution/GetList' },
    { name: 'Solution/GetDetailById (24)', path: '/api/Solution/GetDetailById?id=24' },
    { name: 'Dictionary/GetCategoryByType 5 (support filters)', path: '/api/Dictionary/GetCategoryByType?type=5' },
    {
      name: 'Material/GetPageList documents (support)',
      path: '/api/Material/GetPageList?fileType=2&page=1&PageSize=10&dictionaryId=&dictionaryName=',
    },
    { name: 'Material/GetListByTop 1 (video centre)', path: '/api/Material/GetListByTop?pageSize=1' },
  ],
};

/** The page documents themselves, as a first visit asks for them (no cookie: the server writes the visitor's id), and one as a returning visitor does. */
const PAGE_DOCUMENTS = {
  name: 'page documents',
  html: true,
  requests: [
    { name: 'GET /index', path: '/index' },
    { name: 'GET /productCenter?type=1', path: '/productCenter?type=1' },
    { name: 'GET /producDtetails?id=501', path: '/producDtetails?id=501' },
    { name: 'GET /newsList', path: '/newsList' },
    { name: 'GET /support', path: '/support' },
    // A visitor who has been here before sends the id the server gave them: no new id and no cookie to write.
    { name: 'GET /index, returning visitor', path: '/index', headers: { cookie: 'fl_visitor=benchReturningVisitor1' } },
  ],
};

const dist = path.join(root, 'api', 'dist');
if (!fs.existsSync(path.join(dist, 'server.js'))) {
  console.error('api/dist is missing: build the API first with `node build-tools/build-all.mjs --only=api`.');
  process.exit(1);
}
ensureWrk();

async function waitFor(url, child, label) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      const reply = await fetch(url);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer ${url} within 60 s`);
}

function measure(url, seconds, extraHeaders = {}) {
  return runWrk(url, { seconds, connections, headers: { ...requestHeaders, ...extraHeaders } });
}

/**
 * The API of another git revision, built in a temporary folder beside this checkout: its sources from `git archive`,
 * this checkout's node_modules linked in (the packages of one lock file), and this checkout's front-end builds linked
 * in, so the two servers write the same shell's pages with the same releases and differ only by their API code.
 */
function buildRevision(revision, folder) {
  const tar = execFileSync('git', ['archive', '--format=tar', revision], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
  fs.mkdirSync(folder, { recursive: true });
  execFileSync('tar', ['-x', '-C', folder], { input: tar });
  for (const modules of ['node_modules', path.join('api', 'node_modules')]) {
    if (fs.existsSync(path.join(root, modules))) fs.symlinkSync(path.join(root, modules), path.join(folder, modules), 'dir');
  }
  // Every front end's build: the shell's page template, and each remote's build, which the server registers as its
  // release at start (without them the other server would send pages with no releases: smaller and cheaper).
  for (const app of require(path.join(root, 'build-tools', 'apps.cjs')).apps) {
    const built = path.join(root, app.dir, 'dist');
    if (!fs.existsSync(built)) continue;
    fs.mkdirSync(path.join(folder, app.dir), { recursive: true });
    fs.symlinkSync(built, path.join(folder, app.dir, 'dist'), 'dir');
  }
  console.log(`bench:api: building the API of ${revision} in ${folder} ...`);
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(folder, 'api', 'tsconfig.build.json')], {
    cwd: folder,
    stdio: 'inherit',
  });
  return path.join(folder, 'api', 'dist');
}

/** Migrates and seeds a database with one built API's own modules, exactly as its production server would. */
async function seedWith(apiDist, databaseUrl) {
  const { openDatabase } = require(path.join(apiDist, 'db', 'connect.js'));
  const { migrateToLatest } = require(path.join(apiDist, 'db', 'migrate.js'));
  const { seedContent } = require(path.join(apiDist, 'seed', 'run-seed.js'));
  const handle = openDatabase(databaseUrl);
  await migrateToLatest(handle);
  await seedContent(handle, { force: true });
  await handle.db.destroy();
}

/** Starts a built API's production server on a free port, on its own VAR_DIR and database. */
async function startApi(apiDist, cwd, apiVarDir, databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(apiDist, 'server.js')], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      VAR_DIR: apiVarDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/api/WebSite/CopyRight`, child, `the API server in ${cwd}`);
  return port;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-bench-'));
const databaseUrl = path.join(varDir, 'bench.sqlite');
const children = [];
const cleanup = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  fs.rmSync(varDir, { recursive: true, force: true });
};
// Stopped by Ctrl+C or by a supervisor: the servers it started go with it.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    cleanup();
    process.exit(code);
  });
}

try {
  // Migrate and seed with the built modules, exactly as the production server would.
  await seedWith(dist, databaseUrl);

  const scenarioDir = path.join(root, 'scripts', 'bench-api');
  const scenarios = [];
  for (const file of fs
    .readdirSync(scenarioDir)
    .filter((name) => name.endsWith('.mjs'))
    .sort()) {
    const scenario = (await import(pathToFileURL(path.join(scenarioDir, file)).href)).default;
    if (scenario.prepare) await scenario.prepare(databaseUrl);
    scenarios.push(scenario);
  }
  scenarios.push(PAGE_READS);
  if (fs.existsSync(path.join(root, 'shell', 'dist', 'index.html'))) scenarios.push(PAGE_DOCUMENTS);
  else console.warn('shell/dist/index.html is missing: the page documents are not measured (build the shell to include them).');

  const apiPort = await startApi(dist, root, varDir, databaseUrl);
  // The other revision, on its own database (its migrations may differ) and VAR_DIR, after the scenarios prepared ours.
  let comparePort;
  if (compareRevision) {
    const compareRoot = path.join(varDir, 'compare');
    const compareDist = buildRevision(compareRevision, compareRoot);
    const compareVarDir = path.join(varDir, 'compare-var');
    fs.mkdirSync(compareVarDir);
    const compareDatabase = path.join(compareVarDir, 'bench.sqlite');
    await seedWith(compareDist, compareDatabase);
    for (const scenario of scenarios) if (scenario.prepare) await scenario.prepare(compareDatabase);
    comparePort = await startApi(compareDist, compareRoot, compareVarDir, compareDatabase);
  }
  const barePort = await freePort();
  const bareSource = `require('node:http').createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end('{"hello":"world"}'); }).listen(${barePort}, '127.0.0.1');`;
  const bare = spawn(process.execPath, ['-e', bareSource], { stdio: 'inherit' });
  children.push(bare);
  await waitFor(`http://127.0.0.1:${barePort}/`, bare, 'the bare server');

  const targets = [{ scenario: 'baseline', name: 'bare node:http hello', url: `http://127.0.0.1:${barePort}/` }];
  if (scenarios.includes(PAGE_DOCUMENTS) && (!args.only || `${PAGE_DOCUMENTS.name} GET /index`.includes(args.only))) {
    // The floor of a page document: the same bytes from a server that does nothing else.
    const pageFile = path.join(varDir, 'index.html');
    // node:http, not fetch: fetch would undo the page's compression, and the bare server must send the bytes as sent.
    const page = await new Promise((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${apiPort}/index`, { headers: requestHeaders }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }));
        })
        .on('error', reject);
    });
    fs.writeFileSync(pageFile, page.body);
    const headers = { 'content-type': 'text/html; charset=utf-8', ...(page.encoding ? { 'content-encoding': page.encoding } : {}) };
    const barePagePort = await freePort();
    const barePageSource = `const body = require('node:fs').readFileSync(${JSON.stringify(pageFile)}); require('node:http').createServer((req, res) => { res.writeHead(200, { ...${JSON.stringify(headers)}, 'content-length': body.length }); res.end(body); }).listen(${barePagePort}, '127.0.0.1');`;
    const barePage = spawn(process.execPath, ['-e', barePageSource], { stdio: 'inherit' });
    children.push(barePage);
    await waitFor(`http://127.0.0.1:${barePagePort}/`, barePage, 'the bare page server');
    targets.push({
      scenario: 'baseline',
      name: `bare node:http, the /index document's ${(fs.statSync(pageFile).size / 1024).toFixed(1)} KB`,
      url: `http://127.0.0.1:${barePagePort}/`,
      pageFloor: true,
    });
  }
  for (const scenario of scenarios) {
    for (const request of scenario.requests) {
      if (args.only && !`${scenario.name} ${request.name}`.includes(args.only)) continue;
      const url = `http://127.0.0.1:${apiPort}${request.path}`;
      const check = await fetch(url, { headers: requestHeaders });
      if (scenario.html) {
        const text = await check.text();
        if (check.status !== 200 || !(check.headers.get('content-type') ?? '').startsWith('text/html')) {
          throw new Error(`${request.name}: ${url} answered ${check.status} ${text.slice(0, 200)}`);
        }
      } else {
        const body = await check.json().catch(() => ({}));
        if (!check.ok || body.code !== 200) throw new Error(`${request.name}: ${url} answered ${check.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
      targets.push({
        scenario: scenario.name,
        name: request.name,
        url,
        headers: request.headers,
        // The same request to the other revision, measured beside this one's.
        compareUrl: comparePort ? `http://127.0.0.1:${comparePort}${request.path}` : undefined,
      });
    }
  }

  console.log(
    `bench:api: ${connections} connections, ${warmup} s warm-up + ${duration} s per target, Accept-Encoding ${encoding ?? 'none'}; ` +
      `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}\n` +
      `target: >= ${targetRatio}x the bare server's req/s and p99 <= ${targetP99} ms\n`,
  );
  /** One measurement of a URL, warmed up first. */
  const measureOnce = async (url, headers) => {
    if (warmup > 0) await measure(url, warmup, headers);
    return measure(url, duration, headers);
  };
  /** Several measurements of one server and request: the median rate with its min-max, the worst p99, every error. */
  const combine = (results) => ({
    reqPerSec: median(results.map((result) => Math.round(result.reqPerSec))),
    minReqPerSec: Math.min(...results.map((result) => Math.round(result.reqPerSec))),
    maxReqPerSec: Math.max(...results.map((result) => Math.round(result.reqPerSec))),
    p50: Math.max(...results.map((result) => result.p50)),
    p99: Math.max(...results.map((result) => result.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  });
  const rows = [];
  for (const target of targets) {
    const row = { pageFloor: target.pageFloor === true, scenario: target.scenario, request: target.name };
    if (!target.compareUrl) {
      rows.push({ ...row, ...combine([await measureOnce(target.url, target.headers)]) });
    } else {
      // This revision, that one, that one, this one, ...: which goes first alternates, so a drift of the shared
      // machine's speed during the runs weighs on both the same.
      const ours = [];
      const theirs = [];
      for (let run = 0; run < compareRuns; run += 1) {
        const order = run % 2 === 0 ? [ours, theirs] : [theirs, ours];
        for (const side of order) side.push(await measureOnce(side === ours ? target.url : target.compareUrl, target.headers));
      }
      rows.push({ ...row, ...combine(ours) });
      rows.push({ ...row, request: `${target.name} [${compareRevision}]`, ...combine(theirs), comparedWith: rows.length - 1 });
      console.log(`  measured ${target.name} [${compareRevision}]: ${rows.at(-1).reqPerSec} req/s, p99 ${rows.at(-1).p99} ms`);
    }
    const measuredRow = target.compareUrl ? rows.at(-2) : rows.at(-1);
    console.log(`  measured ${measuredRow.request}: ${measuredRow.reqPerSec} req/s, p99 ${measuredRow.p99} ms`);
  }
  const bareRate = rows[0]?.reqPerSec || 1;
  const pageFloorRate = rows.find((row) => row.pageFloor)?.reqPerSec;
  const meets = (row) => row.reqPerSec / bareRate >= targetRatio && row.p99 <= targetP99 && row.errors === 0;
  console.log('');
  console.table(
    rows.map((row) => ({
      scenario: row.scenario,
      request: row.request,
      'req/s': row.reqPerSec,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'x bare': +(row.reqPerSec / bareRate).toFixed(2),
      ...(pageFloorRate ? { 'x same bytes': row.scenario === 'page documents' ? +(row.reqPerSec / pageFloorRate).toFixed(2) : '' } : {}),
      [`target (>=${targetRatio}x, p99<=${targetP99}ms)`]: row.scenario === 'baseline' ? '' : meets(row) ? 'met' : 'NOT met',
      errors: row.errors,
    })),
  );
  if (pageFloorRate) {
    console.log(
      `\nThe bare server sending the /index document's bytes runs at ${(pageFloorRate / bareRate).toFixed(2)}x the hello server: ` +
        `that is the most any page document can reach on this machine ("x same bytes" is each page's share of it).`,
    );
  }
  if (compareRevision) {
    console.log(`\nThis checkout against ${compareRevision}, request by request, ${compareRuns} runs each (this / that, medians of req/s):`);
    console.table(
      rows
        .filter((row) => row.comparedWith !== undefined)
        .map((row) => {
          const ours = rows[row.comparedWith];
          return {
            scenario: row.scenario,
            request: ours.request,
            'this req/s (median)': ours.reqPerSec,
            'this min-max': `${ours.minReqPerSec}-${ours.maxReqPerSec}`,
            [`${compareRevision} req/s (median)`]: row.reqPerSec,
            [`${compareRevision} min-max`]: `${row.minReqPerSec}-${row.maxReqPerSec}`,
            'this / that': +(ours.reqPerSec / (row.reqPerSec || 1)).toFixed(2),
          };
        }),
    );
  }
  const measured = rows.filter((row) => row.scenario !== 'baseline' && row.comparedWith === undefined);
  const missed = measured.filter((row) => !meets(row));
  console.log(
    `\n${measured.length - missed.length} of ${measured.length} requests meet the target` +
      (missed.length > 0
        ? `; not met: ${missed.map((row) => `${row.request} (${(row.reqPerSec / bareRate).toFixed(2)}x, p99 ${row.p99} ms)`).join(', ')}`
        : ''),
  );
} finally {
  cleanup();
}
