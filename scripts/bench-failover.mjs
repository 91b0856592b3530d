// npm run bench:failover [-- --rate=40] [--seconds=75] [--skip-build] [--json=FILE] [--keep]
// Does a visitor notice when a process of the cluster dies or is restarted? Starts the cluster (scripts/lib/cluster.mjs:
// 3 processes behind HAProxy, on PostgreSQL and Redis), sends a fixed rate of requests through HAProxy (page documents,
// API reads, remote files, contact-form posts), kills one process with SIGKILL at about 15 s (its supervisor starts it
// again), restarts all three one after another at about 35 s as a rolling upgrade does (SIGTERM, wait for the exit,
// start, wait until HAProxy sends it traffic again), then counts failed requests, enquiries acknowledged, stored and
// stored twice, p99 latency before, during and after, and the seconds until the killed process is back in service.
// In the same run it measures page-document throughput through HAProxy with 1 and with 2 processes up.
//
// The contact form's rate limit counts per client address (5 in 10 minutes, shared by the processes in Redis). Each
// post carries an address of its own from 198.18.0.0/15, the range set aside for benchmarks, in X-Forwarded-For;
// HAProxy appends the bench's own address after it and the processes trust loopback (TRUST_PROXY=loopback), so each
// post counts against its own address. The limit stays on; it is simply not what this bench measures.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startCluster } from './lib/cluster.mjs';
import { argument, buildUnlessSkipped, exitWithUsageIfAsked, root } from './lib/production-site.mjs';
import { benchEnquiry } from './lib/bench-enquiry.mjs';

exitWithUsageIfAsked(`Usage: npm run bench:failover [-- options]
Starts the cluster (3 processes behind HAProxy, PostgreSQL, Redis) and sends a fixed rate of requests through HAProxy:
page documents, API reads, remote files and contact-form posts (each with its own Idempotency-Key). At about 15 s it
kills one process with SIGKILL (the supervisor starts it again); at about 35 s it restarts all three one after another
(SIGTERM, exit, start, back in HAProxy). It prints failed GETs and POSTs, enquiries acknowledged, stored and stored twice,
p99 latency before, during and after, the seconds until the killed process is back in service, and page-document
throughput with 1 and 2 processes. Exits 1 when a GET failed or an acknowledged enquiry was lost or stored twice.
  --rate=N             requests per second through HAProxy (default 40)
  --seconds=N          length of the load (default 75, at least 60)
  --warmup=N           seconds of the same reads at the same rate first, not counted (default 5; 0: none)
  --clients=N          concurrent clients of the throughput bursts (default 16)
  --burst-seconds=N    length of each throughput burst (default 10)
  --json=FILE          where to write the results (default var/bench/failover.json)
  --skip-build         use the builds as they are
  --keep               keep the cluster's data folder (databases, logs, HAProxy's log) and print where it is`);

const rate = Number(argument('rate', '40'));
const seconds = Number(argument('seconds', '75'));
const warmupSeconds = Number(argument('warmup', '5'));
const clients = Number(argument('clients', '16'));
const burstSeconds = Number(argument('burst-seconds', '10'));
const jsonOut = path.resolve(root, argument('json', path.join('var', 'bench', 'failover.json')));
if (!(rate > 0) || !(seconds >= 60) || !(warmupSeconds >= 0) || !Number.isInteger(clients) || clients < 1 || !(burstSeconds >= 2)) {
  console.error(
    '--rate must be above 0, --seconds at least 60, --warmup 0 or more, --clients a whole number of at least 1, --burst-seconds at least 2 (see --help).',
  );
  process.exit(2);
}

const KILL_AT_MS = 15_000;
const ROLLING_AT_MS = 35_000;
const KILLED_INDEX = 1;
/**
 * Longer than anything the site may legitimately take: a POST that HAProxy retried after its first process died may
 * wait up to 15 s for the dead process's idempotency claim to expire, then do the work (docs/architecture.md, "Writes
 * that may be retried"), and HAProxy itself gives a process 30 s.
 */
