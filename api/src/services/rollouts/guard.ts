import { sql, type Kysely } from 'kysely';
import type { RolloutGuardSettings } from '../../config';
import type { Database } from '../../db/schema';
import { emptyTally, minuteOf, type LoadTally, type SourceTally } from './load-reports';
import { capSources } from './source-share';
import type { RolloutState } from './state-machine';
import { assessVitals, vitalsAbortReason, type VitalsAssessment } from './vitals-guard';

// The rollout guard: a canary is compared with its stable over the same recent window of visitors' section
// loads. Too few canary loads (or sources) say nothing yet; enough of them, failing clearly more often than
// stable, abort it. Reports come from browsers, so anyone can send them: only loads a server-issued ticket vouches
// for are counted (load-reports.ts), and the verdict is made so that a few sources cannot decide it:
// - a source (a client's network) counts for at most `sourceShare` of a release's loads in the window;
// - an abort must hold without the `minSources - 1` sources with the most canary failures, and an advance without
//   the `minSources - 1` sources with the most shown canary loads: no coalition of fewer than `minSources`
//   sources can abort a healthy canary or carry a failing one forward, however many loads it reports;
// - stable's rate is never taken above what it was before the canary started, and a canary above the absolute
//   ceiling is never advanced or promoted, so lying about the baseline cannot lift the limit.
// Errors after a section was shown (phase `runtime`, reported besides its `shown`) are judged by the same rule as
// their own rate, runtime errors per shown load, and left out of the load failure rate: a load shown and then
// thrown is one load, shown. What visitors feel (LCP, INP, CLS) is judged in vitals-guard.ts.

/** How often the process holding the controller's lease runs the guard over every running canary. */
export const GUARD_EVERY_MS = 15_000;

export type GuardVerdict =
  /** Not enough canary loads (or sources) in the window to judge: automatic steps wait. */
  | 'too-few-loads'
  /** Judged, and within the failure budget on the reports of enough sources: automatic steps may go on. */
  | 'within-budget'
  /** Judged, and failing more than the budget allows on the reports of enough sources: the guard aborts it. */
  | 'over-budget'
  /** Judged, but neither: above the ceiling, or over or within the budget only by a few sources. Steps wait. */
  | 'held';

export interface GuardJudgement {
  verdict: GuardVerdict;
  /** The canary's counted loads (each source capped at its share), rounded to whole loads. */
  canary: LoadTally;
  stable: LoadTally;
  /** Distinct sources of the canary's loads in the window. */
  canarySources: number;
  /** The highest canary failure rate (0..1) the budget allows against this stable. */
  limit: number;
  /** One sentence: the numbers, and what the guard does with them. */
  summary: string;
}

/** What the guard reads of a canary and its stable. */
export interface GuardInput {
  canary: readonly SourceTally[];
  stable: readonly SourceTally[];
  /** Stable's loads over the window before the canary started (from the 30-day counters), when known. */
  stableBefore?: LoadTally;
}

const rateOf = (tally: LoadTally): number => (tally.loads === 0 ? 0 : tally.failures / tally.loads);
export const percent = (rate: number): string => `${(rate * 100).toFixed(1)}%`;
const minutes = (ms: number): string => `${Math.round(ms / 60_000)} min`;
const sum = (tallies: readonly LoadTally[]): LoadTally =>
  tallies.reduce((total, tally) => ({ loads: total.loads + tally.loads, failures: total.failures + tally.failures }), emptyTally());
const rounded = (tally: LoadTally): LoadTally => ({ loads: Math.round(tally.loads), failures: Math.round(tally.failures) });

export { capSources } from './source-share';

/** The tallies without the `count` sources that rank first by `rank`: what the rest of the sources say. */
function withoutTop(sources: readonly SourceTally[], count: number, rank: (source: SourceTally) => number): LoadTally {
  if (count <= 0) return sum(sources);
  return sum([...sources].sort((a, b) => rank(b) - rank(a) || a.source.localeCompare(b.source)).slice(count));
}

/** How a judgement names what it counts: loads that failed, or shown loads that threw afterwards. */
export interface GuardWording {
  /** "canary loads" */
  loads: string;
  /** "failed" */
  failed: string;
}

const LOAD_WORDING: GuardWording = { loads: 'canary loads', failed: 'failed' };
/** The runtime error rule's words: its loads are shown loads, its failures errors thrown after the section was shown. */
export const RUNTIME_WORDING: GuardWording = { loads: 'shown canary loads', failed: 'threw a runtime error' };

