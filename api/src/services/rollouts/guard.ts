import type { Kysely } from 'kysely';
import type { RolloutGuardSettings } from '../../config';
import type { Database } from '../../db/schema';
import { emptyTally, tallyLoads, type LoadTally } from './load-reports';
import type { RolloutState } from './state-machine';

// The rollout guard: a canary is compared with its stable over the same recent window of visitors' section
// loads. Too few canary loads say nothing yet; enough of them, failing clearly more often than stable, abort it.

/** How often the process holding the controller's lease runs the guard over every running canary. */
export const GUARD_EVERY_MS = 15_000;

export type GuardVerdict =
  /** Not enough canary loads in the window to judge: automatic steps wait. */
  | 'too-few-loads'
  /** Judged, and within the failure budget: automatic steps may go on. */
  | 'within-budget'
  /** Judged, and failing more than the budget allows: the guard aborts it. */
  | 'over-budget';

export interface GuardJudgement {
  verdict: GuardVerdict;
  canary: LoadTally;
  stable: LoadTally;
  /** The highest canary failure rate (0..1) the budget allows against this stable. */
  limit: number;
  /** One sentence: the numbers, and what the guard does with them. */
  summary: string;
}

const rateOf = (tally: LoadTally): number => (tally.loads === 0 ? 0 : tally.failures / tally.loads);
export const percent = (rate: number): string => `${(rate * 100).toFixed(1)}%`;
const minutes = (ms: number): string => `${Math.round(ms / 60_000)} min`;

/**
 * Judges a canary against its stable. Over budget when its failure rate is above both `ratio` times the
 * stable's and the stable's plus `marginPoints` percentage points: the ratio alone would abort a canary at
 * 0.2% against a stable at 0.05%, the margin alone would miss a canary at 5% against a stable at 4.6%.
 */
export function judgeCanary(canary: LoadTally, stable: LoadTally, settings: RolloutGuardSettings): GuardJudgement {
  const canaryRate = rateOf(canary);
  const stableRate = rateOf(stable);
  const limit = Math.max(settings.ratio * stableRate, stableRate + settings.marginPoints / 100);
  const numbers = `${canary.failures} of ${canary.loads} canary loads failed (${percent(canaryRate)}), stable ${percent(stableRate)}`;
  const window = `in the last ${minutes(settings.windowMs)}`;
  if (canary.loads < settings.minLoads) {
    return {
      verdict: 'too-few-loads',
      canary,
      stable,
      limit,
      summary: `waiting for loads: ${canary.loads} of the ${settings.minLoads} canary loads needed ${window} (${canary.failures} failed); automatic steps wait`,
    };
  }
  if (canaryRate > limit) return { verdict: 'over-budget', canary, stable, limit, summary: `${numbers} ${window}; the limit is ${percent(limit)}` };
  return { verdict: 'within-budget', canary, stable, limit, summary: `within budget: ${numbers} ${window}; abort above ${percent(limit)}` };
}

/** The loads of one remote's releases over the guard's window, and the judgement of its canary when it has one. */
export interface RolloutAssessment {
  /** Start of the window: the last `windowMs`, never before the canary started (an earlier run of it is not this one). */
  from: string;
  /** Tallies by channel and version, with failures by phase, for the status display. */
  tallies: { channel: string; version: string; loads: number; failures: number; byPhase: Record<string, number> }[];
  judgement?: GuardJudgement;
}

export async function assessRollout(
  db: Kysely<Database>,
  state: RolloutState,
  settings: RolloutGuardSettings,
  now: Date,
  canaryStartedAt?: string,
): Promise<RolloutAssessment> {
  let from = now.getTime() - settings.windowMs;
  if (canaryStartedAt !== undefined) from = Math.max(from, Date.parse(canaryStartedAt));
  const fromDate = new Date(from);
  const byKey = await tallyLoads(db, state.remote, fromDate);
  const tallies = [...byKey.entries()].map(([key, tally]) => {
    const at = key.indexOf('@');
    return { channel: key.slice(0, at), version: key.slice(at + 1), ...tally };
  });
  tallies.sort((a, b) => a.channel.localeCompare(b.channel) || b.loads - a.loads);
  if (!state.canaryVersion) return { from: fromDate.toISOString(), tallies };
  const pick = (key: string): LoadTally => {
    const tally = byKey.get(key);
    return tally ? { loads: tally.loads, failures: tally.failures } : emptyTally();
  };
  const judgement = judgeCanary(pick(`canary@${state.canaryVersion}`), pick(`stable@${state.stableVersion}`), settings);
  return { from: fromDate.toISOString(), tallies, judgement };
}

/** The history's reason for a guard abort: "aborted: 14 of 230 canary loads failed (6.1%), stable 0.2%; ...". */
export function abortReason(judgement: GuardJudgement): string {
  return `aborted: ${judgement.summary}`;
}
