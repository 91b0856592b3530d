import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { DEFAULT_ROLLOUT_GUARD, type RolloutGuardSettings } from '../../src/config';
import { createRolloutController, type AbortNotice } from '../../src/services/rollouts/controller';
import { pruneLoadCounts } from '../../src/services/rollouts/load-reports';
import { applyCommand, loadHistory, loadState, seedRollout } from '../../src/services/rollouts/rollout-repository';
import { createTestApp, envelope, type TestApp } from '../helpers/test-app';
import { addRelease } from './release-rows';
import { addressOf, CANARY, failedCanary, loadPageOn, record, sendBeacon, shownCanary, STABLE } from './page-loads';

// Load reports from browsers on a real database: what POST /api/rollout/reports refuses (and then stores
// nothing of), the per-minute counters it keeps, and the guard that reads them: the abort with its numbers in
// the history, the webhook, steps that wait for loads, and one abort when two processes share the database.
// Every counted record comes from a page load the server made (its ticket), each from a network of its own.

const START = '2026-11-23T09:00:00.000Z';
const TOKEN = 'load-report-token-0123456789abcdef';
const guardSettings: RolloutGuardSettings = { ...DEFAULT_ROLLOUT_GUARD, minLoads: 20 };
/** The config of a test app that issues load tickets (its /remotes.json), without the timed controller. */
const ISSUING = { serveStatic: true, seedReleases: false, rolloutController: false } as const;

async function prepareNews(app: FastifyInstance) {
  await addRelease(app.db, 'mf-news', STABLE, '2026-11-10T00:00:00.000Z');
  await addRelease(app.db, 'mf-news', CANARY, '2026-11-20T00:00:00.000Z');
  await seedRollout(app.db, 'mf-news', STABLE, START, 'seed');
  await app.refreshRollout();
}

function send(app: FastifyInstance, body: unknown) {
  return sendBeacon(app, body);
}

let pageLoads = 0;
/**
 * Each record as one visitor's page load reports it: a page load given the record's channel, then its beacon with
 * that ticket, from a network of its own (or from `address` for all of them).
 */
async function report(app: FastifyInstance, records: { channel?: unknown }[], address?: string) {
  for (const entry of records) {
    const load = await loadPageOn(app, entry.channel === 'canary' ? 'canary' : 'stable');
    pageLoads += 1;
    const reply = await sendBeacon(app, { ticket: load.ticket, records: [entry] }, address ?? addressOf(pageLoads));
    expect(reply.statusCode).toBe(200);
    expect(envelope(reply).response).toEqual({ counted: 1, rejected: 0 });
  }
}

const counterRows = (app: FastifyInstance) => app.db.selectFrom('load_counts').selectAll().orderBy(['channel', 'outcome']).execute();

async function startCanary(app: FastifyInstance, steps = [50, 100], everyMs: number | null = null) {
  await applyCommand(app.db, { remote: 'mf-news', action: { kind: 'start', version: CANARY, steps, everyMs }, actor: 'test', now: START });
  // Page loads after this get the canary (its share of them), as every process serves it within a second.
  await app.refreshRollout();
}

