/**
 * How far the federation runtime got with each remote entry of this page, written by the shell's runtime plugin
 * and read by the loader when a load fails, to tell where it failed. The runtime's errors say little that is
 * stable across its versions; its hooks say exactly which step finished.
 *
 * Keyed by remote and entry address: after a fallback the same remote has another entry, whose progress is its own
 * (and a canary mount still failing at that moment is still judged by the canary's).
 */
interface EntryProgress {
  /** The entry script arrived and defined its container. */
  entryLoaded: boolean;
  /** The container's init ran without error. */
  initialised: boolean;
}

const progress = new Map<string, EntryProgress>();

/**
 * One spelling of an entry address for both sides: the runtime makes a relative address absolute against the page's
 * origin when it registers a remote, and its hooks report that form, while the loader knows the manifest's form.
 */
function absoluteEntry(entry: string): string {
  try {
    return typeof window !== 'undefined' ? new URL(entry, window.location.origin).href : entry;
  } catch {
    return entry;
  }
}

const keyOf = (remote: string, entry: string) => `${remote} ${absoluteEntry(entry)}`;

function progressOf(remote: string, entry: string): EntryProgress {
  const key = keyOf(remote, entry);
  let known = progress.get(key);
  if (!known) {
    known = { entryLoaded: false, initialised: false };
    progress.set(key, known);
  }
  return known;
}

export function noteEntryLoaded(remote: string, entry: string): void {
  progressOf(remote, entry).entryLoaded = true;
}

export function noteContainerInitialised(remote: string, entry: string): void {
  const known = progressOf(remote, entry);
  known.entryLoaded = true;
  known.initialised = true;
}

/** A fresh load (Retry) starts from nothing: the runtime dropped its copy of the entry, so must we. */
export function forgetLoadProgress(remote: string, entry: string): void {
  progress.delete(keyOf(remote, entry));
}

/**
 * Where a failed load of this entry stopped: before its script arrived (`entry`), in its container's init
 * (`init`), or after both, while getting the exposed module (`module`).
 */
export function failedStepOf(remote: string, entry: string): 'entry' | 'init' | 'module' {
  const known = progress.get(keyOf(remote, entry));
  if (!known?.entryLoaded) return 'entry';
  return known.initialised ? 'module' : 'init';
}
