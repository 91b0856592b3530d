import type { FastifyInstance } from 'fastify';
import { DEFAULT_ROLLOUT_GUARD } from '../../src/config';
import { pruneGuardCounts, pruneLoadCounts } from '../../src/services/rollouts/load-reports';
import { applyCommand, seedRollout } from '../../src/services/rollouts/rollout-repository';
import { createTestApp, envelope, type TestApp } from '../helpers/test-app';
import { addRelease } from './release-rows';
import { addressOf, CANARY, loadPageOn, record, sendBeacon, shownCanary, STABLE } from './page-loads';

// The page's metrics in the load-report beacon, on a real database: what POST /api/rollout/reports refuses (a 400,
// and nothing of the batch stored), the histogram rows a counted metric adds (one per section it lists, in the bucket
// its value falls in), what its ticket vouches for, each metric of a route counted once per ticket, the percentiles
// the status reads back from the rows, and pruning with the load counts.

const START = '2026-11-23T09:00:00.000Z';
const TOKEN = 'vital-report-token-0123456789abcdef';
/** A test app that issues load tickets (its /remotes.json), without the timed controller. */
const ISSUING = { serveStatic: true, seedReleases: false, rolloutController: false } as const;

/** One metric of an mf-news page on stable, as the shell reports it, with `fields` changed. */
const vital = (fields: Record<string, unknown> = {}) => ({
  metric: 'LCP',
  value: 1800,
  route: '/newsList',
  device: 'mobile',
  sections: [{ remote: 'mf_news', version: STABLE, channel: 'stable' }],
  ...fields,
});
const onCanary = (fields: Record<string, unknown> = {}) =>
  vital({ sections: [{ remote: 'mf_news', version: CANARY, channel: 'canary' }], ...fields });

const vitalRows = (app: FastifyInstance) =>
  app.db.selectFrom('vital_counts').selectAll().orderBy('channel').orderBy('metric').orderBy('route').orderBy('bucket').execute();

