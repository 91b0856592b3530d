import { randomUUID } from 'node:crypto';
import { CLAIM_ABANDONED_MS, IDEMPOTENCY_KEY_LIFETIME_MS, IdempotencyStore } from '../../../src/services/idempotency/idempotency-store';
import { useTestApp } from '../../helpers/test-app';

// The claim rules on the real database (SQLite, or PostgreSQL with TEST_POSTGRES_URL), on a clock the test moves.

const testApp = useTestApp({}, { seed: false });
let now = Date.parse('2026-03-02T09:00:00.000Z');
const clock = { now: () => new Date(now) };
const store = () => new IdempotencyStore(testApp.app.db, clock);
const reply = { statusCode: 200, body: '{"code":200,"success":true,"message":"OK","response":null}' };

describe('IdempotencyStore', () => {
  it('lets one claim in; the same request then waits, another is a mismatch, and a kept answer is given again', async () => {
    const key = randomUUID();
    const first = await store().claim(key, 'request-a');
    expect(first.kind).toBe('claimed');
    expect(await store().claim(key, 'request-a')).toEqual({ kind: 'running' });
    expect(await store().claim(key, 'request-b')).toEqual({ kind: 'mismatch' });
    await store().complete(key, reply);
    expect(await store().claim(key, 'request-a')).toEqual({ kind: 'done', reply });
  });

  it('gives a released key to the next request', async () => {
    const key = randomUUID();
    const first = await store().claim(key, 'request-a');
    if (first.kind !== 'claimed') throw new Error('not claimed');
    await store().release(key, first.claimedAt);
    expect((await store().claim(key, 'request-b')).kind).toBe('claimed');
  });

  it('lets a request take over a claim its process stopped renewing, and only then', async () => {
    const key = randomUUID();
    const first = await store().claim(key, 'request-a');
    if (first.kind !== 'claimed') throw new Error('not claimed');
    now += CLAIM_ABANDONED_MS - 1000;
    const renewed = await store().heartbeat(key, first.claimedAt);
    expect(renewed).not.toBe(first.claimedAt);
    now += CLAIM_ABANDONED_MS - 1000;
    expect(await store().claim(key, 'request-a')).toEqual({ kind: 'running' });
    now += 2000;
    const takeover = await store().claim(key, 'request-a');
    expect(takeover.kind).toBe('claimed');
    // The old claim, should its process wake up, can no longer release the new one.
    await store().release(key, first.claimedAt);
    expect(await store().claim(key, 'request-a')).toEqual({ kind: 'running' });
  });

  it('forgets a key 24 hours after its first request', async () => {
    const key = randomUUID();
    await store().claim(key, 'request-a');
    await store().complete(key, reply);
    now += IDEMPOTENCY_KEY_LIFETIME_MS - 1;
    expect(await store().isKnown(key)).toBe(true);
    now += 1;
    expect(await store().isKnown(key)).toBe(false);
    expect((await store().claim(key, 'request-b')).kind).toBe('claimed');
  });
});
