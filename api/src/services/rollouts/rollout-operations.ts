import type { Kysely } from 'kysely';
import type { RolloutGuardSettings } from '../../config';
import type { Database } from '../../db/schema';
import { assessRollout, percent } from './guard';
import { tallyRejections } from './load-reports';
import { isRemoteDir, REMOTE_DIRS, REMOTES } from '../../lib/remotes';
import { loadReleases, type ReleaseRow } from '../releases/release-repository';
import { hasServerBuildInSummary } from '../releases/manifest';
import { releaseKey } from '../releases/version';
import {
  applyCommand,
  canaryStartedAt,
  loadHistory,
  loadState,
  loadStates,
  ROLLBACK_DEPTH,
  RolloutRefusal,
  type AppliedCommand,
  type HistoryEntry,
} from './rollout-repository';
import { describeState, parseDuration, parseSteps, type RolloutAction, type RolloutState } from './state-machine';
import type { ReleaseListing, StatusLoads, StatusRow } from '../../contracts/rollout-api';

export type { ReleaseListing, StatusLoads, StatusRow };

// The rollout operations as the command line and the HTTP API both offer them: the commands (input checked and
// turned into state-machine actions, results described in sentences a person reads), and the reads beside them:
// status, history, the release listing and the releases in use.

/** Every API process reads the state again within this long: the delay between a command and new page loads. */
export const VISIBLE_WITHIN = 'within about a second (every API process reads the rollout state each second)';

export function requireRemote(name: string | undefined): string {
  if (!name) throw new RolloutRefusal(`Name a remote: ${REMOTE_DIRS.join(', ')}.`);
  if (!isRemoteDir(name)) throw new RolloutRefusal(`There is no remote "${name}". Remotes: ${REMOTE_DIRS.join(', ')}.`);
  return name;
}

export interface StartInput {
  remote: string;
  version: string;
  /** "1,5,25,50,100"; the default plan when absent. */
  steps?: string;
  /** "10m": automatic steps; by hand when absent. */
  every?: string;
}

export type SimpleVerb = 'advance' | 'pause' | 'resume' | 'promote' | 'abort';

/** The stable release before the current one, from the history (what `rollback` without --to goes back to). */
export async function previousStable(db: Kysely<Database>, state: RolloutState): Promise<string | undefined> {
  const history = await loadHistory(db, { remote: state.remote, limit: 500 });
  const stableOf = (text: string) => /^stable (\S+?)(,|$)/.exec(text)?.[1];
  for (const entry of history) {
    const from = stableOf(entry.fromState);
    const to = stableOf(entry.toState);
    if (to === state.stableVersion && from && from !== to) return from;
  }
  return undefined;
}

/** One rollout command as the command line and the HTTP API receive it (texts as typed; checked here). */
export interface RolloutCommandInput {
  verb: SimpleVerb | 'start' | 'rollback';
  remote: string;
  version?: string;
  steps?: string;
  every?: string;
  to?: string;
  /** Act only if the remote's state is still at this revision (what the caller read). */
  revision?: number;
  reason?: string;
}

/** Runs one command against the database; the caller says who (`cli:ann`, `api:ci-catalog`, `controller`). */
export async function runRolloutCommand(db: Kysely<Database>, input: RolloutCommandInput, actor: string, now: Date): Promise<AppliedCommand> {
  const remote = requireRemote(input.remote);
  let action: RolloutAction;
  if (input.verb === 'start') {
    if (!input.version) throw new RolloutRefusal('Name the version to start, e.g. start mf-catalog 1.1.0+ab12cd34.');
    const steps = input.steps === undefined ? [] : parseSteps(input.steps);
    if (typeof steps === 'string') throw new RolloutRefusal(steps);
    const everyMs = input.every === undefined ? null : parseDuration(input.every);
    if (typeof everyMs === 'string') throw new RolloutRefusal(everyMs);
    action = { kind: 'start', version: input.version, steps, everyMs };
  } else if (input.verb === 'rollback') {
    let to = input.to;
    if (!to) {
      const state = await loadState(db, remote);
      to = state ? await previousStable(db, state) : undefined;
      if (!to) throw new RolloutRefusal(`${remote} has no earlier stable release to go back to; name one with --to.`);
    }
    action = { kind: 'rollback', to };
  } else action = { kind: input.verb };
  return applyCommand(db, { remote, action, actor, reason: input.reason, now: now.toISOString(), expectedRevision: input.revision });
}

/** What a person reads after a command: what changed, and when visitors see it. */
export function describeApplied(applied: AppliedCommand): string {
  const { before, after, action } = applied;
  const lines = [`${after.remote}: ${action}`, `  before: ${describeState(before)}`, `  now:    ${describeState(after)}`];
  if (action === 'pause') lines.push('  Automatic steps stop; visitors keep what they get now.');
  else if (after.canaryVersion) {
    lines.push(`  New page loads: ${after.canaryPercent}% of visitors get ${after.canaryVersion}, ${VISIBLE_WITHIN}.`);
    if (after.stepEveryMs !== null && !after.paused) {
      const next = new Date(Date.parse(after.since) + after.stepEveryMs).toISOString();
      lines.push(`  Next step at ${next} (${after.stepIndex + 1 < after.steps.length ? `${after.steps[after.stepIndex + 1]}%` : 'promotion'}).`);
    }
  } else lines.push(`  New page loads: everyone gets ${after.stableVersion}, ${VISIBLE_WITHIN}. Open pages keep their release until reloaded.`);
  return lines.join('\n');
}

