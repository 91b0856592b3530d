import { sql, type Kysely } from 'kysely';
import type { LoadReport } from '../../contracts/load-report';
import type { Database } from '../../db/schema';

/** Counters are kept this long, then deleted: enough to read back a month of rollouts. */
export const LOAD_COUNTS_KEPT_DAYS = 30;

/** "2026-11-23T09:41": the minute a time falls in, the key of the counters. */
export function minuteOf(time: Date): string {
  return time.toISOString().slice(0, 16);
}

/** A report as counted: the remote by folder name (mf-news), the outcome 'shown' or the failure's phase. */
export interface CountedLoad {
  remote: string;
  version: string;
  channel: LoadReport['channel'];
  outcome: string;
  ms: number;
}

/**
 * Adds a batch to the counters of the current minute: the batch is summed in memory first, so one write per
 * distinct (remote, version, channel, outcome) however many records repeat it, each an upsert that adds to the
 * row (two processes adding to one row at once both count).
 */
export async function countLoads(db: Kysely<Database>, loads: readonly CountedLoad[], now: Date): Promise<void> {
  const minute = minuteOf(now);
  const sums = new Map<
    string,
    { remote: string; version: string; channel: CountedLoad['channel']; outcome: string; loads: number; total_ms: number }
  >();
  for (const load of loads) {
    const key = JSON.stringify([load.remote, load.version, load.channel, load.outcome]);
    const sum = sums.get(key) ?? { remote: load.remote, version: load.version, channel: load.channel, outcome: load.outcome, loads: 0, total_ms: 0 };
    sum.loads += 1;
    sum.total_ms += load.ms;
    sums.set(key, sum);
  }
  if (sums.size === 0) return;
  await db
    .insertInto('load_counts')
    .values([...sums.values()].map((sum) => ({ minute, ...sum })))
    .onConflict((conflict) =>
      conflict.columns(['remote', 'version', 'channel', 'outcome', 'minute']).doUpdateSet((eb) => ({
        loads: eb('load_counts.loads', '+', eb.ref('excluded.loads')),
        total_ms: eb('load_counts.total_ms', '+', eb.ref('excluded.total_ms')),
      })),
    )
    .execute();
}

/** Deletes counters older than LOAD_COUNTS_KEPT_DAYS; the number of rows removed. */
export async function pruneLoadCounts(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = minuteOf(new Date(now.getTime() - LOAD_COUNTS_KEPT_DAYS * 24 * 3_600_000));
  const result = await db.deleteFrom('load_counts').where('minute', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Loads and failed loads of one release on one channel. */
export interface LoadTally {
  loads: number;
  failures: number;
}

export const emptyTally = (): LoadTally => ({ loads: 0, failures: 0 });

/**
 * The tallies of one remote since `from` (inclusive, by minute), keyed "channel@version"; the failures by phase
 * beside them for the status display.
 */
export async function tallyLoads(
  db: Kysely<Database>,
  remote: string,
  from: Date,
): Promise<Map<string, LoadTally & { byPhase: Record<string, number> }>> {
  const rows = await db
    .selectFrom('load_counts')
    .select(['version', 'channel', 'outcome', sql<number>`sum(loads)`.as('loads')])
    .where('remote', '=', remote)
    .where('minute', '>=', minuteOf(from))
    .groupBy(['version', 'channel', 'outcome'])
    .execute();
  const tallies = new Map<string, LoadTally & { byPhase: Record<string, number> }>();
  for (const row of rows) {
    const key = `${row.channel}@${row.version}`;
    const tally = tallies.get(key) ?? { ...emptyTally(), byPhase: {} };
    // PostgreSQL's sum() of integers is a bigint, which pg hands over as text.
    const loads = Number(row.loads);
    tally.loads += loads;
    if (row.outcome !== 'shown') {
      tally.failures += loads;
      tally.byPhase[row.outcome] = (tally.byPhase[row.outcome] ?? 0) + loads;
    }
    tallies.set(key, tally);
  }
  return tallies;
}
