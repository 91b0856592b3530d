import type { Insertable } from 'kysely';
import type { LoadCountsTable, VitalCountsTable } from '../../src/db/schema';
import type { RolloutSeries } from '../../src/services/rollouts/series';
import { createTestApp, envelope, type TestApp } from '../helpers/test-app';

// GET /api/rollout/series on a real database (SQLite, or PostgreSQL with TEST_POSTGRES_URL): the rows are written
// straight into load_counts, vital_counts and rollout_history, and every number expected is worked out by hand below.

const TOKEN = 'release-desk-token-0123456789abcd';
const NOW = Date.parse('2026-11-27T10:30:30.000Z');

/** The geometric middle of histogram bucket `bucket` in whole units: 2^((2 bucket - 1) / 16) (8 buckets per doubling). */
const middleOf = (bucket: number) => 2 ** ((2 * bucket - 1) / 16);

const load = (
  minute: string,
  channel: LoadCountsTable['channel'],
  outcome: string,
  loads: number,
  remote = 'mf-news',
): Insertable<LoadCountsTable> => ({
  minute,
  remote,
  version: channel === 'stable' ? '1.0.0+00000010' : '1.1.0+00000011',
  channel,
  outcome,
  loads,
  total_ms: loads * 100,
});

const vital = (
  minute: string,
  channel: VitalCountsTable['channel'],
  device: VitalCountsTable['device'],
  metric: VitalCountsTable['metric'],
  bucket: number,
  views: number,
  route = '/newsList',
): Insertable<VitalCountsTable> => ({
  minute,
  route,
  device,
  remote: 'mf-news',
  version: channel === 'stable' ? '1.0.0+00000010' : '1.1.0+00000011',
  channel,
  run: channel === 'canary' ? '2026-11-27T10:00:00.000Z' : '',
  metric,
  held_by: '',
  bucket,
  views,
});