const REQUEST_TIMEOUT_MS = 40_000;
/** How long a restarted process may take to get traffic from HAProxy again (rise 2 x inter 2s, plus the start). */
const IN_SERVICE_TIMEOUT_MS = 60_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

buildUnlessSkipped();

const keep = process.argv.includes('--keep');
const cluster = await startCluster({
  processes: 3,
  dataDir: keep ? fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-failover-')) : undefined,
});
process.on('SIGINT', () => {
  cluster.stop();
  process.exit(130);
});
const base = cluster.url;

/**
 * HAProxy's own view of its servers, from its log (option httplog, one line a request, and a line each time a server
 * goes DOWN or UP). Read as it grows: `servedSince(name, wallMs)` resolves once a request accepted at or after `wallMs`
 * was answered 2xx by server `name`, i.e. HAProxy sends it traffic again.
 */
const haproxyLog = (() => {
  const file = path.join(cluster.logDir, 'haproxy.log');
  let offset = fs.statSync(file).size;
  let partial = '';
  const served = []; // { server, acceptedWallMs, status }
  const stateChanges = []; // { server, state, seenAt (ms since the run began, set later) , wallMs }
  const months = { Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11 };
  const read = () => {
    const size = fs.statSync(file).size;
    if (size <= offset) return;
    const descriptor = fs.openSync(file, 'r');
    const buffer = Buffer.alloc(size - offset);
    fs.readSync(descriptor, buffer, 0, buffer.length, offset);
    fs.closeSync(descriptor);
    offset = size;
    const lines = (partial + buffer.toString('utf8')).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      const request = /\[(\d+)\/(\w{3})\/(\d+):(\d+):(\d+):(\d+)\.(\d+)\] \S+ processes\/(process\d+) \S+ (\d{3}) /.exec(line);
      if (request) {
        const [, day, month, year, hour, minute, second, milli, server, status] = request;
        // HAProxy writes its local time; Date's constructor reads the parts as local time too.
        const acceptedWallMs = new Date(+year, months[month], +day, +hour, +minute, +second, +milli).getTime();
        served.push({ server, acceptedWallMs, status: Number(status) });
        continue;
      }
      const change = /^Server processes\/(process\d+) is (UP|DOWN)/.exec(line);
      if (change) stateChanges.push({ server: change[1], state: change[2], wallMs: Date.now() });
    }
  };
  return {
    read,
    served,
    stateChanges,
    async servedSince(server, wallMs, timeoutMs = IN_SERVICE_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        read();
        const first = served.find((entry) => entry.server === server && entry.acceptedWallMs >= wallMs && entry.status < 300);
        if (first) return first.acceptedWallMs;
        if (Date.now() > deadline) return undefined;
        await sleep(100);
      }
    },
    async stateSince(server, state, wallMs, timeoutMs = IN_SERVICE_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        read();
        const change = stateChanges.find((entry) => entry.server === server && entry.state === state && entry.wallMs >= wallMs);
        if (change) return change.wallMs;
        if (Date.now() > deadline) return undefined;
        await sleep(100);
      }
    },
  };
})();

