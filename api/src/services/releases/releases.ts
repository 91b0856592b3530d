import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import { REPO_ROOT } from '../../config';
import type { Database, ReleasesTable } from '../../db/schema';
import { REMOTE_DIRS } from '../../lib/remotes';
import { hashBuildFolder } from './content-hash';
import { deleteRelease, findRelease, insertRelease, loadReleasesByRemote, remotesWithReleases } from './release-repository';
import { checkRelease, type GateCheck, type GateOptions, type ReleaseCandidate } from './gate';
import { putInStore, releaseFolder, ReleaseConflictError, removeFromStore, removeLeftovers, storeEntryPath } from './store';
import { deleteReleaseFiles, saveReleaseFiles } from './shared-store';
import { releaseKey, releaseVersion, REMOTE_FOLDER } from './version';

/** Where releases come from and go: the server's configuration, and the repository the builds are made in. */
export interface ReleaseContext {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'varDir' | 'siteUrl' | 'allowedRemoteOrigins'>;
  /** Written to releases.created_by: "cli:<os user>", "build", "api:<token name>". */
  createdBy: string;
  /** The repository whose remotes are built and imported (tests use a folder of fixtures). */
  repoRoot?: string;
  /** The shell's build the gate compares with (default shell/dist of the repository). */
  shellDir?: string;
  gateTimeoutMs?: number;
  now?: () => Date;
}

export type ReleaseOutcome =
  | { status: 'recorded' | 'unchanged'; remote: string; version: string; entryUrl: string }
  | { status: 'refused'; remote: string; version: string | undefined; check: GateCheck | 'conflict'; message: string };

/** The remotes a release can be made of: their folder names. */
export const REMOTE_FOLDERS: readonly string[] = REMOTE_DIRS;

/** A remote's name becomes a path under the repository: only a folder name is accepted. */
function assertRemoteFolder(remote: string): void {
  if (!REMOTE_FOLDER.test(remote)) throw new Error(`"${remote}" is not a remote's folder name.`);
}

export function packageVersion(repoRoot: string, remote: string): string {
  assertRemoteFolder(remote);
  return (JSON.parse(fs.readFileSync(path.join(repoRoot, remote, 'package.json'), 'utf8')) as { version: string }).version;
}

const gateOptions = (context: ReleaseContext): GateOptions => ({
  config: context.config,
  ...(context.shellDir ? { shellDir: context.shellDir } : {}),
  ...(context.gateTimeoutMs ? { timeoutMs: context.gateTimeoutMs } : {}),
});

/**
 * Inserts the row, or finds the one a racing process inserted: "unchanged" when it says the same, a conflict
 * when it names other content or another address.
 */
async function recordRelease(db: Kysely<Database>, row: ReleasesTable): Promise<'recorded' | 'unchanged' | 'conflict'> {
  if (await insertRelease(db, row)) return 'recorded';
  const existing = await findRelease(db, row.remote, row.version);
  return existing && existing.content_hash === row.content_hash && existing.entry_url === row.entry_url ? 'unchanged' : 'conflict';
}

/**
 * Makes a release of the build in `dir` (already precompressed): hashes it, runs the gate on it, copies it
 * into the store and records it. The same content again changes nothing ("unchanged"); a version that exists
 * with other content is refused.
 */
export async function releaseBuildFolder(remote: string, dir: string, context: ReleaseContext): Promise<ReleaseOutcome> {
  assertRemoteFolder(remote);
  const repoRoot = context.repoRoot ?? REPO_ROOT;
  const { sha256: contentHash } = await hashBuildFolder(dir);
  const version = releaseVersion(packageVersion(repoRoot, remote), contentHash);
  const entryUrl = storeEntryPath(remote, version);
  const conflict = (message: string): ReleaseOutcome => ({ status: 'refused', remote, version, check: 'conflict', message });

  const existing = await findRelease(context.db, remote, version);
  if (existing && existing.content_hash !== contentHash) {
    return conflict(
      `${remote} ${version} is already recorded with other content (${existing.content_hash.slice(0, 12)}..., created by ${existing.created_by}).`,
    );
  }
  if (existing && fs.existsSync(releaseFolder(context.config, remote, version))) {
    // A release recorded before its files were kept in the database gets them now, for the other machines.
    await saveReleaseFiles(context.db, remote, version, releaseFolder(context.config, remote, version));
    return { status: 'unchanged', remote, version, entryUrl: existing.entry_url };
  }

  const verdict = await checkRelease({ source: 'store', remote, version, dir }, gateOptions(context));
  if (!verdict.ok) return { status: 'refused', remote, version, check: verdict.check, message: verdict.message };

  let stored: 'stored' | 'unchanged';
  try {
    stored = await putInStore(context.config, remote, version, dir, contentHash);
  } catch (error) {
    if (error instanceof ReleaseConflictError) return conflict(error.message);
    throw error;
  }
  // The files go into the database before the release is recorded: a process that sees the release on any machine
  // finds its files there (services/releases/shared-store.ts).
  await saveReleaseFiles(context.db, remote, version, releaseFolder(context.config, remote, version));
  const recorded = await recordRelease(context.db, {
    remote,
    version,
    entry_url: entryUrl,
    source: 'store',
    content_hash: contentHash,
    manifest_summary: JSON.stringify(verdict.summary),
    created_at: (context.now?.() ?? new Date()).toISOString(),
    created_by: context.createdBy,
  });
  if (recorded === 'conflict') return conflict(`${remote} ${version} was recorded meanwhile with other content.`);
  return { status: recorded === 'recorded' || stored === 'stored' ? 'recorded' : 'unchanged', remote, version, entryUrl };
}

