// The rollout API's replies as its readers see them: the command line and a team's CI (JSON), and the rollout
// console (mf-ops, through @ferrolink/shared). One module for the server and the console, so neither can drift.

import type { VitalDevice, VitalMetric } from './web-vitals';

export interface StatusRow {
  remote: string;
  revision: number;
  stable: string;
  canary: string;
  percent: number;
  step: string;
  since: string;
  next: string;
  /** Why the guard did or did not act: waiting for loads, within budget (with the numbers), or its last abort. */
  guard: string;
  /** Section loads over the guard's window, per channel and release, as browsers reported them. */
  loads: StatusLoads[];
  /** The runtime error rule: runtime errors per shown canary load against stable's, or '' without a canary. */
  runtimeGuard: string;
  /**
   * p75 and p95 of each metric (LCP, INP, CLS, FCP, TTFB) per channel's release and device class over the window,
   * with the views they are read from; milliseconds, or the layout-shift score for CLS.
   */
  vitals: VitalPercentiles[];
  /** What the vitals guard makes of the canary's p75s against stable's, or '' without a canary. */
  vitalsGuard: string;
  /**
   * Report records of the window answered but not counted, by reason ("no-ticket 20, replayed 3"), or '': how an
   * attempt to steer the guard shows.
   */
  rejected: string;
}

export interface StatusLoads {
  channel: string;
  version: string;
  loads: number;
  failures: number;
  /** Distinct sources (client networks) of these loads. */
  sources: number;
  /** Failure rate in percent, one decimal: "1.2%". */
  rate: string;
  /** Failed loads by phase: "entry 2, render 12". */
  phases: string;
  /** Shown loads that threw a runtime error afterwards (apart from the failed loads: those loads were shown). */
  runtime: number;
}

export interface VitalPercentiles {
  channel: string;
  version: string;
  device: VitalDevice;
  metric: VitalMetric;
  views: number;
  p75: number;
  p95: number;
}

export interface HistoryEntry {
  remote: string;
  at: string;
  actor: string;
  action: string;
  fromState: string;
  toState: string;
  reason: string;
}

export interface ReleaseListing {
  version: string;
  entry: string;
  source: string;
  createdAt: string;
  createdBy: string;
  /** "stable", "canary", or "" for a release not in use. */
  use: string;
  /** Whether `rollback --to` may go back to it. */
  rollbackTarget: boolean;
  /** Whether it has a server build that passed the gate, so the server draws its sections; else the browser does. */
  serverBuild: boolean;
}

/** The ranges the console offers: the slot each point covers and how many points make the range. */
export const SERIES_RANGES = {
  '1h': { slotMs: 60_000, points: 60 },
  '1d': { slotMs: 15 * 60_000, points: 96 },
} as const;
export type SeriesRange = keyof typeof SERIES_RANGES;

/** The channels plotted: the two cohorts the guard compares (a preview is one person's browser, not a cohort). */
export const SERIES_CHANNELS = ['stable', 'canary'] as const;
export type SeriesChannel = (typeof SERIES_CHANNELS)[number];

/** The metrics plotted: the three Core Web Vitals the guard judges. */
export const SERIES_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type SeriesMetric = (typeof SERIES_METRICS)[number];

/** Section loads of one channel, one number per point. */
export interface LoadSeries {
  channel: SeriesChannel;
  /** Loads of the section (a failed load counts once, as a shown one does). */
  loads: number[];
  /** Failed loads, and errors thrown after the section was shown (phase runtime). */
  failures: number[];
}

/** The p75 of one metric for one channel and device, one value per point; null where the point has no views. */
export interface VitalSeries {
  metric: SeriesMetric;
  channel: SeriesChannel;
  device: VitalDevice;
  /** Milliseconds (LCP, INP) or the layout-shift score (CLS). */
  p75: (number | null)[];
  views: number[];
}

/** A line of the rollout history inside the range: what the plots mark. */
export interface SeriesMarker {
  at: string;
  action: string;
  actor: string;
  /** The history's own words: the state it moved to, and why. */
  text: string;
}

export interface RolloutSeries {
  remote: string;
  range: SeriesRange;
  /** Seconds each point covers. */
  stepSeconds: number;
  /** The start of each point's slot, Unix seconds (the time axis as uPlot reads it). */
  times: number[];
  loads: LoadSeries[];
  vitals: VitalSeries[];
  markers: SeriesMarker[];
}

/**
 * The header the console's own script sends with every request that changes something. A form or a link of
 * another site cannot add a header, and a script of another origin cannot send one without a CORS preflight this
 * server never grants: with the same-origin Origin it is the console's CSRF defence.
 */
export const CONSOLE_HEADER = 'x-ferrolink-console';

/** What GET, POST and DELETE /api/rollout/session answer: whether this browser's console session holds, and whose. */
export interface ConsoleSessionReply {
  signedIn: boolean;
  /** The name of the rollout token the session was opened with. */
  name?: string;
  /** ISO time the session ends. */
  expiresAt?: string;
}
