import type { RemoteName } from './remote-names';

/**
 * Canary and preview releases that failed in this browser, so that later page loads go straight to stable: a
 * visitor meets a broken canary at most once a day, however often the server keeps them in its cohort.
 * Stored as `{ "mf_news@1.1.0+ab12cd34": <expiry, ms since the epoch> }`.
 */
export const FAILED_RELEASES_KEY = 'fl-failed-releases';
/** How long a failure is remembered: long enough to spare a visitor for the day, short enough for a fixed release. */
export const FAILED_RELEASE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** Releases remembered at most; the ones closest to expiry go first. */
export const MAX_REMEMBERED_FAILURES = 20;

type FailedReleases = Record<string, number>;

const keyOf = (remote: RemoteName, version: string) => `${remote}@${version}`;

function storage(): Storage | undefined {
  try {
    // Reading the property itself throws where storage is blocked (some privacy settings, sandboxed frames).
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** The remembered failures that have not expired; anything that does not read as the map counts as none. */
function readFailures(now: number): FailedReleases {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(FAILED_RELEASES_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const failures: FailedReleases = {};
  for (const [key, expiry] of Object.entries(parsed)) {
    if (typeof expiry === 'number' && Number.isFinite(expiry) && expiry > now && expiry <= now + FAILED_RELEASE_MEMORY_MS) failures[key] = expiry;
  }
  return failures;
}

/** Remembers that a canary or preview release failed here. Storage that is full or blocked just means no memory. */
export function rememberFailedRelease(remote: RemoteName, version: string, now = Date.now()): void {
  const failures = readFailures(now);
  failures[keyOf(remote, version)] = now + FAILED_RELEASE_MEMORY_MS;
  const kept = Object.entries(failures)
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_REMEMBERED_FAILURES);
  try {
    storage()?.setItem(FAILED_RELEASES_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Quota exceeded or storage blocked: this page still falls back; only the next one will try the release again.
  }
}

/** Whether this release failed in this browser within the last day. */
export function releaseFailedHere(remote: RemoteName, version: string, now = Date.now()): boolean {
  return typeof readFailures(now)[keyOf(remote, version)] === 'number';
}
