// A private, throwaway Redis server: Debian's redis-server (installed with apt-get when missing, as
// scripts/ensure-chromium.sh does for Chromium), on 127.0.0.1 and a free port, no unix socket, nothing written to
// disk (no snapshots, no append-only file), its working folder in a temporary directory. For the API tests
// (scripts/with-redis.mjs) and for anything else that needs a Redis for one run.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { installDebianPackages } from './debian-packages.mjs';
import { freePort } from './free-port.mjs';

const STARTUP_SECONDS = 30;

function findRedisServer() {
  for (const dir of ['/usr/bin', ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean)]) {
    const file = path.join(dir, 'redis-server');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // Not here: the next folder.
    }
  }
  return undefined;
}

/** The path of redis-server, installed from Debian first when it is missing. */
export function ensureRedisServer() {
  let file = findRedisServer();
  if (!file) {
    installDebianPackages('redis-server');
    file = findRedisServer();
    if (!file) throw new Error('redis-server was installed but is not in /usr/bin or on PATH.');
  }
  return file;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when a Redis on 127.0.0.1:port answers PING. */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Starts a Redis for this run. Returns its URL, `stop()`, which is synchronous (it can run from
 * process.on('exit')): it kills the server and removes its folder, and `close()`, which also waits for the exit. The server is a child of this process, so
 * Ctrl-C in a terminal reaches it too.
 */
export async function startPrivateRedis() {
  const serverFile = ensureRedisServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-redis-'));
  let server;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    // Nothing is kept, so there is nothing to save on the way out: SIGKILL cannot hang.
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  /** The same as stop(), but waits until the server has exited, so that it is gone when the caller goes on. */
  const close = async () => {
    const running = server && server.exitCode === null && server.signalCode === null;
    const exited = running ? new Promise((resolve) => server.once('exit', resolve)) : Promise.resolve();
    stop();
    await exited;
  };
  try {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const output = [];
      const settings = [
        ['bind', '127.0.0.1'],
        ['port', String(port)],
        ['dir', dir],
        // Nothing on disk: no snapshots, no append-only file. The data lives for one run.
        ['save', ''],
        ['appendonly', 'no'],
        ['daemonize', 'no'],
      ];
      server = spawn(
        serverFile,
        settings.flatMap(([name, value]) => [`--${name}`, value]),
        { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      server.stdout.on('data', (chunk) => output.push(chunk.toString()));
      server.stderr.on('data', (chunk) => output.push(chunk.toString()));
      const deadline = Date.now() + STARTUP_SECONDS * 1000;
      while (server.exitCode === null && server.signalCode === null && !(await answersPing(port))) {
        if (Date.now() > deadline)
          throw new Error(`redis-server did not answer on 127.0.0.1:${port} within ${STARTUP_SECONDS} s:\n${output.join('')}`);
        await sleep(100);
      }
      if (server.exitCode === null && server.signalCode === null) return { url: `redis://127.0.0.1:${port}/0`, dir, stop, close };
      const log = output.join('');
      // Another program took the port between freePort() and the start: try another.
      if (attempt < 3 && /Address already in use/i.test(log)) continue;
      throw new Error(`redis-server exited (${server.exitCode ?? server.signalCode}):\n${log}`);
    }
  } catch (error) {
    stop();
    throw error;
  }
}
