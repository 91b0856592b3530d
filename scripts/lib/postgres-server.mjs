// A private, throwaway PostgreSQL server: its own data folder in a temporary directory, trust authentication on
// 127.0.0.1 only, a free TCP port, the unix socket inside the data folder (never /var/run/postgresql, which another
// server may own). Debian's `postgresql` is installed with apt-get when no server is found, as
// scripts/ensure-chromium.sh does for Chromium. For the API tests (scripts/with-postgres.mjs) and the cluster of
// processes (scripts/lib/cluster.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { installDebianPackages } from './debian-packages.mjs';
import { freePort } from './free-port.mjs';

const SUPERUSER = 'postgres';
const STARTUP_SECONDS = 60;

const isRoot = process.getuid?.() === 0;

/** The folder holding initdb, pg_ctl and postgres: Debian's newest version first, else whatever PATH offers. */
function findServerBin() {
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((name) => /^\d+$/.test(name)) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  const candidates = versions.map((version) => path.join(debian, version, 'bin'));
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const pgCtl = path.join(dir, 'pg_ctl');
    // /usr/local/bin/pg_ctl may be a link into the real folder; the other programs live next to its target.
    if (fs.existsSync(pgCtl)) candidates.push(path.dirname(fs.realpathSync(pgCtl)));
  }
  const complete = (dir) => ['initdb', 'pg_ctl', 'postgres', 'pg_isready'].every((name) => isExecutable(path.join(dir, name)));
  return candidates.find(complete);
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Runs a setup step, output shown; a failure ends the script (after cleanup). `label` names it in the message. */
function run(file, args, options = {}, label = `${path.basename(file)} ${args[0] ?? ''}`) {
  const result = spawnSync(file, args, { stdio: 'inherit', ...options });
  if (result.error) throw new Error(`${label}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${label} failed (${result.signal ?? `exit code ${result.status}`})`);
}

/** PostgreSQL refuses to run as root: as root, the server's programs run as the `postgres` system user. */
function ensurePostgresUser() {
  if (spawnSync('id', ['-u', SUPERUSER], { stdio: 'ignore' }).status === 0) return;
  console.error(`Creating the system user "${SUPERUSER}" to run PostgreSQL (it refuses to run as root)...`);
  run('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SUPERUSER]);
}

/** A program of the server, as the postgres user when this script is root. */
function asServerUser(file, args) {
  return isRoot ? ['runuser', ['-u', SUPERUSER, '--', file, ...args]] : [file, args];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(bin, state, folder) {
  const tmpDir = folder ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-postgres-'));
  fs.mkdirSync(tmpDir, { recursive: true });
  const dataDir = path.join(tmpDir, 'data');
  state.tmpDir = tmpDir;
  state.dataDir = dataDir;
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const logFile = path.join(tmpDir, 'server.log');
  if (isRoot) {
    ensurePostgresUser();
    const ids = spawnSync('id', [SUPERUSER], { encoding: 'utf8' });
    const uid = Number(/uid=(\d+)/.exec(ids.stdout)?.[1]);
    const gid = Number(/gid=(\d+)/.exec(ids.stdout)?.[1]);
    fs.chownSync(tmpDir, uid, gid);
  }
  const server = (name, args, options = {}) => {
    const [file, fullArgs] = asServerUser(path.join(bin, name), args);
    run(file, fullArgs, { cwd: tmpDir, ...options }, `${name} ${args[0]}`);
  };

  // C.UTF-8: UTF-8 text with code-point ordering, the same on every machine whatever locales it has.
  if (!initialised)
    server('initdb', ['-D', dataDir, '-U', SUPERUSER, '--encoding=UTF8', '--locale=C.UTF-8', '--auth=trust', '--no-sync'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  // Only the data folder's socket and 127.0.0.1 are accepted, without a password: the server lives for one run.
  fs.writeFileSync(path.join(dataDir, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const settings = [
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      `unix_socket_directories = '${dataDir}'`,
      // Small: the API suite's databases are tiny and a CI machine has 2 cores.
      'shared_buffers = 32MB',
      'max_connections = 100',
      // A throwaway test database: durability across a crash is worthless here, speed is not.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
    ];
    // The last setting of a name wins, so rewriting the port on a retry needs only another append.
    fs.appendFileSync(path.join(dataDir, 'postgresql.conf'), `\n# scripts/lib/postgres-server.mjs\n${settings.join('\n')}\n`);
    // Set before the start: whatever pg_ctl reports, cleanup then stops any postmaster it left running.
    state.serverStarted = true;
    try {
      server('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', String(STARTUP_SECONDS), '-s'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      // Another program took the port between freePort() and the start: the postmaster exited, try another.
      if (attempt < 3 && /could not bind|Address already in use/i.test(log)) continue;
      if (log) console.error(log.trimEnd());
      throw error;
    }
    // pg_ctl -w waits for the server to be ready; check that TCP on 127.0.0.1 answers too, as the tests connect there.
    const deadline = Date.now() + STARTUP_SECONDS * 1000;
    while (spawnSync(path.join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER]).status !== 0) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections on 127.0.0.1:${port} within ${STARTUP_SECONDS} s.`);
      await sleep(200);
    }
    return `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
  }
}

/** The server's programs, installed from Debian first when none are found. */
function ensureServerBin() {
  let bin = findServerBin();
  if (!bin) {
    installDebianPackages('postgresql');
    bin = findServerBin();
    if (!bin) throw new Error('PostgreSQL was installed but no initdb/pg_ctl/postgres were found under /usr/lib/postgresql/*/bin.');
  }
  return bin;
}

/**
 * Starts a PostgreSQL for this run. Returns its URL (the `postgres` superuser, database `postgres`), the data folder,
 * and `stop()`, which is synchronous (it can run from process.on('exit')): a fast shutdown, then the folder is removed.
 * `options.dir`: a folder of the caller's to keep the data in (created, or started again as it was); with
 * `options.keep` it is left in place on stop.
 */
export async function startPrivatePostgres(options = {}) {
  const bin = ensureServerBin();
  const state = { tmpDir: undefined, dataDir: undefined, serverStarted: false };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (state.serverStarted) {
      // Fast shutdown: sessions are cut, nothing here is worth waiting for.
      const [file, args] = asServerUser(path.join(bin, 'pg_ctl'), ['stop', '-D', state.dataDir, '-m', 'fast', '-w', '-t', '30', '-s']);
      const result = spawnSync(file, args, { cwd: state.tmpDir, stdio: ['ignore', 'ignore', 'inherit'] });
      if (result.status !== 0) killPostmaster(state.dataDir);
    }
    if (state.tmpDir && !options.keep) fs.rmSync(state.tmpDir, { recursive: true, force: true });
  };
  try {
    const url = await startServer(bin, state, options.dir);
    return { url, dataDir: state.dataDir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Last resort when pg_ctl could not stop the server: SIGQUIT is PostgreSQL's immediate shutdown. */
function killPostmaster(dataDir) {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // No pid file or no such process: nothing left to stop.
  }
}
