import { registerRemotes } from '@module-federation/enhanced/runtime';
import { releaseFailedHere } from './failed-releases';
import { forgetLoadProgress } from './load-progress';
import { configureLoadReports, loadTicketOf, navigationLoadTicket } from './load-reports';
import type { ReleaseChannel, RemotesManifest } from './manifest';
import type { RemoteName } from './remote-names';

// Step 2 of a section's load path (docs/architecture.md, "The load path of a section"): which release of each
// remote this page loads, registered with the federation runtime. The loader reads it, a fallback changes it.

/** The release of a remote this page loads, as the federation runtime has it registered. */
export interface RemoteRegistration {
  version: string;
  entry: string;
  channel: ReleaseChannel;
  /** The release the server assigned, when its load failed and this page went back to stable. */
  fellBackFrom?: { version: string; channel: ReleaseChannel };
}

/** A registration with the stable release beside it, which a fallback moves to. */
export interface Registration extends RemoteRegistration {
  stable: { version: string; entry: string };
}

const registrations = new Map<RemoteName, Registration>();

/**
 * Registers one release of a remote with the federation runtime. `force` makes the runtime drop what it holds of
 * the remote (a Retry, a fallback to stable) and fetch the entry again.
 */
export function registerWithRuntime(name: RemoteName, entry: string, force: boolean): void {
  // A forced registration makes the runtime fetch the entry again; what the last load of it reached no longer holds.
  if (force) forgetLoadProgress(name, entry);
  registerRemotes([{ name, entry }], { force });
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Registers every remote of the manifest with the federation runtime, at the release the server assigned to this
 * visitor (stable in a manifest without assignments). Once per page load: a remote already registered keeps its
 * release until the visitor loads a new document, so a section never changes version under a reading visitor.
 * A canary or preview release that already failed in this browser is skipped for stable: one visitor meets a
 * broken release once, not on every page load for as long as the server keeps them in its cohort.
 */
export function registerManifest(manifest: RemotesManifest): void {
  // The page load's ticket: from the /remotes.json reply the manifest came in, else from the page's own response.
  const ticket = manifest.serverTiming !== undefined ? loadTicketOf(manifest.serverTiming) : navigationLoadTicket();
  configureLoadReports({ apiBaseUrl: manifest.config?.apiBaseUrl, ticket });
  for (const [name, remote] of Object.entries(manifest.remotes) as [RemoteName, RemotesManifest['remotes'][RemoteName]][]) {
    if (registrations.has(name) || !remote || !isText(remote.stable?.entry) || !isText(remote.stable.version)) continue;
    const stable = { version: remote.stable.version, entry: remote.stable.entry };
    const assigned = remote.assigned;
    const chosen =
      assigned && isText(assigned.entry) && isText(assigned.version) && ['stable', 'canary', 'preview'].includes(assigned.channel)
        ? { version: assigned.version, entry: assigned.entry, channel: assigned.channel }
        : { ...stable, channel: 'stable' as const };
    if (chosen.channel !== 'stable' && releaseFailedHere(name, chosen.version)) {
      registrations.set(name, { ...stable, channel: 'stable', stable, fellBackFrom: { version: chosen.version, channel: chosen.channel } });
      registerWithRuntime(name, stable.entry, false);
      continue;
    }
    registrations.set(name, { ...chosen, stable });
    registerWithRuntime(name, chosen.entry, false);
  }
}

/** The release this page loads for a remote (version, channel, entry), for reports of what the visitor got. */
export function registrationOf(name: RemoteName): Readonly<RemoteRegistration> | undefined {
  const registration = registrations.get(name);
  if (!registration) return undefined;
  const { stable: _stable, ...visible } = registration;
  return visible;
}

/** The registration of a remote with its stable release, for the loader and the fallback. */
export function registrationWithStable(name: RemoteName): Registration | undefined {
  return registrations.get(name);
}

/** Replaces a remote's registration (the fallback to stable); the caller registers the new entry with the runtime. */
export function replaceRegistration(name: RemoteName, registration: Registration): void {
  registrations.set(name, registration);
}
