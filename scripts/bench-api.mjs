// npm run bench:api: measures the API's reads against a bare node:http server on the same machine.
// Builds nothing: it needs api/dist (node build-tools/build-all.mjs --only=api). It creates a temporary
// VAR_DIR and SQLite DATABASE_URL, migrates and seeds them through api/dist, lets every scenario in
// scripts/bench-api/*.mjs prepare the database, starts the production server and a bare hello server
// on 127.0.0.1 (each in its own process), and runs autocannon against each request in turn.
// Options: --duration=SECONDS (default 10), --connections=N (default 50), --warmup=SECONDS (default 2), --only=TEXT.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run bench:api [-- options]
Measures the API's reads with autocannon against a bare node:http server, on a temporary seeded database.
Needs the built API (node build-tools/build-all.mjs --only=api); builds nothing.
  --duration=SECONDS     per target (default 10)
  --connections=N        concurrent connections (default 50)
  --warmup=SECONDS       discarded warm-up per target (default 2)
  --only=TEXT            only the requests whose scenario and name contain TEXT`);
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 50);
const warmup = Number(args.warmup ?? 2);

const dist = path.join(root, 'api', 'dist');
if (!fs.existsSync(path.join(dist, 'server.js'))) {
  console.error('api/dist is missing: build the API first with `node build-tools/build-all.mjs --only=api`.');
  process.exit(1);
}
const autocannon = require('autocannon');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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

function measure(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-bench-'));
const databaseUrl = path.join(varDir, 'bench.sqlite');
const children = [];
const cleanup = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  fs.rmSync(varDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

try {
  // Migrate and seed with the built modules, exactly as the production server would.
  const { openDatabase } = require(path.join(dist, 'db', 'connect.js'));
  const { migrateToLatest } = require(path.join(dist, 'db', 'migrate.js'));
  const { seedContent } = require(path.join(dist, 'seed', 'run-seed.js'));
  const handle = openDatabase(databaseUrl);
  await migrateToLatest(handle);
  await seedContent(handle, { force: true });
  await handle.db.destroy();

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

  const apiPort = await freePort();
  const api = spawn(process.execPath, [path.join(dist, 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      VAR_DIR: varDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(api);
  const barePort = await freePort();
  const bareSource = `require('node:http').createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end('{"hello":"world"}'); }).listen(${barePort}, '127.0.0.1');`;
  const bare = spawn(process.execPath, ['-e', bareSource], { stdio: 'inherit' });
  children.push(bare);
  await waitFor(`http://127.0.0.1:${apiPort}/api/WebSite/CopyRight`, api, 'the API server');
  await waitFor(`http://127.0.0.1:${barePort}/`, bare, 'the bare server');

  const targets = [{ scenario: 'baseline', name: 'bare node:http hello', url: `http://127.0.0.1:${barePort}/` }];
  for (const scenario of scenarios) {
    for (const request of scenario.requests) {
      if (args.only && !`${scenario.name} ${request.name}`.includes(args.only)) continue;
      const url = `http://127.0.0.1:${apiPort}${request.path}`;
      const check = await fetch(url);
      const body = await check.json().catch(() => ({}));
      if (!check.ok || body.code !== 200) throw new Error(`${request.name}: ${url} answered ${check.status} ${JSON.stringify(body).slice(0, 200)}`);
      targets.push({ scenario: scenario.name, name: request.name, url });
    }
  }

  console.log(
    `bench:api: ${connections} connections, ${warmup} s warm-up + ${duration} s per target; ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}\n`,
  );
  const rows = [];
  for (const target of targets) {
    if (warmup > 0) await measure(target.url, warmup);
    const result = await measure(target.url, duration);
    const row = {
      scenario: target.scenario,
      request: target.name,
      reqPerSec: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
    rows.push(row);
    console.log(`  measured ${row.request}: ${row.reqPerSec} req/s, p99 ${row.p99} ms`);
  }
  const bareRate = rows[0]?.reqPerSec || 1;
  console.log('');
  console.table(
    rows.map((row) => ({
      scenario: row.scenario,
      request: row.request,
      'req/s': row.reqPerSec,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'x bare': +(row.reqPerSec / bareRate).toFixed(2),
      'goal (>=0.5x, p99<=10ms)': row.scenario === 'baseline' ? '' : row.reqPerSec / bareRate >= 0.5 && row.p99 <= 10 ? 'met' : 'NOT met',
      errors: row.errors,
    })),
  );
} finally {
  cleanup();
}
