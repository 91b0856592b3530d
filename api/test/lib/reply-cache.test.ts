import zlib from 'node:zlib';
import { CachedReply, createReplyCache } from '../../src/lib/reply-cache';
import { preferredEncoding } from '../../src/lib/send-cached-reply';

function setup(maxEntries = 3) {
  let version = 'v1';
  let local = 0;
  let clock = 0;
  const invalidations: string[] = [];
  const cache = createReplyCache({
    maxEntries,
    revalidateMs: 1000,
    now: () => clock,
    readVersion: async () => version,
    localVersion: () => local,
    onInvalidate: () => invalidations.push(version),
  });
  return {
    cache,
    invalidations,
    setVersion: (next: string) => (version = next),
    bumpLocal: () => (local += 1),
    advance: (ms: number) => (clock += ms),
  };
}

describe('the reply cache (catalogue and search replies)', () => {
  it('computes a reply once and serves the same JSON afterwards', async () => {
    const { cache } = setup();
    const compute = jest.fn(async () => ({ code: 200, response: { Id: 1 } }));
    expect((await cache.get('a', compute)).json).toBe('{"code":200,"response":{"Id":1}}');
    expect((await cache.get('a', compute)).json).toBe('{"code":200,"response":{"Id":1}}');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('never keeps a failure', async () => {
    const { cache } = setup();
    await expect(cache.get('bad', async () => Promise.reject(new Error('tags: Speed has no option "Turbo".')))).rejects.toThrow('Turbo');
    expect(cache.size).toBe(0);
    expect((await cache.get('bad', async () => ({ ok: true }))).json).toBe('{"ok":true}');
  });

  it('drops every reply once the content version changes, checked at most once per interval', async () => {
    const { cache, invalidations, setVersion, advance } = setup();
    let name = 'FL-PS6020BT';
    const compute = async () => ({ Name: name });
    expect((await cache.get('detail', compute)).json).toBe('{"Name":"FL-PS6020BT"}');
    name = 'FL-PS6020BT-R2';
    setVersion('v2');
    advance(999);
    expect((await cache.get('detail', compute)).json).toBe('{"Name":"FL-PS6020BT"}');
    advance(1);
    expect((await cache.get('detail', compute)).json).toBe('{"Name":"FL-PS6020BT-R2"}');
    expect(invalidations).toEqual(['v1', 'v2']);
  });

  it('stays within its bound by evicting the oldest reply', async () => {
    const { cache } = setup(2);
    const compute = jest.fn(async () => ({}));
    await cache.get('one', compute);
    await cache.get('two', compute);
    await cache.get('three', compute);
    expect(cache.size).toBe(2);
    await cache.get('two', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.get('one', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('keeps the most recently used replies, not the oldest inserted', async () => {
    const { cache } = setup(2);
    let runs = 0;
    const compute = async () => ++runs;
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('a', compute);
    await cache.get('c', compute);
    expect((await cache.get('a', compute)).json).toBe('1');
    expect((await cache.get('b', compute)).json).toBe('4');
  });

  it('runs one computation for simultaneous gets of the same key, and shares its failure without keeping it', async () => {
    const { cache } = setup();
    let runs = 0;
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<number>((resolve) => {
        runs += 1;
        release = () => resolve(runs);
      });
    const both = Promise.all([cache.get('switch', slow), cache.get('switch', slow)]);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await both).map((reply) => reply.json)).toEqual(['1', '1']);
    expect(runs).toBe(1);

    const failing = jest.fn(async () => Promise.reject(new Error('index locked')));
    const attempts = await Promise.allSettled([cache.get('router', failing), cache.get('router', failing)]);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    expect((await cache.get('router', async () => 'back')).json).toBe('"back"');
  });

  it('drops every reply at once when this process changed the local version, without waiting for the interval', async () => {
    const { cache, bumpLocal } = setup();
    let runs = 0;
    const compute = async () => ++runs;
    expect((await cache.get('switch', compute)).json).toBe('1');
    expect((await cache.get('switch', compute)).json).toBe('1');
    bumpLocal();
    expect((await cache.get('switch', compute)).json).toBe('2');
  });
});

describe('cached replies on the wire', () => {
  it('keeps each encoding of a reply once made, and it decodes to the JSON', () => {
    const reply = new CachedReply(JSON.stringify({ data: Array.from({ length: 40 }, (_, id) => ({ id, name: `FL-MS50${id}G` })) }));
    const brotli = reply.body('br');
    expect(reply.body('br')).toBe(brotli);
    expect(zlib.brotliDecompressSync(brotli).toString()).toBe(reply.json);
    expect(zlib.gunzipSync(reply.body('gzip')).toString()).toBe(reply.json);
    expect(brotli.length).toBeLessThan(reply.json.length / 3);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.2', 'gzip'],
    ['br;q=banana', undefined],
    [',,;;q=,', undefined],
  ])('reads Accept-Encoding %j as %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
