import { DEFAULT_ROLLOUT_GUARD } from '../../src/config';
import { capSources, judgeCanary } from '../../src/services/rollouts/guard';
import type { SourceTally } from '../../src/services/rollouts/load-reports';

// The guard's decision on per-source counts: a canary is judged only with enough loads from enough sources, aborted
// only when its failure rate is above both twice the stable's and the stable's plus half a percentage point, and no
// few sources, however much they report, can abort a healthy canary, carry a failing one forward, or lift the limit.

const settings = DEFAULT_ROLLOUT_GUARD;

/**
 * `count` sources with `loads` loads each, `failures` failures spread over the first of them one by one, so the
 * failures come from as many sources as possible. Names start with `prefix`.
 */
function sources(count: number, loads: number, failures = 0, prefix = 'net'): SourceTally[] {
  return Array.from({ length: count }, (_, index) => {
    const own = Math.floor(failures / count) + (index < failures % count ? 1 : 0);
    return { source: `${prefix}-${index}`, loads, failures: own };
  });
}
const one = (source: string, loads: number, failures: number): SourceTally => ({ source, loads, failures });

describe('capSources', () => {
  it('leaves sources alone when none makes up more than its share', () => {
    expect(capSources(sources(5, 10), 0.2)).toEqual(sources(5, 10));
    expect(capSources([one('a', 30, 3), ...sources(9, 10)], 0.3)).toEqual([one('a', 30, 3), ...sources(9, 10)]);
  });

  it('caps a flooding source at its share of what is counted, keeping its failure rate', () => {
    const capped = capSources([one('flood', 1000, 1000), ...sources(20, 10)], 0.2);
    const total = capped.reduce((all, source) => all + source.loads, 0);
    const flood = capped.find((source) => source.source === 'flood') as SourceTally;
    expect(flood.loads / total).toBeCloseTo(0.2, 10);
    expect(flood.failures).toBeCloseTo(flood.loads, 10);
    expect(capped.filter((source) => source.source !== 'flood')).toEqual(sources(20, 10));
  });

  it('counts nothing from fewer sources than one over the share, and evens out exactly that many', () => {
    expect(capSources(sources(4, 10), 0.2).every((source) => source.loads === 0)).toBe(true);
    const five = capSources([one('a', 100, 10), one('b', 50, 0), one('c', 20, 0), one('d', 20, 0), one('e', 10, 0)], 0.2);
    expect(five.map((source) => source.loads)).toEqual([10, 10, 10, 10, 10]);
    expect(five[0]?.failures).toBeCloseTo(1, 10);
  });

  it('changes nothing with a share of 100%', () => {
    expect(capSources([one('a', 500, 5)], 1)).toEqual([one('a', 500, 5)]);
  });
});

