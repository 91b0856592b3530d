// The site as several processes on one machine, from the repository's own files: a private PostgreSQL
// (scripts/lib/postgres-server.mjs), a private Redis (scripts/lib/redis-server.mjs), N processes of api/dist/server.js
// on ports of their own, each with a VAR_DIR of its own (no shared disk, as on separate machines), and Debian's
// HAProxy in front, configured by deploy/haproxy.cfg with its placeholders filled in. Used by `npm run cluster`, the
// end-to-end run on the cluster and `npm run bench:failover`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { installDebianPackages } from './debian-packages.mjs';
import { freePort } from './free-port.mjs';
import { startPrivatePostgres } from './postgres-server.mjs';
import { startPrivateRedis } from './redis-server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HAPROXY_TEMPLATE = path.join(root, 'deploy', 'haproxy.cfg');
const STARTUP_MS = 90_000;
/**
 * Longer than HAProxy's own idle time towards a process (its connection pools are purged within seconds), so a process
 * never closes a kept connection just as HAProxy sends a request on it.
 */
const KEEP_ALIVE_TIMEOUT_MS = '30000';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function findHaproxy() {
  for (const file of ['/usr/sbin/haproxy', '/usr/bin/haproxy']) {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // Not here: the next place.
    }
  }
  return undefined;
}

/** The path of haproxy, installed from Debian (apt-get) first when it is missing. */
export function ensureHaproxy() {
  let file = findHaproxy();
  if (file) return file;
  installDebianPackages('haproxy');
  file = findHaproxy();
  if (!file) throw new Error('haproxy was installed but is not in /usr/sbin or /usr/bin.');
  return file;
}

/**
 * deploy/haproxy.cfg with its placeholders filled: `bind` (e.g. "127.0.0.1:8080"), `servers` (["127.0.0.1:8081", ...]),
 * `log` (HAProxy's log target). The one renderer for the cluster and for a deployment of machines (docs/deployment.md).
 */
export function renderHaproxyConfig({ bind, servers, log = 'stdout format raw local0' }) {
  const values = { BIND: bind, LOG: log, SERVERS: servers.map((address, index) => `  server process${index + 1} ${address}`).join('\n') };
  // Placeholders are filled in the configuration's lines; the comments that name them stay as they are.
  const lines = fs
    .readFileSync(HAPROXY_TEMPLATE, 'utf8')
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? line : line.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => values[name] ?? whole)));
  const left = lines.find((line) => !line.trimStart().startsWith('#') && /\{\{[A-Z_]+\}\}/.test(line));
  if (left) throw new Error(`deploy/haproxy.cfg has a placeholder nobody fills: ${left.trim()}`);
  return lines.join('\n');
}

/** Resolves once `url` answers 200, false after `timeoutMs` or once `child` has exited. */
async function answers(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (!child || (child.exitCode === null && child.signalCode === null))) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  return false;
}

/**
 * Starts the cluster. Options: `processes` (3), `port` (HAProxy's; a free one by default), `host` ('127.0.0.1'),
 * `dataDir` (a folder to keep PostgreSQL's data and each process's VAR_DIR in; by default a temporary one, removed by
 * stop()), `env` (added to every process's environment), `log` (where the processes' and HAProxy's output goes:
 * 'inherit' or a folder, by default the data folder's logs/).
 *
 * The result: `url` (HAProxy), `backends` ([{ index, port, url, varDir, process }]), `postgresUrl`, `redisUrl`,
 * `env` (what every process gets), `kill(index, signal)`, `start(index)` (after it ended), `supervise(on)` (restart a
 * process that ends without being asked to, as systemd's Restart=always does in production; on by default),
 * `stop()`.
 */
