import type { ReleaseChannel } from './manifest';
import type { RemoteName } from './remote-names';

/** The release an exposed module came from, which the mount that shows it reports. */
export interface LoadedRelease {
  remote: RemoteName;
  version: string;
  channel: ReleaseChannel;
}

// Keyed by the module object the runtime returned: each release's container gives its own objects, so this stays
// right when two mounts race a fallback (one may still get the canary's module while the page moves to stable).
const releases = new WeakMap<object, LoadedRelease>();

export function noteReleaseOfModule(exposed: object, release: LoadedRelease): void {
  releases.set(exposed, { remote: release.remote, version: release.version, channel: release.channel });
}

/** The release a module was loaded from, or undefined for one that did not come through the loader. */
export function releaseOfModule(exposed: object): LoadedRelease | undefined {
  return releases.get(exposed);
}
