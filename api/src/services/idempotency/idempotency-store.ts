import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** How long a key is kept: a retry comes within seconds or minutes; a day covers a laptop that slept on a form. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often the process doing the work under a claim says it is still alive (see IdempotencyStore.heartbeat). */
export const CLAIM_HEARTBEAT_MS = 5_000;
/**
 * A claim not renewed for this long belongs to a process that died (kill -9, a lost machine): another request with
 * the key may take it over and do the work. Three missed heartbeats, so a busy event loop is not taken for death.
 */
export const CLAIM_ABANDONED_MS = 3 * CLAIM_HEARTBEAT_MS;
/** Expired keys are deleted at most this often per process, on a write, so the table cannot grow for ever. */
const PRUNE_EVERY_MS = 60_000;

/** The first answer given under a key: its HTTP status and the serialised envelope. */
export interface StoredReply {
  statusCode: number;
  body: string;
}

/** What became of an attempt to claim a key. */
export type ClaimResult =
  /** The key is this request's: do the work, then complete() or release() with `claimedAt`. */
  | { kind: 'claimed'; claimedAt: string }
  /** The work was done under this key for the same request: answer this again. */
  | { kind: 'done'; reply: StoredReply }
  /** Another request with this key is still being answered. */
  | { kind: 'running' }
  /** The key was used for another request (another route or body). */
  | { kind: 'mismatch' };

/**
 * The idempotency keys of writes that may be retried, in the database (table idempotency_keys), so every
 * process of the site sees every key. A key is claimed by inserting its row: the primary key lets exactly one of
 * two racing requests in, on SQLite and on PostgreSQL, whichever process each arrived on.
 */
export class IdempotencyStore {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Claims the key for a request with this fingerprint, or says why not. */
  async claim(keyHash: string, fingerprint: string): Promise<ClaimResult> {
    const now = this.clock.now();
    await this.pruneNowAndThen(now.getTime());
    const stamp = now.toISOString();
    const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString();
    const abandonedBefore = new Date(now.getTime() - CLAIM_ABANDONED_MS).toISOString();
    // Each turn either decides or removes a row that stood in the way (expired, or released meanwhile); a few
    // turns suffice unless other requests keep racing for the same key, and then "running" is the honest answer.
    for (let turn = 0; turn < 3; turn += 1) {
      const inserted = await this.db
        .insertInto('idempotency_keys')
        .values({ key_hash: keyHash, fingerprint, created_at: stamp, claimed_at: stamp, status_code: null, reply: null })
        .onConflict((conflict) => conflict.column('key_hash').doNothing())
        .returning('key_hash')
        .executeTakeFirst();
      if (inserted) return { kind: 'claimed', claimedAt: stamp };

      const row = await this.db.selectFrom('idempotency_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
      if (!row) continue; // released between the insert and the read: try the insert again
      if (row.created_at <= expiredBefore) {
        // Past its 24 hours but not yet pruned: forgotten, as if it had been.
        await this.db.deleteFrom('idempotency_keys').where('key_hash', '=', keyHash).where('created_at', '=', row.created_at).execute();
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.status_code !== null && row.reply !== null) return { kind: 'done', reply: { statusCode: Number(row.status_code), body: row.reply } };
      if (row.claimed_at > abandonedBefore) return { kind: 'running' };
      // The process that claimed it stopped renewing its claim: take it over, unless another request just did.
      const taken = await this.db
        .updateTable('idempotency_keys')
        .set({ claimed_at: stamp })
        .where('key_hash', '=', keyHash)
        .where('claimed_at', '=', row.claimed_at)
        .where('status_code', 'is', null)
        .returning('key_hash')
        .executeTakeFirst();
      if (taken) return { kind: 'claimed', claimedAt: stamp };
    }
    return { kind: 'running' };
  }

  /** Whether a live row exists for the key: a request carrying it will be answered without new work, or wait. */
  async isKnown(keyHash: string): Promise<boolean> {
    const expiredBefore = new Date(this.clock.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString();
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select('key_hash')
      .where('key_hash', '=', keyHash)
      .where('created_at', '>', expiredBefore)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Renews a claim while its work runs; returns the new stamp (the claim's identity from now on). */
  async heartbeat(keyHash: string, claimedAt: string): Promise<string> {
    const stamp = this.clock.now().toISOString();
    // Never move the stamp back (a test clock, a clock step): the claim would look older than it is.
    if (stamp <= claimedAt) return claimedAt;
    const renewed = await this.db
      .updateTable('idempotency_keys')
      .set({ claimed_at: stamp })
      .where('key_hash', '=', keyHash)
      .where('claimed_at', '=', claimedAt)
      .where('status_code', 'is', null)
      .returning('key_hash')
      .executeTakeFirst();
    return renewed ? stamp : claimedAt;
  }

  /** Keeps the answer under the key, so the same request gets it again instead of doing the work again. */
  async complete(keyHash: string, reply: StoredReply): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ status_code: reply.statusCode, reply: reply.body })
      .where('key_hash', '=', keyHash)
      .where('status_code', 'is', null)
      .execute();
  }

  /** Gives the key up (the work was not done): the next request with it is treated as the first. */
  async release(keyHash: string, claimedAt: string): Promise<void> {
    // Only this claim: a request that took an abandoned claim over holds it now, under its own stamp.
    await this.db
      .deleteFrom('idempotency_keys')
      .where('key_hash', '=', keyHash)
      .where('claimed_at', '=', claimedAt)
      .where('status_code', 'is', null)
      .execute();
  }

  /** Keys past their 24 hours are deleted now and then, on a write, as the address limiter prunes its events. */
  private async pruneNowAndThen(now: number): Promise<void> {
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<=', new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString())
      .execute();
  }
}
