import path from 'node:path';
import { REPO_ROOT } from '../config';

// The remotes of the site, and the two names each goes by, at the bottom of the API's layers: everything above
// (releases, rollouts, the page documents, static files, the load reports) looks a remote up here and nowhere else.
// They come from build-tools/apps.cjs, the list the builds, the dev server and the release checks read: adding a
// remote there is enough for the server too. That file is CommonJS without type declarations, so
// it is read here once, checked field by field, and handed on typed.

/** One front-end app as build-tools/apps.cjs lists it. */
interface BuildApp {
  name: string;
  federationName: string;
  dir: string;
  devPort: number;
  isHost: boolean;
}

/** A remote of the site: folder name (as in commands and URLs) and federation name (as in the manifest). */
export interface RemoteEntry {
  readonly federationName: string;
  readonly dir: string;
}

const APPS_FILE = path.join(REPO_ROOT, 'build-tools', 'apps.cjs');

function isBuildApp(value: unknown): value is BuildApp {
  if (typeof value !== 'object' || value === null) return false;
  const app = value as Record<string, unknown>;
  return (
    typeof app.name === 'string' &&
    typeof app.federationName === 'string' &&
    typeof app.dir === 'string' &&
    typeof app.devPort === 'number' &&
    typeof app.isHost === 'boolean'
  );
}

/** The remotes of apps.cjs in its order; a malformed list stops the server at start rather than serving half a site. */
function readRemotes(): readonly RemoteEntry[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script without type declarations
  const { apps } = require(APPS_FILE) as { apps: unknown };
  if (!Array.isArray(apps) || !apps.every(isBuildApp)) throw new Error(`${APPS_FILE} does not export a list of apps.`);
  return Object.freeze(apps.filter((app) => !app.isHost).map((app) => Object.freeze({ federationName: app.federationName, dir: app.dir })));
}

/** The remotes of the site, read from build-tools/apps.cjs. */
export const REMOTES: readonly RemoteEntry[] = readRemotes();

/** A remote's folder name: mf-catalog. */
export type RemoteDir = RemoteEntry['dir'];

/** The remotes' folder names (mf-catalog), in the order of apps.cjs: as releases are stored and commands name them. */
export const REMOTE_DIRS: readonly RemoteDir[] = Object.freeze(REMOTES.map((remote) => remote.dir));
const DIR_SET: ReadonlySet<string> = new Set(REMOTE_DIRS);
/** A remote's folder name (mf-catalog) by its federation name (mf_catalog). */
const DIR_BY_FEDERATION_NAME: ReadonlyMap<string, RemoteDir> = new Map(REMOTES.map((remote) => [remote.federationName, remote.dir]));
/** A remote's federation name (mf_catalog) by either of its names. */
const FEDERATION_NAME_BY_NAME: ReadonlyMap<string, string> = new Map(
  REMOTES.flatMap((remote) => [[remote.federationName, remote.federationName] as const, [remote.dir, remote.federationName] as const]),
);

export function isRemoteDir(name: string): name is RemoteDir {
  return DIR_SET.has(name);
}

/** The folder name of the remote the federation runtime calls `federationName`; undefined for no remote of this site. */
export function remoteDirOf(federationName: string): RemoteDir | undefined {
  return DIR_BY_FEDERATION_NAME.get(federationName);
}

/** The federation name of a remote named either way (mf_catalog or mf-catalog); undefined for no remote of this site. */
export function federationNameOf(name: string): string | undefined {
  return FEDERATION_NAME_BY_NAME.get(name);
}
