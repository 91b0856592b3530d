import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { checkRelease, gateBudgetMs, registerRelease, type GateOptions, type GateVerdict } from '../../src/services/releases';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from '../../src/config';
import { GATE_TIMEOUT_MS } from '../../src/services/releases/gate';
import { createTestApp, envelope, type TestApp } from '../helpers/test-app';
import { serveFolder, startServer, tempDir, writeRemoteBuild, writeShellBuild } from './fixtures';

// The gate's origin rule holds for the URL as the server fetches it and the browser loads it, not for the text
// a caller typed: "/\host" is another host to every WHATWG URL parser. Each case registers through the gate
// function, and the worst of them through the rollout API with a token, as the probe did.

const TOKEN = 'gate-origin-token-0123456789abcdef';

describe('the origin rule judges the resolved URL', () => {
  let fixtures: string;
  let shellDir: string;
  /** This site: serves a good build under /ok/. */
  let site: Awaited<ReturnType<typeof startServer>>;
  /** Another host, which serves the same good build and counts what it is asked. */
  let elsewhere: Awaited<ReturnType<typeof startServer>>;
  let elsewhereRequests = 0;
  let elsewhereHost = '';

  const options = (allowedRemoteOrigins: string[] = []): GateOptions => ({ config: { siteUrl: site.origin, allowedRemoteOrigins }, shellDir });
  const check = (entryUrl: string, allowed: string[] = []) => checkRelease({ source: 'url', remote: 'mf-catalog', entryUrl }, options(allowed));
  const refusal = (verdict: GateVerdict) =>
    verdict.ok ? { ok: true, entryUrl: verdict.entryUrl } : { check: verdict.check, message: verdict.message };

  beforeAll(async () => {
    fixtures = tempDir('gate-origin');
    shellDir = writeShellBuild(path.join(fixtures, 'shell'));
    const good = writeRemoteBuild(path.join(fixtures, 'good'));
    site = await startServer(serveFolder(good, '/ok/'));
    elsewhere = await startServer((request, response) => {
      elsewhereRequests += 1;
      serveFolder(good, '/ok/')(request, response);
    });
    elsewhereHost = new URL(elsewhere.origin).host;
  });
  afterAll(async () => {
    await Promise.all([site.close(), elsewhere.close()]);
    fs.rmSync(fixtures, { recursive: true, force: true });
  });
  beforeEach(() => {
    elsewhereRequests = 0;
  });

  it.each([
    ['a path that starts with /\\', (host: string) => `/\\${host}/ok/remoteEntry.js`, 'contains a backslash'],
    ['a path that starts with /\\\\', (host: string) => `/\\\\${host}/ok/remoteEntry.js`, 'contains a backslash'],
    ['\\\\host', (host: string) => `\\\\${host}/ok/remoteEntry.js`, 'contains a backslash'],
    ['a backslash inside an absolute URL', (host: string) => `http://${host}\\ok/remoteEntry.js`, 'contains a backslash'],
    ['a tab, which the parser drops', () => '/ok/remote\tEntry.js', 'contains whitespace, a control or an invisible character'],
    ['a leading space, which the parser trims', () => ' /ok/remoteEntry.js', 'contains whitespace, a control or an invisible character'],
    ['a right-to-left override', () => '/ok/\u202eremoteEntry.js', 'contains whitespace, a control or an invisible character'],
    ['a user name hidden by an encoded slash', (host: string) => `http://localhost%2F@${host}/ok/remoteEntry.js`, 'carries a user name or password'],
    ['another scheme', () => 'javascript:alert(1)//remoteEntry.js', 'is not an http or https URL'],
    ['a data: URL', () => 'data:text/javascript,1//remoteEntry.js', 'is not an http or https URL'],
  ])('refuses %s, and fetches nothing', async (_label, text, rule) => {
    const given = text(elsewhereHost);
    const verdict = await check(given);
    expect(refusal(verdict)).toEqual({ check: 'origin', message: expect.stringContaining(rule) });
    expect(elsewhereRequests).toBe(0);
  });

  it('writes the characters it refuses as \\u escapes, so a refusal prints as it reads', async () => {
    expect(refusal(await check('/ok/\u202eremoteEntry.js\n'))).toEqual({
      check: 'origin',
      message: '"/ok/\\u202eremoteEntry.js\\u000a" contains whitespace, a control or an invisible character; give the URL without them.',
    });
  });

  it.each([
    ['a scheme-relative URL', (host: string) => `//${host}/ok/remoteEntry.js`],
    ['a host written with %2E for its dots', (host: string) => `http://127%2E0%2E0%2E1:${host.split(':')[1]}/ok/remoteEntry.js`],
    ['a host written in full-width digits', (host: string) => `http://１２７．０．０．１:${host.split(':')[1]}/ok/remoteEntry.js`],
    ['https: without slashes on an http site', (host: string) => `https:${host}/ok/remoteEntry.js`],
  ])('judges %s by the origin it resolves to', async (_label, text) => {
    const given = text(elsewhereHost);
    const resolved = new URL(given, site.origin).origin;
    expect(refusal(await check(given))).toEqual({
      check: 'origin',
      message: `${given} is on ${resolved}, which is neither this site (${site.origin}) nor listed in ALLOWED_REMOTE_ORIGINS (none).`,
    });
    expect(elsewhereRequests).toBe(0);
  });

  it.each([
    ['upper case', (host: string) => `HTTP://${host}/ok/remoteEntry.js`],
    ['full-width digits', (host: string) => `http://１２７．０．０．１:${host.split(':')[1]}/ok/remoteEntry.js`],
    ['dot segments', (host: string) => `http://${host}/ok/x/../remoteEntry.js`],
  ])('lets an allowed origin written in %s through, and answers the URL as resolved', async (_label, text) => {
    const verdict = await check(text(elsewhereHost), [elsewhere.origin]);
    expect(refusal(verdict)).toEqual({ ok: true, entryUrl: `${elsewhere.origin}/ok/remoteEntry.js` });
    expect(elsewhereRequests).toBe(2);
  });

  it.each([
    ['a path', '/ok/remoteEntry.js'],
    ["this site's own URL", (origin: string) => `${origin}/ok/remoteEntry.js`],
    ['"http:ok/...", relative on an http site,', 'http:ok/remoteEntry.js'],
  ])('takes %s as a path on this site, and answers the path', async (_label, text) => {
    const verdict = await check(typeof text === 'string' ? text : text(site.origin));
    expect(refusal(verdict)).toEqual({ ok: true, entryUrl: '/ok/remoteEntry.js' });
  });
});

