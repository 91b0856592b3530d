import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { hashBuildFolder, listFiles } from './content-hash';
import { isReleaseVersion, REMOTE_FOLDER } from './version';

/**
 * The release store: VAR_DIR/releases/<remote>/<version>/, one immutable folder per release, served at
 * /remotes/<remote>/<version>/. A folder appears there only complete: it is written under a name starting
 * with a dot (never served, see TEMPORARY below) and renamed into place, and removed the same way.
 */
export function releasesRoot(config: Pick<AppConfig, 'varDir'>): string {
  return path.join(config.varDir, 'releases');
}

/** Names of folders being written or removed: they start with a dot, which no version does. */
export const TEMPORARY = /^\./;

export function releaseFolder(config: Pick<AppConfig, 'varDir'>, remote: string, version: string): string {
  // Both become path segments: anything else could point outside the store.
  if (!REMOTE_FOLDER.test(remote)) throw new Error(`"${remote}" is not a remote's folder name.`);
  if (!isReleaseVersion(version)) throw new Error(`"${version}" is not a release version.`);
  return path.join(releasesRoot(config), remote, version);
}

/** The address a stored release's entry is served at, a path on this site. */
export function storeEntryPath(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/remoteEntry.js`;
}

/** A version folder exists with other content: a published release is never replaced. */
export class ReleaseConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseConflictError';
  }
}

const temporaryName = (purpose: string, version: string): string => `.${purpose}-${version}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;

function fsyncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Copies `sourceDir` (the build, with its maps and precompressed files) to `dir`, each file flushed to disk,
 * so that after the rename a crash cannot leave a release folder with truncated files.
 */
async function copyBuild(sourceDir: string, dir: string): Promise<void> {
  for (const file of await listFiles(sourceDir)) {
    const target = path.join(dir, ...file.split('/'));
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.copyFile(path.join(sourceDir, ...file.split('/')), target);
    fsyncPath(target);
  }
  fsyncPath(dir);
}

async function sameContent(dir: string, sha256: string): Promise<boolean> {
  return (await hashBuildFolder(dir)).sha256 === sha256;
}

/**
 * Puts a build into the store as `remote`/`version`. `sha256` is the build's content hash (hashBuildFolder),
 * which the version was made from. "unchanged" when the folder already holds that content; a
 * ReleaseConflictError when it holds other content.
 */
export async function putInStore(
  config: Pick<AppConfig, 'varDir'>,
  remote: string,
  version: string,
  sourceDir: string,
  sha256: string,
): Promise<'stored' | 'unchanged'> {
  const final = releaseFolder(config, remote, version);
  const conflict = () =>
    new ReleaseConflictError(`${final} already holds a different build of ${remote} ${version}; a published release is never replaced.`);
  if (fs.existsSync(final)) {
    if (await sameContent(final, sha256)) return 'unchanged';
    throw conflict();
  }
  const parent = path.dirname(final);
  await fsp.mkdir(parent, { recursive: true });
  const incoming = path.join(parent, temporaryName('incoming', version));
  try {
    await fsp.mkdir(incoming);
    await copyBuild(sourceDir, incoming);
    try {
      // rename(2) refuses a non-empty target: another process that stored the same version first wins.
      await fsp.rename(incoming, final);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      if (await sameContent(final, sha256)) return 'unchanged';
      throw conflict();
    }
    fsyncPath(parent);
    return 'stored';
  } finally {
    await fsp.rm(incoming, { recursive: true, force: true });
  }
}

/** Removes a release's folder: renamed away first, so it stops being served at once and never half-deleted. */
export async function removeFromStore(config: Pick<AppConfig, 'varDir'>, remote: string, version: string): Promise<boolean> {
  const final = releaseFolder(config, remote, version);
  const leaving = path.join(path.dirname(final), temporaryName('removing', version));
  try {
    await fsp.rename(final, leaving);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  await fsp.rm(leaving, { recursive: true, force: true });
  return true;
}

/**
 * Removes what an interrupted copy or removal left behind (temporary folders older than `olderThanMs`, so a
 * copy under way in another process is left alone). Returns how many.
 */
export async function removeLeftovers(config: Pick<AppConfig, 'varDir'>, now: Date, olderThanMs = 60 * 60 * 1000): Promise<number> {
  const root = releasesRoot(config);
  let removed = 0;
  const remotes = await fsp.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const remote of remotes) {
    if (!remote.isDirectory() || !REMOTE_FOLDER.test(remote.name)) continue;
    for (const entry of await fsp.readdir(path.join(root, remote.name), { withFileTypes: true })) {
      if (!TEMPORARY.test(entry.name)) continue;
      const full = path.join(root, remote.name, entry.name);
      const stat = await fsp.stat(full).catch(() => undefined);
      if (!stat || now.getTime() - stat.mtimeMs < olderThanMs) continue;
      await fsp.rm(full, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
