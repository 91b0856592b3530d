import type { Kysely } from 'kysely';
import { GUARDED_VITALS, type GuardedVital, type RolloutGuardSettings, type VitalLimit } from '../../config';
import { VITAL_DEVICES, VITAL_METRICS, vitalPercentile, type VitalDevice, type VitalMetric } from '../../contracts/web-vitals';
import type { Database } from '../../db/schema';
import { minuteOf } from './load-reports';
import type { RolloutState } from './state-machine';
import { capSources } from './source-share';
import {
  cohortKey,
  histogramOf,
  readVitalHistograms,
  readVitalSources,
  viewsOf,
  type CohortHistograms,
  type CohortSources,
  type SourceHistograms,
  type VitalHistogram,
} from './vital-counts';
import type { VitalPercentiles } from '../../contracts/rollout-api';

export type { VitalPercentiles };

// The vitals guard: what visitors feel of a canary. For each device class and each of LCP, INP and CLS, the canary
// cohort's p75 over the guard's window (its own run, every route of the remote's rows together) against stable's, once
// both have ROLLOUT_VITALS_MIN_VIEWS views. A canary worse than stable by both the ratio and the margin of that
// metric's limit on either device class is aborted. Metrics come from browsers, so the source rules of the load
// guard hold here too (per-network histograms, vital_guard_counts): no network counts for more than
// ROLLOUT_SOURCE_SHARE of a cohort's views, and no fewer than ROLLOUT_MIN_SOURCES networks decide a verdict. Automatic steps wait while a metric the canary has views of on a
// device cannot be judged yet (too few views on either side) or is over its limit: the person holding the rollout gets
// no step the guard has not looked at. A metric the canary has no view of (INP before anyone tapped) holds nothing.

export type VitalVerdict =
  /** The canary has no view of it in the window: nothing to judge, nothing to wait for. */
  | 'no-views'
  /** The canary has views, but it or stable fewer than the minimum (or from too few networks): steps wait. */
  | 'too-few-views'
  | 'within-limit'
  /** Worse than stable by both the ratio and the margin, also without the networks that weigh most for it: abort. */
  | 'over-limit'
  /** Over or within the limit only by the word of fewer than ROLLOUT_MIN_SOURCES networks: not aborted, steps wait. */
  | 'held';

/** One cohort's p75 and counted views (each network capped at its share) of a metric on a device class. */
export interface VitalCohortView {
  views: number;
  /** Networks that reported views of it (before any cap). */
  networks: number;
  /** Undefined without views. */
  p75?: number;
}

/** The comparison of one metric on one device class. */
export interface VitalComparison {
  metric: GuardedVital;
  device: VitalDevice;
  verdict: VitalVerdict;
  canary: VitalCohortView;
  stable: VitalCohortView;
}

export interface VitalsJudgement {
  /** The first of over-limit, held, too-few-views, within-limit, no-views that a comparison has. */
  verdict: VitalVerdict;
  comparisons: VitalComparison[];
  /** The comparison the verdict is about: the first with it (LCP, INP, CLS; mobile before desktop). */
  deciding?: VitalComparison;
  /** One sentence: the numbers, and what the guard does with them. */
  summary: string;
}

/** What the vitals guard reads of its settings. */
export type VitalsGuardSettings = Pick<RolloutGuardSettings, 'vitalsMinViews' | 'vitalLimits' | 'windowMs' | 'minSources' | 'sourceShare'>;

/** A value as the history and status print it: whole milliseconds, or a layout-shift score to three decimals. */
export function formatVital(metric: VitalMetric, value: number): string {
  return metric === 'CLS' ? String(Number(value.toFixed(3))) : `${Math.round(value)} ms`;
}

/** "+20% and +50 ms", or "+0.05" for a limit without ratio. */
export function describeLimit(metric: GuardedVital, limit: VitalLimit): string {
  const margin = metric === 'CLS' ? `+${limit.margin}` : `+${limit.margin} ms`;
  return limit.ratioPercent > 0 ? `+${limit.ratioPercent}% and ${margin}` : margin;
}

