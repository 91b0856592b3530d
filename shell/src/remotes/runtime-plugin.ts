import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Remotes that failed to load in this page, for the loader's canary fallback and for diagnostics. */
export const failedRemoteLoads = new Set<string>();

/**
 * DESIGN.md §2: the runtime's errorLoadRemote hook sees every failed load. It
 * records the remote and lets the error through, so that the remote's error
 * boundary shows the unavailable panel and the loader may fall back to stable.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ferrolink-shell-errors',
    errorLoadRemote(args) {
      const remoteName = String(args.id).split('/')[0] ?? String(args.id);
      failedRemoteLoads.add(remoteName);
      if (typeof console !== 'undefined') console.warn(`Remote ${remoteName} failed to load (${args.lifecycle}).`);
      return undefined;
    },
  };
}
