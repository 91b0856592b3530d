import { TOKEN_LIMITS } from '../../src/routes/api/rollout';
import { createTestApp, envelope, type TestApp } from '../helpers/test-app';

// Failed token guesses and calls with a valid token are limited apart: a stranger guessing from the same address
// as a team's CI (one NAT, one runner pool) cannot spend the CI's token, on SQLite and PostgreSQL alike.

const TOKEN = 'ci-news-token-0123456789abcdef';
const OTHER_TOKEN = 'release-desk-token-0123456789abcd';
const WRONG = 'wrong-token-0123456789abcdefgh';
const START = Date.parse('2026-11-23T09:00:00.000Z');

describe('the rollout API token limits', () => {
  let t: TestApp;
  let now = START;
  beforeAll(async () => {
    t = await createTestApp(
      {
        rolloutTokens: [
          { name: 'ci-news', secret: TOKEN },
          { name: 'release-desk', secret: OTHER_TOKEN },
        ],
      },
      { seed: false },
    );
    t.app.clock.now = () => new Date(now);
  });
  afterAll(() => t.close());

  const status = (token: string | null, address: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/rollout/status',
      remoteAddress: address,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });

  it('answers a storm of wrong tokens 401 up to the limit and 429 after, and the valid token from the same address still gets 200', async () => {
    const address = '203.0.113.7';
    const codes: number[] = [];
    for (let call = 0; call < 40; call += 1) codes.push((await status(WRONG, address)).statusCode);
    for (let call = 0; call < 5; call += 1) expect((await status(TOKEN, address)).statusCode).toBe(200);

    const max = TOKEN_LIMITS.failedGuesses.max;
    expect(codes).toEqual([...Array<number>(max).fill(401), ...Array<number>(40 - max).fill(429)]);
    const refused = await status(WRONG, address);
    expect(envelope(refused)).toMatchObject({
      code: 429,
      message: expect.stringMatching(/^Too many calls without a valid rollout token from this address\. Please wait \d+ minutes? and try again\.$/),
    });
    // No token at all is no better than a wrong one.
    expect((await status(null, address)).statusCode).toBe(429);
    // Another address's wrong guesses are its own.
    expect((await status(WRONG, '198.51.100.9')).statusCode).toBe(401);

    // Once the window has passed, a wrong token is a plain 401 again.
    now += TOKEN_LIMITS.failedGuesses.windowMs;
    expect((await status(WRONG, address)).statusCode).toBe(401);
  });

  it('counts a parallel burst of wrong tokens exactly: the limit answers 401, every other 429', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => status(WRONG, '192.0.2.44')));
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(TOKEN_LIMITS.failedGuesses.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - TOKEN_LIMITS.failedGuesses.max);
    expect((await status(OTHER_TOKEN, '192.0.2.44')).statusCode).toBe(200);
  });

  it("limits a valid token's calls by its name, whatever address they come from, and not the other tokens", async () => {
    now += 5 * 60_000;
    const { max } = TOKEN_LIMITS.callsPerToken;
    const codes: number[] = [];
    for (let call = 0; call < max; call += 1) codes.push((await status(TOKEN, `10.0.${call % 4}.1`)).statusCode);
    expect(codes.every((code) => code === 200)).toBe(true);

    const refused = await status(TOKEN, '10.9.9.9');
    expect(envelope(refused)).toMatchObject({
      code: 429,
      message: expect.stringMatching(/^Too many calls with the rollout token "ci-news"\. Please wait \d+ seconds? and try again\.$/),
    });
    expect((await status(OTHER_TOKEN, '10.0.0.1')).statusCode).toBe(200);

    now += TOKEN_LIMITS.callsPerToken.windowMs;
    expect((await status(TOKEN, '10.0.0.1')).statusCode).toBe(200);
  });
});
