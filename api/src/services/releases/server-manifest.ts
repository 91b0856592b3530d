// What a remote's server build says of itself, and the rules the gate holds it to. It imports nothing at run time:
// build-tools/release-check.mjs loads it as it loads singletons.ts, so the gate and `npm run release:check` read
// a server manifest the same way.
import type { SharedDeclaration } from './singletons';

/** The folder of a release that holds its server build, beside the browser build's files. */
export const SERVER_DIR = 'server';
/** The server build's description, in SERVER_DIR. */
export const SERVER_MANIFEST_FILE = 'server-manifest.json';
/** The largest server manifest read; ours are a few hundred bytes. */
export const SERVER_MANIFEST_MAX_BYTES = 64 * 1024;

/**
 * server/server-manifest.json: `{ "entry": "remote-server.js", "exposes": ["ProductCenterPage"], "shared": { "react": "19.3.1" } }`.
 * `entry` is the CommonJS file (relative to server/) whose `exposes` object has a loader per module; `shared` names
 * the version of each package the build leaves to its host, the one it was compiled against.
 */
export interface ServerManifest {
  entry: string;
  exposes: string[];
  shared: Record<string, string>;
}

/**
 * An entry the server may load: a relative path inside server/ (letters, digits, `._+-` and `/`, no `..`, not
 * absolute) ending in .js or .cjs, so joined to the release's server folder it cannot name a file elsewhere.
 */
const ENTRY_PATH = /^(?!.*\.\.)[A-Za-z0-9_+-][A-Za-z0-9_.+/-]*\.c?js$/;
/** An exposed module's name as the browser manifest gives it: an identifier, with no "./" before it. */
const MODULE_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a server manifest; an error is the end of a sentence saying what is wrong with it ("is not JSON"). */
export function parseServerManifest(text: string): ServerManifest | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'is not JSON' };
  }
  if (!isRecord(parsed)) return { error: 'is not an object' };
  const { entry, exposes, shared } = parsed;
  if (typeof entry !== 'string' || !ENTRY_PATH.test(entry)) {
    return { error: `gives ${JSON.stringify(entry ?? null)} as its entry, which is not a .js file inside the server folder` };
  }
  if (!Array.isArray(exposes) || !exposes.every((name) => typeof name === 'string' && MODULE_NAME.test(name))) {
    return { error: 'has no list of exposed module names (e.g. ["ProductCenterPage"])' };
  }
  if (!isRecord(shared) || !Object.values(shared).every((version) => typeof version === 'string')) {
    return { error: 'has no map of shared package versions (e.g. { "react": "19.3.1" })' };
  }
  return { entry, exposes: [...exposes] as string[], shared: { ...(shared as Record<string, string>) } };
}

/** The modules of `mounted` (what the shell mounts from the remote) that the server build does not expose. */
export function missingServerExposes(manifest: Pick<ServerManifest, 'exposes'>, mounted: readonly string[]): string[] {
  return mounted.filter((module) => !manifest.exposes.includes(module));
}

/**
 * Both sides of the singleton rule (compareSingletons) for a server build. On the server the host hands the build
 * its packages (`require`), so there is one copy by construction and no version range is negotiated: what can
 * differ is whether the build leaves the package to its host at all, and the version it was compiled against.
 * So the shell's singletons are compared by name and version, and each package the server build names counts as
 * shared as a singleton.
 */
export function serverSingletonSides(
  shellShared: readonly SharedDeclaration[],
  manifest: Pick<ServerManifest, 'shared'>,
): { shell: { shared: SharedDeclaration[] }; remote: { shared: SharedDeclaration[] } } {
  return {
    shell: {
      shared: shellShared
        .filter((entry) => entry.singleton)
        .map((entry) => ({ name: entry.name, singleton: true, ...(entry.version === undefined ? {} : { version: entry.version }) })),
    },
    remote: { shared: Object.entries(manifest.shared).map(([name, version]) => ({ name, version, singleton: true })) },
  };
}