/** Whether a canary p75 is over the limit against stable's: above both the ratio and the margin. */
export function overLimit(canaryP75: number, stableP75: number, limit: VitalLimit): boolean {
  return canaryP75 > stableP75 * (1 + limit.ratioPercent / 100) && canaryP75 > stableP75 + limit.margin;
}

/** One network's views of a metric, scaled down to its share, with the p75 of its own views. */
interface WeightedSource {
  source: string;
  views: number;
  histogram: VitalHistogram;
  ownP75: number;
}

/** Each network's histogram capped at `share` of the counted views (capSources, as the load counts are). */
function weighSources(metric: GuardedVital, sources: SourceHistograms | undefined, share: number): WeightedSource[] {
  if (!sources) return [];
  const tallies = [...sources].map(([source, histogram]) => ({ source, loads: viewsOf(histogram), failures: 0 }));
  return capSources(tallies, share)
    .filter((tally) => tally.loads > 0)
    .map((tally) => {
      const own = sources.get(tally.source) as VitalHistogram;
      const scale = tally.loads / viewsOf(own);
      return {
        source: tally.source,
        views: tally.loads,
        histogram: new Map([...own].map(([bucket, views]) => [bucket, views * scale])),
        ownP75: vitalPercentile(metric, own, 0.75) ?? 0,
      };
    });
}

/** The networks' histograms added up, with `extra` (stable's views from before the canary) when given. */
function merged(sources: readonly WeightedSource[], extra?: VitalHistogram): VitalHistogram {
  const sum = new Map(extra ?? []);
  for (const { histogram } of sources) for (const [bucket, views] of histogram) sum.set(bucket, (sum.get(bucket) ?? 0) + views);
  return sum;
}

/** The networks without the `count` that rank first by `rank`: what the others say. */
function withoutTop(sources: readonly WeightedSource[], count: number, rank: (source: WeightedSource) => number): WeightedSource[] {
  if (count <= 0) return [...sources];
  return [...sources].sort((a, b) => rank(b) - rank(a) || a.source.localeCompare(b.source)).slice(count);
}

const minutes = (ms: number): string => `${Math.round(ms / 60_000)} min`;

/** "p75 INP 412 ms on mobile against stable 180 ms (n=240/1180)": one comparison's numbers. */
function describeComparison(comparison: VitalComparison): string {
  const { metric, device, canary, stable } = comparison;
  return `p75 ${metric} ${formatVital(metric, canary.p75 ?? 0)} on ${device} against stable ${formatVital(metric, stable.p75 ?? 0)} (n=${canary.views}/${stable.views})`;
}

/**
 * Compares one metric on one device class. Each network's views count for at most `sourceShare` of its cohort's
 * (so fewer networks than 1 / share count nothing), and the comparison is judged once both cohorts have
 * `vitalsMinViews` counted views, the canary's from `minSources` networks. Stable's views from before the canary
 * (`before`) are added where stable has too few in the window. Over the limit aborts only if it still is with the
 * canary's `minSources - 1` slowest networks (by their own p75) and stable's as many fastest left out; within the
 * limit lets steps go on only if it still is with the canary's fastest and stable's slowest left out. So no
 * coalition of fewer than `minSources` networks can abort a canary visitors find as fast, or carry a slower one on.
 */