/**
 * Builds one remote alone for production into a temporary folder (nothing else is rebuilt; `<remote>/dist`,
 * the shell and a running server are untouched), precompresses it as build-all does, and makes a release of
 * it (releaseBuildFolder). `onProgress` hears what it is doing; webpack's own messages go to stderr.
 */
export async function publishRelease(
  remote: string,
  context: ReleaseContext & { onProgress?: (line: string) => void },
): Promise<ReleaseOutcome & { buildMs: number; totalMs: number }> {
  assertRemoteFolder(remote);
  const started = Date.now();
  const repoRoot = context.repoRoot ?? REPO_ROOT;
  const progress = context.onProgress ?? (() => undefined);
  const output = await fsp.mkdtemp(path.join(os.tmpdir(), `ferrolink-release-${remote}-`));
  try {
    progress(`building ${remote} (webpack, production) into ${output}...`);
    await runWebpack(repoRoot, remote, output);
    const buildMs = Date.now() - started;
    // Shared with build-all.mjs so a release is compressed exactly like the build npm start serves.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build script in CommonJS, loaded where the repository is
    const { compressTree } = require(path.join(repoRoot, 'build-tools', 'precompress.cjs')) as { compressTree: (dir: string) => number };
    const compressed = compressTree(output);
    progress(`built in ${(buildMs / 1000).toFixed(1)} s; ${compressed} files precompressed; hashing and checking it...`);
    const outcome = await releaseBuildFolder(remote, output, context);
    return { ...outcome, buildMs, totalMs: Date.now() - started };
  } finally {
    await fsp.rm(output, { recursive: true, force: true });
  }
}