describe('register through the rollout API', () => {
  let t: TestApp;
  let fixtures: string;
  let shellDir: string;
  let elsewhere: Awaited<ReturnType<typeof startServer>>;
  let elsewhereRequests = 0;

  beforeAll(async () => {
    fixtures = tempDir('gate-origin-api');
    shellDir = writeShellBuild(path.join(fixtures, 'shell'));
    const good = writeRemoteBuild(path.join(fixtures, 'good'));
    elsewhere = await startServer((request, response) => {
      elsewhereRequests += 1;
      serveFolder(good, '/ok/')(request, response);
    });
    t = await createTestApp({ rolloutTokens: [{ name: 'ci', secret: TOKEN }] }, { seed: false });
  });
  afterAll(async () => {
    await t.close();
    await elsewhere.close();
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  const register = (entryUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/rollout/releases',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { remote: 'mf-catalog', entryUrl },
    });

  it('refuses /\\ and its relatives with a 400 naming the origin rule, records nothing and fetches nothing', async () => {
    const host = new URL(elsewhere.origin).host;
    for (const [entryUrl, rule] of [
      [`/\\${host}/ok/remoteEntry.js`, 'contains a backslash'],
      [`/\\\\${host}/ok/remoteEntry.js`, 'contains a backslash'],
      [`\\\\${host}/ok/remoteEntry.js`, 'contains a backslash'],
      [`//${host}/ok/remoteEntry.js`, `is on ${elsewhere.origin}, which is neither this site`],
      [`https:${host}/ok/remoteEntry.js`, `is on https://${host}, which is neither this site`],
    ] as const) {
      const reply = await register(entryUrl);
      expect({ entryUrl, status: reply.statusCode }).toEqual({ entryUrl, status: 400 });
      expect(envelope(reply).message).toMatch(/^Refused by the gate \(origin\): /);
      expect(envelope(reply).message).toContain(rule);
    }
    expect(elsewhereRequests).toBe(0);
    expect(await t.app.db.selectFrom('releases').selectAll().execute()).toEqual([]);
  });

  it('records the URL the gate resolved and fetched, not the text it was given', async () => {
    const port = new URL(elsewhere.origin).port;
    const outcome = await registerRelease('mf-catalog', `HTTP://１２７．０．０．１:${port}/ok/x/../remoteEntry.js`, {
      db: t.app.db,
      config: { ...t.app.config, allowedRemoteOrigins: [elsewhere.origin] },
      createdBy: 'test',
      shellDir,
    });
    expect(outcome).toMatchObject({ status: 'recorded', entryUrl: `${elsewhere.origin}/ok/remoteEntry.js` });
    const rows = await t.app.db.selectFrom('releases').select(['entry_url']).execute();
    expect(rows).toEqual([{ entry_url: `${elsewhere.origin}/ok/remoteEntry.js` }]);
  });
});

describe('a host that accepts and never answers, through the real HTTP server', () => {
  // Short time-outs keep the test short; what is tested is their relation to the gate's budget.
  const timeouts: HttpTimeouts = { idleMs: 1_500, headersMs: 1_500, requestMs: 3_000, keepAliveMs: 500 };
  let t: TestApp;
  let hung: Awaited<ReturnType<typeof startServer>>;
  let base = '';

  beforeAll(async () => {
    hung = await startServer(() => undefined);
    t = await createTestApp(
      { rolloutTokens: [{ name: 'ci', secret: TOKEN }], allowedRemoteOrigins: [hung.origin], httpTimeouts: timeouts },
      { seed: false },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await hung.close();
    await t.close();
  });

  it('keeps the gate inside the socket time-outs: 8 s against 10 s idle and 30 s per request by default', () => {
    expect(GATE_TIMEOUT_MS).toBe(8_000);
    expect(GATE_TIMEOUT_MS).toBeLessThan(Math.min(DEFAULT_HTTP_TIMEOUTS.idleMs, DEFAULT_HTTP_TIMEOUTS.requestMs));
    expect(gateBudgetMs(timeouts)).toBe(1_200);
  });

  it('answers a 400 envelope saying the entry did not answer within the budget', async () => {
    const started = Date.now();
    const reply = await fetch(`${base}/api/rollout/releases`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'mf-catalog', entryUrl: `${hung.origin}/remoteEntry.js` }),
    });
    const elapsed = Date.now() - started;
    expect({ status: reply.status, body: await reply.text() }).toEqual({
      status: 400,
      body: JSON.stringify({
        code: 400,
        success: false,
        message: `Refused by the gate (reachable): ${hung.origin}/remoteEntry.js did not answer within 1.2 s.`,
        response: null,
      }),
    });
    const budget = gateBudgetMs(timeouts);
    expect(elapsed).toBeGreaterThanOrEqual(budget - 20);
    // The refusal itself takes milliseconds; the rest is room for a loaded machine.
    expect(elapsed).toBeLessThan(budget + 1_000);
  });
});
