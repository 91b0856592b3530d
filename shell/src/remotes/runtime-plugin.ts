import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { noteContainerInitialised, noteEntryLoaded } from './load-progress';

/**
 * The runtime's errorLoadRemote hook sees every failed load. It logs a warning
 * and lets the error through, so that the remote's error boundary shows the
 * unavailable panel and the loader may fall back to stable.
 *
 * The loader hooks below note how far each remote entry got (script loaded, container initialised), so that a
 * failed load is reported with the step it failed at. They only observe: they return nothing, so the runtime's
 * own handling is unchanged.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ferrolink-shell-errors',
    errorLoadRemote(args) {
      const remoteName = String(args.id).split('/')[0] ?? String(args.id);
      if (typeof console !== 'undefined') console.warn(`Remote ${remoteName} failed to load (${args.lifecycle}).`);
      return undefined;
    },
    afterLoadEntry({ remoteInfo, remoteEntryExports }) {
      // The container, not the absence of an error: a load the runtime recovered carries its first error too.
      if (remoteEntryExports) noteEntryLoaded(remoteInfo.name, remoteInfo.entry);
    },
    beforeInitRemote({ remoteInfo }) {
      // The runtime initialises a container only once its entry script has run.
      noteEntryLoaded(remoteInfo.name, remoteInfo.entry);
    },
    afterInitRemote({ remoteInfo, error }) {
      if (error === undefined) noteContainerInitialised(remoteInfo.name, remoteInfo.entry);
    },
  };
}
