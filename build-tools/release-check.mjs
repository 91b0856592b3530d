// npm run release:check [-- [--shell=shell-manifest.json] remote-manifest.json...]
// Refuses a remote release whose singletons do not match the shell's (DESIGN.md §2:
// with singletons the highest version wins, so a remote built against a newer
// react-router or shared would silently upgrade the whole page).
// Without arguments it checks every built remote in mf-*/dist/<version>/ against
// shell/dist/mf-manifest.json; with arguments, the given remote manifests.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps, root } = require('./apps.cjs');
const { SINGLETONS } = require('./federation.cjs');

function readManifest(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** name -> { version, requiredVersion, singleton } of a federation manifest's shared list. */
function sharedMap(manifest) {
  return new Map(manifest.shared.map((entry) => [entry.name, entry]));
}

export function compareReleases(shellManifest, remoteManifest) {
  const problems = [];
  const shell = sharedMap(shellManifest);
  const remote = sharedMap(remoteManifest);
  for (const name of SINGLETONS.filter((key) => !key.endsWith('/'))) {
    const ours = shell.get(name);
    const theirs = remote.get(name);
    if (!ours) continue;
    if (!theirs) {
      problems.push(`${name}: the remote does not share it (it would bundle its own copy)`);
      continue;
    }
    if (!theirs.singleton) problems.push(`${name}: not declared as a singleton`);
    if (theirs.version !== ours.version) problems.push(`${name}: remote offers ${theirs.version}, the shell runs ${ours.version}`);
    if (theirs.requiredVersion !== ours.requiredVersion)
      problems.push(`${name}: remote requires ${theirs.requiredVersion}, the shell requires ${ours.requiredVersion}`);
  }
  return problems;
}

const shellArgument = process.argv.find((arg) => arg.startsWith('--shell='));
const shellManifestFile = shellArgument ? shellArgument.slice('--shell='.length) : path.join(root, 'shell', 'dist', 'mf-manifest.json');
if (!fs.existsSync(shellManifestFile)) {
  console.error('shell/dist/mf-manifest.json is missing: build the shell first (npm run build).');
  process.exit(2);
}
const shellManifest = readManifest(shellManifestFile);

let files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (files.length === 0) {
  for (const app of apps.filter((candidate) => !candidate.isHost)) {
    const dist = path.join(root, app.dir, 'dist');
    if (!fs.existsSync(dist)) continue;
    for (const version of fs.readdirSync(dist)) {
      const file = path.join(dist, version, 'mf-manifest.json');
      if (fs.existsSync(file)) files.push(file);
    }
  }
}

let failed = 0;
for (const file of files) {
  const problems = compareReleases(shellManifest, readManifest(file));
  const label = path.relative(root, file);
  if (problems.length === 0) console.log(`ok      ${label}`);
  else {
    failed += 1;
    console.log(`REFUSED ${label}`);
    for (const problem of problems) console.log(`        - ${problem}`);
  }
}
if (files.length === 0) console.log('No remote builds found.');
process.exit(failed > 0 ? 1 : 0);
