import { sql, type Kysely } from 'kysely';
import { vitalPercentile, type VitalDevice, VITAL_DEVICES } from '../../contracts/web-vitals';
import type { Database } from '../../db/schema';
import { minuteOf } from './load-reports';
import { loadHistory } from './rollout-repository';

// What the rollout console plots for one remote over the last hour or day: section loads and failures per channel
// (table load_counts), the p75 of LCP, INP and CLS per channel and device (table vital_counts, read from the fixed
// histogram), and the rollout's history as markers. Points are whole slots of time (a minute, or 15 minutes) that end
// with the current one, so two reads a few seconds apart give the same grid.

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

/** The most history lines read for the markers: a day of a busy rollout is a few dozen. */
const MAX_MARKERS = 500;

/**
 * The series of `remote` (its folder name) for `range`, up to `now`. Load outcomes: 'shown' is a shown load, any
 * other a failure; a `runtime` failure is reported besides its section's 'shown' (the section was shown, then threw),
 * so it adds a failure but not a load.
 */
export async function rolloutSeries(db: Kysely<Database>, remote: string, range: SeriesRange, now: Date): Promise<RolloutSeries> {
  const { slotMs, points } = SERIES_RANGES[range];
  const lastSlot = Math.floor(now.getTime() / slotMs) * slotMs;
  const firstSlot = lastSlot - (points - 1) * slotMs;
  const times = Array.from({ length: points }, (_unused, index) => (firstSlot + index * slotMs) / 1000);
  const slotOf = (minute: string): number => Math.floor((Date.parse(`${minute}:00Z`) - firstSlot) / slotMs);
  const fromMinute = minuteOf(new Date(firstSlot));
  const toMinute = minuteOf(now);

  const [loadRows, vitalRows, history] = await Promise.all([
    db
      .selectFrom('load_counts')
      .select(['minute', 'channel', 'outcome', sql<number>`sum(loads)`.as('loads')])
      .where('remote', '=', remote)
      .where('channel', 'in', [...SERIES_CHANNELS])
      .where('minute', '>=', fromMinute)
      .where('minute', '<=', toMinute)
      .groupBy(['minute', 'channel', 'outcome'])
      .execute(),
    db
      .selectFrom('vital_counts')
      .select(['minute', 'channel', 'device', 'metric', 'bucket', sql<number>`sum(views)`.as('views')])
      .where('remote', '=', remote)
      .where('channel', 'in', [...SERIES_CHANNELS])
      .where('metric', 'in', [...SERIES_METRICS])
      .where('minute', '>=', fromMinute)
      .where('minute', '<=', toMinute)
      .groupBy(['minute', 'channel', 'device', 'metric', 'bucket'])
      .execute(),
    loadHistory(db, { remote, limit: MAX_MARKERS }),
  ]);

  const loads: LoadSeries[] = SERIES_CHANNELS.map((channel) => ({
    channel,
    loads: new Array<number>(points).fill(0),
    failures: new Array<number>(points).fill(0),
  }));
  for (const row of loadRows) {
    const slot = slotOf(row.minute);
    const series = loads.find((candidate) => candidate.channel === row.channel);
    if (!series || slot < 0 || slot >= points) continue;
    // PostgreSQL's sum() of integers is a bigint, which pg hands over as text.
    const count = Number(row.loads);
    if (row.outcome !== 'runtime') series.loads[slot] = (series.loads[slot] ?? 0) + count;
    if (row.outcome !== 'shown') series.failures[slot] = (series.failures[slot] ?? 0) + count;
  }

  // Histograms per (metric, channel, device) and slot, then the p75 of each.
  const histograms = new Map<string, Map<number, number>[]>();
  const keyOf = (metric: string, channel: string, device: string) => `${metric} ${channel} ${device}`;
  for (const row of vitalRows) {
    const slot = slotOf(row.minute);
    if (slot < 0 || slot >= points) continue;
    const key = keyOf(row.metric, row.channel, row.device);
    const slots = histograms.get(key) ?? Array.from({ length: points }, () => new Map<number, number>());
    const counts = slots[slot] as Map<number, number>;
    const bucket = Number(row.bucket);
    counts.set(bucket, (counts.get(bucket) ?? 0) + Number(row.views));
    histograms.set(key, slots);
  }
  const vitals: VitalSeries[] = [];
  for (const metric of SERIES_METRICS) {
    for (const channel of SERIES_CHANNELS) {
      for (const device of VITAL_DEVICES) {
        const slots = histograms.get(keyOf(metric, channel, device));
        vitals.push({
          metric,
          channel,
          device,
          p75: slots ? slots.map((counts) => vitalPercentile(metric, counts, 0.75) ?? null) : new Array<null>(points).fill(null),
          views: slots ? slots.map((counts) => [...counts.values()].reduce((sum, views) => sum + views, 0)) : new Array<number>(points).fill(0),
        });
      }
    }
  }

  const fromIso = new Date(firstSlot).toISOString();
  const markers: SeriesMarker[] = history
    .filter((entry) => entry.at >= fromIso && Date.parse(entry.at) <= now.getTime())
    .reverse()
    .map((entry) => ({
      at: entry.at,
      action: entry.action,
      actor: entry.actor,
      text: entry.reason ? `${entry.toState} (${entry.reason})` : entry.toState,
    }));

  return { remote, range, stepSeconds: slotMs / 1000, times, loads, vitals, markers };
}
