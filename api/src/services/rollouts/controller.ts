import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RolloutGuardSettings } from '../../config';
import type { Database } from '../../db/schema';
import { assessRollout, decide, GUARD_EVERY_MS, type GuardJudgement } from './guard';
import { pruneGuardCounts, pruneLoadCounts } from './load-reports';
import { acquireLease, applyCommand, canaryStartedAt, loadStates, RolloutConflict, RolloutRefusal, type AppliedCommand } from './rollout-repository';
import type { RolloutState } from './state-machine';

/** The lease row of the timed rollout work. */
export const CONTROLLER_LEASE = 'rollout-controller';
/** Old load counters are deleted this often (by the lease holder). */
const PRUNE_EVERY_MS = 3_600_000;

/** What the guard tells the outside world (the log, ROLLOUT_WEBHOOK_URL) when it aborts a canary. */
export interface AbortNotice {
  event: 'rollout.canary-aborted';
  remote: string;
  canaryVersion: string;
  stableVersion: string;
  at: string;
  reason: string;
  canary: { loads: number; failures: number };
  stable: { loads: number; failures: number };
}

export interface ControllerOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** How long a lease lasts; a holder renews it on every tick, so it outlives the holder by at most this. */
  leaseMs: number;
  guard: RolloutGuardSettings;
  log: { info: (message: string) => void; warn: (message: string) => void };
  /** Called once per abort by the guard (after it is written), e.g. to post the webhook. */
  onAbort?: (notice: AbortNotice) => void;
}

/**
 * The timed part of rollouts. One tick, in the one process holding the lease (so several API processes on one
 * database never act twice): every GUARD_EVERY_MS the guard judges each running canary against its stable and
 * aborts one over its failure budget, its runtime error budget or a vitals limit; a canary whose step time is up
 * advances, but only once every rule has judged it within its limits (otherwise it waits: guard.ts decide). A lost race on a row (a person's command came first)
 * is left for the next tick.
 */
export function createRolloutController(options: ControllerOptions) {
  const holder = `${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  let lastGuardAt = Number.NEGATIVE_INFINITY;
  let lastPruneAt = Number.NEGATIVE_INFINITY;

  const apply = async (state: RolloutState, action: 'advance' | 'abort', actor: string, reason: string, now: Date) => {
    try {
      return await applyCommand(options.db, {
        remote: state.remote,
        action: { kind: action },
        actor,
        reason,
        now: now.toISOString(),
        expectedRevision: state.revision,
      });
    } catch (error) {
      if (error instanceof RolloutConflict || error instanceof RolloutRefusal) return undefined;
      throw error;
    }
  };

  const abort = async (state: RolloutState, reason: string, judgement: GuardJudgement, now: Date): Promise<AppliedCommand | undefined> => {
    const applied = await apply(state, 'abort', 'guard', reason, now);
    if (!applied) return undefined;
    options.log.warn(`rollout ${state.remote}: canary ${state.canaryVersion} ${reason}`);
    options.onAbort?.({
      event: 'rollout.canary-aborted',
      remote: state.remote,
      canaryVersion: state.canaryVersion as string,
      stableVersion: state.stableVersion,
      at: now.toISOString(),
      reason,
      canary: judgement.canary,
      stable: judgement.stable,
    });
    return applied;
  };

  return {
    holder,
    /** One pass: returns the changes it made (none when another process holds the lease). */
    async tick(): Promise<AppliedCommand[]> {
      const now = options.now();
      if (!(await acquireLease(options.db, CONTROLLER_LEASE, holder, now, options.leaseMs))) return [];
      const guardDue = now.getTime() - lastGuardAt >= GUARD_EVERY_MS;
      if (guardDue) lastGuardAt = now.getTime();
      const taken: AppliedCommand[] = [];
      for (const state of await loadStates(options.db)) {
        if (!state.canaryVersion) continue;
        const stepDue = !state.paused && state.stepEveryMs !== null && now.getTime() - Date.parse(state.since) >= state.stepEveryMs;
        if (!guardDue && !stepDue) continue;
        const started = await canaryStartedAt(options.db, state.remote);
        const assessment = await assessRollout(options.db, state, options.guard, now, started);
        const { judgement } = assessment;
        if (!judgement) continue;
        const decision = decide(assessment);
        if (decision.abort !== undefined) {
          const aborted = await abort(state, decision.abort, judgement, now);
          if (aborted) taken.push(aborted);
          continue;
        }
        // A canary grows only on verdicts of enough sources within budget and vitals judged within their limits:
        // with too few loads or views it waits for visitors, held (above the ceiling, or within budget only by a
        // few sources' word) it waits for people.
        if (!stepDue || !decision.mayStep) continue;
        // The step's history line carries the p75s it went on, when the vitals guard judged any.
        const vitals = assessment.vitals.judgement;
        const vitalsJudged = vitals?.verdict === 'within-limit' ? `; ${vitals.summary}` : '';
        const applied = await apply(
          state,
          'advance',
          'controller',
          `automatic step after ${Math.round((state.stepEveryMs as number) / 1000)} s; ${judgement.summary}${vitalsJudged}`,
          now,
        );
        if (!applied) continue;
        taken.push(applied);
        options.log.info(
          `rollout ${state.remote}: ${applied.action} to ${applied.after.canaryVersion ? `${applied.after.canaryPercent}%` : `stable ${applied.after.stableVersion}`}`,
        );
      }
      // The guard's per-source counts live no longer than its window: pruned on every pass of the guard.
      if (guardDue) await pruneGuardCounts(options.db, now, options.guard.windowMs);
      // Load counters and the metrics' histograms alike (load-reports.ts pruneLoadCounts).
      if (now.getTime() - lastPruneAt >= PRUNE_EVERY_MS) {
        lastPruneAt = now.getTime();
        await pruneLoadCounts(options.db, now);
      }
      return taken;
    },
  };
}
