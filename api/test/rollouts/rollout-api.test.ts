import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { DEFAULT_ROLLOUT_GUARD } from '../../src/config';
import { createRolloutController } from '../../src/services/rollouts/controller';
import { applyCommand, loadHistory, loadState, RolloutConflict, seedRollout } from '../../src/services/rollouts/rollout-repository';
import { createTestApp, envelope, type TestApp } from '../helpers/test-app';
import { addRelease } from './release-rows';

// The rollout controller on a real database: compare-and-swap writes, every command through the HTTP API with
// its history line, the token, bad input, and the lease that lets one process of several advance steps.

const TOKEN = 'ci-news-token-0123456789abcdef';
const OTHER_TOKEN = 'release-desk-token-0123456789abcd';
const START = '2026-11-23T09:00:00.000Z';
const quiet = { info: () => undefined, warn: () => undefined };
/** The guard's defaults without a minimum of loads: these tests send no load reports, and steps must still advance. */
const guard = { ...DEFAULT_ROLLOUT_GUARD, minLoads: 0 };

/** mf-news with releases 0.9, 1.0 (stable) and 1.1. */
async function prepareNews(app: FastifyInstance) {
  await addRelease(app.db, 'mf-news', '0.9.0+00000009', '2026-11-01T00:00:00.000Z');
  await addRelease(app.db, 'mf-news', '1.0.0+00000010', '2026-11-10T00:00:00.000Z');
  await addRelease(app.db, 'mf-news', '1.1.0+00000011', '2026-11-20T00:00:00.000Z');
  await seedRollout(app.db, 'mf-news', '1.0.0+00000010', START, 'seed');
}