// What the load asks for: real ids and the release's real files, each checked once before the run, so that a
// misspelt address fails here and not as an "outage".
async function json(url) {
  const reply = await fetch(`${base}${url}`);
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status} before the run; nothing was measured`);
  return reply.json();
}
const productIds = (await json('/api/Product/GetPage_?page=1&PageSize=8&dictionaryId=22')).response.data.map((product) => product.Id).slice(0, 4);
const manifest = await json('/remotes.json');
const remoteFiles = [];
for (const remote of ['mf_catalog', 'mf_news']) {
  const entry = manifest.remotes[remote]?.stable?.entry;
  if (!entry) continue;
  remoteFiles.push(entry);
  // A chunk of the same release, named by the mf-manifest.json published beside its remoteEntry.js.
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  const federation = await json(`${folder}mf-manifest.json`);
  const chunk = [...(federation.shared ?? []), ...(federation.exposes ?? [])].flatMap((item) => item.assets?.js?.sync ?? [])[0];
  if (chunk) remoteFiles.push(`${folder}${chunk}`);
}
const PAGES = ['/index', '/productCenter?type=1', '/newsList', ...productIds.map((id) => `/producDtetails?id=${id}`)];
const READS = [
  '/api/Product/GetPage?page=1&PageSize=8&dictionaryId=22',
  '/api/Product/GetPage_?page=1&PageSize=8&dictionaryId=22',
  '/api/WebSite/Search?key=switch&page=1&pageSize=10',
  '/api/Advertisement/GetPage?page=1&pageSize=3&key=&dictionaryId=40',
  '/api/WebSite/CopyRight',
];
for (const url of [...PAGES, ...READS, ...remoteFiles]) {
  const reply = await fetch(`${base}${url}`);
  await reply.arrayBuffer();
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status} before the run; nothing was measured`);
}

// The mix, one slot a request: 6 of 20 page documents, 6 API reads, 4 remote files, 4 contact-form posts.
const MIX = [...Array(6).fill('page'), ...Array(6).fill('read'), ...Array(4).fill('remote'), ...Array(4).fill('post')];
const runId = `failover-${Date.now().toString(36)}`;
/** The n-th post's client address in 198.18.0.0/15, the range set aside for benchmarks (RFC 2544). */
const benchmarkAddress = (n) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

/** The n-th GET of a kind: the lists are walked in turn. */
function urlFor(kind, n) {
  const list = kind === 'page' ? PAGES : kind === 'read' ? READS : remoteFiles;
  return list[n % list.length];
}

// Freshly started processes have cold caches and unoptimised code: the GETs of the mix run at the same rate for a
// few seconds first, uncounted, so that "before" measures a warm cluster and not its first seconds.
{
  const warmStart = now();
  const warmUps = [];
  for (let index = 0; index < warmupSeconds * rate; index += 1) {
    const due = warmStart + (index * 1000) / rate;
    if (due > now()) await sleep(due - now());
    const kind = MIX[index % MIX.length];
    if (kind !== 'post') warmUps.push(attempt(urlFor(kind, index), {}));
  }
  await Promise.all(warmUps);
}

const records = [];
const started = now();
const startedWall = Date.now();
const sinceStart = () => now() - started;
const toRunMs = (wallMs) => wallMs - startedWall;
const counter = { page: 0, read: 0, remote: 0, post: 0 };

/** One attempt: status, or the client-side error (a socket error, a time-out). */
async function attempt(url, init) {
  try {
    const reply = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = await reply.text();
    return { status: reply.status, body, error: '' };
  } catch (error) {
    return { status: 0, body: '', error: error?.cause?.code ?? error?.name ?? String(error) };
  }
}

async function sendOne(kind) {
  const n = (counter[kind] += 1);
  const record = {
    kind,
    method: kind === 'post' ? 'POST' : 'GET',
    url: '',
    start: sinceStart(),
    end: 0,
    status: 0,
    error: '',
    retried: false,
    ok: false,
  };
  records.push(record);
  if (kind === 'post') {
    const marker = `${runId}-${n}`;
    record.url = '/api/Guest/Add';
    record.marker = marker;
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': marker, 'x-forwarded-for': benchmarkAddress(n) },
      body: JSON.stringify(benchEnquiry('Failover', n, marker)),
    };
    let result = await attempt(record.url, init);
    // A browser's form sends a submission again, with the same key, when its connection failed without an answer.
    if (result.status === 0) {
      record.firstError = result.error;
      record.retried = true;
      result = await attempt(record.url, init);
    }
    Object.assign(record, { status: result.status, error: result.error });
    if (result.status >= 200 && result.status < 300) {
      try {
        const envelope = JSON.parse(result.body);
        // Acknowledged: what the contact form shows the visitor as "sent".
        record.ok = envelope.success === true && envelope.code === 200;
      } catch {
        record.ok = false;
      }
    }
  } else {
    record.url = urlFor(kind, n);
    const result = await attempt(record.url, {});
    Object.assign(record, { status: result.status, error: result.error, ok: result.status >= 200 && result.status < 300 });
  }
  record.end = sinceStart();
}

