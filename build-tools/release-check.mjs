// npm run release:check [-- [--shell=shell-manifest.json] remote-manifest.json...]
// Refuses a remote build whose shared singletons do not match the shell's: a singleton is one copy for the
// whole page (the shell's, loaded first), so a remote built against another react or @ferrolink/shared would
// run against a version it was not built with. The rule is the release gate's
// (api/src/services/releases/singletons.ts), loaded from the compiled API when it is up to date and from its
// TypeScript source otherwise, so this check and the gate cannot disagree.
// Without arguments it checks every built remote in mf-*/dist/<version>/ against
// shell/dist/mf-manifest.json; with arguments, the given remote manifests.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps, root } = require('./apps.cjs');

const RULE_SOURCE = path.join(root, 'api', 'src', 'services', 'releases', 'singletons.ts');
const RULE_COMPILED = path.join(root, 'api', 'dist', 'services', 'releases', 'singletons.js');

/**
 * The compiled rule when api/dist has it and it is not older than its source; otherwise the source itself,
 * evaluated on its own (it imports nothing): `npm test` runs this check in jest before anything is built.
 */
function loadRule() {
  const source = fs.statSync(RULE_SOURCE, { throwIfNoEntry: false });
  const compiled = fs.statSync(RULE_COMPILED, { throwIfNoEntry: false });
  if (compiled && (!source || compiled.mtimeMs >= source.mtimeMs)) return require(RULE_COMPILED);
  return require('./load-ts-module.cjs').loadTsModule(RULE_SOURCE);
}

const { compareSingletons } = loadRule();

function readManifest(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The problems of one remote manifest against the shell's, as lines such as "react: remote offers 19.4.0, the shell runs 19.3.1". */
export function compareReleases(shellManifest, remoteManifest) {
  return compareSingletons({ shared: shellManifest.shared ?? [] }, { shared: remoteManifest.shared ?? [] }).map((problem) => problem.message);
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