/**
 * Judges a canary against its stable (`wording` names what the tallies count: section loads by default).
 * - Too few: fewer than `minLoads` counted canary loads, or loads from fewer than `minSources` sources.
 * - The baseline is stable's failure rate in the window without its `minSources - 1` sources with the most
 *   failures, and no higher than stable's rate before the canary started (when that had `minLoads` loads).
 * - The limit is above both `ratio` times the baseline and the baseline plus `marginPoints` points: the ratio
 *   alone would abort 0.2% against 0.05%, the margin alone would miss 5% against 4.6%.
 * - Over budget (abort): the canary's rate is over the limit, also without its `minSources - 1` sources with the
 *   most failures. Within budget (advance): at or under the limit and the ceiling, also without its
 *   `minSources - 1` sources with the most shown loads. Anything else holds: not aborted, not advanced.
 */
export function judgeCanary(input: GuardInput, settings: RolloutGuardSettings, wording: GuardWording = LOAD_WORDING): GuardJudgement {
  const leaveOut = Math.max(0, settings.minSources - 1);
  const canarySources = capSources(input.canary, settings.sourceShare);
  const stableSources = capSources(input.stable, settings.sourceShare);
  const canary = sum(canarySources);
  const stable = sum(stableSources);
  const sourceCount = canarySources.length;
  const stableNow = rateOf(withoutTop(stableSources, leaveOut, (source) => source.failures));
  const before = input.stableBefore && input.stableBefore.loads >= Math.max(1, settings.minLoads) ? rateOf(input.stableBefore) : undefined;
  const baseline = before === undefined ? stableNow : Math.min(stableNow, before);
  const limit = Math.max(settings.ratio * baseline, baseline + settings.marginPoints / 100);
  const ceiling = settings.ceilingPercent / 100;
  const canaryRate = rateOf(canary);
  const shown = rounded(canary);
  const window = `in the last ${minutes(settings.windowMs)}`;
  const stableText =
    before !== undefined && stableNow > before
      ? `stable ${percent(baseline)} before the canary started (${percent(stableNow)} since)`
      : `stable ${percent(baseline)}`;
  const numbers = `${shown.failures} of ${shown.loads} ${wording.loads} ${wording.failed} (${percent(canaryRate)}) from ${sourceCount} source${sourceCount === 1 ? '' : 's'}, ${stableText}`;
  const judgement = (verdict: GuardVerdict, summary: string): GuardJudgement => ({
    verdict,
    canary: shown,
    stable: rounded(stable),
    canarySources: sourceCount,
    limit,
    summary,
  });

  // ROLLOUT_MIN_LOADS=0 asks for no evidence before a step: steps then go on time alone (an abort still needs its sources).
  const sourcesForSteps = settings.minLoads > 0 ? settings.minSources : 0;
  if (canary.loads < settings.minLoads || sourceCount < sourcesForSteps) {
    return judgement(
      'too-few-loads',
      `waiting for loads: ${shown.loads} of the ${settings.minLoads} ${wording.loads} needed ${window} (${shown.failures} ${wording.failed}), from ${sourceCount} of the ${settings.minSources} sources needed; automatic steps wait`,
    );
  }
  const failingSources = canarySources.filter((source) => source.failures > 0).length;
  const abortRate = rateOf(withoutTop(canarySources, leaveOut, (source) => source.failures));
  if (canaryRate > limit && abortRate > limit && failingSources >= settings.minSources) {
    return judgement('over-budget', `${numbers} ${window}; the limit is ${percent(limit)}`);
  }
  const advanceLimit = Math.min(limit, ceiling);
  const succeedingSources = canarySources.filter((source) => source.loads > source.failures).length;
  const advanceRate = rateOf(withoutTop(canarySources, leaveOut, (source) => source.loads - source.failures));
  if (canaryRate <= advanceLimit && advanceRate <= advanceLimit && succeedingSources >= sourcesForSteps) {
    return judgement('within-budget', `within budget: ${numbers} ${window}; abort above ${percent(limit)}`);
  }
  let why: string;
  if (canaryRate > limit) {
    why = `over the limit of ${percent(limit)} only in the reports of fewer than ${settings.minSources} sources, so not aborted`;
  } else if (canaryRate > ceiling || advanceRate > ceiling) {
    why = `above the ${percent(ceiling)} ceiling, which no stable rate lifts`;
  } else if (succeedingSources < sourcesForSteps) {
    why = `shown in only ${succeedingSources} of the ${settings.minSources} sources needed`;
  } else {
    why = `within the limit of ${percent(limit)} only in the reports of fewer than ${settings.minSources} sources`;
  }
  return judgement('held', `held: ${numbers} ${window}; ${why}; automatic steps wait`);
}