describe('POST /api/rollout/reports', () => {
  let t: TestApp;
  let now = Date.parse(START);
  beforeAll(async () => {
    t = await createTestApp(ISSUING, { seed: false });
    t.app.clock.now = () => new Date(now);
    await prepareNews(t.app);
    await startCanary(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom('load_counts').execute();
    await t.app.db.deleteFrom('guard_counts').execute();
  });

  it.each([
    ['a wrong type', { records: [record({ ms: 'soon' })] }, 400, /^records\.0\.ms must be a whole number \(body\)\.$/],
    ['a negative time', { records: [record({ ms: -1 })] }, 400, /^records\.0\.ms must be at least 0/],
    ['an unknown remote', { records: [record({ remote: 'mf_nothing' })] }, 400, /^records\.0\.remote must be one of mf_catalog, mf_solutions/],
    [
      'a release the site never had',
      { records: [record(), record({ version: '9.9.9+deadbeef' })] },
      400,
      /records\[1\]: mf_news has no release 9\.9\.9\+deadbeef/,
    ],
    ['an unknown channel', { records: [record({ channel: 'beta' })] }, 400, /^records\.0\.channel must be one of stable, canary, preview/],
    ['a failure without its phase', { records: [record({ outcome: 'failed' })] }, 400, /a failed load needs its phase/],
    ['a phase on a shown load', { records: [record({ phase: 'render' })] }, 400, /a shown load has no phase/],
    ['21 records', { records: Array.from({ length: 21 }, () => record()) }, 400, /^records may hold at most 20 entries/],
    ['no records', { records: [] }, 400, /^records must hold at least 1 entry/],
    ['1,000 records', { records: Array.from({ length: 1000 }, () => record()) }, 413, /too large/],
    ['a 1 MB body', { records: [record({ version: 'x'.repeat(1_000_000) })] }, 413, /too large/],
    ['not JSON', '{"records": [', 400, /not valid JSON/],
    ['an array', [record()], 400, /must be an object/],
  ])('refuses %s with a clear envelope and stores nothing', async (_label, body, status, message) => {
    const reply = await send(t.app, body);
    expect(reply.statusCode).toBe(status);
    expect(envelope(reply).message).toMatch(message);
    expect(await counterRows(t.app)).toEqual([]);
  });

  it('adds valid batches to per-minute counters: rows per release, channel and outcome, not per report', async () => {
    await report(t.app, [record(), record({ ms: 580 }), failedCanary('render'), failedCanary('entry'), failedCanary('render')]);
    await report(t.app, [record({ ms: 1000 }), shownCanary()]);
    now += 60_000;
    await report(t.app, [record()]);
    const rows = await counterRows(t.app);
    expect(rows.map(({ minute, channel, version, outcome, loads, total_ms }) => [minute, channel, version, outcome, loads, total_ms])).toEqual(
      expect.arrayContaining([
        ['2026-11-23T09:00', 'stable', STABLE, 'shown', 3, 2000],
        ['2026-11-23T09:01', 'stable', STABLE, 'shown', 1, 420],
        ['2026-11-23T09:00', 'canary', CANARY, 'render', 2, 1800],
        ['2026-11-23T09:00', 'canary', CANARY, 'entry', 1, 900],
        ['2026-11-23T09:00', 'canary', CANARY, 'shown', 1, 420],
      ]),
    );
    expect(rows).toHaveLength(5);
    // Nothing of who sent them: no address, cookie or visitor id is a column.
    expect(Object.keys(rows[0] as object).sort()).toEqual(['channel', 'loads', 'minute', 'outcome', 'remote', 'total_ms', 'version']);
  });

  it('deletes counters older than 30 days', async () => {
    await report(t.app, [record()]);
    expect(await pruneLoadCounts(t.app.db, new Date(now + 29 * 86_400_000))).toBe(0);
    expect(await pruneLoadCounts(t.app.db, new Date(now + 31 * 86_400_000))).toBe(1);
  });

  it('limits one address to 120 reports a minute', async () => {
    const fresh = await createTestApp(ISSUING, { seed: false });
    try {
      await prepareNews(fresh.app);
      const statuses: number[] = [];
      for (let index = 0; index < 125; index += 1) statuses.push((await send(fresh.app, { records: [record()] })).statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(120);
      expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await fresh.close();
    }
  });
});

describe('the guard', () => {
  let t: TestApp;
  let now = Date.parse(START);
  const aborts: AbortNotice[] = [];
  const warnings: string[] = [];
  const controller = () =>
    createRolloutController({
      db: t.app.db,
      now: () => new Date(now),
      leaseMs: 15_000,
      guard: guardSettings,
      log: { info: () => undefined, warn: (message) => warnings.push(message) },
      onAbort: (notice) => aborts.push(notice),
    });
  beforeEach(async () => {
    t = await createTestApp({ ...ISSUING, rolloutTokens: [{ name: 'desk', secret: TOKEN }], rolloutGuard: guardSettings }, { seed: false });
    t.app.clock.now = () => new Date(now);
    await prepareNews(t.app);
    aborts.length = 0;
    warnings.length = 0;
  });
  afterEach(() => t.close());

  it('aborts a canary over its budget once it has enough loads, and writes the numbers into the history', async () => {
    await startCanary(t.app);
    const guard = controller();
    // 19 canary loads, all failing: below the minimum of 20, the guard waits.
    await report(t.app, [...Array.from({ length: 100 }, () => record()), ...Array.from({ length: 19 }, () => failedCanary())]);
    now += 15_000;
    expect(await guard.tick()).toEqual([]);
    expect((await loadState(t.app.db, 'mf-news'))?.canaryPercent).toBe(50);

    await report(t.app, [shownCanary()]);
    now += 15_000;
    const [aborted] = await guard.tick();
    expect(aborted).toMatchObject({ action: 'abort', after: { canaryVersion: null, canaryPercent: 0, stableVersion: STABLE } });
    const [history] = await loadHistory(t.app.db, { remote: 'mf-news', limit: 1 });
    expect(history).toMatchObject({ action: 'abort', actor: 'guard' });
    expect(history?.reason).toBe('aborted: 19 of 20 canary loads failed (95.0%) from 20 sources, stable 0.0% in the last 10 min; the limit is 0.5%');
    expect(warnings).toEqual([`rollout mf-news: canary ${CANARY} ${history?.reason}`]);
    expect(aborts).toEqual([
      expect.objectContaining({
        remote: 'mf-news',
        canaryVersion: CANARY,
        stableVersion: STABLE,
        canary: { loads: 20, failures: 19 },
        stable: { loads: 100, failures: 0 },
      }),
    ]);

    // The status says what the guard did, and shows the loads by channel.
    const status = envelope<{ remote: string; guard: string; loads: { channel: string; failures: number; phases: string }[] }[]>(
      await t.app.inject({ method: 'GET', url: '/api/rollout/status', headers: { authorization: `Bearer ${TOKEN}` } }),
    ).response.find((row) => row.remote === 'mf-news');
    expect(status?.guard).toMatch(/^no canary: the guard aborted: 19 of 20 canary loads failed/);
  });

  it('counts only this run of the canary: failures from before its start are not held against it', async () => {
    await startCanary(t.app);
    await report(
      t.app,
      Array.from({ length: 40 }, () => failedCanary()),
    );
    await applyCommand(t.app.db, { remote: 'mf-news', action: { kind: 'abort' }, actor: 'test', now: new Date(now).toISOString() });
    now += 60_000;
    await applyCommand(t.app.db, {
      remote: 'mf-news',
      action: { kind: 'start', version: CANARY, steps: [50, 100], everyMs: null },
      actor: 'test',
      now: new Date(now).toISOString(),
    });
    await report(t.app, [...Array.from({ length: 100 }, () => record()), ...Array.from({ length: 25 }, () => shownCanary())]);
    expect(await controller().tick()).toEqual([]);
    expect((await loadState(t.app.db, 'mf-news'))?.canaryVersion).toBe(CANARY);
  });

  it('holds automatic steps while the canary has too few loads, says so in status, and advances once it has them', async () => {
    await startCanary(t.app, [10, 50, 100], 60_000);
    const guard = controller();
    now += 60_000;
    expect(await guard.tick()).toEqual([]);
    const statusRow = async () =>
      envelope<{ remote: string; next: string; guard: string }[]>(
        await t.app.inject({ method: 'GET', url: '/api/rollout/status', headers: { authorization: `Bearer ${TOKEN}` } }),
      ).response.find((row) => row.remote === 'mf-news');
    expect(await statusRow()).toMatchObject({
      next: expect.stringMatching(/^50% at .* \(once enough loads\)$/),
      guard: 'waiting for loads: 0 of the 20 canary loads needed in the last 10 min (0 failed), from 0 of the 5 sources needed; automatic steps wait',
    });
    await report(t.app, [...Array.from({ length: 50 }, () => record()), ...Array.from({ length: 20 }, () => shownCanary())]);
    now += 5_000;
    expect((await guard.tick())[0]?.after).toMatchObject({ canaryPercent: 50 });
    expect((await statusRow())?.guard).toMatch(/^within budget: 0 of 20 canary loads failed \(0\.0%\) from 20 sources, stable 0\.0%/);
  });

  it('aborts once when two processes judge the same canary at the same moment', async () => {
    const second = await buildApp({ logger: false, config: { ...t.app.config } });
    try {
      await second.ready();
      await startCanary(t.app);
      await report(t.app, [...Array.from({ length: 100 }, () => record()), ...Array.from({ length: 30 }, () => failedCanary('entry'))]);
      const other = createRolloutController({
        db: second.db,
        now: () => new Date(now),
        leaseMs: 15_000,
        guard: guardSettings,
        log: { info: () => undefined, warn: () => undefined },
        onAbort: (notice) => aborts.push(notice),
      });
      const results = await Promise.all([controller().tick(), other.tick()]);
      expect(results.flat()).toHaveLength(1);
      expect(aborts).toHaveLength(1);
      expect((await loadHistory(t.app.db, { remote: 'mf-news', limit: 10 })).filter((entry) => entry.action === 'abort')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('ROLLOUT_WEBHOOK_URL', () => {
  it('is posted once when the guard of a running server aborts a canary', async () => {
    const received: unknown[] = [];
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ method: request.method, type: request.headers['content-type'], body: JSON.parse(body) as unknown });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/rollouts`;
    // The server's own controller (ticking every 5 s), as `npm start` runs it.
    const t = await createTestApp({ ...ISSUING, rolloutController: true, rolloutGuard: guardSettings, rolloutWebhookUrl: url }, { seed: false });
    try {
      await prepareNews(t.app);
      await startCanary(t.app);
      await report(t.app, [...Array.from({ length: 100 }, () => record()), ...Array.from({ length: 25 }, () => failedCanary('timeout'))]);
      for (let waited = 0; received.length === 0 && waited < 20_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual([
        {
          method: 'POST',
          type: 'application/json',
          body: expect.objectContaining({
            event: 'rollout.canary-aborted',
            remote: 'mf-news',
            canaryVersion: CANARY,
            reason: expect.stringMatching(/^aborted: 25 of 25 canary loads failed \(100\.0%\) from 25 sources, stable 0\.0%/),
            text: expect.stringContaining(`Rollout of mf-news: canary ${CANARY} aborted`),
          }),
        },
      ]);
      // Nothing runs any more: the next visitor's manifest has no canary.
      expect((await loadState(t.app.db, 'mf-news'))?.canaryVersion).toBeNull();
    } finally {
      await t.close();
      receiver.close();
    }
  }, 30_000);
});
