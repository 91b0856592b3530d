import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { chooseRelease, visitorCohort, type RemotesManifest } from './manifest';
import type { RemoteName } from './remote-names';

/** How long a remote may take to arrive before it counts as failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

interface Registration {
  stableEntry: string;
  entry: string;
  channel: 'stable' | 'canary';
}

const registrations = new Map<RemoteName, Registration>();

function register(name: RemoteName, entry: string, force: boolean): void {
  registerRemotes([{ name, entry }], { force });
}

/** Registers every remote of the manifest with the federation runtime, choosing stable or canary per visitor. */
export function registerManifest(manifest: RemotesManifest): void {
  const cohort = visitorCohort();
  for (const [name, remote] of Object.entries(manifest.remotes) as [RemoteName, NonNullable<RemotesManifest['remotes'][RemoteName]>][]) {
    if (!remote?.stable?.entry) continue;
    const { release, channel } = chooseRelease(remote, cohort);
    registrations.set(name, { stableEntry: remote.stable.entry, entry: release.entry, channel });
    register(name, release.entry, false);
  }
}

export function isRegistered(name: RemoteName): boolean {
  return registrations.has(name);
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
 * Loads an exposed component. A canary that fails falls back to the stable
 * release for this visitor (DESIGN.md §2); `fresh` drops the runtime's cached
 * failure so a Retry really fetches again.
 */
export async function loadRemoteComponent(name: RemoteName, module: string, fresh = false): Promise<ExposedModule> {
  const registration = registrations.get(name);
  if (!registration) throw new Error(`${name} is not in the remotes manifest`);
  if (fresh) register(name, registration.entry, true);
  try {
    return await loadOnce(name, module);
  } catch (error) {
    if (registration.channel !== 'canary') throw error;
    registrations.set(name, { ...registration, entry: registration.stableEntry, channel: 'stable' });
    register(name, registration.stableEntry, true);
    return loadOnce(name, module);
  }
}
