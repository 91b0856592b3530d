import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { parseServerManifest, SERVER_DIR, SERVER_MANIFEST_FILE, SERVER_MANIFEST_MAX_BYTES } from './server-manifest';
import { releaseFolder } from './store';

/** What the server renderer loads of a release: its server build's entry and the modules that entry exposes. */
export interface ServerBuild {
  /** The absolute path of the CommonJS file to `require` (in the release's folder of the store, under server/). */
  entryFile: string;
  /** The module names its `exposes` object has loaders for, e.g. ["ProductCenterPage", "FeaturedProducts"]. */
  exposes: string[];
}

/**
 * The answer per release folder: a release is immutable, so what its folder holds is read once. `null` is "this
 * release has no server build". Only folders that exist are remembered (see serverBuildOf), so the map holds one
 * small entry per release this process has rendered, and pruning keeps the store at about 20 releases per remote.
 */
const known = new Map<string, ServerBuild | null>();

/** The server build in a release folder that exists, or null when it has none or it cannot be read. */
function readServerBuild(folder: string): ServerBuild | null {
  const serverDir = path.join(folder, SERVER_DIR);
  const manifestFile = path.join(serverDir, SERVER_MANIFEST_FILE);
  const stat = fs.statSync(manifestFile, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size > SERVER_MANIFEST_MAX_BYTES) return null;
  const manifest = parseServerManifest(fs.readFileSync(manifestFile, 'utf8'));
  if ('error' in manifest) return null;
  const entryFile = path.join(serverDir, ...manifest.entry.split('/'));
  if (!fs.statSync(entryFile, { throwIfNoEntry: false })?.isFile()) return null;
  return { entryFile, exposes: manifest.exposes };
}

/**
 * The server build of release `version` of `remote` (its folder name, e.g. mf-catalog), read from the release's
 * folder in this machine's store; undefined when the release has none, so its sections are drawn in the browser.
 * The gate refused every stored release whose server build was broken; one that still does not read (a folder
 * changed by hand) is treated as having none. A release registered by URL has no store folder, so none either.
 *
 * A release whose folder is not on this machine yet (published on another machine, not yet written from the
 * database: `app.ensureStoredRelease` writes it) answers undefined and is looked at again on the next call.
 */
export function serverBuildOf(config: Pick<AppConfig, 'varDir'>, remote: string, version: string): ServerBuild | undefined {
  let folder: string;
  try {
    folder = releaseFolder(config, remote, version);
  } catch {
    // Not a remote's folder name or not a release version: no release of the store can have that name.
    return undefined;
  }
  const remembered = known.get(folder);
  if (remembered !== undefined) return remembered ?? undefined;
  if (!fs.existsSync(folder)) return undefined;
  const build = readServerBuild(folder);
  known.set(folder, build);
  return build ?? undefined;
}
