// What the browser benchmarks share: build for production (unless --skip-build), start the production
// server on a free port with a fresh database, and launch Debian's Chromium.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

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

export function buildUnlessSkipped() {
  if (process.argv.includes('--skip-build')) return;
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

/** Starts api/dist/server.js on a free port with a database of its own; resolves once it answers. */
export async function startProductionServer(label) {
  const port = await freePort();
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), `ferrolink-${label}-`));
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
  return {
    baseURL,
    stop() {
      server.kill('SIGTERM');
      fs.rmSync(varDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
