// What a visitor's browser measured of a page view (Core Web Vitals and two more), and how the server keeps it:
// one module for both sides, so the shell's records, the server's schema and the histogram cannot drift apart.

import type { LoadChannel, LoadReport } from './load-report';

/**
 * The metrics collected, as the web-vitals library names them: Largest Contentful Paint, Interaction to Next Paint,
 * Cumulative Layout Shift, First Contentful Paint, Time to First Byte.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The layout the site chose for the page (the server's device class): each is judged on its own, as Google does. */
export const VITAL_DEVICES = ['mobile', 'desktop'] as const;
export type VitalDevice = (typeof VITAL_DEVICES)[number];

/** The release of one section mounted on the page the metric was measured on. */
export interface VitalSection {
  /** The remote's federation name, as in the remotes manifest: mf_catalog. */
  remote: string;
  version: string;
  channel: LoadChannel;
}

/** One metric of one page view, as the browser reports it. */
export interface VitalReport {
  metric: VitalMetric;
  /** Milliseconds for LCP, INP, FCP and TTFB; the unitless layout-shift score for CLS. */
  value: number;
  /** The page's route, its path without the query (`/producDtetails`), never the full address. */
  route: string;
  device: VitalDevice;
  /** Every section mounted on the page when the metric was reported, with the release the visitor saw. */
  sections: VitalSection[];
  /**
   * For INP and CLS: the federation name of the section whose mount held the element responsible (the interaction's
   * target, the largest shift's node), or 'shell' for the layout around the sections. Absent when unknown.
   */
  heldBy?: string;
}

/** Metric records in one beacon, beside at most MAX_REPORTS_PER_BATCH load records. */
export const MAX_VITALS_PER_BATCH = 20;
/** Sections listed on one metric: a page mounts at most a few. */
export const MAX_SECTIONS_PER_VITAL = 6;
/** The largest value accepted per metric (a larger one is a client's mistake, refused with a 400). */
export const MAX_VITAL_VALUE: Readonly<Record<VitalMetric, number>> = { LCP: 600_000, INP: 600_000, CLS: 100, FCP: 600_000, TTFB: 600_000 };

/**
 * The fixed log-scale histogram every metric is counted in. A value is first put in whole units (milliseconds; CLS in
 * thousandths), then bucket 0 holds every value under one unit and bucket i >= 1 the values in
 * [BASE^(i-1), BASE^i) units, BASE = 2^(1/8): a bucket is 9% wide, so a percentile read from it (the geometric middle
 * of its bucket) is within 4.5% of the exact one. The last bucket also holds everything above it. 160 buckets cover
 * up to 2^19.9 units (about 16 minutes), more than MAX_VITAL_VALUE.
 */
export const VITAL_HISTOGRAM_BUCKETS_PER_DOUBLING = 8;
export const VITAL_HISTOGRAM_BUCKETS = 160;
/** Units per value of each metric: milliseconds are whole already, CLS is counted in thousandths. */
export const VITAL_UNITS: Readonly<Record<VitalMetric, number>> = { LCP: 1, INP: 1, CLS: 1000, FCP: 1, TTFB: 1 };

/** The bucket a metric's value is counted in. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const units = value * VITAL_UNITS[metric];
  if (!(units >= 1)) return 0;
  const bucket = 1 + Math.floor(Math.log2(units) * VITAL_HISTOGRAM_BUCKETS_PER_DOUBLING);
  return Math.min(bucket, VITAL_HISTOGRAM_BUCKETS - 1);
}

/** The value a bucket stands for when a percentile falls in it: the geometric middle of its bounds (0 for bucket 0). */
export function vitalBucketValue(metric: VitalMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  const low = 2 ** ((bucket - 1) / VITAL_HISTOGRAM_BUCKETS_PER_DOUBLING);
  const high = 2 ** (bucket / VITAL_HISTOGRAM_BUCKETS_PER_DOUBLING);
  return Math.sqrt(low * high) / VITAL_UNITS[metric];
}

/**
 * The `quantile` (0.75 for p75) of a histogram given as counts by bucket: the value of the first bucket at which the
 * running count reaches quantile * total (nearest rank). Undefined for an empty histogram.
 */
export function vitalPercentile(metric: VitalMetric, counts: ReadonlyMap<number, number>, quantile: number): number | undefined {
  let total = 0;
  for (const count of counts.values()) total += count;
  if (total === 0) return undefined;
  const rank = Math.max(1, Math.ceil(quantile * total));
  let running = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    running += counts.get(bucket) ?? 0;
    if (running >= rank) return vitalBucketValue(metric, bucket);
  }
  return undefined;
}

/**
 * Google's "good" thresholds at the 75th percentile, shown beside the numbers in the rollout console (the guard
 * compares a canary with its stable, not with these).
 */
export const VITAL_GOOD_P75: Readonly<Partial<Record<VitalMetric, number>>> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

/**
 * The body of POST /api/rollout/reports: a page load's section-load records and metrics in one beacon, under the
 * same ticket. Either may be absent or empty, not both.
 */
export interface RolloutReportBatch {
  /** The page load's ticket (load-report.ts LOAD_TICKET_TIMING_NAME): without a valid one nothing is counted. */
  ticket?: string;
  records?: LoadReport[];
  vitals?: VitalReport[];
}