describe('metrics in POST /api/rollout/reports', () => {
  let t: TestApp;
  const now = Date.parse(START);
  let networks = 0;
  /** A page load given `channel` of mf-news, and its beacon from a network of its own. */
  const beaconFrom = async (channel: 'stable' | 'canary', body: Record<string, unknown>) => {
    const load = await loadPageOn(t.app, channel);
    networks += 1;
    return sendBeacon(t.app, { ticket: load.ticket, ...body }, addressOf(networks));
  };

  beforeAll(async () => {
    t = await createTestApp({ ...ISSUING, rolloutTokens: [{ name: 'desk', secret: TOKEN }], rolloutGuard: DEFAULT_ROLLOUT_GUARD }, { seed: false });
    t.app.clock.now = () => new Date(now);
    await addRelease(t.app.db, 'mf-news', STABLE, '2026-11-10T00:00:00.000Z');
    await addRelease(t.app.db, 'mf-news', CANARY, '2026-11-20T00:00:00.000Z');
    await seedRollout(t.app.db, 'mf-news', STABLE, START, 'seed');
    await applyCommand(t.app.db, {
      remote: 'mf-news',
      action: { kind: 'start', version: CANARY, steps: [50, 100], everyMs: null },
      actor: 'test',
      now: START,
    });
    await t.app.refreshRollout();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const table of ['vital_counts', 'vital_guard_counts', 'load_counts', 'guard_counts', 'load_ticket_claims', 'load_rejections'] as const)
      await t.app.db.deleteFrom(table).execute();
  });

  it.each([
    ['an unknown metric', { vitals: [vital({ metric: 'FID' })] }, /^vitals\.0\.metric must be one of LCP, INP, CLS, FCP, TTFB/],
    ['a value as text', { vitals: [vital({ value: 'slow' })] }, /^vitals\.0\.value must be a number/],
    ['a negative value', { vitals: [vital({ value: -1 })] }, /^vitals\.0\.value must be at least 0/],
    ['a CLS above its limit', { vitals: [vital({ metric: 'CLS', value: 101 })] }, /^vitals\[0\]: a CLS of 101 is above its limit of 100\.$/],
    ['an INP above its limit', { vitals: [vital({ metric: 'INP', value: 600_001 })] }, /^vitals\.0\.value must be at most 600000/],
    ['a full address for a route', { vitals: [vital({ route: 'https://ferrolink.example/newsList?id=4' })] }, /is not a page route of this site/],
    [
      'a route with a query',
      { vitals: [vital(), vital({ route: '/newsContent?id=12' })] },
      /^vitals\[1\]: "\/newsContent\?id=12" is not a page route/,
    ],
    ['an unknown device', { vitals: [vital({ device: 'tablet' })] }, /^vitals\.0\.device must be one of mobile, desktop/],
    [
      'a section of an unknown remote',
      { vitals: [vital({ sections: [{ remote: 'mf_nothing', version: STABLE, channel: 'stable' }] })] },
      /remote must be one of/,
    ],
    [
      'a release the site never had',
      { vitals: [vital({ sections: [{ remote: 'mf_news', version: '9.9.9+deadbeef', channel: 'stable' }] })] },
      /^vitals\[0\]: mf_news has no release 9\.9\.9\+deadbeef on this site\.$/,
    ],
    [
      'a section listed twice',
      {
        vitals: [
          vital({
            sections: [
              { remote: 'mf_news', version: STABLE, channel: 'stable' },
              { remote: 'mf_news', version: CANARY, channel: 'canary' },
            ],
          }),
        ],
      },
      /^vitals\[0\]: mf_news is listed twice\.$/,
    ],
    [
      '7 sections',
      { vitals: [vital({ sections: Array.from({ length: 7 }, () => ({ remote: 'mf_news', version: STABLE, channel: 'stable' })) })] },
      /^vitals\.0\.sections may hold at most 6 entries/,
    ],
    ['an unknown holder', { vitals: [vital({ metric: 'INP', value: 80, heldBy: 'mf_nothing' })] }, /^vitals\.0\.heldBy must be one of/],
    ['21 metrics', { vitals: Array.from({ length: 21 }, () => vital()) }, /^vitals may hold at most 20 entries/],
    ['neither records nor metrics', { records: [], vitals: [] }, /^records must hold at least 1 entry, or vitals at least 1\.$/],
    ['only a ticket', {}, /^records must hold at least 1 entry, or vitals at least 1\.$/],
    [
      'a bad metric beside good records',
      { records: [record()], vitals: [vital(), vital({ route: '/nowhere' })] },
      /^vitals\[1\]: "\/nowhere" is not a page route/,
    ],
  ])('refuses %s with a 400 and stores nothing of the batch', async (_label, body, message) => {
    const reply = await beaconFrom('stable', body);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).message).toMatch(message);
    expect(await vitalRows(t.app)).toEqual([]);
    expect(await t.app.db.selectFrom('load_counts').selectAll().execute()).toEqual([]);
    expect(await t.app.db.selectFrom('load_ticket_claims').selectAll().execute()).toEqual([]);
  });

  it('takes 20 records and 20 metrics in one beacon', async () => {
    const sections = [{ remote: 'mf_news', version: STABLE, channel: 'stable' }];
    const routes = ['/index', '/newsList', '/newsContent', '/about'];
    const metrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
    const vitals = Array.from({ length: 20 }, (_, index) =>
      vital({ metric: metrics[index % 5], route: routes[Math.floor(index / 5)], value: 0.123456789012345, sections, heldBy: 'mf_news' }),
    );
    const reply = await beaconFrom('stable', { records: Array.from({ length: 20 }, () => record()), vitals });
    expect(reply.statusCode).toBe(200);
    // One shown load of the section counts; its 19 repeats are replays. Each metric of each route counts once.
    expect(envelope(reply).response).toEqual({ counted: 21, rejected: 19 });
  });

  it('adds a view in its value’s bucket for each section a vouched metric lists, per route and device, with the holder for INP and CLS', async () => {
    const first = await beaconFrom('canary', {
      vitals: [
        onCanary({ metric: 'INP', value: 412, heldBy: 'mf_news' }),
        onCanary({ metric: 'LCP', value: 2400, heldBy: 'mf_news' }),
        onCanary({ metric: 'CLS', value: 0.1, route: '/newsContent', device: 'desktop', heldBy: 'shell' }),
      ],
    });
    expect(envelope(first).response).toEqual({ counted: 3, rejected: 0 });
    await beaconFrom('stable', {
      records: [record()],
      vitals: [vital({ metric: 'INP', value: 180 }), vital({ metric: 'CLS', value: 0.0005 }), vital({ metric: 'TTFB', value: 600_000 })],
    });
    const rows = await vitalRows(t.app);
    // Buckets by hand: INP 412 ms, log2 = 8.686, times 8 = 69.5, bucket 1 + 69 = 70; LCP 2400 ms, log2 = 11.229, bucket
    // 1 + 89 = 90; CLS 0.1 = 100 thousandths, log2 = 6.644, bucket 1 + 53 = 54; INP 180 ms, log2 = 7.492, bucket 60;
    // CLS 0.0005, half a thousandth, under one unit: bucket 0; TTFB 600 s, log2 = 19.195, bucket 1 + 153 = 154.
    expect(
      rows.map(({ minute, route, device, remote, version, channel, run, metric, held_by, bucket, views }) => [
        minute,
        route,
        device,
        remote,
        version,
        channel,
        run,
        metric,
        held_by,
        bucket,
        views,
      ]),
    ).toEqual([
      ['2026-11-23T09:00', '/newsContent', 'desktop', 'mf-news', CANARY, 'canary', START, 'CLS', 'shell', 54, 1],
      ['2026-11-23T09:00', '/newsList', 'mobile', 'mf-news', CANARY, 'canary', START, 'INP', 'mf_news', 70, 1],
      ['2026-11-23T09:00', '/newsList', 'mobile', 'mf-news', CANARY, 'canary', START, 'LCP', '', 90, 1],
      ['2026-11-23T09:00', '/newsList', 'mobile', 'mf-news', STABLE, 'stable', '', 'CLS', '', 0, 1],
      ['2026-11-23T09:00', '/newsList', 'mobile', 'mf-news', STABLE, 'stable', '', 'INP', '', 60, 1],
      ['2026-11-23T09:00', '/newsList', 'mobile', 'mf-news', STABLE, 'stable', '', 'TTFB', '', 154, 1],
    ]);
    // The guard's per-network rows: the judged metrics only, each under a keyed hash of its network, not an address.
    const perNetwork = await t.app.db.selectFrom('vital_guard_counts').selectAll().orderBy('metric').orderBy('bucket').execute();
    expect(perNetwork.map(({ metric, bucket, views }) => [metric, bucket, views])).toEqual([
      ['CLS', 0, 1],
      ['CLS', 54, 1],
      ['INP', 60, 1],
      ['INP', 70, 1],
      ['LCP', 90, 1],
    ]);
    expect(new Set(perNetwork.map(({ source }) => source)).size).toBe(2);
    expect(perNetwork.every(({ source }) => source.length >= 16 && !/^10\./.test(source))).toBe(true);
  });

  it('counts each metric of a route once per ticket, and a metric only when the ticket vouches for every section it lists', async () => {
    const load = await loadPageOn(t.app, 'canary');
    const send = (vitals: unknown[]) => sendBeacon(t.app, { ticket: load.ticket, vitals }, addressOf(9000));
    // An in-app navigation's metrics are another route's: counted. The same route's again: a replay.
    expect(envelope(await send([onCanary(), onCanary({ route: '/newsContent' })])).response).toEqual({ counted: 2, rejected: 0 });
    expect(envelope(await send([onCanary({ value: 9000 }), onCanary({ metric: 'TTFB', value: 300 })])).response).toEqual({ counted: 1, rejected: 1 });
    // The ticket gave this page load the canary: a metric naming the stable release it falls back to (the canary
    // failed to load, and stable was shown) is counted; one naming a preview is not.
    const stableFallback = vital({ metric: 'FCP', value: 900 });
    const preview = vital({ metric: 'CLS', value: 0.3, sections: [{ remote: 'mf_news', version: CANARY, channel: 'preview' }] });
    expect(envelope(await send([stableFallback, preview])).response).toEqual({ counted: 1, rejected: 1 });
    expect(await t.app.db.selectFrom('vital_counts').select('metric').where('metric', '=', 'CLS').execute()).toEqual([]);
    const rejections = await t.app.db.selectFrom('load_rejections').select(['remote', 'reason', 'records']).orderBy('reason').execute();
    expect(rejections).toEqual([
      { remote: 'mf-news', reason: 'not-assigned', records: 1 },
      { remote: 'mf-news', reason: 'replayed', records: 1 },
    ]);
    // Without a ticket nothing counts.
    const unticketed = await sendBeacon(t.app, { vitals: [vital()] }, addressOf(9001));
    expect(envelope(unticketed).response).toEqual({ counted: 0, rejected: 1 });
    expect(await t.app.db.selectFrom('vital_counts').select('views').where('metric', '=', 'LCP').where('version', '=', STABLE).execute()).toEqual([]);
  });

  it('counts a runtime error besides the shown load it followed, and the status keeps it out of the load failures', async () => {
    const reply = await beaconFrom('canary', {
      records: [shownCanary(), record({ version: CANARY, channel: 'canary', outcome: 'failed', phase: 'runtime', ms: 5000 })],
    });
    expect(envelope(reply).response).toEqual({ counted: 2, rejected: 0 });
    const status = envelope<{ remote: string; loads: { channel: string; loads: number; failures: number; runtime: number; phases: string }[] }[]>(
      await t.app.inject({ method: 'GET', url: '/api/rollout/status', headers: { authorization: `Bearer ${TOKEN}` } }),
    ).response.find((row) => row.remote === 'mf-news');
    expect(status?.loads).toEqual([expect.objectContaining({ channel: 'canary', loads: 1, failures: 0, runtime: 1, phases: '' })]);
  });

  it('reads p75 and p95 back from the rows in the status, per channel, device and metric, with the views', async () => {
    // 4 stable INP views on phones: 100, 180, 180, 412 ms (buckets 54, 60, 60, 70). p75: rank ceil(0.75 * 4) = 3, the
    // third view is in bucket 60, whose middle is 2^(59.5 / 8) = 173.34 ms; p95: rank 4, bucket 70, 2^(69.5 / 8) = 412.3 ms.
    for (const value of [100, 180, 180, 412]) await beaconFrom('stable', { vitals: [vital({ metric: 'INP', value })] });
    // 3 canary CLS views on desktops: 0, 0.02, 0.25. p75: rank 3, 250 thousandths in bucket 1 + floor(7.966 * 8) = 64,
    // middle 2^(63.5 / 8) / 1000 = 0.245.
    for (const value of [0, 0.02, 0.25]) await beaconFrom('canary', { vitals: [onCanary({ metric: 'CLS', value, device: 'desktop' })] });
    const status = envelope<{ remote: string; vitals: unknown[]; vitalsGuard: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/rollout/status', headers: { authorization: `Bearer ${TOKEN}` } }),
    ).response.find((row) => row.remote === 'mf-news');
    expect(status?.vitals).toEqual([
      { channel: 'canary', version: CANARY, device: 'desktop', metric: 'CLS', views: 3, p75: 0.245, p95: 0.245 },
      { channel: 'stable', version: STABLE, device: 'mobile', metric: 'INP', views: 4, p75: 173, p95: 412 },
    ]);
    expect(status?.vitalsGuard).toBe(
      "vitals waiting for views (canary/stable, 100 each needed in the last 10 min, the canary's from 5 networks): CLS on desktop 0/0 (canary from 3 networks); automatic steps wait",
    );
  });

  it('deletes histogram rows older than 30 days with the load counts, and the per-network ones after the guard’s window', async () => {
    await beaconFrom('stable', { vitals: [vital()] });
    expect(await t.app.db.selectFrom('vital_guard_counts').selectAll().execute()).toHaveLength(1);
    await pruneGuardCounts(t.app.db, new Date(now + 12 * 60_000), DEFAULT_ROLLOUT_GUARD.windowMs);
    expect(await t.app.db.selectFrom('vital_guard_counts').selectAll().execute()).toEqual([]);
    await pruneLoadCounts(t.app.db, new Date(now + 29 * 86_400_000));
    expect(await vitalRows(t.app)).toHaveLength(1);
    await pruneLoadCounts(t.app.db, new Date(now + 31 * 86_400_000));
    expect(await vitalRows(t.app)).toEqual([]);
  });
});