describe('GET /api/rollout/series', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rolloutTokens: [{ name: 'release-desk', secret: TOKEN }] }, { seed: false });
    t.app.clock.now = () => new Date(NOW);
    await t.app.db
      .insertInto('load_counts')
      .values([
        load('2026-11-27T10:29', 'stable', 'shown', 90),
        load('2026-11-27T10:29', 'stable', 'render', 10),
        load('2026-11-27T10:29', 'canary', 'shown', 5),
        load('2026-11-27T10:29', 'canary', 'entry', 1),
        // Thrown after the section was shown: a failure, not another load (its 'shown' is among the 5).
        load('2026-11-27T10:29', 'canary', 'runtime', 2),
        load('2026-11-27T10:20', 'stable', 'shown', 7),
        load('2026-11-27T10:29', 'preview', 'shown', 50),
        load('2026-11-27T10:29', 'stable', 'shown', 300, 'mf-catalog'),
        // 09:30 is the minute before the last hour's first (09:31), and inside the last day.
        load('2026-11-27T09:30', 'stable', 'shown', 1000),
        load('2026-11-26T10:44', 'stable', 'shown', 5000),
      ])
      .execute();
    await t.app.db
      .insertInto('vital_counts')
      .values([
        // Canary LCP on phones, two routes counted together: 3 views in bucket 81, 1 in bucket 97.
        vital('2026-11-27T10:29', 'canary', 'mobile', 'LCP', 81, 2),
        vital('2026-11-27T10:29', 'canary', 'mobile', 'LCP', 81, 1, '/newsContent'),
        vital('2026-11-27T10:29', 'canary', 'mobile', 'LCP', 97, 1),
        // Stable LCP on phones: 1 view in bucket 81, 3 in bucket 97.
        vital('2026-11-27T10:29', 'stable', 'mobile', 'LCP', 81, 1),
        vital('2026-11-27T10:29', 'stable', 'mobile', 'LCP', 97, 3),
        // Canary CLS on desktops: 0.25 is 250 thousandths, bucket 1 + floor(8 log2 250) = 64.
        vital('2026-11-27T10:10', 'canary', 'desktop', 'CLS', 64, 2),
        // Not plotted: another metric, a preview.
        vital('2026-11-27T10:29', 'canary', 'mobile', 'FCP', 90, 5),
        vital('2026-11-27T10:29', 'preview', 'mobile', 'LCP', 120, 5),
      ])
      .execute();
    const history = (at: string, action: string, toState: string, reason = '') =>
      ({ remote: 'mf-news', at, actor: 'console:release-desk', action, from_state: '', to_state: toState, reason }) as const;
    await t.app.db
      .insertInto('rollout_history')
      .values([
        history('2026-11-27T08:00:00.000Z', 'abort', 'stable 1.0.0+00000010', 'guard: too many failures'),
        history('2026-11-27T10:00:00.000Z', 'start', 'stable 1.0.0+00000010, canary 1.1.0+00000011 at 10%'),
        history('2026-11-27T10:15:00.000Z', 'advance', 'stable 1.0.0+00000010, canary 1.1.0+00000011 at 50%'),
        { ...history('2026-11-27T10:16:00.000Z', 'pause', 'paused'), remote: 'mf-catalog' },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const series = (query: string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    t.app.inject({ method: 'GET', url: `/api/rollout/series${query}`, headers });

  it('gives the last hour per minute: loads and failures per channel, p75 per channel and device, and the markers', async () => {
    const reply = await series('?remote=mf-news&range=1h');
    expect(reply.statusCode).toBe(200);
    const body = envelope<RolloutSeries>(reply).response;
    expect(body.stepSeconds).toBe(60);
    expect(body.times).toHaveLength(60);
    expect(body.times[0]).toBe(Date.parse('2026-11-27T09:31:00Z') / 1000);
    expect(body.times[59]).toBe(Date.parse('2026-11-27T10:30:00Z') / 1000);

    const at1029 = 58;
    const stable = body.loads.find((entry) => entry.channel === 'stable');
    const canary = body.loads.find((entry) => entry.channel === 'canary');
    expect(body.loads.map((entry) => entry.channel)).toEqual(['stable', 'canary']);
    expect([stable?.loads[at1029], stable?.failures[at1029]]).toEqual([100, 10]);
    expect([canary?.loads[at1029], canary?.failures[at1029]]).toEqual([6, 3]);
    expect(stable?.loads[49]).toBe(7);
    // Nothing else in the hour: 09:30 is outside it, the preview and mf-catalog are not these lines.
    expect(stable?.loads.reduce((sum, count) => sum + count, 0)).toBe(107);
    expect(canary?.loads.reduce((sum, count) => sum + count, 0)).toBe(6);

    const p75 = (metric: string, channel: string, device: string) =>
      body.vitals.find((entry) => entry.metric === metric && entry.channel === channel && entry.device === device);
    expect(body.vitals).toHaveLength(3 * 2 * 2);
    // Canary: rank ceil(0.75 * 4) = 3 is in bucket 81. Stable: the 3rd of 4 is in bucket 97.
    expect(p75('LCP', 'canary', 'mobile')?.p75[at1029]).toBeCloseTo(middleOf(81), 6);
    expect(middleOf(81)).toBeCloseTo(1069.3, 1);
    expect(p75('LCP', 'stable', 'mobile')?.p75[at1029]).toBeCloseTo(middleOf(97), 6);
    expect(middleOf(97)).toBeCloseTo(4277.3, 1);
    expect(p75('LCP', 'canary', 'mobile')?.views[at1029]).toBe(4);
    expect(p75('LCP', 'canary', 'mobile')?.p75[at1029 - 1]).toBeNull();
    expect(p75('LCP', 'canary', 'desktop')?.p75.every((value) => value === null)).toBe(true);
    // CLS in thousandths: bucket 64's middle, 2^(127/16) = 245.1 thousandths.
    expect(p75('CLS', 'canary', 'desktop')?.p75[39]).toBeCloseTo(middleOf(64) / 1000, 9);
    expect(middleOf(64) / 1000).toBeCloseTo(0.2451, 4);
    expect(p75('INP', 'stable', 'mobile')?.views.every((views) => views === 0)).toBe(true);

    expect(body.markers).toEqual([
      { at: '2026-11-27T10:00:00.000Z', action: 'start', actor: 'console:release-desk', text: 'stable 1.0.0+00000010, canary 1.1.0+00000011 at 10%' },
      {
        at: '2026-11-27T10:15:00.000Z',
        action: 'advance',
        actor: 'console:release-desk',
        text: 'stable 1.0.0+00000010, canary 1.1.0+00000011 at 50%',
      },
    ]);
  });

  it('gives the last day per 15 minutes', async () => {
    const body = envelope<RolloutSeries>(await series('?remote=mf-news&range=1d')).response;
    expect(body.stepSeconds).toBe(900);
    expect(body.times).toHaveLength(96);
    // The slot of 10:30 is the last; the first starts 95 slots earlier, yesterday at 10:45 (so 10:44 is outside).
    expect(body.times[0]).toBe(Date.parse('2026-11-26T10:45:00Z') / 1000);
    const stable = body.loads.find((entry) => entry.channel === 'stable');
    // 10:20 and 10:29 share the 10:15 slot (index 94); 09:30 is index 91.
    expect(stable?.loads[94]).toBe(107);
    expect(stable?.loads[91]).toBe(1000);
    expect(stable?.loads.reduce((sum, count) => sum + count, 0)).toBe(1107);
    expect(body.markers.map((marker) => [marker.action, marker.text])).toEqual([
      ['abort', 'stable 1.0.0+00000010 (guard: too many failures)'],
      ['start', 'stable 1.0.0+00000010, canary 1.1.0+00000011 at 10%'],
      ['advance', 'stable 1.0.0+00000010, canary 1.1.0+00000011 at 50%'],
    ]);
  });

  it('refuses bad query values with 400 and a clear message, and a call without a token with 401', async () => {
    for (const [query, message] of [
      ['?remote=mf-news&range=2h', /range/],
      ['?remote=mf-news&range=', /range/],
      ['?remote=mf-nowhere&range=1h', /There is no remote "mf-nowhere"/],
      ['?range=1h', /remote/],
      [`?remote=${'x'.repeat(41)}`, /remote/],
    ] as const) {
      const reply = await series(query);
      expect([query, reply.statusCode]).toEqual([query, 400]);
      expect(envelope(reply).message).toMatch(message);
    }
    expect((await series('?remote=mf-news', {})).statusCode).toBe(401);
    // Without a range: the last hour.
    expect(envelope<RolloutSeries>(await series('?remote=mf-news')).response.range).toBe('1h');
  });
});
