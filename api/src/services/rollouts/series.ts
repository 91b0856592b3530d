import { sql, type Kysely } from 'kysely';
import { vitalPercentile, VITAL_DEVICES } from '../../contracts/web-vitals';
import type { Database } from '../../db/schema';
import { minuteOf } from './load-reports';
import { loadHistory } from './rollout-repository';
import {
  SERIES_CHANNELS,
  SERIES_METRICS,
  SERIES_RANGES,
  type LoadSeries,
  type RolloutSeries,
  type SeriesChannel,
  type SeriesMarker,
  type SeriesMetric,
  type SeriesRange,
  type VitalSeries,
} from '../../contracts/rollout-api';

export { SERIES_CHANNELS, SERIES_METRICS, SERIES_RANGES };
export type { LoadSeries, RolloutSeries, SeriesChannel, SeriesMarker, SeriesMetric, SeriesRange, VitalSeries };

// What the rollout console plots for one remote over the last hour or day: section loads and failures per channel
// (table load_counts), the p75 of LCP, INP and CLS per channel and device (table vital_counts, read from the fixed
// histogram), and the rollout's history as markers. Points are whole slots of time (a minute, or 15 minutes) that end
// with the current one, so two reads a few seconds apart give the same grid.

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
