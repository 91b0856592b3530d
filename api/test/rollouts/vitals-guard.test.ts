import { DEFAULT_ROLLOUT_GUARD, parseVitalLimit, type GuardedVital, type RolloutGuardSettings } from '../../src/config';
import type { VitalDevice } from '../../src/contracts/web-vitals';
import { createRolloutController, type AbortNotice } from '../../src/services/rollouts/controller';
import { applyCommand, loadHistory, loadState } from '../../src/services/rollouts/rollout-repository';
import type { CohortSources, SourceHistograms } from '../../src/services/rollouts/vital-counts';
import { judgeVitals, vitalsAbortReason } from '../../src/services/rollouts/vitals-guard';
import { envelope, type TestApp } from '../helpers/test-app';
import { addressOf, CANARY, loadPageOn, record, sendBeacon, shownCanary, STABLE, createNewsRolloutApp } from './page-loads';

// The guard's judgement of what visitors feel, and of errors after a section was shown: the vitals verdict on
// synthetic histograms (a slower canary, an equal one, too few
// views), and on a real database the controller that aborts with the numbers in the history, waits with its steps,
// and judges runtime errors per shown load without counting a shown-then-thrown load twice.

const START = '2026-11-23T09:00:00.000Z';
const TOKEN = 'vitals-guard-token-0123456789abcdef';
/** Bucket 60 holds 166.0 to 181.0 ms (middle 173.3 ms), bucket 70 holds 394.8 to 430.5 ms (middle 412.3 ms). */
const MS_173 = 60;
const MS_412 = 70;

/** Networks each cohort's synthetic views come from: more than the 5 a verdict needs, none above a fifth. */
const NETWORKS = 10;

/**
 * One cohort's per-network histograms: for each [device, metric, bucket, views] given, the views in that bucket
 * spread evenly over NETWORKS networks (`network-0`...), or all from `only` when given.
 */
function cohort(entries: [VitalDevice, GuardedVital, number, number, string?][]): CohortSources {
  const histograms: CohortSources = new Map();
  for (const [device, metric, bucket, views, only] of entries) {
    const metrics = histograms.get(device) ?? new Map<GuardedVital, SourceHistograms>();
    const sources = metrics.get(metric) ?? new Map<string, Map<number, number>>();
    const names = only === undefined ? Array.from({ length: NETWORKS }, (_, index) => `network-${index}`) : [only];
    names.forEach((name, index) => {
      const own = Math.floor(views / names.length) + (index < views % names.length ? 1 : 0);
      if (own === 0) return;
      const histogram = sources.get(name) ?? new Map<number, number>();
      histogram.set(bucket, (histogram.get(bucket) ?? 0) + own);
      sources.set(name, histogram);
    });
    metrics.set(metric, sources);
    histograms.set(device, metrics);
  }
  return histograms;
}