/** One release's loads in the guard's window, for the status display. */
export interface WindowTally {
  channel: string;
  version: string;
  loads: number;
  failures: number;
  /** Distinct sources of its loads. */
  sources: number;
  /** Failed loads by phase (`runtime` apart: those loads were shown). */
  byPhase: Record<string, number>;
  /** Shown loads that threw a runtime error afterwards. */
  runtime: number;
}

/** The loads of one remote's releases over the guard's window, and the judgement of its canary when it has one. */
export interface RolloutAssessment {
  /** Start of the window: the last `windowMs`, never before the canary started (an earlier run of it is not this one). */
  from: string;
  /** Tallies by channel and version (the running canary's own run only), for the status display. */
  tallies: WindowTally[];
  judgement?: GuardJudgement;
  /** The runtime error rule's judgement of the canary (runtime errors per shown load), when it has one. */
  runtime?: GuardJudgement;
  /** The metrics' percentiles in the window, and the vitals guard's judgement of the canary. */
  vitals: VitalsAssessment;
}

/**
 * Reads the guard's counts of one remote since `from` (by minute): per release and run, per source, with the
 * failures by phase; and apart, per source, shown loads against runtime errors.
 */
async function readWindow(db: Kysely<Database>, remote: string, from: Date) {
  const rows = await db
    .selectFrom('guard_counts')
    .select(['version', 'channel', 'run', 'source', 'outcome', sql<number>`sum(loads)`.as('loads')])
    .where('remote', '=', remote)
    .where('minute', '>=', minuteOf(from))
    .groupBy(['version', 'channel', 'run', 'source', 'outcome'])
    .execute();
  interface ReleaseWindow {
    channel: string;
    version: string;
    run: string;
    sources: Map<string, SourceTally>;
    /** Per source: shown loads (`loads`) and runtime errors (`failures`). */
    runtimeSources: Map<string, SourceTally>;
    byPhase: Record<string, number>;
    runtime: number;
  }
  const releases = new Map<string, ReleaseWindow>();
  for (const row of rows) {
    const key = JSON.stringify([row.channel, row.version, row.run]);
    const release: ReleaseWindow = releases.get(key) ?? {
      channel: row.channel,
      version: row.version,
      run: row.run,
      sources: new Map(),
      runtimeSources: new Map(),
      byPhase: {},
      runtime: 0,
    };
    releases.set(key, release);
    // PostgreSQL's sum() of integers is a bigint, which pg hands over as text.
    const loads = Number(row.loads);
    if (row.outcome === 'shown' || row.outcome === 'runtime') {
      const shownTally = release.runtimeSources.get(row.source) ?? { source: row.source, ...emptyTally() };
      if (row.outcome === 'shown') shownTally.loads += loads;
      else shownTally.failures += loads;
      release.runtimeSources.set(row.source, shownTally);
    }
    // A runtime error comes besides its load's `shown`: that load is counted once, as shown.
    if (row.outcome === 'runtime') {
      release.runtime += loads;
      continue;
    }
    const tally = release.sources.get(row.source) ?? { source: row.source, ...emptyTally() };
    tally.loads += loads;
    if (row.outcome !== 'shown') {
      tally.failures += loads;
      release.byPhase[row.outcome] = (release.byPhase[row.outcome] ?? 0) + loads;
    }
    release.sources.set(row.source, tally);
  }
  return [...releases.values()];
}

/**
 * Stable's loads in the 30-day counters over the window before `start`: its rate before any canary report, of load
 * failures (`loads`) and of runtime errors per shown load (`runtime`).
 */
async function stableBeforeStart(
  db: Kysely<Database>,
  state: RolloutState,
  start: number,
  windowMs: number,
): Promise<{ loads: LoadTally; runtime: LoadTally }> {
  const rows = await db
    .selectFrom('load_counts')
    .select(['outcome', sql<number>`sum(loads)`.as('loads')])
    .where('remote', '=', state.remote)
    .where('version', '=', state.stableVersion)
    .where('channel', '=', 'stable')
    .where('minute', '>=', minuteOf(new Date(start - windowMs)))
    .where('minute', '<', minuteOf(new Date(start)))
    .groupBy('outcome')
    .execute();
  const tally = emptyTally();
  const runtime = emptyTally();
  for (const row of rows) {
    const loads = Number(row.loads);
    if (row.outcome === 'runtime') {
      runtime.failures += loads;
      continue;
    }
    tally.loads += loads;
    if (row.outcome === 'shown') runtime.loads += loads;
    else tally.failures += loads;
  }
  return { loads: tally, runtime };
}