function compare(
  metric: GuardedVital,
  device: VitalDevice,
  canarySources: SourceHistograms | undefined,
  stableSources: SourceHistograms | undefined,
  before: VitalHistogram,
  settings: VitalsGuardSettings,
): VitalComparison {
  const canary = weighSources(metric, canarySources, settings.sourceShare);
  const stable = weighSources(metric, stableSources, settings.sourceShare);
  const stableInWindow = stable.reduce((all, source) => all + source.views, 0);
  const extra = stableInWindow < settings.vitalsMinViews ? before : undefined;
  const p75 = (histogram: VitalHistogram) => vitalPercentile(metric, histogram, 0.75);
  const canaryHistogram = merged(canary);
  const stableHistogram = merged(stable, extra);
  const networksOf = (sources: SourceHistograms | undefined) => [...(sources?.values() ?? [])].filter((histogram) => viewsOf(histogram) > 0).length;
  const canaryView: VitalCohortView = { views: Math.round(viewsOf(canaryHistogram)), networks: networksOf(canarySources) };
  const stableView: VitalCohortView = { views: Math.round(viewsOf(stableHistogram)), networks: networksOf(stableSources) };
  const canaryP75 = p75(canaryHistogram);
  const stableP75 = p75(stableHistogram);
  if (canaryP75 !== undefined) canaryView.p75 = canaryP75;
  if (stableP75 !== undefined) stableView.p75 = stableP75;
  const result = (verdict: VitalVerdict): VitalComparison => ({ metric, device, verdict, canary: canaryView, stable: stableView });

  if (canaryView.networks === 0) return result('no-views');
  if (
    canaryP75 === undefined ||
    stableP75 === undefined ||
    canaryView.views < settings.vitalsMinViews ||
    stableView.views < settings.vitalsMinViews ||
    canary.length < settings.minSources
  )
    return result('too-few-views');
  const limit = settings.vitalLimits[metric];
  const leaveOut = Math.max(0, settings.minSources - 1);
  const holds = (canaryRest: WeightedSource[], stableRest: WeightedSource[], over: boolean): boolean => {
    const canaryAfter = p75(merged(canaryRest));
    const stableAfter = p75(merged(stableRest, extra));
    if (canaryAfter === undefined || stableAfter === undefined) return false;
    return overLimit(canaryAfter, stableAfter, limit) === over;
  };
  const slowest = (source: WeightedSource) => source.ownP75;
  const fastest = (source: WeightedSource) => -source.ownP75;
  if (overLimit(canaryP75, stableP75, limit))
    return result(holds(withoutTop(canary, leaveOut, slowest), withoutTop(stable, leaveOut, fastest), true) ? 'over-limit' : 'held');
  return result(holds(withoutTop(canary, leaveOut, fastest), withoutTop(stable, leaveOut, slowest), false) ? 'within-limit' : 'held');
}

/**
 * Judges the canary's per-network histograms against stable's (`stableBefore`: stable's views over the window before
 * the canary started, from the 30-day histograms): per device class and judged metric (compare).
 */
export function judgeVitals(
  canary: CohortSources | undefined,
  stable: CohortSources | undefined,
  settings: VitalsGuardSettings,
  stableBefore?: CohortHistograms,
): VitalsJudgement {
  const comparisons: VitalComparison[] = [];
  for (const metric of GUARDED_VITALS) {
    for (const device of VITAL_DEVICES) {
      const before = histogramOf(stableBefore, device, metric);
      comparisons.push(compare(metric, device, canary?.get(device)?.get(metric), stable?.get(device)?.get(metric), before, settings));
    }
  }
  const window = `in the last ${minutes(settings.windowMs)}`;
  const first = (verdict: VitalVerdict) => comparisons.find((comparison) => comparison.verdict === verdict);
  const over = first('over-limit');
  if (over) {
    return {
      verdict: 'over-limit',
      comparisons,
      deciding: over,
      summary: `${describeComparison(over)}, limit ${describeLimit(over.metric, settings.vitalLimits[over.metric])}`,
    };
  }
  const held = first('held');
  if (held) {
    const limit = describeLimit(held.metric, settings.vitalLimits[held.metric]);
    const side = overLimit(held.canary.p75 ?? 0, held.stable.p75 ?? 0, settings.vitalLimits[held.metric]) ? 'over' : 'within';
    const why = side === 'over' ? 'so not aborted' : 'so not advanced';
    return {
      verdict: 'held',
      comparisons,
      deciding: held,
      summary: `vitals held: ${describeComparison(held)} is ${side} the limit of ${limit} only in the reports of fewer than ${settings.minSources} networks, ${why}; automatic steps wait`,
    };
  }
  const waiting = comparisons.filter((comparison) => comparison.verdict === 'too-few-views');
  if (waiting.length > 0) {
    const counts = waiting
      .map(
        ({ metric, device, canary: c, stable: s }) =>
          `${metric} on ${device} ${c.views}/${s.views} (canary from ${c.networks} network${c.networks === 1 ? '' : 's'})`,
      )
      .join(', ');
    const networks = settings.minSources > 1 ? `, the canary's from ${settings.minSources} networks` : '';
    return {
      verdict: 'too-few-views',
      comparisons,
      deciding: waiting[0],
      summary: `vitals waiting for views (canary/stable, ${settings.vitalsMinViews} each needed ${window}${networks}): ${counts}; automatic steps wait`,
    };
  }
  const judged = comparisons.filter((comparison) => comparison.verdict === 'within-limit');
  if (judged.length > 0) {
    return {
      verdict: 'within-limit',
      comparisons,
      summary: `vitals within limits ${window}: ${judged.map(describeComparison).join('; ')}`,
    };
  }
  return { verdict: 'no-views', comparisons, summary: `vitals: no canary views ${window}` };
}

