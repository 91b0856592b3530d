import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface Window {
  /** How many events the window allows. */
  max: number;
  windowMs: number;
}

/** One counter an attempt is counted under: an action and whom it is about ("login:<address>:<client>"). */
export interface Limit {
  key: string;
  window: Window;
}

export type Taken = { ok: true } | { ok: false; key: string; waitMs: number };

/**
 * Counts attempts per key (an action and an address) in a sliding window, in the database (table
 * address_events), on the app's clock so tests can move time. Kept in the database rather than in memory so
 * that restarting the server does not reset a password-guessing run and several API processes count together.
 *
 * An attempt is counted before the work it guards (a password hash, a mail), and the check and the count are
 * one step: a burst of parallel requests cannot all see room in the window before any of them is counted.
 */
export class AddressLimiter {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    /** Events older than this count for no window and are deleted (the longest window in use). */
    private readonly retentionMs: number,
  ) {}

  /**
   * Counts one attempt under every limit when each has room; when one has none, counts nothing and says
   * which and how long until it has room again.
   */
  async take(limits: readonly Limit[]): Promise<Taken> {
    const now = this.clock.now().getTime();
    const taken = await this.db.transaction().execute(async (trx): Promise<Taken> => {
      // SQLite runs one transaction at a time on the app's one connection; PostgreSQL runs them side by side,
      // so each key is locked for the transaction (in a fixed order, so two requests cannot wait on each other).
      if (this.dialect === 'postgres') {
        for (const key of [...new Set(limits.map((limit) => limit.key))].sort()) {
          await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
        }
      }
      for (const { key, window } of limits) {
        const recent = await trx
          .selectFrom('address_events')
          .select('at')
          .where('key', '=', key)
          .where('at', '>', new Date(now - window.windowMs).toISOString())
          .orderBy('at', 'desc')
          .limit(window.max)
          .execute();
        if (recent.length >= window.max) {
          // The oldest of the last `max` events leaves the window first.
          const oldest = new Date(recent[recent.length - 1]!.at).getTime();
          return { ok: false, key, waitMs: Math.max(1, oldest + window.windowMs - now) };
        }
      }
      const at = new Date(now).toISOString();
      await trx
        .insertInto('address_events')
        .values(limits.map(({ key }) => ({ key, at })))
        .execute();
      return { ok: true };
    });
    await this.pruneNowAndThen(now);
    return taken;
  }

  /** Forgets every attempt counted under the key (a correct password clears the failures before it). */
  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('address_events').where('key', '=', key).execute();
  }

  /** Old events are deleted now and then, so a flood of distinct addresses cannot grow the table for ever. */
  private async pruneNowAndThen(now: number): Promise<void> {
    if (now - this.prunedAt < 60_000) return;
    this.prunedAt = now;
    await this.db
      .deleteFrom('address_events')
      .where('at', '<=', new Date(now - this.retentionMs).toISOString())
      .execute();
  }
}

/** "30 seconds", "2 minutes": how long a person has to wait, rounded up. */
export function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
