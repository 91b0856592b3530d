import { DEFAULT_ROLLOUT_GUARD } from '../../src/config';
import { judgeCanary } from '../../src/services/rollouts/guard';

// The guard's decision on counter tables: a canary is judged only with enough loads, and aborted only when its
// failure rate is above both twice the stable's and the stable's plus half a percentage point.

const settings = DEFAULT_ROLLOUT_GUARD;
const tally = (loads: number, failures: number) => ({ loads, failures });

describe('judgeCanary', () => {
  it('waits below the minimum of loads, however bad the canary looks', () => {
    const judgement = judgeCanary(tally(199, 199), tally(5000, 0), settings);
    expect(judgement.verdict).toBe('too-few-loads');
    expect(judgement.summary).toBe('waiting for loads: 199 of the 200 canary loads needed in the last 10 min (199 failed); automatic steps wait');
  });

  it('judges from the minimum on', () => {
    expect(judgeCanary(tally(200, 200), tally(5000, 0), settings).verdict).toBe('over-budget');
  });

  it('keeps a canary that fails as often as stable', () => {
    expect(judgeCanary(tally(1000, 30), tally(1000, 30), settings).verdict).toBe('within-budget');
  });

  it('keeps a canary that meets the ratio but not the margin (0.4% against 0.1%)', () => {
    const judgement = judgeCanary(tally(1000, 4), tally(1000, 1), settings);
    expect(judgement.verdict).toBe('within-budget');
    expect(judgement.summary).toBe('within budget: 4 of 1000 canary loads failed (0.4%), stable 0.1% in the last 10 min; abort above 0.6%');
  });

  it('keeps a canary that meets the margin but not the ratio (6% against 5%)', () => {
    expect(judgeCanary(tally(1000, 60), tally(1000, 50), settings).verdict).toBe('within-budget');
  });

  it('aborts a canary that meets both, with the numbers in its summary', () => {
    const judgement = judgeCanary(tally(230, 14), tally(1000, 2), settings);
    expect(judgement.verdict).toBe('over-budget');
    expect(judgement.summary).toBe('14 of 230 canary loads failed (6.1%), stable 0.2% in the last 10 min; the limit is 0.7%');
  });

  it('against a stable with no failures, the margin alone decides: 0.5% is allowed, above it is not', () => {
    expect(judgeCanary(tally(400, 2), tally(3000, 0), settings).verdict).toBe('within-budget');
    expect(judgeCanary(tally(400, 3), tally(3000, 0), settings).verdict).toBe('over-budget');
    // A stable nobody loaded in the window counts as no failures.
    expect(judgeCanary(tally(400, 3), tally(0, 0), settings).verdict).toBe('over-budget');
  });

  it('follows other settings', () => {
    const strict = { ...settings, minLoads: 10, ratio: 1.5, marginPoints: 0 };
    expect(judgeCanary(tally(10, 1), tally(100, 0), strict).verdict).toBe('over-budget');
    expect(judgeCanary(tally(9, 9), tally(100, 0), strict).verdict).toBe('too-few-loads');
    expect(judgeCanary(tally(100, 0), tally(100, 0), { ...settings, minLoads: 0 }).verdict).toBe('within-budget');
  });
});
