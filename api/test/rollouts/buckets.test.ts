import crypto from 'node:crypto';
import { BUCKETS, onCanary, visitorBucket } from '../../src/services/rollouts/buckets';

const visitors = Array.from({ length: 20_000 }, (_, index) =>
  crypto.createHash('sha256').update(`visitor-${index}`).digest('base64url').slice(0, 22),
);

describe('canary buckets', () => {
  it('never moves a bucket from the canary back to stable while the percentage grows one percent at a time, over every bucket', () => {
    for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
      let wasOn = false;
      for (let percent = 0; percent <= 100; percent += 1) {
        const on = onCanary(bucket, percent);
        if (wasOn && !on) throw new Error(`bucket ${bucket} left the canary at ${percent}%`);
        wasOn = on;
      }
      expect(wasOn).toBe(true);
    }
  });

  it('puts exactly the share of buckets on the canary, down to a hundredth of a percent', () => {
    for (const percent of [0, 0.01, 0.5, 1, 5, 25, 33.33, 50, 99.99, 100]) {
      let on = 0;
      for (let bucket = 0; bucket < BUCKETS; bucket += 1) if (onCanary(bucket, percent)) on += 1;
      expect({ percent, on }).toEqual({ percent, on: Math.round(percent * 100) });
    }
  });

  it.each([
    ['mf-catalog', '1.1.0+ab12cd34'],
    ['mf-news', '2.0.0+00ff00ff'],
  ])('raises %s %s from 0 to 100 one percent at a time: visitors only join, and each step has its share', (remote, version) => {
    const buckets = visitors.map((visitor) => visitorBucket(visitor, remote, version));
    let previous = buckets.map(() => false);
    for (let percent = 0; percent <= 100; percent += 1) {
      const current = buckets.map((bucket) => onCanary(bucket, percent));
      const movedBack = current.filter((on, index) => previous[index] && !on).length;
      const share = current.filter(Boolean).length / visitors.length;
      // Nobody leaves the canary, and the share is the percentage within sampling noise of 20,000 visitors.
      expect({ percent, movedBack, close: Math.abs(share - percent / 100) < 0.015 }).toEqual({ percent, movedBack: 0, close: true });
      previous = current;
    }
    expect(previous.every(Boolean)).toBe(true);
  });

  it('gives two remotes, and two versions of one remote, different cohorts', () => {
    const cohort = (remote: string, version: string) => new Set(visitors.filter((visitor) => onCanary(visitorBucket(visitor, remote, version), 10)));
    const catalog = cohort('mf-catalog', '1.1.0+ab12cd34');
    const news = cohort('mf-news', '1.1.0+ab12cd34');
    const nextCatalog = cohort('mf-catalog', '1.2.0+cafebabe');
    const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((visitor) => b.has(visitor)).length / a.size;
    // Independent 10% cohorts share about 10% of their visitors, not all of them.
    expect(overlap(catalog, news)).toBeLessThan(0.2);
    expect(overlap(catalog, nextCatalog)).toBeLessThan(0.2);
    // The same canary always picks the same visitors.
    expect(cohort('mf-catalog', '1.1.0+ab12cd34')).toEqual(catalog);
  });
});
