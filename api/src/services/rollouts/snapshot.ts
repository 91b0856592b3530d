import type { RemoteEntry } from '../../lib/remotes';
import { exposeFilesOfSummary, type ExposeFiles } from '../releases/manifest';
import { releaseKey } from '../releases/version';
import { onCanary, visitorBucket } from './buckets';
import type { TicketRelease } from './load-ticket';
import type { ReleaseRow } from '../releases/release-repository';
import type { RolloutState } from './state-machine';

export type Channel = 'stable' | 'canary' | 'preview';

export interface ReleaseRef {
  version: string;
  /** The URL of the release's remoteEntry.js: a path on this site, or absolute for a release hosted elsewhere. */
  entry: string;
}

/** One remote in the manifest a visitor's browser reads. */
export interface ManifestRemote {
  stable: ReleaseRef;
  canary?: ReleaseRef & { percent: number };
  /** The release this visitor gets, decided by the server; the browser falls back to `stable` if it fails. */
  assigned: ReleaseRef & { channel: Channel };
}

/** /remotes.json and the copy inside each page: keyed by federation name (mf_catalog). */
export interface RemotesManifest {
  remotes: Record<string, ManifestRemote>;
  config: { apiBaseUrl: string; cnSiteUrl: string; siteName: string };
}

export interface VisitorContext {
  /** The random id of the visitor's first-party cookie. */
  visitorId: string;
  /** Releases this browser previews (from a signed preview link), by remote folder name. */
  previews: ReadonlyMap<string, string>;
}

/** Every API process works from one of these, rebuilt at most once a second from the database. */
export interface RolloutSnapshot {
  /** The rollout state of each remote that has one, by folder name. */
  readonly states: ReadonlyMap<string, RolloutState>;
  /** Every release that passed the gate, by "remote@version". */
  readonly releases: ReadonlyMap<string, ReleaseRef>;
  /** Origins other than ours that releases are served from: the Content-Security-Policy allows exactly these. */
  readonly origins: string[];
  /** The remotes manifest for one visitor: stable, canary by the visitor's bucket, or a preview. */
  manifestFor(visitor: VisitorContext): RemotesManifest;
  /**
   * What a load ticket names of a manifest: each remote's assigned release, the stable one it falls back to, and
   * for a canary the time its run started. By federation name.
   */
  ticketReleases(manifest: RemotesManifest): Record<string, TicketRelease>;
  /** The release a visitor gets for one remote (for the preloads of a page). */
  assignedRelease(remote: string, visitor: VisitorContext): (ReleaseRef & { channel: Channel }) | undefined;
  /**
   * The URLs of the files an exposed module of a release loads first (beside its remoteEntry.js), as its manifest
   * listed them when it passed the gate; empty when that is not known.
   */
  moduleFiles(remote: string, release: ReleaseRef, module: string): ExposeFiles;
}

const NO_FILES: ExposeFiles = { scripts: [], styles: [] };

export function buildSnapshot(input: {
  remotes: readonly RemoteEntry[];
  states: readonly RolloutState[];
  releases: readonly ReleaseRow[];
  config: RemotesManifest['config'];
  /** When each remote's latest canary run started (ISO), by folder name. */
  canaryStarts?: ReadonlyMap<string, string>;
}): RolloutSnapshot {
  const dirOf = new Map(input.remotes.map((remote) => [remote.federationName, remote.dir]));
  const states = new Map(input.states.map((state) => [state.remote, state]));
  const releases = new Map(input.releases.map((row) => [releaseKey(row.remote, row.version), { version: row.version, entry: row.entry_url }]));
  const exposeFiles = new Map(input.releases.map((row) => [releaseKey(row.remote, row.version), exposeFilesOfSummary(row.manifest_summary)]));
  const origins = new Set<string>();
  for (const release of releases.values()) {
    if (/^https?:\/\//.test(release.entry)) origins.add(new URL(release.entry).origin);
  }

  const resolve = (remote: string, visitor: VisitorContext): ManifestRemote | undefined => {
    const state = states.get(remote);
    const stable = state && releases.get(releaseKey(remote, state.stableVersion));
    if (!state || !stable) return undefined;
    const canaryRelease = state.canaryVersion ? releases.get(releaseKey(remote, state.canaryVersion)) : undefined;
    const canary = canaryRelease && state.canaryPercent > 0 ? { ...canaryRelease, percent: state.canaryPercent } : undefined;
    const previewVersion = visitor.previews.get(remote);
    const preview = previewVersion ? releases.get(releaseKey(remote, previewVersion)) : undefined;
    let assigned: ManifestRemote['assigned'] = { ...stable, channel: 'stable' };
    if (preview) assigned = { ...preview, channel: 'preview' };
    else if (canary && state.canaryVersion && onCanary(visitorBucket(visitor.visitorId, remote, state.canaryVersion), canary.percent)) {
      assigned = { ...canaryRelease!, channel: 'canary' };
    }
    return { stable, ...(canary ? { canary } : {}), assigned };
  };

  return {
    states,
    releases,
    origins: [...origins].sort(),
    manifestFor(visitor) {
      const remotes: Record<string, ManifestRemote> = {};
      for (const remote of input.remotes) {
        const resolved = resolve(remote.dir, visitor);
        if (resolved) remotes[remote.federationName] = resolved;
      }
      return { remotes, config: input.config };
    },
    ticketReleases(manifest) {
      const releases: Record<string, TicketRelease> = {};
      for (const [name, remote] of Object.entries(manifest.remotes)) {
        const { channel, version } = remote.assigned;
        const started = channel === 'canary' ? input.canaryStarts?.get(dirOf.get(name) ?? '') : undefined;
        releases[name] = {
          channel,
          version,
          ...(channel === 'stable' ? {} : { stable: remote.stable.version }),
          ...(started === undefined ? {} : { run: Date.parse(started) }),
        };
      }
      return releases;
    },
    assignedRelease(remote, visitor) {
      return resolve(remote, visitor)?.assigned;
    },
    moduleFiles(remote, release, module) {
      const files = exposeFiles.get(releaseKey(remote, release.version))?.[module];
      if (!files) return NO_FILES;
      // Chunks are found beside remoteEntry.js (the remotes are built with publicPath "auto").
      const folder = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
      return { scripts: files.scripts.map((file) => folder + file), styles: files.styles.map((file) => folder + file) };
    },
  };
}