/** The open loop: request i starts at i / rate seconds, whether or not the ones before it have been answered. */
async function load() {
  const inFlight = [];
  const total = Math.floor(seconds * rate);
  for (let index = 0; index < total; index += 1) {
    const due = (index * 1000) / rate;
    if (due > sinceStart()) await sleep(due - sinceStart());
    inFlight.push(sendOne(MIX[index % MIX.length]));
  }
  await Promise.all(inFlight);
}

const events = { killAt: NaN, killedExitedAt: NaN, killedReadyAt: NaN, killedServedAt: NaN, rollingStartAt: NaN, rollingEndAt: NaN, restarts: [] };

/** At KILL_AT_MS: kill -9 one process; its supervisor starts it again. Then when it is ready and served again. */
async function killOne() {
  await sleep(KILL_AT_MS - sinceStart());
  events.killAt = sinceStart();
  await cluster.kill(KILLED_INDEX, 'SIGKILL');
  events.killedExitedAt = sinceStart();
  if (!(await cluster.untilReady(KILLED_INDEX))) throw new Error(`process ${KILLED_INDEX + 1} was not ready again after the kill`);
  events.killedReadyAt = sinceStart();
  const served = await haproxyLog.servedSince(`process${KILLED_INDEX + 1}`, startedWall + events.killedReadyAt);
  events.killedServedAt = served === undefined ? NaN : toRunMs(served);
}

/** At ROLLING_AT_MS: each process in turn is stopped gracefully, started, and waited for until HAProxy serves it. */
async function rollingRestart() {
  await sleep(ROLLING_AT_MS - sinceStart());
  events.rollingStartAt = sinceStart();
  for (const backend of cluster.backends) {
    const name = `process${backend.index + 1}`;
    const step = { process: backend.index + 1, termAt: sinceStart() };
    await cluster.kill(backend.index, 'SIGTERM');
    step.exitedAt = sinceStart();
    await cluster.start(backend.index);
    step.readyAt = sinceStart();
    const served = await haproxyLog.servedSince(name, startedWall + step.readyAt);
    step.servedAt = served === undefined ? NaN : toRunMs(served);
    events.restarts.push(step);
    // The next one stops only once HAProxy sends this one traffic again, as a rolling upgrade must wait.
    if (served === undefined) throw new Error(`HAProxy did not send ${name} traffic within ${IN_SERVICE_TIMEOUT_MS / 1000} s of its restart`);
  }
  events.rollingEndAt = sinceStart();
}