/** The history's reason for a vitals abort: "aborted: p75 INP 412 ms on mobile against stable 180 ms (n=240/1180), limit +20% and +50 ms". */
export function vitalsAbortReason(judgement: VitalsJudgement): string {
  return `aborted: ${judgement.summary}`;
}

/** p75 and p95 of one channel's release on one device class, as the status shows them (the metric's unit). */
/** What the window's histograms say of one remote: percentiles per release, and the judgement of its canary. */
export interface VitalsAssessment {
  percentiles: VitalPercentiles[];
  judgement?: VitalsJudgement;
}

/** Rounded as formatVital prints it, as a number: whole milliseconds, a layout-shift score to three decimals. */
const roundVital = (metric: VitalMetric, value: number): number => (metric === 'CLS' ? Number(value.toFixed(3)) : Math.round(value));

/**
 * Reads one remote's histograms over the window starting at `from` and judges its running canary (when `run`, the
 * ISO start of its run, is given). Stable's side is its own version's views in the window; when those are fewer than
 * the minimum of a metric and device, its views over the window before the canary started are added: at the last
 * steps stable has few visitors left, and what it did before the canary is still the baseline.
 */
export async function assessVitals(
  db: Kysely<Database>,
  state: RolloutState,
  settings: RolloutGuardSettings,
  from: Date,
  run: string | undefined,
): Promise<VitalsAssessment> {
  const cohorts = await readVitalHistograms(db, state.remote, minuteOf(from));
  const percentiles: VitalPercentiles[] = [];
  for (const [key, cohort] of cohorts) {
    const [channel = '', version = '', cohortRun = ''] = key.split('\n');
    // A running canary's numbers are its own run's; an earlier run's rows are left out, as the load tallies do.
    if (channel === 'canary' && run !== undefined && cohortRun !== run) continue;
    for (const device of VITAL_DEVICES) {
      for (const metric of VITAL_METRICS) {
        const histogram = histogramOf(cohort, device, metric);
        const p75 = vitalPercentile(metric, histogram, 0.75);
        const p95 = vitalPercentile(metric, histogram, 0.95);
        if (p75 === undefined || p95 === undefined) continue;
        percentiles.push({ channel, version, device, metric, views: viewsOf(histogram), p75: roundVital(metric, p75), p95: roundVital(metric, p95) });
      }
    }
  }
  percentiles.sort(
    (a, b) =>
      a.channel.localeCompare(b.channel) ||
      a.version.localeCompare(b.version) ||
      a.device.localeCompare(b.device) ||
      VITAL_METRICS.indexOf(a.metric) - VITAL_METRICS.indexOf(b.metric),
  );
  if (!state.canaryVersion || run === undefined) return { percentiles };

  // The judgement reads the per-network histograms of the window; stable's views from before the canary come from
  // the 30-day histograms (the per-network rows of then are gone), recorded before any canary could be lied about.
  const sources = await readVitalSources(db, state.remote, minuteOf(from));
  const started = Date.parse(run);
  const before = (await readVitalHistograms(db, state.remote, minuteOf(new Date(started - settings.windowMs)), minuteOf(new Date(started)))).get(
    cohortKey('stable', state.stableVersion, ''),
  );
  const judgement = judgeVitals(
    sources.get(cohortKey('canary', state.canaryVersion, run)),
    sources.get(cohortKey('stable', state.stableVersion, '')),
    settings,
    before,
  );
  return { percentiles, judgement };
}