describe('the rollout HTTP API', () => {
  let t: TestApp;
  let now = Date.parse(START);
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
    await prepareNews(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = TOKEN) =>
    t.app.inject({ method, url: `/api/rollout${url}`, payload, headers: token === null ? {} : { authorization: `Bearer ${token}` } });

  it('refuses calls without the right token, and compares in constant time', async () => {
    expect((await call('GET', '/status', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/status', undefined, 'wrong-token-0123456789abcdef')).statusCode).toBe(401);
    expect(envelope(await call('POST', '/promote', { remote: 'mf-news' }, `${TOKEN}x`)).code).toBe(401);
    expect((await call('GET', '/status')).statusCode).toBe(200);
  });

  it('walks a canary through start, advance, pause, resume, promote and rollback, writing each to the history with the token name', async () => {
    const steps: [string, object, RegExp][] = [
      ['/start', { remote: 'mf-news', version: '1.1.0+00000011', steps: '10,50,100' }, /canary 1\.1\.0\+00000011 at 10%/],
      ['/advance', { remote: 'mf-news' }, /at 50% \(step 2 of 3\)/],
      ['/pause', { remote: 'mf-news' }, /paused/],
      ['/resume', { remote: 'mf-news' }, /at 50% \(step 2 of 3\)$/],
      ['/promote', { remote: 'mf-news' }, /^stable 1\.1\.0\+00000011$/],
      ['/rollback', { remote: 'mf-news' }, /^stable 1\.0\.0\+00000010$/],
      ['/rollback', { remote: 'mf-news', to: '0.9.0+00000009' }, /^stable 0\.9\.0\+00000009$/],
    ];
    for (const [url, body, state] of steps) {
      now += 60_000;
      const reply = await call('POST', url, body);
      expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
      const [history] = await loadHistory(t.app.db, { remote: 'mf-news', limit: 1 });
      expect(history).toMatchObject({ actor: 'api:ci-news', at: new Date(now).toISOString(), action: url.slice(1) });
      expect(history?.toState).toMatch(state);
    }
    // The snapshot this process serves changed with the last command.
    expect(t.app.rollout().states.get('mf-news')?.stableVersion).toBe('0.9.0+00000009');
    const status = envelope<{ remote: string; stable: string }[]>(await call('GET', '/status', undefined, OTHER_TOKEN));
    expect(status.response.find((row) => row.remote === 'mf-news')?.stable).toBe('0.9.0+00000009');
  });

  it.each([
    ['an unknown remote', '/start', { remote: 'mf-nothing', version: '1.1.0+00000011' }, 400, /There is no remote "mf-nothing"/],
    [
      'a release that did not pass the gate',
      '/start',
      { remote: 'mf-news', version: '3.0.0+deadbeef' },
      400,
      /no release 3\.0\.0\+deadbeef that passed the gate/,
    ],
    ['a bad step plan', '/start', { remote: 'mf-news', version: '1.1.0+00000011', steps: '50,10' }, 400, /steps must increase/],
    ['a bad interval', '/start', { remote: 'mf-news', version: '1.1.0+00000011', every: 'soon' }, 400, /every must be a duration/],
    ['a missing version', '/start', { remote: 'mf-news' }, 400, /version is required/],
    ['nothing to promote', '/promote', { remote: 'mf-news' }, 400, /has no canary to promote/],
    ['a wrong type', '/abort', { remote: { name: 'mf-news' } }, 400, /remote must be a string/],
    ['a stale revision', '/advance', { remote: 'mf-news', revision: 1 }, 409, /changed meanwhile/],
  ])('answers %s with a clear envelope', async (_label, url, body, status, message) => {
    const reply = await call('POST', url, body);
    expect(reply.statusCode).toBe(status);
    expect(envelope(reply).message).toMatch(message);
  });

  it('lists releases and history', async () => {
    const releases = envelope<{ version: string; use: string }[]>(await call('GET', '/releases?remote=mf-news'));
    expect(releases.response.map((release) => release.version)).toEqual(['1.1.0+00000011', '1.0.0+00000010', '0.9.0+00000009']);
    expect(releases.response.find((release) => release.use === 'stable')?.version).toBe('0.9.0+00000009');
    const history = envelope<{ action: string }[]>(await call('GET', '/history?remote=mf-news&limit=3'));
    expect(history.response.map((entry) => entry.action)).toEqual(['rollback', 'rollback', 'promote']);
  });
});

describe('without ROLLOUT_TOKEN', () => {
  it('has no rollout API at all', async () => {
    const t = await createTestApp({}, { seed: false });
    try {
      const reply = await t.app.inject({ method: 'GET', url: '/api/rollout/status', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(reply.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('compare-and-swap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    await prepareNews(t.app);
    const steps = [...Array.from({ length: 29 }, (_, index) => index + 1), 100].join(',');
    await applyCommand(t.app.db, {
      remote: 'mf-news',
      action: { kind: 'start', version: '1.1.0+00000011', steps: steps.split(',').map(Number), everyMs: null },
      actor: 'test',
      now: START,
    });
  });
  afterAll(() => t.close());

  it('lets exactly one of 20 writers holding the same revision win, and the others change nothing', async () => {
    const before = await loadState(t.app.db, 'mf-news');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        applyCommand(t.app.db, { remote: 'mf-news', action: { kind: 'advance' }, actor: 'racer', now: START, expectedRevision: before!.revision }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(RolloutConflict);
    }
    const after = await loadState(t.app.db, 'mf-news');
    expect(after).toMatchObject({ revision: before!.revision + 1, stepIndex: before!.stepIndex + 1 });
  });

  it('loses no write and tears nothing when 20 commands race without a revision: every success is one step and one history line', async () => {
    const before = await loadState(t.app.db, 'mf-news');
    const historyBefore = (await loadHistory(t.app.db, { remote: 'mf-news', limit: 500 })).length;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => applyCommand(t.app.db, { remote: 'mf-news', action: { kind: 'advance' }, actor: 'racer', now: START })),
    );
    const won = results.filter((result) => result.status === 'fulfilled').length;
    expect(won).toBeGreaterThanOrEqual(1);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(RolloutConflict);
    const after = await loadState(t.app.db, 'mf-news');
    expect(after).toMatchObject({
      revision: before!.revision + won,
      stepIndex: before!.stepIndex + won,
      canaryPercent: after!.steps[after!.stepIndex],
    });
    expect((await loadHistory(t.app.db, { remote: 'mf-news', limit: 500 })).length).toBe(historyBefore + won);
  });
});

describe('automatic steps and the lease', () => {
  it('advances a due step once when two processes tick on one database, and the other takes over when the holder dies', async () => {
    const t = await createTestApp({}, { seed: false });
    // A second app on the same database: what another API process sees.
    const second = await buildApp({ logger: false, config: { ...t.app.config } });
    try {
      await second.ready();
      await prepareNews(t.app);
      let now = Date.parse(START);
      const clock = () => new Date(now);
      await applyCommand(t.app.db, {
        remote: 'mf-news',
        action: { kind: 'start', version: '1.1.0+00000011', steps: [10, 50, 100], everyMs: 10_000 },
        actor: 'test',
        now: START,
      });
      const first = createRolloutController({ db: t.app.db, now: clock, leaseMs: 15_000, guard, log: quiet });
      const other = createRolloutController({ db: second.db, now: clock, leaseMs: 15_000, guard, log: quiet });

      // The step is due: both processes tick at once, one takes the lease and the step.
      now += 10_000;
      const [byFirst, byOther] = await Promise.all([first.tick(), other.tick()]);
      const taken = [...byFirst, ...byOther];
      expect(taken).toHaveLength(1);
      expect(taken[0]?.after).toMatchObject({ canaryPercent: 50, stepIndex: 1 });
      const standby = byFirst.length === 1 ? other : first;
      // The other process sees the new state once it reads it (each process reads every second).
      await second.refreshRollout();
      expect(second.rollout().states.get('mf-news')?.canaryPercent).toBe(50);
      expect((await loadHistory(t.app.db, { remote: 'mf-news', limit: 1 }))[0]).toMatchObject({ actor: 'controller', action: 'advance' });

      // The next step is due, but the holder's lease has 5 s left: the standby does nothing.
      now += 10_000;
      expect(await standby.tick()).toEqual([]);
      expect((await loadState(t.app.db, 'mf-news'))?.canaryPercent).toBe(50);
      // The holder died (it stopped renewing): once its lease has expired, the standby takes over.
      now += 5_001;
      expect((await standby.tick())[0]?.after).toMatchObject({ canaryPercent: 100 });
      // Past the last step, the canary becomes stable.
      now += 10_000;
      expect((await standby.tick())[0]).toMatchObject({ action: 'promote', after: { stableVersion: '1.1.0+00000011', canaryVersion: null } });
    } finally {
      await second.close();
      await t.close();
    }
  });

  it('waits while paused', async () => {
    const t = await createTestApp({}, { seed: false });
    try {
      await prepareNews(t.app);
      let now = Date.parse(START);
      await applyCommand(t.app.db, {
        remote: 'mf-news',
        action: { kind: 'start', version: '1.1.0+00000011', steps: [10, 100], everyMs: 60_000 },
        actor: 'test',
        now: START,
      });
      await applyCommand(t.app.db, { remote: 'mf-news', action: { kind: 'pause' }, actor: 'test', now: START });
      const controller = createRolloutController({ db: t.app.db, now: () => new Date(now), leaseMs: 15_000, guard, log: quiet });
      now += 3_600_000;
      expect(await controller.tick()).toEqual([]);
      expect((await loadState(t.app.db, 'mf-news'))?.canaryPercent).toBe(10);
    } finally {
      await t.close();
    }
  });
});
