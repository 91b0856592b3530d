import type { Kysely } from 'kysely';
import { GUARDED_VITALS, type GuardedVital, type RolloutGuardSettings, type VitalLimit } from '../../config';
import { VITAL_DEVICES, VITAL_METRICS, vitalPercentile, type VitalDevice, type VitalMetric } from '../../contracts/web-vitals';
import type { Database } from '../../db/schema';
import { minuteOf } from './load-reports';
import type { RolloutState } from './state-machine';
import { cohortKey, histogramOf, readVitalHistograms, viewsOf, type CohortHistograms, type VitalHistogram } from './vital-counts';

// The vitals guard: what visitors feel of a canary. For each device class and each of LCP, INP and CLS, the canary
// cohort's p75 over the guard's window (its own run, every route of the remote's rows together) against stable's, once
// both have ROLLOUT_VITALS_MIN_VIEWS views. A canary worse than stable by both the ratio and the margin of that
// metric's limit on either device class is aborted. Automatic steps wait while a metric the canary has views of on a
// device cannot be judged yet (too few views on either side) or is over its limit: the person holding the rollout gets
// no step the guard has not looked at. A metric the canary has no view of (INP before anyone tapped) holds nothing.

export type VitalVerdict =
  /** The canary has no view of it in the window: nothing to judge, nothing to wait for. */
  | 'no-views'
  /** The canary has views, but it or stable fewer than the minimum: steps wait. */
  | 'too-few-views'
  | 'within-limit'
  /** Worse than stable by both the ratio and the margin: the guard aborts. */
  | 'over-limit';

/** One cohort's p75 and views of a metric on a device class. */
export interface VitalCohortView {
  views: number;
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
  /** over-limit if any comparison is, else too-few-views if any is, else within-limit if any is, else no-views. */
  verdict: VitalVerdict;
  comparisons: VitalComparison[];
  /** The comparison the guard aborts on: the first over its limit (LCP, INP, CLS; mobile before desktop). */
  over?: VitalComparison;
  /** One sentence: the numbers, and what the guard does with them. */
  summary: string;
}

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

function cohortView(metric: VitalMetric, histogram: VitalHistogram): VitalCohortView {
  const views = viewsOf(histogram);
  const p75 = vitalPercentile(metric, histogram, 0.75);
  return p75 === undefined ? { views } : { views, p75 };
}

const minutes = (ms: number): string => `${Math.round(ms / 60_000)} min`;

/** "p75 INP 412 ms on mobile against stable 180 ms (n=240/1180)": one comparison's numbers. */
function describeComparison(comparison: VitalComparison): string {
  const { metric, device, canary, stable } = comparison;
  return `p75 ${metric} ${formatVital(metric, canary.p75 ?? 0)} on ${device} against stable ${formatVital(metric, stable.p75 ?? 0)} (n=${canary.views}/${stable.views})`;
}

/**
 * Judges the canary's histograms against stable's: per device class and guarded metric, too few views on either side
 * (fewer than `settings.vitalsMinViews`), within the limit, or over it (abort).
 */
export function judgeVitals(
  canary: CohortHistograms | undefined,
  stable: CohortHistograms | undefined,
  settings: Pick<RolloutGuardSettings, 'vitalsMinViews' | 'vitalLimits' | 'windowMs'>,
): VitalsJudgement {
  const comparisons: VitalComparison[] = [];
  for (const metric of GUARDED_VITALS) {
    for (const device of VITAL_DEVICES) {
      const canaryView = cohortView(metric, histogramOf(canary, device, metric));
      const stableView = cohortView(metric, histogramOf(stable, device, metric));
      let verdict: VitalVerdict;
      if (canaryView.views === 0) verdict = 'no-views';
      else if (canaryView.views < settings.vitalsMinViews || stableView.views < settings.vitalsMinViews) verdict = 'too-few-views';
      else verdict = overLimit(canaryView.p75 ?? 0, stableView.p75 ?? 0, settings.vitalLimits[metric]) ? 'over-limit' : 'within-limit';
      comparisons.push({ metric, device, verdict, canary: canaryView, stable: stableView });
    }
  }
  const window = `in the last ${minutes(settings.windowMs)}`;
  const over = comparisons.find((comparison) => comparison.verdict === 'over-limit');
  if (over) {
    return {
      verdict: 'over-limit',
      comparisons,
      over,
      summary: `${describeComparison(over)}, limit ${describeLimit(over.metric, settings.vitalLimits[over.metric])}`,
    };
  }
  const waiting = comparisons.filter((comparison) => comparison.verdict === 'too-few-views');
  if (waiting.length > 0) {
    const counts = waiting.map(({ metric, device, canary: c, stable: s }) => `${metric} on ${device} ${c.views}/${s.views}`).join(', ');
    return {
      verdict: 'too-few-views',
      comparisons,
      summary: `vitals waiting for views (canary/stable, ${settings.vitalsMinViews} each needed ${window}): ${counts}; automatic steps wait`,
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
export interface VitalPercentiles {
  channel: string;
  version: string;
  device: VitalDevice;
  metric: VitalMetric;
  views: number;
  p75: number;
  p95: number;
}

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

  const canary = cohorts.get(cohortKey('canary', state.canaryVersion, run));
  const stable = await stableHistograms(db, state, cohorts.get(cohortKey('stable', state.stableVersion, '')), settings, run);
  return { percentiles, judgement: judgeVitals(canary, stable, settings) };
}

/** Stable's histograms of the window, each metric and device with too few views topped up from before the run. */
async function stableHistograms(
  db: Kysely<Database>,
  state: RolloutState,
  inWindow: CohortHistograms | undefined,
  settings: RolloutGuardSettings,
  run: string,
): Promise<CohortHistograms> {
  const merged: CohortHistograms = new Map();
  for (const device of VITAL_DEVICES) merged.set(device, new Map([...(inWindow?.get(device) ?? new Map<VitalMetric, VitalHistogram>())]));
  const short = GUARDED_VITALS.some((metric) =>
    VITAL_DEVICES.some((device) => viewsOf(histogramOf(inWindow, device, metric)) < settings.vitalsMinViews),
  );
  if (!short) return merged;
  const started = Date.parse(run);
  const before = (await readVitalHistograms(db, state.remote, minuteOf(new Date(started - settings.windowMs)), minuteOf(new Date(started)))).get(
    cohortKey('stable', state.stableVersion, ''),
  );
  for (const device of VITAL_DEVICES) {
    const metrics = merged.get(device) as Map<VitalMetric, VitalHistogram>;
    for (const metric of GUARDED_VITALS) {
      const current = histogramOf(inWindow, device, metric);
      if (viewsOf(current) >= settings.vitalsMinViews) continue;
      const sum = new Map(current);
      for (const [bucket, views] of histogramOf(before, device, metric)) sum.set(bucket, (sum.get(bucket) ?? 0) + views);
      metrics.set(metric, sum);
    }
  }
  return merged;
}
