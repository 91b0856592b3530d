// What the browser benchmarks share: build for production (unless --skip-build), start the production
// server on a free port with a fresh database, and launch Debian's Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { freePort } from './free-port.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
export const { chromium, devices } = require('@playwright/test');

/** `--name=value` from the command line, or the fallback. */
export function argument(name, fallback) {
  return (
    process.argv
      .find((arg) => arg.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=') ?? fallback
  );
}

/** The browser profile of --device: a Pixel 7 by default, or a 1366x860 desktop. */
export function deviceProfile(device) {
  return device === 'desktop' ? { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } } : devices['Pixel 7'];
}

/** `--help` or `-h`: prints the usage and exits 0, before anything is built or started. */
export function exitWithUsageIfAsked(usage) {
  if (!process.argv.includes('--help') && !process.argv.includes('-h')) return;
  console.log(usage);
  process.exit(0);
}

export function buildUnlessSkipped() {
  if (process.argv.includes('--skip-build')) return;
  const build = spawnSync(process.execPath, [path.join(root, 'build-tools', 'build-all.mjs')], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Polls `${baseURL}/api/WebSite/CopyRight` until it answers 200; resolves true then, false after `timeoutMs` or once `child` has exited. */
export async function waitUntilServing(baseURL, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${baseURL}/api/WebSite/CopyRight`, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * Starts api/dist/server.js on a free port with a database of its own; resolves once it answers.
 * Options, for benchmarks that restart the server on the same database: `varDir` (kept by stop(); by default a
 * temporary one, removed by stop()), `port` (by default a free one), `env` (added to the server's environment).
 * The result has `process` (the child) and `restart()`, which starts a new server with the same VAR_DIR and port.
 */
export async function startProductionServer(label, options = {}) {
  const port = options.port ?? (await freePort());
  const ownVarDir = !options.varDir;
  const varDir = options.varDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `ferrolink-${label}-`));
  const baseURL = `http://127.0.0.1:${port}`;
  const spawnServer = () =>
    spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
      cwd: root,
      // DATABASE_URL from the caller's shell would point the server at another database than VAR_DIR's; undefined drops it.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', VAR_DIR: varDir, DATABASE_URL: undefined, LOG_LEVEL: 'warn', ...options.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const site = {
    baseURL,
    port,
    varDir,
    process: spawnServer(),
    /** Starts the server again on the same port and VAR_DIR (after the previous one ended); resolves once it answers. */
    async restart() {
      site.process = spawnServer();
      if (!(await waitUntilServing(baseURL, site.process))) throw new Error(`the restarted ${label} server did not answer on ${baseURL}`);
      return site.process;
    },
    stop() {
      site.process.kill('SIGTERM');
      if (ownVarDir) fs.rmSync(varDir, { recursive: true, force: true });
    },
  };
  if (!(await waitUntilServing(baseURL, site.process, 60_000))) {
    site.stop();
    throw new Error(`the ${label} server did not answer on ${baseURL} within 60 s`);
  }
  return site;
}

/**
 * Debian's Chromium for a benchmark. `niceness` (1 to 19) starts it, and every process it forks, at that lower
 * processor priority: for simulated visitors, whose browsers would not run on the server in real life, so that on this
 * machine the server and the command line under test still get the processor first.
 *
 * A process's nice value alone is not enough on Linux with autogroup scheduling (sched_autogroup_enabled = 1, as
 * here): the processor is first shared between sessions, and nice only ranks processes inside one. Playwright starts
 * the browser as the leader of a new session (detached), so at nice 19 it still took half the processor from the
 * server and the command being measured. The wrapper therefore also lowers its session's group
 * (/proc/self/autogroup; raising a group's nice needs no privilege), where the kernel has one.
 */
export function launchChromium({ niceness } = {}) {
  let executablePath = chromiumPath;
  if (niceness !== undefined) {
    if (!Number.isInteger(niceness) || niceness < 1 || niceness > 19) throw new Error(`niceness must be 1 to 19, got ${niceness}`);
    const wrapper = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-nice-chromium-')), 'chromium');
    fs.writeFileSync(
      wrapper,
      `#!/bin/sh\n{ echo ${niceness} > /proc/self/autogroup; } 2>/dev/null\nexec nice -n ${niceness} ${JSON.stringify(chromiumPath)} "$@"\n`,
      { mode: 0o755 },
    );
    executablePath = wrapper;
  }
  return chromium.launch({ executablePath, args: [...chromiumFlags] });
}
