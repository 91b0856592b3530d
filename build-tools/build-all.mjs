// Builds what is missing (or everything with --force): the API with tsc, then the
// shared-aware front ends with webpack, one at a time so a 2-core machine stays
// responsive, then writes .br/.gz beside every text asset for the static server.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps, root } = require('./apps.cjs');
const { compressTree } = require('./precompress.cjs');
const force = process.argv.includes('--force');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function outputFor(app) {
  const version = JSON.parse(fs.readFileSync(path.join(root, app.dir, 'package.json'), 'utf8')).version;
  return app.isHost ? path.join(root, app.dir, 'dist', 'index.html') : path.join(root, app.dir, 'dist', version, 'mf-manifest.json');
}

function isStale(output, sourceDirs) {
  if (force || !fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sourceDirs.some((dir) => newestMtime(dir) > built);
}

const started = Date.now();
// The API's contract modules are bundled into shared (one rule for both sides): a change there rebuilds the front ends.
const sharedSources = [path.join(root, 'shared', 'src'), path.join(root, 'api', 'src', 'contracts'), path.join(root, 'build-tools')];

const apiOutput = path.join(root, 'api', 'dist', 'server.js');
if (!only || only.includes('api')) {
  if (isStale(apiOutput, [path.join(root, 'api', 'src')])) {
    console.log('[build] api (tsc)...');
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(root, 'api', 'tsconfig.build.json')], {
      stdio: 'inherit',
    });
  } else console.log('[build] api is up to date');
}

const selected = apps.filter((app) => !only || only.includes(app.name));
for (const [index, app] of selected.entries()) {
  const output = outputFor(app);
  if (!isStale(output, [path.join(root, app.dir, 'src'), ...sharedSources])) {
    console.log(`[build] ${index + 1}/${selected.length} ${app.name} is up to date`);
    continue;
  }
  const appStarted = Date.now();
  console.log(`[build] ${index + 1}/${selected.length} ${app.name} (webpack, production)...`);
  try {
    execFileSync(process.execPath, [path.join(root, 'build-tools', 'run-webpack.cjs'), app.name, 'production'], {
      stdio: 'inherit',
      cwd: path.join(root, app.dir),
    });
  } catch {
    console.error(`[build] ${app.name} failed: see the messages above.`);
    process.exit(1);
  }
  const files = compressTree(path.join(root, app.dir, 'dist'));
  console.log(`[build] ${app.name} done in ${((Date.now() - appStarted) / 1000).toFixed(1)} s (${files} files precompressed)`);
}
console.log(`[build] finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
