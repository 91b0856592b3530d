import crypto from 'node:crypto';
import { frequentRandomToken, matchingSecret, randomDigits, safeEqual, sha256, sha256Digest, sign } from '../../src/lib/crypto';

// The one home of the app's hashing, signing and constant-time compares (tokens, release checksums, canary buckets,
// load-report sources): each use elsewhere calls these, so their outputs are pinned here.
describe('lib/crypto', () => {
  it('hashes text and bytes alike, as hex and as a digest', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256(Buffer.from('abc'))).toBe(sha256('abc'));
    expect(sha256Digest('abc').toString('hex')).toBe(sha256('abc'));
  });

  it('signs as base64url by default and as hex when a key is kept in the database', () => {
    const hex = crypto.createHmac('sha256', 'secret').update('value').digest('hex');
    expect(sign('value', 'secret', 'hex')).toBe(hex);
    expect(sign('value', 'secret')).toBe(Buffer.from(hex, 'hex').toString('base64url'));
  });

  it('compares secrets of any length without throwing', () => {
    expect(safeEqual('token-a', 'token-a')).toBe(true);
    expect(safeEqual('token-a', 'token-b')).toBe(false);
    expect(safeEqual('short', 'a much longer expected token')).toBe(false);
    expect(safeEqual(Buffer.from([1, 2, 3]), Buffer.from([1, 2, 3]))).toBe(true);
  });

  it('cuts frequent tokens from the generator bytes, each byte used once, across refills of its pool', () => {
    const spy = jest.spyOn(crypto, 'randomFillSync');
    try {
      // 16 bytes a token: 1000 tokens are 16,000 bytes, four refills of a 4 KB pool, not a call per token.
      const tokens = Array.from({ length: 1000 }, () => frequentRandomToken(16));
      expect(spy.mock.calls.length).toBeLessThanOrEqual(5);
      expect(new Set(tokens).size).toBe(1000);
      for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(frequentRandomToken(12)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    } finally {
      spy.mockRestore();
    }
  });

  it('draws codes of the asked number of decimal digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(randomDigits(6)).toMatch(/^\d{6}$/);
    expect(randomDigits(2)).toMatch(/^\d{2}$/);
  });

  it('finds the first candidate whose secret was given, and none for a wrong or missing one', () => {
    const tokens = [
      { name: 'ci', secret: 'first-secret' },
      { name: 'ops', secret: 'second-secret' },
      { name: 'copy', secret: 'second-secret' },
    ];
    expect(matchingSecret('second-secret', tokens)?.name).toBe('ops');
    expect(matchingSecret('first-secret', tokens)?.name).toBe('ci');
    expect(matchingSecret('second-secre', tokens)).toBeUndefined();
    expect(matchingSecret(undefined, tokens)).toBeUndefined();
  });
});
