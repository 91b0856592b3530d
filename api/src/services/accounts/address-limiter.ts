import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface Window {
  /** How many events the window allows. */
  max: number;
  windowMs: number;
}

/**
 * Counts events per key (an action and an address) in a sliding window, in the database (table
 * address_events), on the app's clock so tests can move time. Kept in the database rather than in
 * memory so that restarting the server does not reset a password-guessing run and several API
 * processes count together. Account actions are rare next to page reads: two small indexed queries
 * per action cost nothing that matters.
 */
export class AddressLimiter {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    /** Events older than this count for no window and are deleted (the longest window in use). */
    private readonly retentionMs: number,
  ) {}

  /** Milliseconds until another event is allowed, 0 when it is allowed now. */
  async waitMs(key: string, window: Window): Promise<number> {
    const now = this.clock.now().getTime();
    const recent = await this.db
      .selectFrom('address_events')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', new Date(now - window.windowMs).toISOString())
      .orderBy('at', 'desc')
      .limit(window.max)
      .execute();
    if (recent.length < window.max) return 0;
    // The oldest of the last `max` events leaves the window first.
    const oldest = new Date(recent[recent.length - 1]!.at).getTime();
    return Math.max(1, oldest + window.windowMs - now);
  }

  async record(key: string): Promise<void> {
    const now = this.clock.now().getTime();
    await this.db
      .insertInto('address_events')
      .values({ key, at: new Date(now).toISOString() })
      .execute();
    // Old events are deleted now and then, so a flood of distinct addresses cannot grow the table for ever.
    if (now - this.prunedAt >= 60_000) {
      this.prunedAt = now;
      await this.db
        .deleteFrom('address_events')
        .where('at', '<=', new Date(now - this.retentionMs).toISOString())
        .execute();
    }
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('address_events').where('key', '=', key).execute();
  }
}

/** "30 seconds", "2 minutes": how long a person has to wait, rounded up. */
export function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