describe('judgeCanary', () => {
  it('waits below the minimum of loads, however bad the canary looks', () => {
    const judgement = judgeCanary({ canary: sources(10, 19, 190).slice(0, 10), stable: sources(50, 100) }, settings);
    expect(judgement.verdict).toBe('too-few-loads');
    expect(judgement.summary).toBe(
      'waiting for loads: 190 of the 200 canary loads needed in the last 10 min (190 failed), from 10 of the 5 sources needed; automatic steps wait',
    );
  });

  it('waits for loads from enough sources, however many loads a few send', () => {
    const judgement = judgeCanary({ canary: sources(4, 1000, 4000), stable: sources(50, 100) }, settings);
    expect(judgement.verdict).toBe('too-few-loads');
    expect(judgement.summary).toContain('from 4 of the 5 sources needed');
  });

  it('judges from the minimum on', () => {
    expect(judgeCanary({ canary: sources(10, 20, 200), stable: sources(50, 100) }, settings).verdict).toBe('over-budget');
  });

  it('keeps a canary that fails as often as stable', () => {
    expect(judgeCanary({ canary: sources(20, 50, 30), stable: sources(20, 50, 30) }, settings).verdict).toBe('within-budget');
  });

  it('keeps a canary that meets the ratio but not the margin (0.4% against 0.1%)', () => {
    const judgement = judgeCanary({ canary: sources(20, 50, 4), stable: sources(20, 50, 1) }, { ...settings, minSources: 1 });
    expect(judgement.verdict).toBe('within-budget');
    expect(judgement.summary).toBe(
      'within budget: 4 of 1000 canary loads failed (0.4%) from 20 sources, stable 0.1% in the last 10 min; abort above 0.6%',
    );
  });

  it('keeps a canary that meets the margin but not the ratio (6% against 5%): held, for it is above the 5% ceiling', () => {
    const judgement = judgeCanary({ canary: sources(20, 50, 60), stable: sources(20, 50, 50) }, settings);
    expect(judgement.verdict).toBe('held');
    expect(judgement.summary).toMatch(
      /^held: 60 of 1000 canary loads failed \(6\.0%\) from 20 sources, .*above the 5\.0% ceiling, which no stable rate lifts; automatic steps wait$/,
    );
  });

  it('aborts a canary that meets both, with the numbers in its summary', () => {
    const judgement = judgeCanary({ canary: sources(23, 10, 14), stable: sources(20, 50, 2) }, { ...settings, minSources: 1 });
    expect(judgement.verdict).toBe('over-budget');
    expect(judgement.summary).toBe('14 of 230 canary loads failed (6.1%) from 23 sources, stable 0.2% in the last 10 min; the limit is 0.7%');
  });

  it('against a stable with no failures, the margin alone decides: 0.5% is allowed, above it is not', () => {
    const noStableFailures = sources(30, 100);
    const strict = { ...settings, minSources: 1 };
    expect(judgeCanary({ canary: sources(40, 10, 2), stable: noStableFailures }, strict).verdict).toBe('within-budget');
    expect(judgeCanary({ canary: sources(40, 10, 3), stable: noStableFailures }, strict).verdict).toBe('over-budget');
    // A stable nobody loaded in the window counts as no failures.
    expect(judgeCanary({ canary: sources(40, 10, 3), stable: [] }, strict).verdict).toBe('over-budget');
  });

  it('follows other settings', () => {
    const loose = { ...settings, minLoads: 10, ratio: 1.5, marginPoints: 0, minSources: 1, sourceShare: 1 };
    expect(judgeCanary({ canary: [one('a', 10, 1)], stable: [one('b', 100, 0)] }, loose).verdict).toBe('over-budget');
    expect(judgeCanary({ canary: [one('a', 9, 9)], stable: [one('b', 100, 0)] }, loose).verdict).toBe('too-few-loads');
    expect(judgeCanary({ canary: [one('a', 100, 0)], stable: [one('b', 100, 0)] }, { ...loose, minLoads: 0 }).verdict).toBe('within-budget');
  });
});

describe('judgeCanary against forged reports', () => {
  // A healthy canary and stable, 40 real networks each, 10 loads from each, a few failures as real traffic has.
  const healthyCanary = sources(40, 10, 1);
  const healthyStable = sources(40, 10, 1, 'stable-net');

  it('is not aborted by 1,000 failures from one source', () => {
    const flood = one('attacker', 1000, 1000);
    const judgement = judgeCanary({ canary: [...healthyCanary, flood], stable: healthyStable }, settings);
    expect(judgement.verdict).not.toBe('over-budget');
    // Counted, that source is a fifth of the canary's loads at most.
    expect(judgement.canary.loads).toBeLessThanOrEqual(Math.round(400 / 0.8));
  });

  it('is not aborted by failures from four networks, with the fifth failing source a real one', () => {
    const attackers = [1, 2, 3, 4].map((index) => one(`attacker-${index}`, 100, 100));
    expect(judgeCanary({ canary: [...healthyCanary, ...attackers], stable: healthyStable }, settings).verdict).toBe('held');
  });

  it('is aborted when the failures come from many networks', () => {
    expect(judgeCanary({ canary: sources(40, 10, 40), stable: healthyStable }, settings).verdict).toBe('over-budget');
  });

  it('never advances a failing canary on successes forged from four networks', () => {
    const failing = sources(40, 10, 400);
    const forgedSuccesses = [1, 2, 3, 4].map((index) => one(`attacker-${index}`, 5000, 0));
    const judgement = judgeCanary({ canary: [...failing, ...forgedSuccesses], stable: healthyStable }, settings);
    expect(judgement.verdict).not.toBe('within-budget');
  });

  it('never advances a canary that fails every load, whatever failures are forged for stable', () => {
    const failing = sources(20, 10, 200);
    const forgedStable = [...healthyStable, ...sources(10, 1000, 10_000, 'forger')];
    const judgement = judgeCanary({ canary: failing, stable: forgedStable, stableBefore: { loads: 400, failures: 1 } }, settings);
    expect(judgement.verdict).toBe('over-budget');
    expect(judgement.summary).toMatch(/stable 0\.3% before the canary started \(\d+\.\d% since\)/);
  });

  it('never advances a canary above the ceiling, even when stable truly fails as often', () => {
    const judgement = judgeCanary({ canary: sources(40, 10, 40), stable: sources(40, 10, 40, 'stable-net') }, settings);
    expect(judgement.verdict).toBe('held');
  });
});
