import type { Kysely, Selectable } from 'kysely';
import type { Database, RolloutsTable } from '../../db/schema';
import { loadReleases } from '../releases/release-repository';
import { applyAction, describeState, type RolloutAction, type RolloutState } from './state-machine';
import type { HistoryEntry } from '../../contracts/rollout-api';

export type { HistoryEntry };

/** How many of a remote's newest gated releases `rollback` may go back to (and pruning always keeps). */
export const ROLLBACK_DEPTH = 20;

/** Another writer changed the remote between our read and our write: nothing of ours was written. */
export class RolloutConflict extends Error {
  readonly statusCode = 409;
  constructor(remote: string) {
    super(`${remote} changed meanwhile (another command or the controller wrote first); nothing was changed. Run the command again.`);
  }
}

/** The command does not apply to the remote's current state (no canary to promote, unknown version...). */
export class RolloutRefusal extends Error {
  readonly statusCode = 400;
}

export function stateOfRow(row: Selectable<RolloutsTable>): RolloutState {
  let steps: number[] = [];
  try {
    const parsed: unknown = JSON.parse(row.steps);
    if (Array.isArray(parsed)) steps = parsed.filter((step): step is number => typeof step === 'number');
  } catch {
    // A row written by hand with broken JSON: treated as a canary without a plan (advance promotes it).
  }
  return {
    remote: row.remote,
    revision: Number(row.revision),
    stableVersion: row.stable_version,
    canaryVersion: row.canary_version,
    canaryPercent: Number(row.canary_percent),
    steps,
    stepIndex: Number(row.step_index),
    stepEveryMs: row.step_every_ms === null ? null : Number(row.step_every_ms),
    paused: Number(row.paused) === 1,
    since: row.since,
  };
}

export async function loadStates(db: Kysely<Database>): Promise<RolloutState[]> {
  const rows = await db.selectFrom('rollouts').selectAll().orderBy('remote').execute();
  return rows.map(stateOfRow);
}

export async function loadState(db: Kysely<Database>, remote: string): Promise<RolloutState | undefined> {
  const row = await db.selectFrom('rollouts').selectAll().where('remote', '=', remote).executeTakeFirst();
  return row ? stateOfRow(row) : undefined;
}

async function appendHistory(db: Kysely<Database>, entry: HistoryEntry): Promise<void> {
  await db
    .insertInto('rollout_history')
    .values({
      remote: entry.remote,
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      from_state: entry.fromState,
      to_state: entry.toState,
      reason: entry.reason,
    })
    .execute();
}

/**
 * Gives a remote its first stable release, once: a second server starting at the same moment, or a later
 * start, finds the row and changes nothing. Returns true when this call created it.
 */
export async function seedRollout(db: Kysely<Database>, remote: string, stableVersion: string, at: string, actor: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('rollouts')
      .values({
        remote,
        revision: 1,
        stable_version: stableVersion,
        canary_version: null,
        canary_percent: 0,
        steps: '[]',
        step_index: 0,
        step_every_ms: null,
        paused: 0,
        since: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.column('remote').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await appendHistory(trx, {
      remote,
      at,
      actor,
      action: 'seed',
      fromState: 'none',
      toState: `stable ${stableVersion}`,
      reason: 'first release of this remote',
    });
    return true;
  });
}

export interface AppliedCommand {
  before: RolloutState;
  after: RolloutState;
  /** What happened: the action's name, "promote" when an advance past the last step promoted. */
  action: string;
}

/**
 * Applies one command to one remote by compare-and-swap: the row is written only if its revision is still the
 * one read (or `expectedRevision`, when the caller read it earlier), together with its history line in one
 * transaction. A racing writer makes this throw RolloutConflict with nothing written; a command that does not
 * apply throws RolloutRefusal.
 */
export async function applyCommand(
  db: Kysely<Database>,
  command: { remote: string; action: RolloutAction; actor: string; reason?: string; now: string; expectedRevision?: number },
): Promise<AppliedCommand> {
  const before = await loadState(db, command.remote);
  if (!before) throw new RolloutRefusal(`${command.remote} has no release yet: publish one first.`);
  if (command.expectedRevision !== undefined && command.expectedRevision !== before.revision) throw new RolloutConflict(command.remote);
  const releases = await loadReleases(db, command.remote);
  const transition = applyAction(before, command.action, {
    now: command.now,
    knownVersions: new Set(releases.map((release) => release.version)),
    rollbackTargets: new Set(releases.slice(0, ROLLBACK_DEPTH).map((release) => release.version)),
  });
  if (!transition.ok) throw new RolloutRefusal(transition.message);
  const after = { ...transition.next, revision: before.revision + 1 };
  await db.transaction().execute(async (trx) => {
    const written = await trx
      .updateTable('rollouts')
      .set({
        revision: after.revision,
        stable_version: after.stableVersion,
        canary_version: after.canaryVersion,
        canary_percent: after.canaryPercent,
        steps: JSON.stringify(after.steps),
        step_index: after.stepIndex,
        step_every_ms: after.stepEveryMs,
        paused: after.paused ? 1 : 0,
        since: after.since,
        updated_at: command.now,
      })
      .where('remote', '=', command.remote)
      .where('revision', '=', before.revision)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) throw new RolloutConflict(command.remote);
    await appendHistory(trx, {
      remote: command.remote,
      at: command.now,
      actor: command.actor,
      action: transition.action,
      fromState: describeState(before),
      toState: describeState(after),
      reason: command.reason ?? '',
    });
  });
  return { before, after, action: transition.action };
}

export async function loadHistory(db: Kysely<Database>, options: { remote?: string; limit?: number } = {}): Promise<HistoryEntry[]> {
  let query = db
    .selectFrom('rollout_history')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.limit ?? 50);
  if (options.remote) query = query.where('remote', '=', options.remote);
  const rows = await query.execute();
  return rows.map((row) => ({
    remote: row.remote,
    at: row.at,
    actor: row.actor,
    action: row.action,
    fromState: row.from_state,
    toState: row.to_state,
    reason: row.reason,
  }));
}

/**
 * Takes or renews the lease `name` for `holder` until `now + ttlMs`: true when this holder has it. Timed work
 * (advancing steps) runs only in the process holding the lease, so several API processes on one database
 * never advance a step twice. A holder that dies loses the lease when it expires.
 */
export async function acquireLease(db: Kysely<Database>, name: string, holder: string, now: Date, ttlMs: number): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  await db
    .insertInto('leases')
    .values({ name, holder: '', expires_at: new Date(0).toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const taken = await db
    .updateTable('leases')
    .set({ holder, expires_at: expiresAt })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<', now.toISOString())]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** When the running canary of `remote` was started (its last "start" in the history), or undefined. */
export async function canaryStartedAt(db: Kysely<Database>, remote: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('rollout_history')
    .select('at')
    .where('remote', '=', remote)
    .where('action', '=', 'start')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.at;
}

/** When each remote's latest canary run started (its last `start` in the history), by remote: one query for all. */
export async function loadCanaryStarts(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('rollout_history')
    .select(['remote', (eb) => eb.fn.max('at').as('at')])
    .where('action', '=', 'start')
    .groupBy('remote')
    .execute();
  return new Map(rows.map((row) => [row.remote, row.at]));
}
