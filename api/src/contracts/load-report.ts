// What a browser reports of each section (remote) it mounts, and what the server accepts: one module for both
// sides, so the shell's reports and the server's schema cannot drift apart.

/** Where the release a browser loaded came from: everyone's, the canary's share, or a preview link. */
export const LOAD_CHANNELS = ['stable', 'canary', 'preview'] as const;
export type LoadChannel = (typeof LOAD_CHANNELS)[number];

/**
 * Where a failed load failed: the entry script did not load (`entry`), its container did not initialise
 * (`init`), the exposed module could not be got or is no component (`module`), the component threw while
 * rendering (`render`), nothing arrived in time (`timeout`), or the server could not draw the section in this
 * release (`server-render`: its server render threw or ran past its budget, and the browser mounted it instead;
 * the page tells the browser so, and the browser reports it like any other failure of the load), or, after the
 * section was shown, an uncaught error or unhandled rejection whose stack points into the release's files
 * (`runtime`: reported besides its `shown`, at most once per page load).
 */
export const LOAD_FAILURE_PHASES = ['entry', 'init', 'module', 'render', 'timeout', 'server-render', 'runtime'] as const;
export type LoadFailurePhase = (typeof LOAD_FAILURE_PHASES)[number];

/** One section load, as the browser reports it. */
export interface LoadReport {
  /** The remote's federation name, as in the remotes manifest: mf_catalog. */
  remote: string;
  /** The release version the browser loaded (or tried to). */
  version: string;
  channel: LoadChannel;
  outcome: 'shown' | 'failed';
  /** Only for a failed load. */
  phase?: LoadFailurePhase;
  /** Milliseconds from the start of the load to shown, or to the failure. */
  ms: number;
}

/** The body of POST /api/rollout/reports. */
export interface LoadReportBatch {
  /**
   * The load ticket of the page load these records come from, as the server issued it with the page (the
   * `Server-Timing` entry named LOAD_TICKET_TIMING_NAME). Without a valid one nothing of the batch is counted.
   */
  ticket?: string;
  records: LoadReport[];
}

/**
 * The name of the `Server-Timing` entry whose description carries a page load's ticket. A response header, not
 * a part of the page, so that the page itself stays the same for every visitor who gets the same releases (and
 * is kept and compressed once); the browser reads it from the navigation's timing entry, or from the
 * /remotes.json reply where the page asked for its manifest.
 */
export const LOAD_TICKET_TIMING_NAME = 'fl-ticket';
/** Characters of a ticket: a few releases, a time, a nonce and a signature fit well within it. */
export const MAX_LOAD_TICKET_LENGTH = 1200;

/** Records in one report (one beacon). */
export const MAX_REPORTS_PER_BATCH = 20;
/** Longer than any load can take before the loader gives up; a larger number is a client's mistake. */
export const MAX_REPORTED_MS = 600_000;
/**
 * Bytes of one report body. 20 records and 20 metrics (web-vitals.ts) of the longest allowed fields, each metric
 * listing six sections with 80-character versions, and a ticket of MAX_LOAD_TICKET_LENGTH, take 24.1 KB: 16 KB held
 * the records alone, 32 KB holds both with room to spare.
 */
export const MAX_REPORT_BODY_BYTES = 32 * 1024;
/** Where the browser posts reports, under the API base (/api). */
export const LOAD_REPORTS_PATH = '/rollout/reports';
