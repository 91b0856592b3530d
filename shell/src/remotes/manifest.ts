import type { RemoteName } from './remote-names';

// Step 1 of a section's load path (docs/architecture.md, "The load path of a section"): the manifest that names
// the release of each remote this visitor gets.

interface RemoteRelease {
  version: string;
  entry: string;
}

/** Where a visitor's release of a remote comes from: everyone's, a canary's share, or a preview link of this browser. */
export type ReleaseChannel = 'stable' | 'canary' | 'preview';

export interface ManifestRemote {
  stable: RemoteRelease;
  canary?: RemoteRelease & { percent: number };
  /** The release the server chose for this visitor; absent in a manifest from before the server chose. */
  assigned?: RemoteRelease & { channel: ReleaseChannel };
}

export interface RemotesManifest {
  remotes: Partial<Record<RemoteName, ManifestRemote>>;
  config?: { apiBaseUrl?: string; cnSiteUrl?: string; siteName?: string };
  /**
   * Not part of the JSON: the `Server-Timing` header of the /remotes.json reply the manifest came in, which holds
   * the page load's ticket (read by load-reports.ts). Absent for the manifest inside the page, whose ticket came with
   * the page itself. Kept as text here: this module runs in the entry, before the shared package may be loaded.
   */
  serverTiming?: string;
}

/** The element of the page that carries the manifest the server wrote for this visitor. */
export const INLINE_MANIFEST_ID = 'ferrolink-remotes';

function isManifest(value: unknown): value is RemotesManifest {
  if (!value || typeof value !== 'object') return false;
  const { remotes } = value as { remotes?: unknown };
  return Boolean(remotes) && typeof remotes === 'object' && !Array.isArray(remotes);
}

/** The manifest inside the page, or undefined when the page has none or it does not read as one. */
function readInlineManifest(doc: Document = document): RemotesManifest | undefined {
  const text = doc.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isManifest(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches /remotes.json; a missing or broken manifest gives an empty one, so the site still shows its own parts. */
async function fetchManifest(url = '/remotes.json', timeoutMs = 5000): Promise<RemotesManifest> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, cache: 'no-cache' });
    if (!response.ok) return { remotes: {} };
    const body: unknown = await response.json();
    const serverTiming = response.headers.get('server-timing') ?? '';
    return isManifest(body) ? { ...body, serverTiming } : { remotes: {} };
  } catch {
    return { remotes: {} };
  } finally {
    clearTimeout(timer);
  }
}

let manifestRequest: Promise<RemotesManifest> | undefined;

/**
 * The visitor's manifest, once per page load. The server writes it into the page, so normally nothing is
 * requested; a page without it (the development server's, or one whose copy is broken) asks /remotes.json, and
 * the entry calls this before the bootstrap chunks download so that request runs alongside them.
 */
export function requestManifest(): Promise<RemotesManifest> {
  if (!manifestRequest) {
    const inline = readInlineManifest();
    manifestRequest = inline ? Promise.resolve(inline) : fetchManifest();
  }
  return manifestRequest;
}
