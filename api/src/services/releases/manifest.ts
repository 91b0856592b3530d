import type { SharedDeclaration } from './singletons';

/**
 * What the gate read from a release's mf-manifest.json, kept with the release (releases.manifest_summary):
 * enough to re-check it against a newer shell without fetching it again.
 */
export interface ReleaseManifestSummary {
  /** The federation name, e.g. mf_catalog. */
  name: string;
  /** metaData.buildInfo.buildVersion: the version the build calls itself (its package.json version). */
  buildVersion: string;
  /** Exposed module names, e.g. ["ProductCenterPage", "FeaturedProducts"]. */
  exposes: string[];
  shared: SharedDeclaration[];
  /**
   * The files each exposed module needs before it can run (the manifest's `assets.js.sync` and `assets.css.sync`),
   * relative to the release's folder. The page documents preload them, so a page's section downloads beside the
   * shell instead of after it. Absent in summaries written before it was kept: those releases get no such preloads.
   */
  exposeFiles?: Record<string, ExposeFiles>;
  /**
   * The modules the release's server build exposes (server/server-manifest.json), written by the gate when the
   * release has one that passed its `server` check; absent for a release drawn in the browser only (no server
   * build, registered by URL, or recorded before server builds).
   */
  serverExposes?: string[];
}

/** Whether a stored summary (JSON text) says the release has a server build that passed the gate. */
export function hasServerBuildInSummary(summaryJson: string): boolean {
  try {
    const summary: unknown = JSON.parse(summaryJson);
    return isRecord(summary) && Array.isArray(summary.serverExposes);
  } catch {
    return false;
  }
}

/** The files one exposed module loads first, relative to the folder of the release's remoteEntry.js. */
export interface ExposeFiles {
  scripts: string[];
  styles: string[];
}

/**
 * A file name the page may preload: a relative path inside the release's folder (letters, digits, `._-+` and `/`,
 * no `..`, not absolute, no scheme), so that joined to the release's folder it names a file of that release and can
 * go into an HTML attribute as it is.
 */
const RELEASE_FILE = /^(?!.*\.\.)[A-Za-z0-9_+-][A-Za-z0-9_.+/-]*$/;
/** The most files of one kind preloaded for one module: ours need 1 to 3; a manifest listing more is cut here. */
const MAX_FILES_PER_KIND = 8;

/** The largest mf-manifest.json the gate reads; ours are about 10 KB. */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file names of a list that are safe to preload, at most MAX_FILES_PER_KIND; anything else is left out. */
function releaseFiles(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.filter((file): file is string => typeof file === 'string' && RELEASE_FILE.test(file)).slice(0, MAX_FILES_PER_KIND);
}

/** The `sync` files of one kind (js or css) of a module's assets in a federation manifest. */
function syncFiles(kind: unknown): string[] {
  return releaseFiles(isRecord(kind) ? kind.sync : undefined);
}

/**
 * The `exposeFiles` of a stored summary (JSON text), checked again as they are read back: nothing when the summary
 * has none (written before they were kept) or does not read.
 */
export function exposeFilesOfSummary(summaryJson: string): Record<string, ExposeFiles> {
  let summary: unknown;
  try {
    summary = JSON.parse(summaryJson);
  } catch {
    return {};
  }
  const stored = isRecord(summary) && isRecord(summary.exposeFiles) ? summary.exposeFiles : {};
  const files: Record<string, ExposeFiles> = {};
  for (const [module, entry] of Object.entries(stored)) {
    if (isRecord(entry)) files[module] = { scripts: releaseFiles(entry.scripts), styles: releaseFiles(entry.styles) };
  }
  return files;
}

/** Reads a federation manifest; an error is a sentence saying what is wrong with it. */
export function summarizeManifest(bytes: Buffer | string): ReleaseManifestSummary | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString());
  } catch {
    return { error: 'is not JSON' };
  }
  if (!isRecord(parsed)) return { error: 'is not a federation manifest (not an object)' };
  const { name, metaData, exposes, shared } = parsed;
  if (typeof name !== 'string' || name === '') return { error: 'names no federation name' };
  const buildInfo = isRecord(metaData) && isRecord(metaData.buildInfo) ? metaData.buildInfo : undefined;
  if (typeof buildInfo?.buildVersion !== 'string') return { error: 'has no metaData.buildInfo.buildVersion' };
  if (!Array.isArray(exposes) || !exposes.every((entry) => isRecord(entry) && typeof entry.name === 'string')) {
    return { error: 'has no list of exposed modules' };
  }
  if (!Array.isArray(shared) || !shared.every((entry) => isRecord(entry) && typeof entry.name === 'string')) {
    return { error: 'has no list of shared packages' };
  }
  const exposeFiles: Record<string, ExposeFiles> = {};
  for (const entry of exposes as Array<Record<string, unknown>>) {
    const assets = isRecord(entry.assets) ? entry.assets : {};
    exposeFiles[String(entry.name)] = { scripts: syncFiles(assets.js), styles: syncFiles(assets.css) };
  }
  return {
    name,
    buildVersion: buildInfo.buildVersion,
    exposeFiles,
    exposes: exposes.map((entry) => String((entry as { name: string }).name)),
    shared: shared.map((entry: Record<string, unknown>) => ({
      name: String(entry.name),
      ...(typeof entry.version === 'string' ? { version: entry.version } : {}),
      ...(typeof entry.requiredVersion === 'string' ? { requiredVersion: entry.requiredVersion } : {}),
      singleton: entry.singleton === true,
    })),
  };
}
