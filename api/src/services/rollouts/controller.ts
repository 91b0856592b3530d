import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { acquireLease, applyCommand, loadStates, RolloutConflict, RolloutRefusal, type AppliedCommand } from './rollout-repository';

/** The lease row of the timed rollout work. */
export const CONTROLLER_LEASE = 'rollout-controller';

export interface ControllerOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** How long a lease lasts; a holder renews it on every tick, so it outlives the holder by at most this. */
  leaseMs: number;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

/**
 * The timed part of rollouts: one tick advances every canary whose step time is up. Only the process holding
 * the lease acts, so several API processes on one database never advance a step twice; a lost race on a row
 * (a person's command came first) is simply left for the next tick.
 */
export function createRolloutController(options: ControllerOptions) {
  const holder = `${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  return {
    holder,
    /** One pass: returns the steps it took (none when another process holds the lease). */
    async tick(): Promise<AppliedCommand[]> {
      const now = options.now();
      if (!(await acquireLease(options.db, CONTROLLER_LEASE, holder, now, options.leaseMs))) return [];
      const taken: AppliedCommand[] = [];
      for (const state of await loadStates(options.db)) {
        if (!state.canaryVersion || state.paused || state.stepEveryMs === null) continue;
        if (now.getTime() - Date.parse(state.since) < state.stepEveryMs) continue;
        try {
          const applied = await applyCommand(options.db, {
            remote: state.remote,
            action: { kind: 'advance' },
            actor: 'controller',
            reason: `automatic step after ${Math.round(state.stepEveryMs / 1000)} s`,
            now: now.toISOString(),
            expectedRevision: state.revision,
          });
          taken.push(applied);
          options.log.info(
            `rollout ${state.remote}: ${applied.action} to ${applied.after.canaryVersion ? `${applied.after.canaryPercent}%` : `stable ${applied.after.stableVersion}`}`,
          );
        } catch (error) {
          if (error instanceof RolloutConflict || error instanceof RolloutRefusal) continue;
          throw error;
        }
      }
      return taken;
    },
  };
}
