import type { LightMyRequestResponse } from 'fastify';
import { CONSOLE_COOKIE, CONSOLE_SESSION_MS } from '../../src/routes/api/rollout/console';
import { TOKEN_LIMITS } from '../../src/routes/api/rollout';
import { loadHistory, seedRollout } from '../../src/services/rollouts/rollout-repository';
import { createTestApp, envelope, type TestApp } from '../helpers/test-app';
import { addRelease } from '../rollouts/release-rows';

// The rollout console's session on a real database (SQLite, or PostgreSQL with TEST_POSTGRES_URL): sign-in with a
// named token through the form, the cookie in place of the bearer token on every rollout route, its CSRF rule, and
// wrong tokens counted with the bearer token's failed guesses.

const TOKEN = 'release-desk-token-0123456789abcd';
const OTHER_TOKEN = 'ci-news-token-0123456789abcdef';
const WRONG = 'wrong-token-0123456789abcdefgh';
const START = Date.parse('2026-11-27T09:00:00.000Z');
const SITE = 'http://localhost:8080';
/** What the console's own script sends with a change. */
const CONSOLE_HEADERS = { 'x-ferrolink-console': '1', origin: SITE };

/** The `name=value` pair of the console cookie a reply sets, as a browser sends it back. */
function sessionCookie(reply: LightMyRequestResponse): string {
  const cookie = reply.cookies.find((candidate) => candidate.name === CONSOLE_COOKIE);
  if (!cookie) throw new Error(`no ${CONSOLE_COOKIE} cookie in ${JSON.stringify(reply.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

describe('the rollout console session', () => {
  let t: TestApp;
  let now = START;
  beforeAll(async () => {
    t = await createTestApp(
      {
        rolloutTokens: [
          { name: 'release-desk', secret: TOKEN },
          { name: 'ci-news', secret: OTHER_TOKEN },
        ],
      },
      { seed: false },
    );
    t.app.clock.now = () => new Date(now);
    await addRelease(t.app.db, 'mf-news', '1.0.0+00000010', '2026-11-10T00:00:00.000Z');
    await addRelease(t.app.db, 'mf-news', '1.1.0+00000011', '2026-11-20T00:00:00.000Z');
    await seedRollout(t.app.db, 'mf-news', '1.0.0+00000010', new Date(START).toISOString(), 'seed');
  });
  afterAll(() => t.close());

  const signIn = (token: string, address = '127.0.0.1', headers: Record<string, string> = CONSOLE_HEADERS) =>
    t.app.inject({ method: 'POST', url: '/api/rollout/session', payload: { token }, remoteAddress: address, headers });

  it('signs in with the full secret of a named token: an httpOnly, SameSite=Strict cookie on /api/rollout for 8 hours, without the token', async () => {
    const reply = await signIn(TOKEN);
    expect(reply.statusCode).toBe(200);
    expect(envelope(reply).response).toEqual({ signedIn: true, name: 'release-desk', expiresAt: new Date(START + CONSOLE_SESSION_MS).toISOString() });
    const cookie = reply.cookies.find((candidate) => candidate.name === CONSOLE_COOKIE);
    expect(cookie).toMatchObject({ path: '/api/rollout', httpOnly: true, sameSite: 'Strict', maxAge: 8 * 3600 });
    expect(cookie?.value).not.toContain(TOKEN);
    expect(reply.body).not.toContain(TOKEN);

    const who = await t.app.inject({ method: 'GET', url: '/api/rollout/session', headers: { cookie: sessionCookie(reply) } });
    expect(envelope(who).response).toEqual({ signedIn: true, name: 'release-desk', expiresAt: new Date(START + CONSOLE_SESSION_MS).toISOString() });
    const nobody = await t.app.inject({ method: 'GET', url: '/api/rollout/session' });
    expect(envelope(nobody).response).toEqual({ signedIn: false });
  });

  it('refuses a wrong token 401, sets no cookie, and counts it with the bearer token’s failed guesses: 429 once the address has guessed too often', async () => {
    const address = '203.0.113.50';
    const wrong = await signIn(WRONG, address);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.cookies).toEqual([]);
    // Wrong bearer tokens and wrong sign-ins share one count per address.
    for (let call = 1; call < TOKEN_LIMITS.failedGuesses.max - 1; call += 1) {
      const bearer = await t.app.inject({
        method: 'GET',
        url: '/api/rollout/status',
        remoteAddress: address,
        headers: { authorization: `Bearer ${WRONG}` },
      });
      expect(bearer.statusCode).toBe(401);
    }
    expect((await signIn(WRONG, address)).statusCode).toBe(401);
    const limited = await signIn(WRONG, address);
    expect(envelope(limited)).toMatchObject({
      code: 429,
      message: expect.stringMatching(/^Too many calls without a valid rollout token from this address\./),
    });
    expect(limited.cookies).toEqual([]);
    // The right token is never refused for the address's guesses.
    expect((await signIn(TOKEN, address)).statusCode).toBe(200);
    // A forged cookie is a guess too.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/rollout/status',
      remoteAddress: address,
      headers: { cookie: `${CONSOLE_COOKIE}=${Buffer.from('release-desk').toString('base64url')}.${START + 1000}.forged` },
    });
    expect(forged.statusCode).toBe(429);
  });

  it('lets the cookie read the status and run a command, written to the history as the console with the token’s name', async () => {
    const cookie = sessionCookie(await signIn(TOKEN));
    const status = await t.app.inject({ method: 'GET', url: '/api/rollout/status', headers: { cookie } });
    expect(status.statusCode).toBe(200);
    expect(envelope<{ remote: string; stable: string }[]>(status).response.find((row) => row.remote === 'mf-news')?.stable).toBe('1.0.0+00000010');

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/rollout/start',
      payload: { remote: 'mf-news', version: '1.1.0+00000011', steps: '10,100' },
      headers: { cookie, ...CONSOLE_HEADERS },
    });
    expect(started.statusCode).toBe(200);
    expect(envelope(started).response).toMatchObject({ action: 'start', remote: 'mf-news' });
    const [last] = await loadHistory(t.app.db, { remote: 'mf-news', limit: 1 });
    expect(last).toMatchObject({ action: 'start', actor: 'console:release-desk' });
  });

  it('refuses 403 a change made with the cookie without the console’s header, or from another origin, and changes nothing', async () => {
    const cookie = sessionCookie(await signIn(TOKEN));
    const before = await loadHistory(t.app.db, { remote: 'mf-news' });
    const attempts: Record<string, string>[] = [
      { cookie, origin: SITE },
      { cookie, 'x-ferrolink-console': '1' },
      { cookie, 'x-ferrolink-console': '1', origin: 'https://attacker.example' },
      { cookie, 'x-ferrolink-console': '1', origin: 'null' },
      { cookie, 'x-ferrolink-console': 'yes', origin: SITE },
    ];
    for (const headers of attempts) {
      const reply = await t.app.inject({ method: 'POST', url: '/api/rollout/abort', payload: { remote: 'mf-news' }, headers });
      expect([reply.statusCode, JSON.stringify(headers)]).toEqual([403, JSON.stringify(headers)]);
      // The site's own check of a change's Origin answers first where it can (any route's); the console's rule covers the rest.
      expect(envelope(reply).message).toMatch(/console|other websites/);
    }
    expect(await loadHistory(t.app.db, { remote: 'mf-news' })).toEqual(before);
    // The sign-in and the sign-out follow the same rule.
    expect((await signIn(TOKEN, '127.0.0.1', { origin: 'https://attacker.example', 'x-ferrolink-console': '1' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/rollout/session', headers: { cookie } })).statusCode).toBe(403);
    // The bearer token needs neither: a browser never sends it on its own.
    const aborted = await t.app.inject({
      method: 'POST',
      url: '/api/rollout/abort',
      payload: { remote: 'mf-news' },
      headers: { authorization: `Bearer ${OTHER_TOKEN}` },
    });
    expect(aborted.statusCode).toBe(200);
  });

  it('ends the session at its expiry and on sign-out, without counting the expired cookie as a guess', async () => {
    const cookie = sessionCookie(await signIn(TOKEN, '198.51.100.20'));
    now += CONSOLE_SESSION_MS;
    for (let call = 0; call <= TOKEN_LIMITS.failedGuesses.max; call += 1) {
      const expired = await t.app.inject({ method: 'GET', url: '/api/rollout/status', remoteAddress: '198.51.100.20', headers: { cookie } });
      expect(envelope(expired)).toMatchObject({ code: 401, message: expect.stringMatching(/expired/) });
    }
    const fresh = sessionCookie(await signIn(TOKEN, '198.51.100.20'));
    const out = await t.app.inject({ method: 'DELETE', url: '/api/rollout/session', headers: { cookie: fresh, ...CONSOLE_HEADERS } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((candidate) => candidate.name === CONSOLE_COOKIE)).toMatchObject({ value: '', path: '/api/rollout' });
  });

  it('ends every session of a token whose secret changed', async () => {
    const cookie = sessionCookie(await signIn(TOKEN));
    const rotated = await createTestApp({ rolloutTokens: [{ name: 'release-desk', secret: `${TOKEN}-rotated` }] }, { seed: false });
    try {
      rotated.app.clock.now = () => new Date(now);
      expect((await rotated.app.inject({ method: 'GET', url: '/api/rollout/status', headers: { cookie } })).statusCode).toBe(401);
    } finally {
      await rotated.close();
    }
  });
});