export async function startCluster(options = {}) {
  const count = options.processes ?? 3;
  if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error(`processes must be 1 to 16, got ${count}`);
  const host = options.host ?? '127.0.0.1';
  const keep = options.dataDir !== undefined;
  const dataDir = path.resolve(options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-cluster-')));
  fs.mkdirSync(dataDir, { recursive: true });
  // PostgreSQL runs as its own user (it refuses root): it must be able to pass through this folder to its own.
  fs.chmodSync(dataDir, 0o711);
  const logDir = options.log === 'inherit' ? undefined : path.resolve(options.log ?? path.join(dataDir, 'logs'));
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  const haproxyFile = ensureHaproxy();

  const started = [];
  const cleanups = [];
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const cleanup of cleanups.reverse()) {
      try {
        cleanup();
      } catch (error) {
        console.error(`stopping the cluster: ${error.message}`);
      }
    }
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const postgres = await startPrivatePostgres({ dir: path.join(dataDir, 'postgres'), keep });
    cleanups.push(() => postgres.stop());
    const redis = await startPrivateRedis();
    cleanups.push(() => redis.stop());
    const port = options.port ?? (await freePort());
    const siteUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
    // One secret for every process: signed cookies, download links and load tickets must hold on any of them.
    const secretFile = path.join(dataDir, 'session-secret');
    if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SITE_URL: siteUrl,
      SESSION_SECRET: fs.readFileSync(secretFile, 'utf8').trim(),
      // HAProxy on this machine appends the visitor's address to X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      KEEP_ALIVE_TIMEOUT_MS,
      LOG_LEVEL: 'warn',
      ...options.env,
    };

    const backends = [];
    for (let index = 0; index < count; index += 1) {
      const backendPort = await freePort();
      const varDir = path.join(dataDir, `process-${index + 1}`);
      fs.mkdirSync(varDir, { recursive: true });
      backends.push({ index, port: backendPort, url: `http://127.0.0.1:${backendPort}`, varDir, process: undefined, expectedExit: false });
    }

    let supervising = true;
    const spawnBackend = (backend) => {
      const output = logDir ? fs.openSync(path.join(logDir, `process-${backend.index + 1}.log`), 'a') : 'inherit';
      const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(backend.port), HOST: '127.0.0.1', VAR_DIR: backend.varDir },
        stdio: ['ignore', output, output],
      });
      if (typeof output === 'number') fs.closeSync(output);
      backend.process = child;
      backend.expectedExit = false;
      child.once('exit', () => {
        if (stopping || backend.expectedExit || !supervising) return;
        // A process that died is started again within a second, as the systemd unit's Restart=always does.
        setTimeout(() => {
          if (!stopping && supervising && backend.process === child) spawnBackend(backend);
        }, 1000);
      });
      started.push(child);
      return child;
    };
    cleanups.push(() => {
      for (const backend of backends) {
        backend.expectedExit = true;
        if (backend.process && backend.process.exitCode === null && backend.process.signalCode === null) backend.process.kill('SIGKILL');
      }
    });
    // The first process migrates and imports the content, the others wait for its lock; all start at once.
    for (const backend of backends) spawnBackend(backend);
    for (const backend of backends) {
      if (!(await answers(`${backend.url}/readyz`, undefined, STARTUP_MS))) {
        throw new Error(
          `process ${backend.index + 1} was not ready on ${backend.url} within ${STARTUP_MS / 1000} s${logDir ? ` (see ${logDir})` : ''}`,
        );
      }
    }

    const config = renderHaproxyConfig({ bind: `${host}:${port}`, servers: backends.map((backend) => `127.0.0.1:${backend.port}`) });
    const configFile = path.join(dataDir, 'haproxy.cfg');
    fs.writeFileSync(configFile, config);
    const check = spawnSync(haproxyFile, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy refused ${configFile}:\n${check.stdout}${check.stderr}`);
    const haproxyOutput = logDir ? fs.openSync(path.join(logDir, 'haproxy.log'), 'a') : 'inherit';
    // -db: stay in the foreground (a child of this process, stopped with it); -W: master-worker, as systemd runs it.
    const haproxy = spawn(haproxyFile, ['-W', '-db', '-f', configFile], { stdio: ['ignore', haproxyOutput, haproxyOutput] });
    if (typeof haproxyOutput === 'number') fs.closeSync(haproxyOutput);
    cleanups.push(() => {
      if (haproxy.exitCode === null && haproxy.signalCode === null) haproxy.kill('SIGKILL');
    });
    const url = `http://127.0.0.1:${port}`;
    if (!(await answers(`${url}/readyz`, haproxy, 30_000)))
      throw new Error(`HAProxy did not answer on ${url}${logDir ? ` (see ${logDir}/haproxy.log)` : ''}`);

    return {
      url,
      siteUrl,
      port,
      dataDir,
      logDir,
      backends,
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      env,
      haproxy,
      /** Sends `signal` to process `index` (0-based); it is not restarted when it ends, unless it was killed hard. */
      kill(index, signal = 'SIGTERM') {
        const backend = backends[index];
        // A SIGTERM is a stop someone asked for; a SIGKILL is a death, which the supervisor answers.
        backend.expectedExit = signal !== 'SIGKILL';
        backend.process.kill(signal);
        return new Promise((resolve) =>
          backend.process.exitCode !== null || backend.process.signalCode !== null ? resolve() : backend.process.once('exit', resolve),
        );
      },
      /** Starts process `index` again (after it ended); resolves once it is ready. */
      async start(index) {
        const backend = backends[index];
        const child = spawnBackend(backend);
        if (!(await answers(`${backend.url}/readyz`, child, STARTUP_MS)))
          throw new Error(`process ${index + 1} was not ready again on ${backend.url}`);
      },
      /** Resolves once process `index` answers /readyz with 200 (after a restart by the supervisor, say). */
      async untilReady(index, timeoutMs = STARTUP_MS) {
        return answers(`${backends[index].url}/readyz`, undefined, timeoutMs);
      },
      supervise(on) {
        supervising = on;
      },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
