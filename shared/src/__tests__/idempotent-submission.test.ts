import { ApiError, apiPost, idempotentSubmissions, newIdempotencyKey } from '@ferrolink/shared';
import { deferred, fail, fakeApi, NETWORK_ERROR, ok, sentHeader, type FakeReply } from '@ferrolink/testing';

const KEY = /^[A-Za-z0-9_-]{8,200}$/;

describe('newIdempotencyKey', () => {
  it('is a UUID where the browser has crypto.randomUUID', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('is 16 random bytes in hex where it has not (plain HTTP), and never the same twice', () => {
    // The page's crypto may have randomUUID as its own property or from its prototype: put back whichever it was.
    const own = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
    // Plain HTTP pages have no randomUUID at all; an absent function is what the code looks for.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set([newIdempotencyKey(), newIdempotencyKey(), newIdempotencyKey()]);
      expect(keys.size).toBe(3);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      if (own) Object.defineProperty(globalThis.crypto, 'randomUUID', own);
      else Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
    }
    expect(newIdempotencyKey()).toMatch(KEY);
  });
});

describe('idempotentSubmissions', () => {
  function setUp(replies: FakeReply[]) {
    const sent = fakeApi(() => replies.shift() ?? ok(null));
    const send = idempotentSubmissions((payload: { mail: string }, headers) => apiPost<null>('Guest/Add', payload, undefined, headers));
    const keys = () => sent.map((request) => sentHeader(request, 'Idempotency-Key'));
    return { send, keys };
  }

  it('keeps the key while the same payload gets no answer, and takes a new one after any answer', async () => {
    const { send, keys } = setUp([NETWORK_ERROR, NETWORK_ERROR, fail(429, 'Wait.'), ok(null)]);
    const payload = { mail: 'maria@northgate.example' };
    await expect(send(payload)).rejects.toBeInstanceOf(ApiError);
    await expect(send({ ...payload })).rejects.toBeInstanceOf(ApiError);
    await expect(send(payload)).rejects.toMatchObject({ kind: 'status', code: 429 });
    await send(payload);
    await send(payload);
    const [first, retry, refused, afterRefusal, afterSuccess] = keys();
    expect(first).toMatch(KEY);
    expect([retry, refused]).toEqual([first, first]);
    expect(afterRefusal).toMatch(KEY);
    expect(afterRefusal).not.toBe(first);
    expect(afterSuccess).toMatch(KEY);
    expect(afterSuccess).not.toBe(afterRefusal);
  });

  it('sends a changed payload under a new key', async () => {
    const { send, keys } = setUp([NETWORK_ERROR]);
    await expect(send({ mail: 'maria@northgate.example' })).rejects.toBeInstanceOf(ApiError);
    await send({ mail: 'maria.keller@northgate.example' });
    const [first, changed] = keys();
    expect(changed).toMatch(KEY);
    expect(changed).not.toBe(first);
  });

  it('does not let an older submission that settles late end a newer one', async () => {
    const late = deferred<FakeReply>();
    const replies: (FakeReply | Promise<FakeReply>)[] = [late.promise, NETWORK_ERROR];
    const sent = fakeApi(() => replies.shift() ?? ok(null));
    const send = idempotentSubmissions((payload: { mail: string }, headers) => apiPost<null>('Guest/Add', payload, undefined, headers));
    const older = send({ mail: 'old@northgate.example' });
    await expect(send({ mail: 'new@northgate.example' })).rejects.toBeInstanceOf(ApiError);
    late.resolve(ok(null));
    await older;
    await send({ mail: 'new@northgate.example' });
    const keys = sent.map((request) => sentHeader(request, 'Idempotency-Key'));
    expect(keys[2]).toBe(keys[1]);
  });
});
