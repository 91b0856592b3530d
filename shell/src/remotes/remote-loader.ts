import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { releaseFailedHere, rememberFailedRelease } from './failed-releases';
import { failedStepOf, forgetLoadProgress } from './load-progress';
import { configureLoadReports, loadClock, loadTicketOf, navigationLoadTicket, reportRemoteLoad, type LoadFailurePhase } from './load-reports';
import { noteReleaseOfModule } from './loaded-releases';
import type { ReleaseChannel, RemotesManifest } from './manifest';
import type { RemoteName } from './remote-names';

/** How long a remote may take to arrive before it counts as failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** The release of a remote this page loads, as the federation runtime has it registered. */
interface RemoteRegistration {
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
      register(name, stable.entry, false);
      continue;
    }
    registrations.set(name, { ...chosen, stable });
    register(name, chosen.entry, false);
  }
}

/** The release this page loads for a remote (version, channel, entry), for reports of what the visitor got. */
export function registrationOf(name: RemoteName): Readonly<RemoteRegistration> | undefined {
  const registration = registrations.get(name);
  if (!registration) return undefined;
  const { stable: _stable, ...visible } = registration;
  return visible;
}

/** The loader's own time limit ran out (the runtime may still be waiting for the entry or the module). */
class RemoteLoadTimeoutError extends Error {
  override name = 'RemoteLoadTimeoutError';
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadTimeoutError(`${what} did not load within ${milliseconds / 1000} s`)), milliseconds);
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

export type ExposedModule = { default: ComponentType<Record<string, unknown>> };

type ReleaseLoad = { ok: true; exposed: ExposedModule } | { ok: false; error: Error };

/**
 * Loads the module from the release registered when the load began, and reports a failure with its step: the
 * loader's time limit (`timeout`), how far the runtime's hooks saw this entry get (`entry`, `init`, `module`), or a
 * module without a component (`module`). A success is reported later, by the mount, once the component is shown.
 */
async function loadFromRelease(name: RemoteName, module: string, release: Registration, startedAt: number): Promise<ReleaseLoad> {
  let failure: { error: Error; phase: LoadFailurePhase };
  try {
    const loaded = await withTimeout(loadRemote<ExposedModule>(`${name}/${module}`), REMOTE_LOAD_TIMEOUT_MS, `${name}/${module}`);
    if (loaded && typeof loaded.default === 'function') {
      noteReleaseOfModule(loaded, { remote: name, version: release.version, channel: release.channel });
      return { ok: true, exposed: loaded };
    }
    failure = { error: new Error(`${name}/${module} has no component`), phase: 'module' };
  } catch (error) {
    const asError = error instanceof Error ? error : new Error(String(error));
    failure = { error: asError, phase: asError instanceof RemoteLoadTimeoutError ? 'timeout' : failedStepOf(name, release.entry) };
  }
  reportRemoteLoad({
    remote: name,
    version: release.version,
    channel: release.channel,
    outcome: 'failed',
    phase: failure.phase,
    ms: loadClock() - startedAt,
  });
  return { ok: false, error: failure.error };
}

/**
 * Moves this page to the stable release of a remote whose canary or preview release failed (to load, or to render
 * in a mount), for the rest of the page's life, and remembers the failure in this browser for the next pages.
 * Mounts that load the remote afterwards get stable; a stable release is never given up on.
 */
export function fallBackToStable(name: RemoteName, failed: { version: string; channel: ReleaseChannel }): void {
  if (failed.channel === 'stable') return;
  rememberFailedRelease(name, failed.version);
  const current = registrations.get(name);
  // Two mounts of one remote (a page and a widget) may fail together: the first one moves the page to stable.
  if (!current || current.channel === 'stable' || current.version !== failed.version) return;
  registrations.set(name, {
    ...current.stable,
    channel: 'stable',
    stable: current.stable,
    fellBackFrom: { version: current.version, channel: current.channel },
  });
  forgetLoadedChunks(name);
  register(name, current.stable.entry, true);
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

/** How long a Retry waits for one of the page's preloads of the section to settle before it goes on anyway. */
const PRELOAD_SETTLE_MS = 5000;

/**
 * The page document preloads the stylesheets and scripts of the release's modules (beside the release's
 * remoteEntry.js). Chromium hands a preload to the first element that asks for its address, and a preload that
 * failed (the network was down when the page opened) is handed over as the same failure, so a Retry would fail on it
 * however the network is now. Before a Retry, each of those preloads is taken by an element of our own (a script, or
 * a stylesheet link), which is removed once it has loaded or failed: a failed preload is then used up (the section's
 * own request goes to the network), a loaded one has done what the section's own element would have (a chunk only
 * adds its modules to the release's chunk list; a stylesheet is applied by the section's own link right after). The
 * entry is not among them: the runtime takes its preload on the first try.
 */
async function settlePagePreloads(entry: string): Promise<void> {
  if (typeof document === 'undefined') return;
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  const preloads = new Map<string, 'script' | 'style'>();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    const href = link.getAttribute('href') ?? '';
    const kind = link.getAttribute('as');
    if (href.startsWith(folder) && href !== entry && (kind === 'script' || kind === 'style')) preloads.set(href, kind);
  }
  await Promise.all(
    [...preloads].map(
      ([href, kind]) =>
        new Promise<void>((resolve) => {
          const element = kind === 'script' ? document.createElement('script') : document.createElement('link');
          const done = () => {
            window.clearTimeout(timer);
            element.remove();
            resolve();
          };
          const timer = window.setTimeout(done, PRELOAD_SETTLE_MS);
          element.onload = done;
          element.onerror = done;
          if (element instanceof HTMLScriptElement) element.src = href;
          else {
            element.rel = 'stylesheet';
            element.href = href;
          }
          document.head.append(element);
        }),
    ),
  );
}

/**
 * Loads an exposed component. A canary or preview release that fails falls back to the stable release for
 * this visitor, for the rest of the page's life; `fresh` drops the runtime's cached failure so a Retry really
 * fetches again. Each failed release is reported (the canary's failure and then, if it fails too, stable's).
 */
export async function loadRemoteComponent(name: RemoteName, module: string, fresh = false): Promise<ExposedModule> {
  const registration = registrations.get(name);
  if (!registration) throw new Error(`${name} is not in the remotes manifest`);
  const startedAt = loadClock();
  if (fresh) {
    await settlePagePreloads(registration.entry);
    register(name, registration.entry, true);
  }
  const assigned = await loadFromRelease(name, module, registration, startedAt);
  if (assigned.ok) return assigned.exposed;
  if (registration.channel === 'stable') throw assigned.error;
  fallBackToStable(name, registration);
  const stable = await loadFromRelease(name, module, registrations.get(name) ?? registration, startedAt);
  if (stable.ok) return stable.exposed;
  throw stable.error;
}
