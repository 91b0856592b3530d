import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { REPO_ROOT } from '../../config';

/** The remotes of the site; their folders hold versioned builds under dist/<version>/. */
export const REMOTES = [
  { federationName: 'mf_catalog', dir: 'mf-catalog' },
  { federationName: 'mf_solutions', dir: 'mf-solutions' },
  { federationName: 'mf_support', dir: 'mf-support' },
  { federationName: 'mf_news', dir: 'mf-news' },
  { federationName: 'mf_account', dir: 'mf-account' },
] as const;

export interface RemoteRelease {
  version: string;
  entry: string;
  /** Canary only: the share of visitors, 0-100. */
  percent?: number;
}

export interface RemotesManifest {
  remotes: Record<string, { stable: RemoteRelease; canary?: RemoteRelease }>;
  config: { apiBaseUrl: string; cnSiteUrl: string; siteName: string };
}

interface RolloutFile {
  remotes?: Record<string, { stable?: RemoteRelease; canary?: RemoteRelease }>;
}

function packageVersion(dir: string): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/**
 * The shell registers each remote by its remoteEntry.js: one script request instead of fetching the
 * remote's mf-manifest.json first and then its entry (a round trip less per section on a phone), and the
 * shell's federation runtime is built without manifest support (experiments.optimization.disableSnapshot,
 * 1.5 KB gzip less on every page). A rollout file written with the manifest's URL still works: both
 * files sit side by side in every release folder.
 */
function entryOf(release: RemoteRelease): RemoteRelease {
  return { ...release, entry: release.entry.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js') };
}

/**
 * The manifest the shell reads at start (DESIGN.md §2). By default each remote's
 * stable release is the version in its package.json, served from its own build;
 * var/rollout.json (ROLLOUT_FILE) can pin other versions, absolute URLs on other
 * origins and canaries.
 */
export function rolloutFilePath(config: AppConfig): string {
  return process.env.ROLLOUT_FILE ?? path.join(config.varDir, 'rollout.json');
}

export function buildRemotesManifest(config: AppConfig): RemotesManifest {
  const rolloutFile = rolloutFilePath(config);
  let rollout: RolloutFile = {};
  try {
    if (fs.existsSync(rolloutFile)) rollout = JSON.parse(fs.readFileSync(rolloutFile, 'utf8')) as RolloutFile;
  } catch (error) {
    // A broken rollout file must not take the site down: every remote falls back to its stable build.
    console.error(`Ignoring ${rolloutFile}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const remotes: RemotesManifest['remotes'] = {};
  for (const remote of REMOTES) {
    const version = packageVersion(remote.dir);
    const override = rollout.remotes?.[remote.federationName];
    remotes[remote.federationName] = {
      stable: entryOf(override?.stable ?? { version, entry: `/remotes/${remote.dir}/${version}/remoteEntry.js` }),
      ...(override?.canary ? { canary: entryOf(override.canary) } : {}),
    };
  }
  return { remotes, config: { apiBaseUrl: '/api', cnSiteUrl: config.cnSiteUrl, siteName: config.siteName } };
}

/** Origins other than our own that a manifest points at: the Content-Security-Policy allows exactly these. */
export function originsOf(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const remote of Object.values(manifest.remotes)) {
    for (const release of [remote.stable, remote.canary]) {
      if (release && /^https?:\/\//.test(release.entry)) origins.add(new URL(release.entry).origin);
    }
  }
  return [...origins].sort();
}

export interface RolloutSnapshot {
  manifest: RemotesManifest;
  /** originsOf(manifest), kept beside it so the security headers need no work per request. */
  origins: string[];
}

/** How often a running server looks at the rollout file again. */
export const ROLLOUT_RECHECK_MS = 1000;

/**
 * The current manifest and its origins. A staged rollout edits the rollout file on a running server;
 * /remotes.json and the Content-Security-Policy must change together (a canary on a new origin that the
 * CSP still refuses would fail for its whole cohort), so both read this one snapshot. The file's mtime is
 * looked at no more than once a second: no file system call per request.
 */
export function createRolloutReader(config: AppConfig, now: () => number = Date.now): () => RolloutSnapshot {
  let snapshot: RolloutSnapshot | null = null;
  let seenMtimeMs = -1;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (snapshot && time - checkedAt < ROLLOUT_RECHECK_MS) return snapshot;
    checkedAt = time;
    const mtimeMs = fs.statSync(rolloutFilePath(config), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!snapshot || mtimeMs !== seenMtimeMs) {
      const manifest = buildRemotesManifest(config);
      snapshot = { manifest, origins: originsOf(manifest) };
      seenMtimeMs = mtimeMs;
    }
    return snapshot;
  };
}
