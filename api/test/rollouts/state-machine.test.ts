import { applyAction, describeState, parseDuration, parseSteps, type RolloutState } from '../../src/services/rollouts/state-machine';

const NOW = '2026-11-23T12:00:00.000Z';
const base: RolloutState = {
  remote: 'mf-news',
  revision: 3,
  stableVersion: '1.0.0+aaaaaaaa',
  canaryVersion: null,
  canaryPercent: 0,
  steps: [],
  stepIndex: 0,
  stepEveryMs: null,
  paused: false,
  since: '2026-11-23T10:00:00.000Z',
};
const context = {
  now: NOW,
  knownVersions: new Set(['1.0.0+aaaaaaaa', '1.1.0+bbbbbbbb', '0.9.0+cccccccc']),
  rollbackTargets: new Set(['1.0.0+aaaaaaaa', '1.1.0+bbbbbbbb', '0.9.0+cccccccc']),
};
const running: RolloutState = { ...base, canaryVersion: '1.1.0+bbbbbbbb', canaryPercent: 5, steps: [5, 25, 100], stepIndex: 0, stepEveryMs: 600_000 };

function next(state: RolloutState, action: Parameters<typeof applyAction>[1]) {
  const result = applyAction(state, action, context);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('rollout state machine', () => {
  it('starts a canary at its first step', () => {
    const { next: state } = next(base, { kind: 'start', version: '1.1.0+bbbbbbbb', steps: [1, 5, 25, 50, 100], everyMs: null });
    expect(state).toMatchObject({ canaryVersion: '1.1.0+bbbbbbbb', canaryPercent: 1, stepIndex: 0, since: NOW, stableVersion: '1.0.0+aaaaaaaa' });
    expect(next(base, { kind: 'start', version: '1.1.0+bbbbbbbb', steps: [], everyMs: null }).next.steps).toEqual([5, 25, 50, 100]);
  });

  it('refuses to start a second canary, an unknown release, or the stable one', () => {
    expect(applyAction(running, { kind: 'start', version: '0.9.0+cccccccc', steps: [], everyMs: null }, context)).toEqual({
      ok: false,
      message: 'mf-news already has canary 1.1.0+bbbbbbbb at 5%: promote or abort it first.',
    });
    expect(applyAction(base, { kind: 'start', version: '9.9.9+deadbeef', steps: [], everyMs: null }, context)).toMatchObject({
      ok: false,
      message: expect.stringContaining('no release 9.9.9+deadbeef'),
    });
    expect(applyAction(base, { kind: 'start', version: '1.0.0+aaaaaaaa', steps: [], everyMs: null }, context)).toMatchObject({ ok: false });
  });

  it('advances step by step, and past the last step promotes', () => {
    const second = next(running, { kind: 'advance' }).next;
    expect(second).toMatchObject({ canaryPercent: 25, stepIndex: 1, since: NOW });
    const third = next(second, { kind: 'advance' }).next;
    expect(third).toMatchObject({ canaryPercent: 100, stepIndex: 2 });
    const promoted = next(third, { kind: 'advance' });
    expect(promoted.action).toBe('promote');
    expect(promoted.next).toMatchObject({ stableVersion: '1.1.0+bbbbbbbb', canaryVersion: null, canaryPercent: 0 });
  });

  it('pauses and resumes automatic steps, restarting the step time', () => {
    const paused = next(running, { kind: 'pause' }).next;
    expect(paused.paused).toBe(true);
    expect(applyAction(paused, { kind: 'pause' }, context)).toMatchObject({ ok: false });
    const resumed = next(paused, { kind: 'resume' }).next;
    expect(resumed).toMatchObject({ paused: false, since: NOW, canaryPercent: 5 });
  });

  it('promotes, aborts and rolls back', () => {
    expect(next(running, { kind: 'promote' }).next).toMatchObject({ stableVersion: '1.1.0+bbbbbbbb', canaryVersion: null });
    expect(next(running, { kind: 'abort' }).next).toMatchObject({ stableVersion: '1.0.0+aaaaaaaa', canaryVersion: null, canaryPercent: 0 });
    expect(next(running, { kind: 'rollback', to: '0.9.0+cccccccc' }).next).toMatchObject({ stableVersion: '0.9.0+cccccccc', canaryVersion: null });
    expect(applyAction(base, { kind: 'rollback', to: '7.0.0+00000000' }, context)).toMatchObject({
      ok: false,
      message: expect.stringContaining('last 20 releases'),
    });
    for (const kind of ['advance', 'pause', 'resume', 'promote', 'abort'] as const) {
      expect(applyAction(base, { kind }, context)).toEqual({ ok: false, message: `mf-news has no canary to ${kind}.` });
    }
  });

  it('reads step plans and durations, and says what is wrong with bad ones', () => {
    expect(parseSteps('1,5,25,50,100')).toEqual([1, 5, 25, 50, 100]);
    expect(parseSteps('0.5, 100')).toEqual([0.5, 100]);
    expect(parseSteps('5,25')).toMatch(/last step must be 100/);
    expect(parseSteps('25,5,100')).toMatch(/must increase/);
    expect(parseSteps('a,100')).toMatch(/percentages above 0/);
    expect(parseSteps('0,100')).toMatch(/percentages above 0/);
    expect(parseDuration('10m')).toBe(600_000);
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration('2h')).toBe(7_200_000);
    expect(parseDuration('5s')).toMatch(/from 10 seconds/);
    expect(parseDuration('ten minutes')).toMatch(/duration such as/);
    expect(describeState(running)).toBe('stable 1.0.0+aaaaaaaa, canary 1.1.0+bbbbbbbb at 5% (step 1 of 3)');
  });
});