console.log(
  `bench:failover: ${rate} requests/s for ${seconds} s through HAProxy (${base}) to 3 processes; kill -9 of process ${KILLED_INDEX + 1} at ` +
    `${KILL_AT_MS / 1000} s, rolling restart at ${ROLLING_AT_MS / 1000} s; ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
);
console.log(
  'each contact-form post comes from its own address in 198.18.0.0/15 (X-Forwarded-For), so the per-address limit (on) is not what is measured',
);
const scenarioErrors = [];
// HAProxy's log is read every 100 ms all run long, so a server going DOWN or UP is timed to within that.
const logReader = setInterval(haproxyLog.read, 100);
await Promise.all([
  load(),
  killOne().catch((error) => scenarioErrors.push(String(error))),
  rollingRestart().catch((error) => scenarioErrors.push(String(error))),
]);
haproxyLog.read();

// The enquiries as stored: rows of the guests table (the contact form's enquiries) that carry this run's marker.
const requireFromApi = createRequire(path.join(root, 'api', 'package.json'));
const { Client } = requireFromApi('pg');
const database = new Client({ connectionString: cluster.postgresUrl });
await database.connect();
const { rows } = await database.query('select body from guests where body like $1', [`%${runId}-%`]);
await database.end();
const storedCounts = new Map();
for (const row of rows) {
  const marker = new RegExp(`${runId}-\\d+`).exec(row.body)?.[0];
  if (marker) storedCounts.set(marker, (storedCounts.get(marker) ?? 0) + 1);
}

/** CPU seconds process `pid` has used so far, all its threads (utime + stime in /proc), its children not included. */
function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the file, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
/** HAProxy's worker does the work; under -W it is a child of the master process started by the cluster. */
function haproxyPids() {
  const master = cluster.haproxy.pid;
  try {
    return [master, ...fs.readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)];
  } catch {
    return [master];
  }
}
/** Busy and total clock ticks of the whole machine (every core), from /proc/stat. */
function machineTicks() {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * Page-document throughput through HAProxy with only some processes up: `clients` loops on keep-alive connections
 * (node:http, lighter than fetch, so that the client takes less of the two cores), each asking for the next page as
 * soon as the last one was answered, for burstSeconds after a 2 s warm-up that is not counted. It also notes who
 * used the processor meanwhile, since on two cores the processes share them with HAProxy, PostgreSQL and this bench.
 */
async function burst(upIndexes) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let answered = 0;
  let failed = 0;
  const get = (url) =>
    new Promise((resolve) => {
      const request = http.get(`${base}${url}`, { agent }, (reply) => {
        reply.on('data', () => undefined);
        reply.on('end', () => resolve(reply.statusCode));
        reply.on('error', () => resolve(0));
      });
      request.on('error', () => resolve(0));
    });
  const warmEnd = now() + 2000;
  const end = warmEnd + burstSeconds * 1000;
  let before;
  const sample = () => ({
    at: now(),
    processes: upIndexes.map((index) => cpuSecondsOf(cluster.backends[index].process.pid)),
    haproxy: haproxyPids().reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    bench: process.cpuUsage(),
    machine: machineTicks(),
  });
  const warmUp = sleep(2000).then(() => (before = sample()));
  await Promise.all([
    warmUp,
    ...Array.from({ length: clients }, async (_, client) => {
      for (let index = client; now() < end; index += 1) {
        const status = await get(PAGES[index % PAGES.length]);
        if (now() < warmEnd) continue;
        if (status === 200) answered += 1;
        else failed += 1;
      }
    }),
  ]);
  const after = sample();
  agent.destroy();
  const elapsed = (after.at - before.at) / 1000;
  const share = (value) => Number((value / elapsed).toFixed(2));
  return {
    requestsPerSecond: Math.round(answered / burstSeconds),
    failed,
    // Cores in use on average (1.0 is one core busy all the time).
    coresUsed: {
      processes: share(after.processes.reduce((sum, value, index) => sum + value - before.processes[index], 0)),
      haproxy: share(after.haproxy - before.haproxy),
      bench: share((after.bench.user + after.bench.system - before.bench.user - before.bench.system) / 1e6),
      machine: Number(((os.cpus().length * (after.machine.busy - before.machine.busy)) / (after.machine.total - before.machine.total)).toFixed(2)),
    },
  };
}

/** Stops process `index` gracefully and waits until HAProxy has marked it DOWN, so the burst goes to the rest only. */
async function takeOut(index) {
  const since = Date.now();
  await cluster.kill(index, 'SIGTERM');
  const down = await haproxyLog.stateSince(`process${index + 1}`, 'DOWN', since, 15_000);
  if (down === undefined) throw new Error(`HAProxy did not mark process${index + 1} DOWN`);
}

let throughput;
try {
  await takeOut(2);
  const two = await burst([0, 1]);
  await takeOut(1);
  const one = await burst([0]);
  throughput = {
    clients,
    seconds: burstSeconds,
    oneProcess: one,
    twoProcesses: two,
    ratio: Number((two.requestsPerSecond / one.requestsPerSecond).toFixed(2)),
  };
} catch (error) {
  scenarioErrors.push(`throughput: ${error}`);
}
clearInterval(logReader);
cluster.stop();

/** p99 (and p50, max) of the requests that started in [from, to). */
function latency(list, from, to) {
  const times = list
    .filter((record) => record.start >= from && record.start < to)
    .map((record) => record.end - record.start)
    .sort((a, b) => a - b);
  const at = (share) => (times.length === 0 ? null : Math.round(times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]));
  return { requests: times.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}
const seconds2 = (ms) => (Number.isFinite(ms) ? Number((ms / 1000).toFixed(2)) : null);
const killWindow = [events.killAt, Number.isFinite(events.killedServedAt) ? events.killedServedAt : events.killedReadyAt];
const rollingWindow = [events.rollingStartAt, Number.isFinite(events.rollingEndAt) ? events.rollingEndAt : Infinity];
const inWindow = (record, [from, to]) => record.start >= from && record.start < to;
const phaseOf = (record) =>
  record.start < events.killAt ? 'before' : inWindow(record, killWindow) || inWindow(record, rollingWindow) ? 'during' : 'after';
const phases = {};
for (const phase of ['before', 'during', 'after']) {
  const inPhase = records.filter((record) => phaseOf(record) === phase);
  phases[phase] = {
    all: latency(inPhase, -Infinity, Infinity),
    get: latency(
      inPhase.filter((record) => record.method === 'GET'),
      -Infinity,
      Infinity,
    ),
    post: latency(
      inPhase.filter((record) => record.method === 'POST'),
      -Infinity,
      Infinity,
    ),
  };
}
const gets = records.filter((record) => record.method === 'GET');
const posts = records.filter((record) => record.method === 'POST');
const failures = (list) => ({
  non2xx: list.filter((record) => record.status !== 0 && !record.ok).length,
  socketErrors: list.filter((record) => record.status === 0).length,
});
const acknowledged = posts.filter((record) => record.ok);
const lost = acknowledged.filter((record) => !storedCounts.has(record.marker));
const storedTwice = [...storedCounts.entries()].filter(([, count]) => count > 1).map(([marker]) => marker);
const storedUnacknowledged = posts.filter((record) => !record.ok && storedCounts.has(record.marker));
const failedSamples = records
  .filter((record) => !record.ok)
  .slice(0, 20)
  .map((record) => ({ ...record, start: seconds2(record.start), end: seconds2(record.end), phase: phaseOf(record) }));

const result = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`,
  command: `npm run bench:failover -- ${process.argv.slice(2).join(' ')}`.trim(),
  ratePerSecond: rate,
  seconds,
  requestsSent: records.length,
  byKind: Object.fromEntries(['page', 'read', 'remote', 'post'].map((kind) => [kind, records.filter((record) => record.kind === kind).length])),
  get: { sent: gets.length, ...failures(gets) },
  post: { sent: posts.length, ...failures(posts), retriedByTheBench: posts.filter((record) => record.retried).length },
  enquiries: {
    acknowledged: acknowledged.length,
    stored: storedCounts.size,
    storedTwice: storedTwice.length,
    acknowledgedButMissing: lost.length,
    storedWithoutAcknowledgement: storedUnacknowledged.length,
  },
  latencyMs: phases,
  events: {
    killAt: seconds2(events.killAt),
    killedExitedAt: seconds2(events.killedExitedAt),
    killedReadyAt: seconds2(events.killedReadyAt),
    killedServedByHaproxyAt: seconds2(events.killedServedAt),
    rollingStartAt: seconds2(events.rollingStartAt),
    rollingEndAt: seconds2(events.rollingEndAt),
    rollingSteps: events.restarts.map((step) =>
      Object.fromEntries(Object.entries(step).map(([key, value]) => [key, key === 'process' ? value : seconds2(value)])),
    ),
    haproxyStateChanges: haproxyLog.stateChanges.map((change) => ({ ...change, at: seconds2(toRunMs(change.wallMs)), wallMs: undefined })),
  },
  secondsBackToFullCapacity: seconds2(killWindow[1] - events.killAt),
  secondsUntilKilledProcessReady: seconds2(events.killedReadyAt - events.killAt),
  throughput,
  scenarioErrors,
  failedSamples,
  missingMarkers: lost.slice(0, 20).map((record) => record.marker),
  storedTwiceMarkers: storedTwice.slice(0, 20),
};
const getFailures = result.get.non2xx + result.get.socketErrors;
const goalsMet = getFailures === 0 && lost.length === 0 && storedTwice.length === 0 && scenarioErrors.length === 0;

