import { createShortLivedCache } from '../../src/lib/short-lived-cache';

/** A clock the test moves by hand. */
function manualClock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('a short-lived cache', () => {
  it('computes a key once while it is young, and again once it has expired', async () => {
    const clock = manualClock();
    const cache = createShortLivedCache<string>({ ttlMs: 1000, maxEntries: 10, now: clock.now });
    let computed = 0;
    const compute = async () => `value ${++computed}`;
    expect(await cache.get('a', compute)).toBe('value 1');
    clock.advance(999);
    expect(await cache.get('a', compute)).toBe('value 1');
    clock.advance(1);
    expect(await cache.get('a', compute)).toBe('value 2');
  });

  it('shares one computation between simultaneous gets of a missing key', async () => {
    const cache = createShortLivedCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      computed += 1;
      await gate;
      return 42;
    };
    const both = Promise.all([cache.get('a', compute), cache.get('a', compute)]);
    release();
    expect(await both).toEqual([42, 42]);
    expect(computed).toBe(1);
  });

  it('keeps no failure: the next get computes again', async () => {
    const cache = createShortLivedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 'back')).toBe('back');
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = createShortLivedCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});
