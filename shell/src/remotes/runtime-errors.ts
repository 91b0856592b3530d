import { loadClock, onSectionShown, reportRemoteLoad, type ShownSection } from './load-reports';
import type { ReleaseChannel } from './manifest';
import { registrationWithStable } from './register-remotes';
import type { RemoteName } from './remote-names';

// A release that loads and renders but throws later (on a click, in a timer, in a promise nobody awaits) breaks the
// page as surely as one that fails to load: an uncaught error or unhandled rejection whose stack points into a shown
// release's files is reported as a failed load of that release, in the phase `runtime`, once per page load.

/** A release shown on this page, with the folder its files are served from. */
interface ShownRelease {
  remote: RemoteName;
  version: string;
  channel: ReleaseChannel;
  /** The absolute address of the folder of its remoteEntry.js, with its trailing slash: every file of it is below. */
  folder: string;
  /** loadClock() when its load began, which a runtime failure's duration counts from. */
  startedAt: number;
}

const releaseKey = (release: { remote: string; version: string; channel: string }) => `${release.remote}|${release.version}|${release.channel}`;

const shownReleases = new Map<string, ShownRelease>();
/** Releases already reported as failing at runtime: once per page load. */
const counted = new Set<string>();
let watching = false;

/**
 * The folder a release's files are served from: that of its remoteEntry.js (`/remotes/<folder>/<version>/` on this
 * site, or wherever a release hosted elsewhere has its entry), resolved against the page. Undefined when the page does
 * not register that release (any more).
 */
function releaseFolder(remote: RemoteName, version: string, channel: ReleaseChannel): string | undefined {
  const registration = registrationWithStable(remote);
  if (!registration) return undefined;
  let entry: string | undefined;
  if (registration.version === version && registration.channel === channel) entry = registration.entry;
  else if (channel === 'stable' && registration.stable.version === version) entry = registration.stable.entry;
  if (!entry) return undefined;
  const absolute = new URL(entry, document.baseURI).href;
  return absolute.slice(0, absolute.lastIndexOf('/') + 1);
}

function noteShownRelease(shown: ShownSection): void {
  const key = releaseKey(shown);
  if (shownReleases.has(key)) return;
  const folder = releaseFolder(shown.remote, shown.version, shown.channel);
  if (folder) shownReleases.set(key, { remote: shown.remote, version: shown.version, channel: shown.channel, folder, startedAt: shown.startedAt });
}

/** Every address in a stack (`at f (https://…/x.js:1:2)`, `f@https://…/x.js:1:2`), with its line and column. */
const ADDRESS = /[a-z][a-z0-9+.-]*:\/\/[^\s()'"@]+/gi;

/** The addresses an error points at, the top of its stack first; the file the browser names comes first of all. */
function addressesOf(error: unknown, filename?: string): string[] {
  const addresses = typeof filename === 'string' && filename !== '' ? [filename] : [];
  const stack = error instanceof Error ? error.stack : typeof error === 'object' && error !== null ? (error as { stack?: unknown }).stack : undefined;
  if (typeof stack === 'string') addresses.push(...(stack.match(ADDRESS) ?? []));
  return addresses;
}

/** The shown release whose files the first of these addresses lies in, if one does. */
function releaseAt(addresses: readonly string[]): ShownRelease | undefined {
  for (const address of addresses) {
    for (const release of shownReleases.values()) if (address.startsWith(release.folder)) return release;
  }
  return undefined;
}

/** Reports the release an uncaught error points into, the first time one does on this page load. */
export function blameRuntimeError(error: unknown, filename?: string): void {
  const release = releaseAt(addressesOf(error, filename));
  if (!release) return;
  const key = releaseKey(release);
  if (counted.has(key)) return;
  counted.add(key);
  reportRemoteLoad({
    remote: release.remote,
    version: release.version,
    channel: release.channel,
    outcome: 'failed',
    phase: 'runtime',
    ms: loadClock() - release.startedAt,
  });
}

function onUncaughtError(event: ErrorEvent): void {
  try {
    blameRuntimeError(event.error, event.filename);
  } catch {
    // Watching errors must not add one.
  }
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  try {
    blameRuntimeError(event.reason);
  } catch {
    // As above.
  }
}

/**
 * Starts watching the page's uncaught errors and unhandled rejections, before any section is shown (the shell's
 * start): a release is only blamed for what happens after it was shown, and only for errors in its own files. The
 * listeners are passive: the browser still logs each error as before.
 */
export function watchRuntimeErrors(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  onSectionShown(noteShownRelease);
  window.addEventListener('error', onUncaughtError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
}

/** Forgets the shown releases and what was counted, as a new page load does (for tests of this module). */
export function forgetRuntimeErrors(): void {
  shownReleases.clear();
  counted.clear();
}
