import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { ReleaseChannel, RemotesManifest } from './manifest';
import type { RemoteName } from './remote-names';

/** How long a remote may take to arrive before it counts as failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** The release of a remote this page loads, as the federation runtime has it registered. */
export interface RemoteRegistration {
  version: string;
  entry: string;
  channel: ReleaseChannel;
  /** The release the server assigned, when its load failed and this page went back to stable. */
  fellBackFrom?: { version: string; channel: ReleaseChannel };
}

interface Registration extends RemoteRegistration {
  stable: { version: string; entry: string };
}

const registrations = new Map<RemoteName, Registration>();

function register(name: RemoteName, entry: string, force: boolean): void {
  registerRemotes([{ name, entry }], { force });
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Registers every remote of the manifest with the federation runtime, at the release the server assigned to this
 * visitor (stable in a manifest without assignments). Once per page load: a remote already registered keeps its
 * release until the visitor loads a new document, so a section never changes version under a reading visitor.
 */
export function registerManifest(manifest: RemotesManifest): void {
  for (const [name, remote] of Object.entries(manifest.remotes) as [RemoteName, RemotesManifest['remotes'][RemoteName]][]) {
    if (registrations.has(name) || !remote || !isText(remote.stable?.entry) || !isText(remote.stable.version)) continue;
    const stable = { version: remote.stable.version, entry: remote.stable.entry };
    const assigned = remote.assigned;
    const chosen =
      assigned && isText(assigned.entry) && isText(assigned.version) && ['stable', 'canary', 'preview'].includes(assigned.channel)
        ? { version: assigned.version, entry: assigned.entry, channel: assigned.channel }
        : { ...stable, channel: 'stable' as const };
    registrations.set(name, { ...chosen, stable });
    register(name, chosen.entry, false);
  }
}

export function isRegistered(name: RemoteName): boolean {
  return registrations.has(name);
}

/** The release this page loads for a remote (version, channel, entry), for reports of what the visitor got. */
export function registrationOf(name: RemoteName): Readonly<RemoteRegistration> | undefined {
  const registration = registrations.get(name);
  if (!registration) return undefined;
  const { stable: _stable, ...visible } = registration;
  return visible;
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${milliseconds / 1000} s`)), milliseconds);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

type ExposedModule = { default: ComponentType<Record<string, unknown>> };

async function loadOnce(name: RemoteName, module: string): Promise<ExposedModule> {
  const loaded = await withTimeout(loadRemote<ExposedModule>(`${name}/${module}`), REMOTE_LOAD_TIMEOUT_MS, `${name}/${module}`);
  if (!loaded || typeof loaded.default !== 'function') throw new Error(`${name}/${module} has no component`);
  return loaded;
}

/**
 * Loads an exposed component. A canary or preview release that fails falls back to the stable release for
 * this visitor, for the rest of the page's life; `fresh` drops the runtime's cached failure so a Retry really
 * fetches again.
 */
export async function loadRemoteComponent(name: RemoteName, module: string, fresh = false): Promise<ExposedModule> {
  const registration = registrations.get(name);
  if (!registration) throw new Error(`${name} is not in the remotes manifest`);
  if (fresh) register(name, registration.entry, true);
  try {
    return await loadOnce(name, module);
  } catch (error) {
    if (registration.channel === 'stable') throw error;
    // Two mounts of one remote (a page and a widget) may fail together: the first one moves the page to stable.
    const current = registrations.get(name) ?? registration;
    if (current.channel !== 'stable') {
      registrations.set(name, {
        ...current.stable,
        channel: 'stable',
        stable: current.stable,
        fellBackFrom: { version: current.version, channel: current.channel },
      });
      register(name, current.stable.entry, true);
    }
    return loadOnce(name, module);
  }
}
