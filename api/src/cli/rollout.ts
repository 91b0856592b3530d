import os from 'node:os';
import type { Kysely } from 'kysely';
import { loadConfig, type RolloutGuardSettings } from '../config';
import type { Database } from '../db/schema';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { RolloutConflict, RolloutRefusal } from '../services/rollouts/rollout-repository';
import {
  describeApplied,
  listReleases,
  releasesInUse,
  requireRemote,
  rolloutHistory,
  rolloutStatus,
  runRolloutCommand,
  type SimpleVerb,
  type StatusRow,
} from '../services/rollouts/rollout-operations';
import { PREVIEW_LIFETIME_MS, previewToken } from '../services/rollouts/preview-token';
import { pruneReleases } from '../services/releases';
import { findRelease } from '../services/releases/release-repository';
import { formatColumns, formatTable, jsonOrText, optionsOrExitCode, type Parsed } from './command-line';

// npm run rollout -- <command>: staged rollouts of one remote, straight on the database every API process
// reads (DATABASE_URL, or VAR_DIR's SQLite file). Nothing restarts; new page loads see a change within a second.

const USAGE = `Usage: npm run rollout -- <command> [options]
  status                                   each remote: stable, canary, percentage, step, since, next step; section
                                           loads and failures per channel over the guard's window, the p75 and p95
                                           of LCP, INP, CLS, FCP and TTFB, and what the guard makes of them
  watch <remote>                           status of one remote every 5 s, until its rollout ends
  start <remote> <version> [--steps 1,5,25,50,100] [--every 10m]
                                           a canary for a share of visitors (the first step), growing by hand
                                           (advance) or on its own every --every (30s, 10m, 2h)
  advance <remote>                         the next step (past the last one: promote)
  pause <remote> | resume <remote>         stop / restart automatic steps
  promote <remote>                         the canary becomes stable for everyone
  abort <remote>                           the canary to 0%, stable unchanged
  rollback <remote> [--to <version>]       stable back to the previous stable, or to any of the last 20 releases
  history [<remote>] [--limit N]           what changed, when, by whom, and why
  releases <remote>                        the releases that passed the gate, newest first
  prune                                    delete releases older than 30 days that are not in use and not among
                                           the 20 newest of their remote (their folders and rows)
  preview-link <remote> <version> [--path /newsList]
                                           a link, valid 24 hours, that shows that release to one browser
  Add --json to status, history and releases for JSON.
The guard aborts a canary whose section loads fail more often than ROLLOUT_FAILURE_RATIO times the stable's and
ROLLOUT_FAILURE_MARGIN points above it, once it has ROLLOUT_MIN_LOADS loads in ROLLOUT_WINDOW from
ROLLOUT_MIN_SOURCES networks; it counts only reports that a page load's ticket vouches for, no network for more
than ROLLOUT_SOURCE_SHARE percent, and never advances a canary above ROLLOUT_FAILURE_CEILING percent. Errors thrown
after a section was shown are judged by the same rule, per shown load; a canary whose p75 LCP, INP or CLS on phones or
desktops is worse than stable's by ROLLOUT_LCP_LIMIT, ROLLOUT_INP_LIMIT or ROLLOUT_CLS_LIMIT, with
ROLLOUT_VITALS_MIN_VIEWS views on each side, is aborted too (see README).
Remotes: mf-catalog, mf-solutions, mf-support, mf-news, mf-account, mf-ops.`;

interface RolloutArgs {
  command: string;
  positional: string[];
  options: Map<string, string | true>;
}

export function parseArgs(argv: string[]): Parsed<RolloutArgs> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || rest.includes('--help')) return 'help';
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (name === 'json') options.set(name, true);
    else if (['steps', 'every', 'to', 'limit', 'path', 'reason'].includes(name)) {
      const value = inline ?? rest[(index += 1)];
      if (value === undefined || value.startsWith('--')) return { error: `--${name} needs a value` };
      options.set(name, value);
    } else return { error: `unknown option "${arg}"` };
  }
  return { command, positional, options };
}

const text = (options: Map<string, string | true>, name: string): string | undefined => {
  const value = options.get(name);
  return typeof value === 'string' ? value : undefined;
};

function printTable(rows: Record<string, unknown>[]): void {
  console.log(formatTable(rows));
}

/** The status of some remotes: their rollout, their section loads over the window, and the guard's view. */
function printStatus(rows: StatusRow[], windowMs: number): void {
  printTable(
    rows.map(
      ({
        revision: _revision,
        guard: _guard,
        loads: _loads,
        rejected: _rejected,
        runtimeGuard: _runtime,
        vitals: _vitals,
        vitalsGuard: _vg,
        ...row
      }) => row,
    ),
  );
  console.log(`\nSection loads reported by browsers, last ${Math.round(windowMs / 60_000)} min (since the canary started, if later):`);
  printTable(rows.flatMap((row) => row.loads.map((load) => ({ remote: row.remote, ...load }))));
  const vitals = rows.flatMap((row) => row.vitals.map((vital) => ({ remote: row.remote, ...vital })));
  if (vitals.length > 0) {
    console.log('\nWhat visitors measured, same window (p75 and p95 from the views; milliseconds, CLS a score):');
    printTable(vitals);
  }
  console.log('\nGuard:');
  for (const row of rows)
    for (const sentence of [row.guard, row.runtimeGuard, row.vitalsGuard]) if (sentence) console.log(`  ${row.remote}: ${sentence}`);
  const rejected = rows.filter((row) => row.rejected !== '');
  if (rejected.length > 0) {
    // Records without a valid ticket, or not the releases their ticket gave: an attempt to steer the guard shows here.
    console.log('\nReports answered but not counted (by reason):');
    for (const row of rejected) console.log(`  ${row.remote}: ${row.rejected}`);
  }
}

