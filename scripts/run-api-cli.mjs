// node scripts/run-api-cli.mjs <enquiries|visits|seed|release> [options...]
// What `npm run enquiries|visits|seed|release` run, from the root and from the api workspace. The root
// scripts used to be `npm run <name> --workspace api`, and that inner npm took the options given
// after `--` as its own (`--limit 0` reached the command as `0`, `--json` not at all); here every
// option after the command name reaches api/dist/cli/<name>.js unchanged.
// On a fresh clone api/dist does not exist yet: the API alone is built first (tsc, a few seconds).
// A build older than api/src is used as it is, with a note: building it here would also compile
// half-finished work in api/src; `npm start` and `npm run build` bring it up to date. Messages go to
// stderr so that `--json` output stays JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMANDS = ['enquiries', 'visits', 'seed', 'release', 'rollout'];
const [command, ...options] = process.argv.slice(2);

if (!COMMANDS.includes(command ?? '')) {
  console.error(`Usage: node scripts/run-api-cli.mjs <${COMMANDS.join('|')}> [options...]`);
  process.exit(2);
}

/** The newest modification time under `dir`, the same rule build-tools/build-all.mjs uses to call a build stale. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const cli = path.join(root, 'api', 'dist', 'cli', `${command}.js`);
const server = path.join(root, 'api', 'dist', 'server.js');
if (!fs.existsSync(cli) || !fs.existsSync(server)) {
  console.error('api/dist is missing: building the API first (node build-tools/build-all.mjs --only=api)...');
  const build = spawnSync(process.execPath, [path.join(root, 'build-tools', 'build-all.mjs'), '--only=api'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (build.status !== 0 || !fs.existsSync(cli)) {
    console.error('The API build failed; see the messages above.');
    process.exit(build.status || 1);
  }
} else if (newestMtime(path.join(root, 'api', 'src')) > fs.statSync(server).mtimeMs) {
  console.error('Note: api/dist is older than api/src; `npm start` or `npm run build` rebuilds it.');
}

// The command's working directory stays the caller's, as with `node dist/cli/...` before.
const child = spawn(process.execPath, [cli, ...options], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  // A command ended by a signal exits as a shell reports it: 128 + the signal's number.
  process.exit(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1));
});