function runWebpack(repoRoot: string, remote: string, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'build-tools', 'run-webpack.cjs'), remote, 'production', `--output-path=${output}`], {
      cwd: path.join(repoRoot, remote),
      // webpack's messages go to stderr: the command's own output stays what it says it prints.
      stdio: ['ignore', 2, 2],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The webpack build of ${remote} failed (${signal ?? `exit code ${code}`}); see its messages above.`));
    });
  });
}

/**
 * Records a release hosted elsewhere by the URL of its remoteEntry.js. Its version is its manifest's
 * buildVersion + "+" + 8 hex of the sha256 of the manifest's bytes, so the same manifest is the same version.
 * The URL recorded is the gate's: a path when it is on this site, else the URL as the parser resolved it.
 */
export async function registerRelease(remote: string, givenUrl: string, context: ReleaseContext): Promise<ReleaseOutcome> {
  const candidate: ReleaseCandidate = { source: 'url', remote, entryUrl: givenUrl };
  const verdict = await checkRelease(candidate, gateOptions(context));
  if (!verdict.ok) return { status: 'refused', remote, version: undefined, check: verdict.check, message: verdict.message };
  // The URL the gate judged and fetched, resolved and normalised, is the one stored and served; never the text given.
  const { version, entryUrl } = verdict;
  const existing = await findRelease(context.db, remote, version);
  if (existing) {
    if (existing.content_hash === verdict.manifestSha256 && existing.entry_url === entryUrl)
      return { status: 'unchanged', remote, version, entryUrl };
    return {
      status: 'refused',
      remote,
      version,
      check: 'conflict',
      message: `${remote} ${version} is already recorded for ${existing.entry_url}${existing.content_hash === verdict.manifestSha256 ? '' : ' with other content'}.`,
    };
  }
  const recorded = await recordRelease(context.db, {
    remote,
    version,
    entry_url: entryUrl,
    source: 'url',
    content_hash: verdict.manifestSha256,
    manifest_summary: JSON.stringify(verdict.summary),
    created_at: (context.now?.() ?? new Date()).toISOString(),
    created_by: context.createdBy,
  });
  if (recorded === 'conflict') {
    return { status: 'refused', remote, version, check: 'conflict', message: `${remote} ${version} was recorded meanwhile for another address.` };
  }
  return { status: recorded, remote, version, entryUrl };
}

/** What importLocalBuilds and the gate log; the server's logger and the console both fit. */
export interface ReleaseLog {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
}

/**
 * At server start: for every remote with no release recorded yet, makes a release of the build that
 * `npm start` (build-all) made in <remote>/dist/<package version>/ (created_by "build"). Returns the releases
 * it recorded. One query when every remote has a release already, so a start stays fast.
 */
export async function importLocalBuilds(
  db: Kysely<Database>,
  config: ReleaseContext['config'],
  log: ReleaseLog,
  options: Pick<ReleaseContext, 'repoRoot' | 'shellDir' | 'gateTimeoutMs' | 'now'> & { remotes?: readonly string[] } = {},
): Promise<{ remote: string; version: string }[]> {
  const remotes = options.remotes ?? REMOTE_FOLDERS;
  const recorded = await remotesWithReleases(db);
  const missing = remotes.filter((remote) => !recorded.has(remote));
  const imported: { remote: string; version: string }[] = [];
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  for (const remote of missing) {
    const dir = path.join(repoRoot, remote, 'dist', packageVersion(repoRoot, remote));
    if (!fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
      log.warn(`${remote} has no release and no build in ${dir}; build it (npm run build) or publish one (npm run release -- publish ${remote}).`);
      continue;
    }
    const outcome = await releaseBuildFolder(remote, dir, { db, config, createdBy: 'build', ...options });
    if (outcome.status === 'refused') {
      log.error(`The build of ${remote} in ${dir} was not imported: ${outcome.check}: ${outcome.message}`);
      continue;
    }
    log.info(`${remote} ${outcome.version}: the local build is in the release store.`);
    imported.push({ remote, version: outcome.version });
  }
  return imported;
}

export interface PruneOptions {
  /** Releases in use ("remote@version": a stable, a canary, a preview); never removed. */
  keep: ReadonlySet<string>;
  /** Only releases recorded longer ago than this are removed (default 30 days). */
  olderThanMs?: number;
  /** The newest this many releases of each remote are kept whatever their age (default 20). */
  keepNewestPerRemote?: number;
  now?: Date;
}

export const PRUNE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;
export const KEEP_NEWEST_PER_REMOTE = 20;

/**
 * Removes releases older than `olderThanMs` that are neither in `keep` nor among the newest
 * `keepNewestPerRemote` of their remote: the row first, then the store folder (renamed away, then deleted),
 * so a row never names a folder that is gone. Returns what it removed.
 */
export async function pruneReleases(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'varDir'>,
  options: PruneOptions,
): Promise<{ remote: string; version: string; source: ReleasesTable['source'] }[]> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.olderThanMs ?? PRUNE_AFTER_MS)).toISOString();
  const keepNewest = options.keepNewestPerRemote ?? KEEP_NEWEST_PER_REMOTE;
  const rows = await loadReleasesByRemote(db);
  const seen = new Map<string, number>();
  const removed: { remote: string; version: string; source: ReleasesTable['source'] }[] = [];
  for (const row of rows) {
    const rank = seen.get(row.remote) ?? 0;
    seen.set(row.remote, rank + 1);
    if (rank < keepNewest || row.created_at >= cutoff || options.keep.has(releaseKey(row.remote, row.version))) continue;
    await deleteRelease(db, row.remote, row.version);
    if (row.source === 'store') {
      await deleteReleaseFiles(db, row.remote, row.version);
      await removeFromStore(config, row.remote, row.version);
    }
    removed.push({ remote: row.remote, version: row.version, source: row.source });
  }
  // Folder ages are file times: measured on the wall clock, whatever clock `now` comes from.
  await removeLeftovers(config, new Date());
  return removed;
}

/** The gate's candidate for a recorded release: its store folder, or its URL. */
export function candidateOf(
  release: Pick<ReleasesTable, 'remote' | 'version' | 'source' | 'entry_url'>,
  config: Pick<AppConfig, 'varDir'>,
): ReleaseCandidate {
  return release.source === 'store'
    ? { source: 'store', remote: release.remote, version: release.version, dir: releaseFolder(config, release.remote, release.version) }
    : { source: 'url', remote: release.remote, entryUrl: release.entry_url };
}
