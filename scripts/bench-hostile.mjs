// npm run bench:hostile: what hostile clients cost everyone else, on the production server (built API, a
// fresh SQLite database). Three measurements:
//   1. reads alone, then the same reads while 10 connections post 16 KB of nested JSON (8,000 levels):
//      requests a second and p99 of the reads, and what the attack got back;
//   2. 500 connections that send nothing: how many the server has closed after 15 s;
//   3. PasswordRetrieval for registered and unknown addresses, alternating: median and p90 of each.
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { argument, buildUnlessSkipped, exitWithUsageIfAsked, root, startProductionServer } from './lib/production-site.mjs';

exitWithUsageIfAsked(`Usage: npm run bench:hostile -- [--seconds=10] [--skip-build]
  Builds what is missing, starts the production server on a fresh database, and measures reads alone and
  under a nested-JSON flood (autocannon, 50 + 10 connections, --seconds each), how many of 500 silent
  connections are closed after 15 s, and PasswordRetrieval's reply time for registered and unknown addresses.`);

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const Database = require(path.join(root, 'node_modules', 'better-sqlite3'));

const seconds = Number(argument('seconds', '10'));
buildUnlessSkipped();
// One proxy hop is trusted so that the timing run can speak from many client addresses (the per-client
// limit of PasswordRetrieval is 20 a minute); the flood and the reads come from one address.
const site = await startProductionServer('hostile', { env: { TRUST_PROXY: '1' } });

const readUrl = `${site.baseURL}/api/Product/GetPage_?dictionaryId=5&page=1&PageSize=8`;
const cannon = (options) =>
  new Promise((resolve, reject) => autocannon({ duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result))));
const summary = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

try {
  // A first pass warms the JIT and the reply cache, so "alone" is not the server's first seconds.
  await cannon({ url: readUrl, connections: 50, duration: 3 });
  const alone = await cannon({ url: readUrl, connections: 50 });
  const deep = `{"k":${'['.repeat(8000)}${']'.repeat(8000)}}`;
  const statuses = {};
  const [underAttack, attack] = await Promise.all([
    cannon({ url: readUrl, connections: 50 }),
    cannon({
      url: `${site.baseURL}/api/RegUser/Logout`,
      connections: 10,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
      setupClient: (client) => client.on('response', (status) => (statuses[status] = (statuses[status] ?? 0) + 1)),
    }),
  ]);
  console.log('\nReads (Product/GetPage_, 50 connections):');
  console.table({ alone: summary(alone), 'with the nested-JSON flood': summary(underAttack) });
  console.log(`Nested-JSON flood: ${Math.round(attack.requests.average)} req/s, replies by status ${JSON.stringify(statuses)}`);

  const sockets = await Promise.all(
    Array.from(
      { length: 500 },
      () =>
        new Promise((resolve) => {
          const socket = net.connect(site.port, '127.0.0.1', () => resolve(socket));
          socket.on('error', () => undefined);
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const closed = sockets.filter((socket) => socket.destroyed || socket.readyState === 'closed' || socket.readableEnded).length;
  for (const socket of sockets) socket.destroy();
  console.log(`\nSilent connections: ${closed} of 500 closed by the server after 15 s`);

  const stamp = new Date().toISOString();
  const db = new Database(path.join(site.varDir, 'ferrolink.sqlite'));
  const insert = db.prepare(
    'insert into users (email, user_name, password_hash, company, phone, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const pairs = 300;
  db.transaction(() => {
    for (let index = 0; index < pairs; index += 1) insert.run(`known${index}@plant.example.com`, `known${index}`, 'x', 'c', 'p', stamp, stamp);
  })();
  db.close();
  const timings = { registered: [], unknown: [] };
  for (let index = 0; index < pairs; index += 1) {
    for (const [kind, mail] of [
      ['registered', `known${index}@plant.example.com`],
      ['unknown', `nobody${index}@plant.example.com`],
    ]) {
      const started = process.hrtime.bigint();
      const reply = await fetch(`${site.baseURL}/api/RegUser/PasswordRetrieval`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${kind === 'registered' ? 1 : 2}.${index >> 8}.${index & 255}` },
        body: JSON.stringify({ mail }),
      });
      await reply.arrayBuffer();
      if (reply.status !== 200) throw new Error(`PasswordRetrieval answered ${reply.status}`);
      timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))].toFixed(2);
  console.log(`\nPasswordRetrieval, ${pairs} of each, alternating (ms):`);
  console.table(
    Object.fromEntries(Object.entries(timings).map(([kind, values]) => [kind, { median: quantile(values, 0.5), p90: quantile(values, 0.9) }])),
  );
} finally {
  site.stop();
}
