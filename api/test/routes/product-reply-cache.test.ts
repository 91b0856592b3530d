import { createReplyCache } from '../../src/routes/api/Product/reply-cache';

function setup(maxEntries = 3) {
  let version = 'v1';
  let clock = 0;
  const invalidations: string[] = [];
  const cache = createReplyCache({
    maxEntries,
    revalidateMs: 1000,
    now: () => clock,
    readVersion: async () => version,
    onInvalidate: () => invalidations.push(version),
  });
  return {
    cache,
    invalidations,
    setVersion: (next: string) => (version = next),
    advance: (ms: number) => (clock += ms),
  };
}

describe('the Product reply cache', () => {
  it('computes a reply once and serves the same JSON afterwards', async () => {
    const { cache } = setup();
    const compute = jest.fn(async () => ({ code: 200, response: { Id: 1 } }));
    expect(await cache.get('a', compute)).toBe('{"code":200,"response":{"Id":1}}');
    expect(await cache.get('a', compute)).toBe('{"code":200,"response":{"Id":1}}');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('never keeps a failure', async () => {
    const { cache } = setup();
    await expect(cache.get('bad', async () => Promise.reject(new Error('tags: Speed has no option "Turbo".')))).rejects.toThrow('Turbo');
    expect(cache.size).toBe(0);
    expect(await cache.get('bad', async () => ({ ok: true }))).toBe('{"ok":true}');
  });

  it('drops every reply once the content version changes, checked at most once per interval', async () => {
    const { cache, invalidations, setVersion, advance } = setup();
    let name = 'FL-PS6020BT';
    const compute = async () => ({ Name: name });
    expect(await cache.get('detail', compute)).toBe('{"Name":"FL-PS6020BT"}');
    name = 'FL-PS6020BT-R2';
    setVersion('v2');
    advance(999);
    expect(await cache.get('detail', compute)).toBe('{"Name":"FL-PS6020BT"}');
    advance(1);
    expect(await cache.get('detail', compute)).toBe('{"Name":"FL-PS6020BT-R2"}');
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
});
