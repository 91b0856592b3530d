// Runs the end-to-end suite against the production server that `npm start` runs:
// a fresh database in var/e2e, a real SMTP server (smtp-server) receiving the
// site's mail into var/e2e/inbox, then Playwright in Debian's Chromium.
//
// With --cluster (or --cluster=N, or E2E_CLUSTER=N) it runs against the cluster instead (scripts/lib/cluster.mjs):
// N processes (3 by default) behind HAProxy, on a private PostgreSQL and Redis, with the same SMTP server and the
// same rollout settings, everything under var/e2e-cluster. Playwright gets HAProxy's address as the site, and each
// process's own address (E2E_BACKEND_URLS) and the cluster's database (E2E_DATABASE_URL) for the tests that look
// behind the proxy or run the command-line tools.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../scripts/lib/free-port.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** How many processes to run behind HAProxy: 0 for the single server. The flag is this script's, not Playwright's. */
function clusterSize(args) {
  let size = Number(process.env.E2E_CLUSTER ?? 0);
  const rest = [];
  for (const arg of args) {
    if (arg === '--cluster') size = 3;
    else if (arg.startsWith('--cluster=')) size = Number(arg.slice('--cluster='.length));
    else rest.push(arg);
  }
  if (!Number.isInteger(size) || size < 0 || size > 16) {
    console.error(`--cluster=N and E2E_CLUSTER take 1 to 16 processes, got ${size}`);
    process.exit(2);
  }
  return { size, playwrightArgs: rest };
}

const { size: clusterProcesses, playwrightArgs } = clusterSize(process.argv.slice(2));
const playwrightCli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

/** The projects of playwright.config.ts; `releases` runs on its own, after the others. */
const PROJECTS = ['desktop', 'mobile', 'releases'];

/**
 * The Playwright runs, one after the other, on the same site: the projects asked for (`--project=NAME`, all by default)
 * but `releases`, then `releases` alone. The releases tests start and abort canaries of mf-news, which the guard judges
 * on every page load of the site: beside the other tests, one that takes mf-news down on purpose reported a failed
 * canary load and the guard aborted a healthy canary. (Project dependencies would order them too, but Playwright runs
 * a dependency project whole, whatever files the command line names.) Each run accepts finding no test, since a file
 * named on the command line is in one of them only; the command fails if it names no test at all.
 */