const cores = ({ coresUsed }) =>
  `site ${coresUsed.processes}, HAProxy ${coresUsed.haproxy}, this bench ${coresUsed.bench}, whole machine ${coresUsed.machine} of ${os.cpus().length}`;
const p = (phase) =>
  `${String(phase.all.p99 ?? '-').padStart(6)} ms  (GET ${phase.get.p99 ?? '-'} ms, POST ${phase.post.p99 ?? '-'} ms; ${phase.all.requests} requests)`;
console.log(`
requests sent        ${result.requestsSent} (${Object.entries(result.byKind)
  .map(([kind, count]) => `${count} ${kind}`)
  .join(', ')})
GET  failures        ${result.get.non2xx} non-2xx, ${result.get.socketErrors} socket errors, of ${result.get.sent}   (goal 0)
POST failures        ${result.post.non2xx} non-2xx, ${result.post.socketErrors} socket errors, of ${result.post.sent} (${result.post.retriedByTheBench} sent again by the bench after a socket error, same key)
enquiries            ${result.enquiries.acknowledged} acknowledged, ${result.enquiries.stored} stored, ${result.enquiries.storedTwice} stored twice, ${result.enquiries.acknowledgedButMissing} acknowledged but missing   (goal 0 and 0)
                     ${result.enquiries.storedWithoutAcknowledgement} stored without an acknowledgement
p99 before (0-${result.events.killAt} s)     ${p(phases.before)}
p99 during            ${p(phases.during)}
    (kill window ${result.events.killAt}-${seconds2(killWindow[1])} s, rolling restart ${result.events.rollingStartAt}-${result.events.rollingEndAt} s)
p99 after             ${p(phases.after)}
kill -9 of process ${KILLED_INDEX + 1} at ${result.events.killAt} s: ready again (its /readyz) after ${result.secondsUntilKilledProcessReady} s, served by HAProxy again (first 2xx from it in HAProxy's log) after ${result.secondsBackToFullCapacity} s = back to full capacity
rolling restart      ${result.events.rollingSteps.map((step) => `process ${step.process}: SIGTERM ${step.termAt} s, exit ${step.exitedAt} s, ready ${step.readyAt} s, served ${step.servedAt} s`).join('\n                     ')}
throughput (pages)   ${
  throughput
    ? `1 process ${throughput.oneProcess.requestsPerSecond}/s, 2 processes ${throughput.twoProcesses.requestsPerSecond}/s: ratio ${throughput.ratio} (${clients} clients, ${burstSeconds} s each, through HAProxy)
  cores in use, 1 process:   ${cores(throughput.oneProcess)}
  cores in use, 2 processes: ${cores(throughput.twoProcesses)}`
    : 'not measured'
}${scenarioErrors.length ? `\nscenario errors: ${scenarioErrors.join('; ')}` : ''}
goals ${goalsMet ? 'met' : 'NOT met'}`);
for (const record of failedSamples)
  console.log(`  failed: ${record.method} ${record.url} at ${record.start} s (${record.phase}): ${record.status || record.error}`);

fs.mkdirSync(path.dirname(jsonOut), { recursive: true });
fs.writeFileSync(jsonOut, `${JSON.stringify(result, null, 2)}\n`);
const shown = path.relative(root, jsonOut);
console.log(`results written to ${shown.startsWith('..') ? jsonOut : shown}`);
if (keep) console.log(`cluster data and logs kept: ${cluster.dataDir}`);
if (!goalsMet) process.exitCode = 1;