export async function assessRollout(
  db: Kysely<Database>,
  state: RolloutState,
  settings: RolloutGuardSettings,
  now: Date,
  canaryStartedAt?: string,
): Promise<RolloutAssessment> {
  let from = now.getTime() - settings.windowMs;
  const started = canaryStartedAt === undefined ? undefined : Date.parse(canaryStartedAt);
  if (started !== undefined) from = Math.max(from, started);
  const fromDate = new Date(from);
  // A canary's loads count only from its own run: a ticket names the run it was issued in.
  const run = state.canaryVersion && started !== undefined ? new Date(started).toISOString() : undefined;
  // With no canary running, the window shows what the last ones did (an aborted canary's failures, say).
  const releases = (await readWindow(db, state.remote, fromDate)).filter(
    (release) => release.channel !== 'canary' || run === undefined || release.run === run,
  );
  const tallies: WindowTally[] = releases.map((release) => {
    const total = sum([...release.sources.values()]);
    return {
      channel: release.channel,
      version: release.version,
      ...total,
      sources: release.sources.size,
      byPhase: release.byPhase,
      runtime: release.runtime,
    };
  });
  tallies.sort((a, b) => a.channel.localeCompare(b.channel) || b.loads - a.loads);
  const vitals = await assessVitals(db, state, settings, fromDate, run);
  if (!state.canaryVersion) return { from: fromDate.toISOString(), tallies, vitals };
  const releaseOf = (channel: string, version: string) => releases.find((release) => release.channel === channel && release.version === version);
  const sourcesOf = (channel: string, version: string): SourceTally[] => [...(releaseOf(channel, version)?.sources.values() ?? [])];
  const shownSourcesOf = (channel: string, version: string): SourceTally[] => [...(releaseOf(channel, version)?.runtimeSources.values() ?? [])];
  const before = started === undefined ? undefined : await stableBeforeStart(db, state, started, settings.windowMs);
  const judgement = judgeCanary(
    {
      canary: sourcesOf('canary', state.canaryVersion),
      stable: sourcesOf('stable', state.stableVersion),
      ...(before === undefined ? {} : { stableBefore: before.loads }),
    },
    settings,
  );
  const runtime = judgeCanary(
    {
      canary: shownSourcesOf('canary', state.canaryVersion),
      stable: shownSourcesOf('stable', state.stableVersion),
      ...(before === undefined ? {} : { stableBefore: before.runtime }),
    },
    settings,
    RUNTIME_WORDING,
  );
  return { from: fromDate.toISOString(), tallies, judgement, runtime, vitals };
}

/** The history's reason for a guard abort: "aborted: 14 of 230 canary loads failed (6.1%) from 12 sources, ...". */
export function abortReason(judgement: GuardJudgement): string {
  return `aborted: ${judgement.summary}`;
}

/** What the guard does with a canary's assessment: abort it (and why), step it when its time is up, or wait. */
export interface GuardDecision {
  /** The history's reason, when the guard aborts. */
  abort?: string;
  /** Whether an automatic step may go on: every rule has judged the canary and found it within its limits. */
  mayStep: boolean;
}

/**
 * The three rules together: section loads failing, runtime errors after the section was shown, and what visitors
 * feel. Any one over its limit aborts (load failures first: a section that does not load has no metrics worth
 * reading). A step needs the first two within budget and no vitals verdict pending or over its limit.
 */
export function decide(assessment: RolloutAssessment): GuardDecision {
  const { judgement, runtime } = assessment;
  const vitals = assessment.vitals.judgement;
  if (judgement?.verdict === 'over-budget') return { abort: abortReason(judgement), mayStep: false };
  if (runtime?.verdict === 'over-budget') return { abort: `aborted: runtime errors: ${runtime.summary}`, mayStep: false };
  if (vitals?.verdict === 'over-limit') return { abort: vitalsAbortReason(vitals), mayStep: false };
  const vitalsAllow = vitals === undefined || vitals.verdict === 'within-limit' || vitals.verdict === 'no-views';
  return { mayStep: judgement?.verdict === 'within-budget' && runtime?.verdict === 'within-budget' && vitalsAllow };
}
