// What each rollout command does to one remote's state, as pure functions: the repository applies the result
// by compare-and-swap, the commands, the HTTP API and the controller all go through here.

/** One remote's rollout, as stored (a row of `rollouts`). */
export interface RolloutState {
  /** The remote's folder name, e.g. "mf-catalog". */
  remote: string;
  revision: number;
  stableVersion: string;
  canaryVersion: string | null;
  /** Share of visitors on the canary, 0 to 100. */
  canaryPercent: number;
  /** The step plan, increasing percentages ending at 100, e.g. [1, 5, 25, 50, 100]. */
  steps: number[];
  stepIndex: number;
  /** Milliseconds between automatic steps; null when steps are advanced by hand. */
  stepEveryMs: number | null;
  paused: boolean;
  /** ISO time the current step began. */
  since: string;
}

export type RolloutAction =
  | { kind: 'start'; version: string; steps: number[]; everyMs: number | null }
  | { kind: 'advance' }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'promote' }
  | { kind: 'abort' }
  | { kind: 'rollback'; to: string };

export type Transition = { ok: true; next: RolloutState; action: string } | { ok: false; message: string };

/** The steps a canary takes when `start` names none: a small share first, then halves, then everyone. */
export const DEFAULT_STEPS = [5, 25, 50, 100];

/** Reads "--steps 1,5,25,50,100": increasing percentages above 0, the last one 100. */
export function parseSteps(text: string): number[] | string {
  const steps = text.split(',').map((part) => Number(part.trim()));
  if (steps.length === 0 || steps.some((step) => !Number.isFinite(step) || step <= 0 || step > 100)) {
    return `steps must be percentages above 0 and at most 100, separated by commas (e.g. 1,5,25,50,100); got "${text}".`;
  }
  if (steps.some((step, index) => index > 0 && step <= (steps[index - 1] as number))) return `steps must increase; got "${text}".`;
  if (steps[steps.length - 1] !== 100) return `the last step must be 100, so the canary can reach everyone; got "${text}".`;
  if (steps.some((step) => Math.round(step * 100) !== step * 100)) return `steps are in hundredths of a percent at most; got "${text}".`;
  return steps;
}

/** Reads "--every 10m": a duration of seconds, minutes or hours, from 10 s to 7 days. */
export function parseDuration(text: string): number | string {
  const match = /^(\d+)\s*(s|m|h)$/.exec(text.trim());
  const ms = match ? Number(match[1]) * { s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 's' | 'm' | 'h'] : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms < 10_000 || ms > 7 * 24 * 3_600_000) {
    return `every must be a duration such as 30s, 10m or 2h, from 10 seconds to 7 days; got "${text}".`;
  }
  return ms;
}

/** "stable 1.0.0+ab12cd34, canary 1.1.0+ef56ab78 at 25% (step 2 of 4)": a state in one line, for history and output. */
export function describeState(
  state: Pick<RolloutState, 'stableVersion' | 'canaryVersion' | 'canaryPercent' | 'steps' | 'stepIndex' | 'paused'>,
): string {
  if (!state.canaryVersion) return `stable ${state.stableVersion}`;
  const step = state.steps.length > 0 ? ` (step ${state.stepIndex + 1} of ${state.steps.length}${state.paused ? ', paused' : ''})` : '';
  return `stable ${state.stableVersion}, canary ${state.canaryVersion} at ${state.canaryPercent}%${step}`;
}

const withoutCanary = (state: RolloutState, now: string): RolloutState => ({
  ...state,
  canaryVersion: null,
  canaryPercent: 0,
  steps: [],
  stepIndex: 0,
  stepEveryMs: null,
  paused: false,
  since: now,
});

/**
 * The next state after `action`, or why the action does not apply. `knownVersions` are the versions of this
 * remote that passed the gate (start and rollback may only name those); `rollbackTargets` the ones rollback may
 * go back to (the remote's last 20 gated releases).
 */
export function applyAction(
  state: RolloutState,
  action: RolloutAction,
  context: { now: string; knownVersions: ReadonlySet<string>; rollbackTargets: ReadonlySet<string> },
): Transition {
  const { now } = context;
  const remote = state.remote;
  const running = state.canaryVersion !== null;
  const needsCanary = (verb: string): Transition => ({ ok: false, message: `${remote} has no canary to ${verb}.` });
  switch (action.kind) {
    case 'start': {
      if (running)
        return { ok: false, message: `${remote} already has canary ${state.canaryVersion} at ${state.canaryPercent}%: promote or abort it first.` };
      if (!context.knownVersions.has(action.version))
        return { ok: false, message: `${remote} has no release ${action.version} that passed the gate.` };
      if (action.version === state.stableVersion) return { ok: false, message: `${action.version} is already the stable release of ${remote}.` };
      const steps = action.steps.length > 0 ? action.steps : DEFAULT_STEPS;
      return {
        ok: true,
        action: 'start',
        next: {
          ...state,
          canaryVersion: action.version,
          canaryPercent: steps[0] as number,
          steps,
          stepIndex: 0,
          stepEveryMs: action.everyMs,
          paused: false,
          since: now,
        },
      };
    }
    case 'advance': {
      if (!running) return needsCanary('advance');
      // Past the last step the canary already reaches everyone: advancing makes it the stable release.
      if (state.stepIndex >= state.steps.length - 1)
        return { ok: true, action: 'promote', next: { ...withoutCanary(state, now), stableVersion: state.canaryVersion as string } };
      const stepIndex = state.stepIndex + 1;
      return { ok: true, action: 'advance', next: { ...state, stepIndex, canaryPercent: state.steps[stepIndex] as number, since: now } };
    }
    case 'pause':
      if (!running) return needsCanary('pause');
      if (state.paused) return { ok: false, message: `${remote}'s rollout is already paused.` };
      return { ok: true, action: 'pause', next: { ...state, paused: true } };
    case 'resume':
      if (!running) return needsCanary('resume');
      if (!state.paused) return { ok: false, message: `${remote}'s rollout is not paused.` };
      // The step's time starts again, so a long pause does not advance the moment it ends.
      return { ok: true, action: 'resume', next: { ...state, paused: false, since: now } };
    case 'promote':
      if (!running) return needsCanary('promote');
      return { ok: true, action: 'promote', next: { ...withoutCanary(state, now), stableVersion: state.canaryVersion as string } };
    case 'abort':
      if (!running) return needsCanary('abort');
      return { ok: true, action: 'abort', next: withoutCanary(state, now) };
    case 'rollback': {
      if (action.to === state.stableVersion) return { ok: false, message: `${action.to} is already the stable release of ${remote}.` };
      if (!context.rollbackTargets.has(action.to)) {
        return {
          ok: false,
          message: `${remote} can roll back only to one of its last 20 releases that passed the gate; ${action.to} is not one of them.`,
        };
      }
      return { ok: true, action: 'rollback', next: { ...withoutCanary(state, now), stableVersion: action.to } };
    }
  }
}
