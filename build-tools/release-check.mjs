// npm run release:check [-- [--shell=shell-manifest.json] [--contract=remote-contract.json] manifest.json...]
// Refuses a remote build whose shared singletons do not match the shell's: a singleton is one copy for the
// whole page (the shell's, loaded first), so a remote built against another react or @ferrolink/shared would
// run against a version it was not built with. A remote's server build (server/server-manifest.json beside its
// browser build) is checked as the release gate checks it: its entry file is there, it exposes every module the
// shell mounts from that remote (the shell's remote-contract.json), and it leaves the shell's singletons to its
// host at the shell's versions. The rules are the gate's (api/src/services/releases/singletons.ts and
// server-manifest.ts), loaded from the compiled API when it is up to date and from their TypeScript source
// otherwise, so this check and the gate cannot disagree.
// Without arguments it checks every built remote in mf-*/dist/<version>/ (and its server/ build) against
// shell/dist/mf-manifest.json and shell/dist/remote-contract.json; with arguments, the given manifests (a file
// named server-manifest.json is a server build's).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps, root } = require('./apps.cjs');

const SERVER_MANIFEST = 'server-manifest.json';

/**
 * A rule module of the gate: the compiled one when api/dist has it and it is not older than its source; otherwise
 * the source itself, evaluated on its own (it imports nothing): `npm test` runs this check in jest before anything
 * is built.
 */
function loadRule(name) {
  const source = path.join(root, 'api', 'src', 'services', 'releases', `${name}.ts`);
  const compiled = path.join(root, 'api', 'dist', 'services', 'releases', `${name}.js`);
  const sourceStat = fs.statSync(source, { throwIfNoEntry: false });
  const compiledStat = fs.statSync(compiled, { throwIfNoEntry: false });
  if (compiledStat && (!sourceStat || compiledStat.mtimeMs >= sourceStat.mtimeMs)) return require(compiled);
  return require('./load-ts-module.cjs').loadTsModule(source);
}

const { compareSingletons } = loadRule('singletons');
const { missingServerExposes, parseServerManifest, serverSingletonSides } = loadRule('server-manifest');

function readManifest(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The problems of one remote manifest against the shell's, as lines such as "react: remote offers 19.4.0, the shell runs 19.3.1". */
export function compareReleases(shellManifest, remoteManifest) {
  return compareSingletons({ shared: shellManifest.shared ?? [] }, { shared: remoteManifest.shared ?? [] }).map((problem) => problem.message);
}

/**
 * The problems of a server build (its server-manifest.json at `file`) against the shell's manifest and the modules
 * the shell mounts from that remote (`mounted`; undefined when the shell's contract is not at hand).
 */
export function checkServerBuild(file, shellManifest, mounted) {
  const manifest = parseServerManifest(fs.readFileSync(file, 'utf8'));
  if ('error' in manifest) return [`${SERVER_MANIFEST} ${manifest.error}`];
  const problems = [];
  const entry = path.join(path.dirname(file), ...manifest.entry.split('/'));
  if (!fs.statSync(entry, { throwIfNoEntry: false })?.isFile()) problems.push(`its entry ${manifest.entry} is missing`);
  if (mounted) {
    const missing = missingServerExposes(manifest, mounted);
    if (missing.length > 0)
      problems.push(`does not expose ${missing.join(', ')}, which the shell mounts (it exposes ${manifest.exposes.join(', ') || 'nothing'})`);
  }
  const sides = serverSingletonSides(shellManifest.shared ?? [], manifest);
  for (const problem of compareSingletons(sides.shell, sides.remote)) {
    problems.push(
      problem.kind === 'missing'
        ? `${problem.singleton}: not left to the host (it would run its own copy)`
        : `${problem.singleton}: compiled against ${problem.remoteVersion}, the shell runs ${problem.shellVersion}`,
    );
  }
  return problems;
}

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const shellManifestFile = option('shell') ?? path.join(root, 'shell', 'dist', 'mf-manifest.json');
if (!fs.existsSync(shellManifestFile)) {
  console.error(`${path.relative(process.cwd(), shellManifestFile) || shellManifestFile} is missing: build the shell first (npm run build).`);
  process.exit(2);
}
const shellManifest = readManifest(shellManifestFile);
// The modules the shell mounts from each remote, by folder name; beside the shell's manifest unless given.
const contractFile = option('contract') ?? path.join(path.dirname(shellManifestFile), 'remote-contract.json');
const contract = fs.existsSync(contractFile) ? readManifest(contractFile) : undefined;

/** The remote of a file inside <remote>/dist/<version>/[server/]: its folder name, or undefined. */
function remoteOf(file) {
  const parts = path.resolve(file).split(path.sep);
  const dist = parts.lastIndexOf('dist');
  return dist > 0 ? parts[dist - 1] : undefined;
}

let files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (files.length === 0) {
  for (const app of apps.filter((candidate) => !candidate.isHost)) {
    const dist = path.join(root, app.dir, 'dist');
    if (!fs.existsSync(dist)) continue;
    for (const version of fs.readdirSync(dist)) {
      for (const file of [path.join(dist, version, 'mf-manifest.json'), path.join(dist, version, 'server', SERVER_MANIFEST)]) {
        if (fs.existsSync(file)) files.push(file);
      }
    }
  }
}

let failed = 0;
for (const file of files) {
  let problems;
  let note = '';
  if (path.basename(file) === SERVER_MANIFEST) {
    const remote = remoteOf(file);
    const mounted = remote && contract ? contract[remote] : undefined;
    if (!mounted)
      note = ` (no list of what the shell mounts from ${remote ?? 'this remote'} in ${path.relative(root, contractFile)}: exposes not checked)`;
    problems = checkServerBuild(file, shellManifest, mounted);
  } else problems = compareReleases(shellManifest, readManifest(file));
  const label = path.relative(root, file);
  if (problems.length === 0) console.log(`ok      ${label}${note}`);
  else {
    failed += 1;
    console.log(`REFUSED ${label}${note}`);
    for (const problem of problems) console.log(`        - ${problem}`);
  }
}
if (files.length === 0) console.log('No remote builds found.');
process.exit(failed > 0 ? 1 : 0);
