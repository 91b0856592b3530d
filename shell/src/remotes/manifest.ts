import type { RemoteName } from './remote-names';

export interface RemoteRelease {
  version: string;
  entry: string;
  percent?: number;
}

export interface RemotesManifest {
  remotes: Partial<Record<RemoteName, { stable: RemoteRelease; canary?: RemoteRelease }>>;
  config?: { apiBaseUrl?: string; cnSiteUrl?: string; siteName?: string };
}

const COHORT_KEY = 'ferrolink-cohort';

/** A sticky number in [0, 100) per browser: the same visitor stays in the same rollout cohort. */
export function visitorCohort(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage()): number {
  const stored = storage?.getItem(COHORT_KEY);
  const parsed = stored === null || stored === undefined ? Number.NaN : Number(stored);
  if (Number.isFinite(parsed) && parsed >= 0 && parsed < 100) return parsed;
  const cohort = Math.floor(Math.random() * 100);
  storage?.setItem(COHORT_KEY, String(cohort));
  return cohort;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Stable unless the remote has a canary and the visitor's cohort falls inside its percentage. */
export function chooseRelease(
  remote: { stable: RemoteRelease; canary?: RemoteRelease },
  cohort: number,
): { release: RemoteRelease; channel: 'stable' | 'canary' } {
  const percent = remote.canary?.percent ?? 0;
  if (remote.canary && cohort < Math.min(100, Math.max(0, percent))) return { release: remote.canary, channel: 'canary' };
  return { release: remote.stable, channel: 'stable' };
}

/** Fetches /remotes.json; a missing or broken manifest gives an empty one, so the site still shows its own parts. */
export async function fetchManifest(url = '/remotes.json', timeoutMs = 5000): Promise<RemotesManifest> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, cache: 'no-cache' });
    if (!response.ok) return { remotes: {} };
    const body = (await response.json()) as RemotesManifest;
    return body && typeof body === 'object' && body.remotes ? body : { remotes: {} };
  } catch {
    return { remotes: {} };
  } finally {
    clearTimeout(timer);
  }
}

let manifestRequest: Promise<RemotesManifest> | undefined;

/**
 * Starts fetching /remotes.json once and hands every caller the same answer. The entry calls it before
 * the bootstrap chunks download, so the manifest arrives alongside them instead of after them: one
 * round trip less before the first render on a phone.
 */
export function requestManifest(): Promise<RemotesManifest> {
  manifestRequest ??= fetchManifest();
  return manifestRequest;
}