/** What the guard says of a remote with no canary: its last abort, while it is recent enough to matter. */
async function lastGuardAbort(db: Kysely<Database>, remote: string, since: Date): Promise<string> {
  const [last] = await loadHistory(db, { remote, limit: 1 });
  if (!last || last.actor !== 'guard' || Date.parse(last.at) < since.getTime()) return 'no canary';
  return `no canary: the guard ${last.reason} (${last.at})`;
}

/** One row per remote: what `rollout status` and GET /api/rollout/status show, loads and the guard's view included. */
export async function rolloutStatus(db: Kysely<Database>, guard: RolloutGuardSettings, now: Date): Promise<StatusRow[]> {
  const states = new Map((await loadStates(db)).map((state) => [state.remote, state]));
  const rows: StatusRow[] = [];
  for (const { dir } of REMOTES) {
    const state = states.get(dir);
    if (!state) {
      rows.push({
        remote: dir,
        revision: 0,
        stable: '(no release yet)',
        canary: '',
        percent: 0,
        step: '',
        since: '',
        next: '',
        guard: '',
        loads: [],
        runtimeGuard: '',
        vitals: [],
        vitalsGuard: '',
        rejected: '',
      });
      continue;
    }
    const running = state.canaryVersion !== null;
    const assessment = await assessRollout(db, state, guard, now, running ? await canaryStartedAt(db, dir) : undefined);
    const rejected = await tallyRejections(db, dir, new Date(assessment.from));
    let next = '';
    if (running && state.paused) next = 'paused';
    else if (running && state.stepEveryMs !== null) {
      const at = new Date(Date.parse(state.since) + state.stepEveryMs).toISOString();
      next = `${state.stepIndex + 1 < state.steps.length ? `${state.steps[state.stepIndex + 1]}%` : 'promote'} at ${at}`;
      if (assessment.judgement?.verdict === 'too-few-loads') next += ' (once enough loads)';
      else if (assessment.vitals.judgement?.verdict === 'too-few-views') next += ' (once vitals are judged)';
    } else if (running) next = 'by hand (advance)';
    rows.push({
      remote: dir,
      revision: state.revision,
      stable: state.stableVersion,
      canary: state.canaryVersion ?? '',
      percent: running ? state.canaryPercent : 0,
      step: running ? `${state.stepIndex + 1}/${state.steps.length}` : '',
      since: state.since,
      next,
      guard: assessment.judgement?.summary ?? (await lastGuardAbort(db, dir, new Date(now.getTime() - guard.windowMs))),
      loads: assessment.tallies.map((tally) => ({
        channel: tally.channel,
        version: tally.version,
        loads: tally.loads,
        failures: tally.failures,
        rate: percent(tally.loads === 0 ? 0 : tally.failures / tally.loads),
        phases: Object.entries(tally.byPhase)
          .map(([phase, count]) => `${phase} ${count}`)
          .join(', '),
        sources: tally.sources,
        runtime: tally.runtime,
      })),
      runtimeGuard: assessment.runtime ? `runtime errors: ${assessment.runtime.summary}` : '',
      vitals: assessment.vitals.percentiles,
      vitalsGuard: assessment.vitals.judgement?.summary ?? '',
      rejected: Object.entries(rejected)
        .map(([reason, records]) => `${reason} ${records}`)
        .join(', '),
    });
  }
  return rows;
}

export async function rolloutHistory(db: Kysely<Database>, remote: string | undefined, limit = 50): Promise<HistoryEntry[]> {
  return loadHistory(db, { remote: remote === undefined ? undefined : requireRemote(remote), limit });
}

export async function listReleases(db: Kysely<Database>, remote: string): Promise<ReleaseListing[]> {
  const name = requireRemote(remote);
  const [rows, state] = await Promise.all([loadReleases(db, name), loadState(db, name)]);
  return rows.map((row: ReleaseRow, index) => ({
    version: row.version,
    entry: row.entry_url,
    source: row.source,
    createdAt: row.created_at,
    createdBy: row.created_by,
    use: row.version === state?.stableVersion ? 'stable' : row.version === state?.canaryVersion ? 'canary' : '',
    rollbackTarget: index < ROLLBACK_DEPTH && row.version !== state?.stableVersion,
    serverBuild: hasServerBuildInSummary(row.manifest_summary),
  }));
}

/** "remote@version" of every release some visitor may be served now: pruning never removes these. */
export async function releasesInUse(db: Kysely<Database>): Promise<Set<string>> {
  const inUse = new Set<string>();
  for (const state of await loadStates(db)) {
    inUse.add(releaseKey(state.remote, state.stableVersion));
    if (state.canaryVersion) inUse.add(releaseKey(state.remote, state.canaryVersion));
  }
  return inUse;
}