function playwrightPhases(args) {
  const asked = [];
  const rest = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg.startsWith('--project=')) asked.push(arg.slice('--project='.length));
    else if (arg === '--project' && index + 1 < args.length) asked.push(args[(index += 1)]);
    else rest.push(arg);
  }
  const projects = asked.length > 0 ? asked : PROJECTS;
  const unknown = projects.filter((project) => !PROJECTS.includes(project));
  if (unknown.length > 0) {
    console.error(`e2e: no project ${unknown.join(', ')}; the projects are ${PROJECTS.join(', ')}`);
    process.exit(2);
  }
  const listed = spawnSync(process.execPath, [playwrightCli, 'test', '--list', ...projects.map((project) => `--project=${project}`), ...rest], {
    cwd: here,
    encoding: 'utf8',
  });
  if (!/Total: [1-9]\d* tests?/.test(listed.stdout)) {
    console.error(
      `e2e: no test matches ${[...projects.map((project) => `--project=${project}`), ...rest].join(' ')}\n${listed.stdout}${listed.stderr}`,
    );
    process.exit(1);
  }
  const others = projects.filter((project) => project !== 'releases');
  const phases = [];
  if (others.length > 0) phases.push([...others.map((project) => `--project=${project}`), '--pass-with-no-tests', ...rest]);
  if (projects.includes('releases')) phases.push(['--project=releases', '--pass-with-no-tests', ...rest]);
  return phases;
}
// Worked out before anything starts, so a command that names no test fails at once.
const phases = playwrightPhases(playwrightArgs);
const onCluster = clusterProcesses > 0;
// The cluster run has a folder of its own, so a single-server run's var/e2e (and its logs) stays as it was.
const varDir = path.join(root, 'var', onCluster ? 'e2e-cluster' : 'e2e');
const inbox = path.join(varDir, 'inbox');
fs.rmSync(varDir, { recursive: true, force: true });
fs.mkdirSync(inbox, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
      fs.writeFileSync(
        path.join(inbox, `${Date.now()}-${received}.eml`),
        `X-Test-Recipients: ${recipients}\r\n${Buffer.concat(chunks).toString('utf8')}`,
      );
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// The rollout guard judges a canary from 10 loads instead of 200: releases.spec.ts makes that many, not thousands.
// The tests' own rollout commands get the same setting, so that what they print matches what the server does.
// Every browser of the suite connects from 127.0.0.1, one network, and Chromium sends a page's beacon without the
// headers a test could add (X-Forwarded-For through a proxy), so here one network may decide: ROLLOUT_MIN_SOURCES=1
// and ROLLOUT_SOURCE_SHARE=100. Everything else of the guard holds as configured by default: tickets, one report
// per section and ticket, the canary's own run, the baseline and the ceiling. The API tests
// (api/test/rollouts/forged-reports.test.ts) prove the source rules with reports from many networks.
// What visitors feel is judged from 5 page views per cohort instead of 100, for the same reason. With so few views
// two cohorts of the same release differ by chance on a loaded 2-core machine (a phone's LCP by a second, a tap's INP
// by 100 ms), so the time limits here are wide: the suite's slow canary shifts its page (CLS, judged at its default,
// +0.05), which no chance makes up.
// ROLLOUT_TOKEN opens the rollout API and its console (/ops) to the token named e2e-console: ops-console.spec.ts signs in with it.
const rolloutSettings = {
  ROLLOUT_MIN_LOADS: '10',
  ROLLOUT_MIN_SOURCES: '1',
  ROLLOUT_SOURCE_SHARE: '100',
  ROLLOUT_VITALS_MIN_VIEWS: '5',
  ROLLOUT_LCP_LIMIT: '100%,3000ms',
  ROLLOUT_INP_LIMIT: '100%,500ms',
  ROLLOUT_TOKEN: 'e2e-console=e2e-console-token-0123456789abcdef',
};

/** What every process of the site gets, on one server or on the cluster alike. */
const siteSettings = {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SALES_EMAIL: 'sales@ferrolink.example',
  LOG_LEVEL: 'warn',
  ...rolloutSettings,
};
const fixedPort = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;

/** One process of `npm start` on SQLite in var/e2e: the suite's own server, and the command-line tools' VAR_DIR. */
async function startSingleServer() {
  const port = fixedPort ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', VAR_DIR: varDir, SITE_URL: baseURL, ...siteSettings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const serverLog = fs.createWriteStream(path.join(varDir, 'server.log'));
  server.stdout.pipe(serverLog);
  server.stderr.pipe(serverLog);
  const stop = () => server.kill('SIGTERM');
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}; see var/e2e/server.log`);
      if (Date.now() > deadline) throw new Error('The server did not start within 60 s');
      try {
        const reply = await fetch(`${baseURL}/api/WebSite/CopyRight`);
        if (reply.ok) break;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { baseURL, description: `server on ${baseURL}`, testEnv: { E2E_VAR_DIR: varDir }, stop };
}

/**
 * The cluster: its processes, PostgreSQL, Redis, HAProxy's configuration and their logs in var/e2e-cluster/cluster.
 * The command-line tools run as on another machine: DATABASE_URL is the cluster's PostgreSQL, and their VAR_DIR
 * (var/e2e-cluster/publisher) is no process's, so a release published there reaches the processes through the
 * database alone. That machine is given the site's SESSION_SECRET, as every machine of a deployment is: the preview
 * links it signs must hold on every process.
 */
async function startClusterOfProcesses() {
  const { startCluster } = await import('../scripts/lib/cluster.mjs');
  const dataDir = path.join(varDir, 'cluster');
  const cluster = await startCluster({ processes: clusterProcesses, port: fixedPort, dataDir, env: siteSettings });
  const stop = () => {
    cluster.stop();
    // The database's files are worth nothing after the run (and weigh tens of MB); the logs stay for reading.
    fs.rmSync(path.join(dataDir, 'postgres', 'data'), { recursive: true, force: true });
  };
  const publisherDir = path.join(varDir, 'publisher');
  try {
    fs.mkdirSync(publisherDir, { recursive: true });
    fs.writeFileSync(path.join(publisherDir, 'session-secret'), cluster.env.SESSION_SECRET, { mode: 0o600 });
  } catch (error) {
    stop();
    throw error;
  }
  const backendUrls = cluster.backends.map((backend) => backend.url);
  return {
    baseURL: cluster.url,
    description: `HAProxy on ${cluster.url} in front of ${backendUrls.join(', ')}, PostgreSQL ${cluster.postgresUrl}, Redis ${cluster.redisUrl}, logs in ${cluster.logDir}`,
    testEnv: { E2E_VAR_DIR: publisherDir, E2E_DATABASE_URL: cluster.postgresUrl, E2E_BACKEND_URLS: backendUrls.join(',') },
    stop,
  };
}

// Whatever ends this script (the tests' end, an error, Ctrl-C), what it started is stopped, once.
let site;
let starting = true;
let interrupted = false;
let stopped = false;
const stopAll = () => {
  if (stopped) return;
  stopped = true;
  site?.stop();
  smtp.close();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    // While the site starts there is nothing to stop yet: its start ends soon (or fails and cleans up), then stops.
    if (starting) return;
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);

let exitCode = 1;
try {
  const started = await (onCluster ? startClusterOfProcesses() : startSingleServer()).finally(() => {
    starting = false;
  });
  site = started;
  if (interrupted) {
    stopAll();
    process.exit(130);
  }
  console.log(`e2e: ${started.description}, SMTP on ${smtpPort}`);
  const testEnv = { ...process.env, ...rolloutSettings, E2E_BASE_URL: started.baseURL, E2E_INBOX: inbox, E2E_ROOT: root };
  // Only a cluster run names backends and a database of its own; none may come from the caller's shell.
  delete testEnv.E2E_BACKEND_URLS;
  delete testEnv.E2E_DATABASE_URL;
  exitCode = 0;
  for (const phaseArgs of phases) {
    const playwright = spawn(process.execPath, [playwrightCli, 'test', ...phaseArgs], {
      cwd: here,
      env: { ...testEnv, ...started.testEnv },
      stdio: 'inherit',
    });
    const phaseExit = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
    if (phaseExit !== 0) exitCode = phaseExit;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stopAll();
}
process.exit(exitCode);