/** The columns of `history` and `releases` without --json: header, then the field it shows. */
const HISTORY_COLUMNS = { at: 'at', remote: 'remote', actor: 'actor', action: 'action', from: 'fromState', to: 'toState', reason: 'reason' } as const;
const RELEASE_COLUMNS = { version: 'version', use: 'use', source: 'source', created: 'createdAt', by: 'createdBy', entry: 'entry' } as const;

/** WATCH_EVERY_MS between refreshes of `watch`. */
const WATCH_EVERY_MS = 5000;

/** Prints the remote's status every 5 s until it has no canary (promoted, aborted or rolled back), then its last change. */
async function watch(db: Kysely<Database>, remote: string, guard: RolloutGuardSettings): Promise<number> {
  for (;;) {
    const row = (await rolloutStatus(db, guard, new Date())).find((candidate) => candidate.remote === remote) as StatusRow;
    console.log(`\n${new Date().toISOString()}`);
    printStatus([row], guard.windowMs);
    if (!row.canary) {
      const [last] = await rolloutHistory(db, remote, 1);
      console.log(
        last
          ? `\n${remote} has no canary running. Last change: ${last.action} by ${last.actor} at ${last.at}${last.reason ? ` (${last.reason})` : ''}.`
          : `\n${remote} has no canary running.`,
      );
      return 0;
    }
    await new Promise((resolve) => setTimeout(resolve, WATCH_EVERY_MS));
  }
}

async function main(): Promise<number> {
  // The usage is long: a blank line keeps a refusal from reading as its first line.
  const parsed = optionsOrExitCode(parseArgs(process.argv.slice(2)), USAGE, '\n\n');
  if (typeof parsed === 'number') return parsed;
  const { command, positional, options } = parsed;
  const json = options.has('json');
  const config = loadConfig();
  const actor = `cli:${os.userInfo().username}`;

  if (command === 'preview-link') {
    const [remote, version] = positional;
    requireRemote(remote);
    if (!version) throw new RolloutRefusal('Name the version to preview, e.g. preview-link mf-news 1.1.0+ab12cd34.');
    const handle = openDatabase(config.databaseUrl);
    try {
      await migrateToLatest(handle);
      const release = await findRelease(handle.db, remote as string, version);
      if (!release)
        throw new RolloutRefusal(`${remote} has no release ${version} that passed the gate (see: npm run rollout -- releases ${remote}).`);
    } finally {
      await handle.db.destroy();
    }
    const path = text(options, 'path') ?? '/index';
    if (!/^\/[A-Za-z]*$/.test(path)) throw new RolloutRefusal(`--path must be a page address such as /newsList; got "${path}".`);
    const expiresAt = Date.now() + PREVIEW_LIFETIME_MS;
    const token = previewToken(config.sessionSecret, { remote: remote as string, version, expiresAt });
    console.log(`${config.siteUrl}${path}?release-preview=${encodeURIComponent(token)}`);
    console.log(
      `Opens ${remote} ${version} in the browser that follows it, until ${new Date(expiresAt).toISOString()} or until it opens ${config.siteUrl}/index?release-preview=clear. Nobody else sees it.`,
    );
    return 0;
  }

  const handle = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle);
    const { db } = handle;
    switch (command) {
      case 'status': {
        const rows = await rolloutStatus(db, config.rolloutGuard, new Date());
        if (json) console.log(JSON.stringify(rows, null, 2));
        else printStatus(rows, config.rolloutGuard.windowMs);
        return 0;
      }
      case 'watch':
        return await watch(db, requireRemote(positional[0]), config.rolloutGuard);
      case 'history': {
        const limit = Number(text(options, 'limit') ?? 50);
        if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new RolloutRefusal('--limit must be a whole number from 1 to 500.');
        const rows = await rolloutHistory(db, positional[0], limit);
        console.log(jsonOrText(rows, json, (changes) => formatColumns(changes, HISTORY_COLUMNS)));
        return 0;
      }
      case 'releases': {
        const rows = await listReleases(db, requireRemote(positional[0]));
        console.log(jsonOrText(rows, json, (releases) => formatColumns(releases, RELEASE_COLUMNS)));
        return 0;
      }
      case 'prune': {
        const removed = await pruneReleases(db, config, { keep: await releasesInUse(db) });
        if (removed.length === 0)
          console.log('Nothing to prune: every release is in use, among the 20 newest of its remote, or younger than 30 days.');
        for (const release of removed) console.log(`removed ${release.remote} ${release.version} (${release.source})`);
        return 0;
      }
      case 'start':
      case 'advance':
      case 'pause':
      case 'resume':
      case 'promote':
      case 'abort':
      case 'rollback': {
        const applied = await runRolloutCommand(
          db,
          {
            verb: command as SimpleVerb | 'start' | 'rollback',
            remote: positional[0] ?? '',
            version: positional[1],
            steps: text(options, 'steps'),
            every: text(options, 'every'),
            to: text(options, 'to'),
            reason: text(options, 'reason'),
          },
          actor,
          new Date(),
        );
        console.log(describeApplied(applied));
        return 0;
      }
      default:
        console.error(`unknown command "${command}"\n\n${USAGE}`);
        return 2;
    }
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof RolloutRefusal || error instanceof RolloutConflict) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
