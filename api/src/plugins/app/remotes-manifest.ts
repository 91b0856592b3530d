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
      stable: override?.stable ?? { version, entry: `/remotes/${remote.dir}/${version}/mf-manifest.json` },
      ...(override?.canary ? { canary: override.canary } : {}),
    };
  }
  return { remotes, config: { apiBaseUrl: '/api', cnSiteUrl: config.cnSiteUrl, siteName: config.siteName } };
}

/** Origins other than our own that the manifest points at: the Content-Security-Policy allows exactly these. */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const remote of Object.values(buildRemotesManifest(config).remotes)) {
    for (const release of [remote.stable, remote.canary]) {
      if (release && /^https?:\/\//.test(release.entry)) origins.add(new URL(release.entry).origin);
    }
  }
  return [...origins];
}
