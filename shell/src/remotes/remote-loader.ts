import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fallBackToStable } from './fall-back-to-stable';
import { failedStepOf } from './load-progress';
import { loadClock, reportRemoteLoad, type LoadFailurePhase } from './load-reports';
import { noteReleaseOfModule } from './loaded-releases';
import { registerWithRuntime, registrationWithStable, type RemoteRegistration } from './register-remotes';
import type { RemoteName } from './remote-names';

// Loading a section's module, for the early load (early-loads.ts) and the mount (RemoteMount.tsx): from the release
// registered for this page (register-remotes.ts), falling back to stable when a canary or preview release fails
// (fall-back-to-stable.ts), and reporting each failed load (load-reports.ts).

/** How long a remote may take to arrive before it counts as failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

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
async function loadFromRelease(name: RemoteName, module: string, release: RemoteRegistration, startedAt: number): Promise<ReleaseLoad> {
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
  const registration = registrationWithStable(name);
  if (!registration) throw new Error(`${name} is not in the remotes manifest`);
  const startedAt = loadClock();
  if (fresh) {
    await settlePagePreloads(registration.entry);
    registerWithRuntime(name, registration.entry, true);
  }
  const assigned = await loadFromRelease(name, module, registration, startedAt);
  if (assigned.ok) return assigned.exposed;
  if (registration.channel === 'stable') throw assigned.error;
  fallBackToStable(name, registration);
  const stable = await loadFromRelease(name, module, registrationWithStable(name) ?? registration, startedAt);
  if (stable.ok) return stable.exposed;
  throw stable.error;
}