describe('judgeVitals', () => {
  const settings = DEFAULT_ROLLOUT_GUARD;

  it('aborts a canary slower than stable by both the ratio and the margin, with the numbers', () => {
    const judgement = judgeVitals(
      cohort([
        ['mobile', 'INP', MS_412, 240],
        ['desktop', 'INP', MS_173, 300],
      ]),
      cohort([
        ['mobile', 'INP', MS_173, 1180],
        ['desktop', 'INP', MS_173, 2000],
      ]),
      settings,
    );
    expect(judgement.verdict).toBe('over-limit');
    expect(vitalsAbortReason(judgement)).toBe('aborted: p75 INP 412 ms on mobile against stable 173 ms (n=240/1180), limit +20% and +50 ms');
    expect(judgement.comparisons.find((comparison) => comparison.device === 'desktop' && comparison.metric === 'INP')?.verdict).toBe('within-limit');
  });

  it('passes an equal canary, and one worse by the ratio but not the margin', () => {
    const equal = judgeVitals(cohort([['mobile', 'LCP', 90, 150]]), cohort([['mobile', 'LCP', 90, 900]]), settings);
    expect(equal.verdict).toBe('within-limit');
    expect(equal.summary).toBe('vitals within limits in the last 10 min: p75 LCP 2332 ms on mobile against stable 2332 ms (n=150/900)');
    // 30.6 ms against 12.9 ms: 2.4 times stable's, but 18 ms more, under the 50 ms margin.
    expect(judgeVitals(cohort([['mobile', 'INP', 40, 150]]), cohort([['mobile', 'INP', 30, 900]]), settings).verdict).toBe('within-limit');
    // 224.8 ms against 173.3 ms: 30% and 51 ms more, over both.
    expect(judgeVitals(cohort([['mobile', 'INP', 63, 150]]), cohort([['mobile', 'INP', MS_173, 900]]), settings).verdict).toBe('over-limit');
  });

  it('judges CLS by its margin alone, and the p75 not the tail', () => {
    // Canary CLS p75 0.103 (bucket 54: 2^(53.5/8) = 103.1 thousandths) against 0.013 (bucket 30: 12.9 thousandths).
    const shifted = judgeVitals(cohort([['desktop', 'CLS', 54, 120]]), cohort([['desktop', 'CLS', 30, 400]]), settings);
    expect(vitalsAbortReason(shifted)).toBe('aborted: p75 CLS 0.103 on desktop against stable 0.013 (n=120/400), limit +0.05');
    // A quarter of the canary's views shifting a lot does not move its p75: 90 of 120 at 0.013.
    const tail = cohort([
      ['desktop', 'CLS', 30, 90],
      ['desktop', 'CLS', 80, 30],
    ]);
    expect(judgeVitals(tail, cohort([['desktop', 'CLS', 30, 400]]), settings).verdict).toBe('within-limit');
  });

  it('waits while either side has too few views of a metric the canary has views of, and ignores one it has none of', () => {
    const few = judgeVitals(cohort([['mobile', 'INP', MS_412, 99]]), cohort([['mobile', 'INP', MS_173, 1180]]), settings);
    expect(few.verdict).toBe('too-few-views');
    expect(few.summary).toBe(
      "vitals waiting for views (canary/stable, 100 each needed in the last 10 min, the canary's from 5 networks): INP on mobile 99/1180 (canary from 10 networks); automatic steps wait",
    );
    const fewStable = judgeVitals(cohort([['mobile', 'INP', MS_412, 500]]), cohort([['mobile', 'INP', MS_173, 40]]), settings);
    expect(fewStable.verdict).toBe('too-few-views');
    // Stable's INP on desktop without a canary view of it: nothing to wait for.
    const none = judgeVitals(undefined, cohort([['desktop', 'INP', MS_173, 1180]]), settings);
    expect(none).toMatchObject({ verdict: 'no-views', summary: 'vitals: no canary views in the last 10 min' });
  });

  it('lets no network count for more than a fifth of the views, and no four networks abort a canary or carry it on', () => {
    const stable = cohort([['mobile', 'INP', MS_173, 1180]]);
    // One network sends 1,000 slow canary views beside 240 from ten real ones: it counts as 60 of 300 (a fifth), and
    // the p75 stays the real views' 173 ms. Not aborted; but without the four fastest networks the slow fifth would
    // reach the p75, so it is held for a person, as the load rule holds a canary one network disputes.
    const flooded = judgeVitals(
      cohort([
        ['mobile', 'INP', MS_173, 240],
        ['mobile', 'INP', MS_412, 1000, 'flood'],
      ]),
      stable,
      settings,
    );
    expect(flooded.verdict).toBe('held');
    expect(flooded.comparisons[2]).toMatchObject({ metric: 'INP', device: 'mobile', canary: { views: 300, networks: 11 } });
    expect(flooded.summary).toBe(
      'vitals held: p75 INP 173 ms on mobile against stable 173 ms (n=300/1180) is within the limit of +20% and +50 ms only in the reports of fewer than 5 networks, so not advanced; automatic steps wait',
    );
    // Four networks of 100 slow views each beside the ten real ones: over the limit, but not without those four.
    const coalition = judgeVitals(
      cohort([
        ['mobile', 'INP', MS_173, 240],
        ...['a', 'b', 'c', 'd'].map((name): [VitalDevice, GuardedVital, number, number, string] => ['mobile', 'INP', MS_412, 100, name]),
      ]),
      stable,
      settings,
    );
    expect(coalition.verdict).toBe('held');
    expect(coalition.summary).toMatch(
      /^vitals held: p75 INP 412 ms on mobile against stable 173 ms \(n=640\/1180\) is over the limit .* so not aborted;/,
    );
    // Five slow networks are enough.
    const five = judgeVitals(
      cohort([
        ['mobile', 'INP', MS_173, 240],
        ...['a', 'b', 'c', 'd', 'e'].map((name): [VitalDevice, GuardedVital, number, number, string] => ['mobile', 'INP', MS_412, 100, name]),
      ]),
      stable,
      settings,
    );
    expect(five.verdict).toBe('over-limit');
    // Fewer networks than one over the share count nothing: 300 views from three networks wait.
    const three = judgeVitals(
      cohort(['a', 'b', 'c'].map((name): [VitalDevice, GuardedVital, number, number, string] => ['mobile', 'INP', MS_412, 100, name])),
      stable,
      settings,
    );
    expect(three.verdict).toBe('too-few-views');
    expect(three.summary).toMatch(/: INP on mobile 0\/1180 \(canary from 3 networks\); automatic steps wait$/);
  });

  it('reads its limits from the environment’s format', () => {
    expect(parseVitalLimit('INP', '20%,50ms')).toEqual({ ratioPercent: 20, margin: 50 });
    expect(parseVitalLimit('LCP', ' 10% , 400 ms ')).toEqual({ ratioPercent: 10, margin: 400 });
    expect(parseVitalLimit('CLS', '0%,0.05')).toEqual({ ratioPercent: 0, margin: 0.05 });
    expect(parseVitalLimit('LCP', undefined)).toEqual({ ratioPercent: 20, margin: 250 });
    expect(() => parseVitalLimit('INP', '50ms')).toThrow('ROLLOUT_INP_LIMIT must be a percent and a margin such as 20%,50ms');
    expect(() => parseVitalLimit('CLS', '0%,0.05ms')).toThrow('ROLLOUT_CLS_LIMIT must be a percent and a margin such as 0%,0.05');
  });
});

