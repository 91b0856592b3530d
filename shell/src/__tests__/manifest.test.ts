import { chooseRelease, visitorCohort } from '../remotes/manifest';

const stable = { version: '1.0.0', entry: '/remotes/mf-catalog/1.0.0/mf-manifest.json' };
const canary = { version: '1.1.0', entry: '/remotes/mf-catalog/1.1.0/mf-manifest.json', percent: 10 };

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('staged rollout (DESIGN §2)', () => {
  it('gives the canary to visitors whose cohort is under its percentage', () => {
    expect(chooseRelease({ stable, canary }, 0)).toEqual({ release: canary, channel: 'canary' });
    expect(chooseRelease({ stable, canary }, 9)).toEqual({ release: canary, channel: 'canary' });
    expect(chooseRelease({ stable, canary }, 10)).toEqual({ release: stable, channel: 'stable' });
    expect(chooseRelease({ stable, canary }, 99)).toEqual({ release: stable, channel: 'stable' });
  });

  it('serves stable when there is no canary or its share is zero', () => {
    expect(chooseRelease({ stable }, 0).channel).toBe('stable');
    expect(chooseRelease({ stable, canary: { ...canary, percent: 0 } }, 0).channel).toBe('stable');
  });

  it('keeps a visitor in the same cohort across visits', () => {
    const storage = memoryStorage();
    const first = visitorCohort(storage);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    expect(visitorCohort(storage)).toBe(first);
  });

  it('replaces a tampered cohort value', () => {
    const cohort = visitorCohort(memoryStorage({ 'ferrolink-cohort': '250' }));
    expect(cohort).toBeGreaterThanOrEqual(0);
    expect(cohort).toBeLessThan(100);
  });
});
