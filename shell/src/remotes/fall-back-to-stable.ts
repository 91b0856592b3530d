import { rememberFailedRelease } from './failed-releases';
import type { ReleaseChannel } from './manifest';
import { registerWithRuntime, registrationWithStable, replaceRegistration } from './register-remotes';
import type { RemoteName } from './remote-names';

// Step 5 of a section's load path (docs/architecture.md, "The load path of a section"): a canary or preview release
// that failed, to load (remote-loader.ts) or to render (RemoteMount.tsx), gives way to stable.

/**
 * Moves this page to the stable release of a remote whose canary or preview release failed (to load, or to render
 * in a mount), for the rest of the page's life, and remembers the failure in this browser for the next pages.
 * Mounts that load the remote afterwards get stable; a stable release is never given up on.
 */
export function fallBackToStable(name: RemoteName, failed: { version: string; channel: ReleaseChannel }): void {
  if (failed.channel === 'stable') return;
  rememberFailedRelease(name, failed.version);
  const current = registrationWithStable(name);
  // Two mounts of one remote (a page and a widget) may fail together: the first one moves the page to stable.
  if (!current || current.channel === 'stable' || current.version !== failed.version) return;
  replaceRegistration(name, {
    ...current.stable,
    channel: 'stable',
    stable: current.stable,
    fellBackFrom: { version: current.version, channel: current.channel },
  });
  forgetLoadedChunks(name);
  registerWithRuntime(name, current.stable.entry, true);
}

/**
 * Every release of a remote pushes its chunks into one global array, `webpackChunk<uniqueName>` (uniqueName is the
 * federation name, build-tools/webpack.config.cjs). A stable container started after the canary's would read the
 * canary's chunks from that array as its own (same module ids: same source paths) and render the failing canary
 * again. Dropping the array makes the stable container start its own; the canary's runtime keeps its reference.
 */
function forgetLoadedChunks(name: RemoteName): void {
  delete (globalThis as Record<string, unknown>)[`webpackChunk${name}`];
}