describe('the guard on a real database', () => {
  const guardSettings: RolloutGuardSettings = { ...DEFAULT_ROLLOUT_GUARD, minLoads: 20 };
  let t: TestApp;
  let now = Date.parse(START);
  let networks = 0;
  const aborts: AbortNotice[] = [];
  const controller = () =>
    createRolloutController({
      db: t.app.db,
      now: () => new Date(now),
      leaseMs: 15_000,
      guard: guardSettings,
      log: { info: () => undefined, warn: () => undefined },
      onAbort: (notice) => aborts.push(notice),
    });

  beforeEach(async () => {
    now = Date.parse(START);
    aborts.length = 0;
    t = await createNewsRolloutApp({ guard: guardSettings, token: TOKEN, seededAt: START, now: () => new Date(now) });
  });
  afterEach(() => t.close());

  async function startCanary(steps: number[], everyMs: number | null) {
    await applyCommand(t.app.db, { remote: 'mf-news', action: { kind: 'start', version: CANARY, steps, everyMs }, actor: 'test', now: START });
    await t.app.refreshRollout();
  }

  /** Each record from a page load given its channel, from a network of its own (`extra` records in the same beacon). */
  async function report(records: Record<string, unknown>[], extra: (index: number) => Record<string, unknown>[] = () => []) {
    for (const [index, entry] of records.entries()) {
      const load = await loadPageOn(t.app, entry.channel === 'canary' ? 'canary' : 'stable');
      networks += 1;
      const reply = await sendBeacon(t.app, { ticket: load.ticket, records: [entry, ...extra(index)] }, addressOf(networks));
      expect(reply.statusCode).toBe(200);
    }
  }
  /** Enough shown loads for the load-failure and runtime rules to judge the canary within budget. */
  const healthyLoads = () => report([...Array.from({ length: 50 }, () => record()), ...Array.from({ length: 20 }, () => shownCanary())]);

  /**
   * Synthetic histograms, as counted reports would leave them: `views` views of `metric` on `device` in `bucket`
   * this minute, for the canary's run or stable, in the 30-day histograms and, spread over NETWORKS networks, in the
   * guard's per-network ones.
   */
  async function addViews(channel: 'canary' | 'stable', device: VitalDevice, metric: GuardedVital, bucket: number, views: number) {
    const release = {
      minute: new Date(now).toISOString().slice(0, 16),
      remote: 'mf-news',
      version: channel === 'canary' ? CANARY : STABLE,
      channel,
      run: channel === 'canary' ? START : '',
      device,
      metric,
      bucket,
    };
    await t.app.db
      .insertInto('vital_counts')
      .values({ ...release, route: '/newsList', held_by: '', views })
      .execute();
    const networks = [
      ...(cohort([[device, metric, bucket, views]])
        .get(device)
        ?.get(metric) ?? new Map<string, Map<number, number>>()),
    ];
    await t.app.db
      .insertInto('vital_guard_counts')
      .values(networks.map(([source, histogram]) => ({ ...release, source: `${channel}-${source}`, views: histogram.get(bucket) ?? 0 })))
      .execute();
  }

  const statusRow = async () =>
    envelope<{ remote: string; next: string; guard: string; runtimeGuard: string; vitalsGuard: string; loads: Record<string, unknown>[] }[]>(
      await t.app.inject({ method: 'GET', url: '/api/rollout/status', headers: { authorization: `Bearer ${TOKEN}` } }),
    ).response.find((row) => row.remote === 'mf-news');

  it('aborts a canary whose p75 INP on phones is slower than stable’s, with the numbers in the history', async () => {
    await startCanary([50, 100], null);
    await addViews('stable', 'mobile', 'INP', MS_173, 1180);
    await addViews('canary', 'mobile', 'INP', MS_412, 240);
    await addViews('stable', 'desktop', 'LCP', 90, 500);
    await addViews('canary', 'desktop', 'LCP', 90, 200);
    now += 15_000;
    const [aborted] = await controller().tick();
    expect(aborted).toMatchObject({ action: 'abort', after: { canaryVersion: null, stableVersion: STABLE } });
    const [history] = await loadHistory(t.app.db, { remote: 'mf-news', limit: 1 });
    expect(history).toMatchObject({ action: 'abort', actor: 'guard' });
    expect(history?.reason).toBe('aborted: p75 INP 412 ms on mobile against stable 173 ms (n=240/1180), limit +20% and +50 ms');
    expect(aborts).toEqual([expect.objectContaining({ remote: 'mf-news', reason: history?.reason })]);
  });

  it('advances an equal canary on time, and holds the step while a metric the canary has views of has too few', async () => {
    await startCanary([10, 50, 100], 60_000);
    await healthyLoads();
    await addViews('stable', 'mobile', 'INP', MS_173, 1180);
    await addViews('canary', 'mobile', 'INP', MS_173, 60);
    now += 60_000;
    const guard = controller();
    expect(await guard.tick()).toEqual([]);
    expect((await loadState(t.app.db, 'mf-news'))?.canaryPercent).toBe(10);
    expect(await statusRow()).toMatchObject({
      next: expect.stringMatching(/^50% at .* \(once vitals are judged\)$/),
      guard: expect.stringMatching(/^within budget: 0 of 20 canary loads failed/),
      vitalsGuard:
        "vitals waiting for views (canary/stable, 100 each needed in the last 10 min, the canary's from 5 networks): INP on mobile 60/1180 (canary from 10 networks); automatic steps wait",
    });

    await addViews('canary', 'mobile', 'INP', MS_173, 40);
    now += 15_000;
    const [step] = await guard.tick();
    expect(step?.after).toMatchObject({ canaryPercent: 50 });
    const [history] = await loadHistory(t.app.db, { remote: 'mf-news', limit: 1 });
    expect(history?.reason).toMatch(
      /^automatic step after 60 s; within budget: .*; vitals within limits in the last 10 min: p75 INP 173 ms on mobile against stable 173 ms \(n=100\/1180\)$/,
    );
    expect((await statusRow())?.vitalsGuard).toBe(
      'vitals within limits in the last 10 min: p75 INP 173 ms on mobile against stable 173 ms (n=100/1180)',
    );
  });

  it('judges stable’s side from before the canary started when stable has too few views left in the window', async () => {
    // Stable's views in the ten minutes before the start; none since (the canary has most of the visitors).
    now = Date.parse(START) - 5 * 60_000;
    await addViews('stable', 'mobile', 'LCP', 90, 400);
    now = Date.parse(START) + 60_000;
    await startCanary([50, 100], null);
    await addViews('canary', 'mobile', 'LCP', 100, 300);
    await addViews('stable', 'mobile', 'LCP', 90, 10);
    now += 15_000;
    await controller().tick();
    const [history] = await loadHistory(t.app.db, { remote: 'mf-news', limit: 1 });
    // Bucket 100 is 2^(99.5/8) = 5547 ms; stable's 410 views in bucket 90, 2332 ms.
    expect(history?.reason).toBe('aborted: p75 LCP 5547 ms on mobile against stable 2332 ms (n=300/410), limit +20% and +250 ms');
  });

  it('aborts on runtime errors per shown load, and keeps a shown-then-thrown load out of the load failure rate', async () => {
    await startCanary([50, 100], null);
    const runtime = record({ version: CANARY, channel: 'canary', outcome: 'failed', phase: 'runtime', ms: 3000 });
    // 20 canary page loads, every one shown, the first 10 of them throwing afterwards; 100 stable loads, none throwing.
    await report(Array.from({ length: 100 }, () => record()));
    await report(
      Array.from({ length: 20 }, () => shownCanary()),
      (index) => (index < 10 ? [runtime] : []),
    );
    const row = await statusRow();
    expect(row?.guard).toBe('within budget: 0 of 20 canary loads failed (0.0%) from 20 sources, stable 0.0% in the last 10 min; abort above 0.5%');
    expect(row?.runtimeGuard).toBe(
      'runtime errors: 10 of 20 shown canary loads threw a runtime error (50.0%) from 20 sources, stable 0.0% in the last 10 min; the limit is 0.5%',
    );
    expect(row?.loads).toContainEqual(expect.objectContaining({ channel: 'canary', loads: 20, failures: 0, runtime: 10 }));
    now += 15_000;
    const [aborted] = await controller().tick();
    expect(aborted).toMatchObject({ action: 'abort' });
    const [history] = await loadHistory(t.app.db, { remote: 'mf-news', limit: 1 });
    expect(history?.reason).toBe(
      'aborted: runtime errors: 10 of 20 shown canary loads threw a runtime error (50.0%) from 20 sources, stable 0.0% in the last 10 min; the limit is 0.5%',
    );
  });

  it('lets a canary throw no more often than stable does', async () => {
    await startCanary([50, 100], 60_000);
    const runtimeOn = (channel: 'stable' | 'canary', version: string) => record({ version, channel, outcome: 'failed', phase: 'runtime', ms: 3000 });
    // Stable: 8 of 150 shown loads throw (5.3%, 2.7% without the 4 sources that weigh most: the limit is 5.5%);
    // canary: 1 of 25 (4%), each load from a network of its own.
    await report(
      Array.from({ length: 150 }, () => record()),
      (index) => (index < 8 ? [runtimeOn('stable', STABLE)] : []),
    );
    await report(
      Array.from({ length: 25 }, () => shownCanary()),
      (index) => (index < 1 ? [runtimeOn('canary', CANARY)] : []),
    );
    now += 60_000;
    const [step] = await controller().tick();
    expect(step?.after).toMatchObject({ canaryPercent: 100 });
    const [history] = await loadHistory(t.app.db, { remote: 'mf-news', limit: 1 });
    expect(history?.reason).toMatch(/; within budget: 0 of 25 canary loads failed \(0\.0%\)/);
  });
});
