// The messages between the page renderer (main thread) and its render workers. Plain data only: they cross a
// thread boundary by structured clone.

import type { RenderDevice, SectionOutcome } from '../../contracts/server-render';

export type { RenderDevice, SectionOutcome };

/** One section (remote module) of a page as a worker is asked to draw it. */
export interface SectionJob {
  /** Federation name: mf_catalog. */
  remote: string;
  /** Exposed module: ProductListPage. */
  module: string;
  version: string;
  channel: 'stable' | 'canary' | 'preview';
  /** The release's server build (absolute path), or null: the section goes to the browser without trying. */
  entryFile: string | null;
}

export interface RenderJob {
  type: 'render';
  id: number;
  /** The shell's server build (absolute path). */
  shellFile: string;
  /** Path and query of the page: /producDtetails?id=3. */
  url: string;
  device: RenderDevice;
  /** The page's carried replies, by read key: the data the page is drawn with, and hydrated with. */
  carried: Readonly<Record<string, unknown>>;
  /** The site settings the browser reads from the manifest (API base, the Chinese site's address, the site name): the same on the server. */
  siteConfig: Readonly<Record<string, string>>;
  sections: readonly SectionJob[];
  /** After this many milliseconds React's render is aborted: what still waits goes out as its fallback. */
  abortAfterMs: number;
}

export interface SectionResult {
  key: string;
  outcome: SectionOutcome;
  /** Why a section failed (for the log; never sent to the browser). */
  error?: string;
}

export interface RenderedReply {
  type: 'rendered';
  id: number;
  /** The inner HTML of the app's root element. */
  html: string;
  /** What React reported while rendering (errors inside sections' boundaries, aborted waits). */
  errors: string[];
  sections: SectionResult[];
  /** Distinct releases this worker has loaded since it started (the pool retires it past a limit). */
  loadedReleases: number;
  /** The worker's V8 heap in use after the render, in bytes. */
  heapUsed: number;
}

export interface FailedReply {
  type: 'failed';
  id: number;
  /** The page could not be drawn at all (the shell's server build is missing or its layout threw). */
  error: string;
}

export type WorkerReply = RenderedReply | FailedReply;

/** `mf_catalog/ProductListPage`: a section as the browser's page data names it. */
export function sectionKey(section: { remote: string; module: string }): string {
  return `${section.remote}/${section.module}`;
}
