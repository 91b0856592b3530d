import { sql, type Kysely } from 'kysely';
import type { LoadReport } from '../../contracts/load-report';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/envelope';
import { remoteDirOf } from '../../lib/remotes';
import { releaseKey } from '../releases/version';
import { LOAD_TICKET_LIFETIME_MS, readLoadTicket, type LoadTicket, type TicketProblem } from './load-ticket';
import { countVitalSources, countVitals, type CountedVital, type ReportedVital } from './vital-counts';

/** Counters are kept this long, then deleted: enough to read back a month of rollouts. */
export const LOAD_COUNTS_KEPT_DAYS = 30;

/** "2026-11-23T09:41": the minute a time falls in, the key of the counters. */
export function minuteOf(time: Date): string {
  return time.toISOString().slice(0, 16);
}

/** A report as counted: the remote by folder name (mf-news), the outcome 'shown' or the failure's phase. */
export interface CountedLoad {
  remote: string;
  version: string;
  channel: LoadReport['channel'];
  outcome: string;
  ms: number;
}

/**
 * Adds a batch to the counters of the current minute: the batch is summed in memory first, so one write per
 * distinct (remote, version, channel, outcome) however many records repeat it, each an upsert that adds to the
 * row (two processes adding to one row at once both count).
 */
export async function countLoads(db: Kysely<Database>, loads: readonly CountedLoad[], now: Date): Promise<void> {
  const minute = minuteOf(now);
  const sums = new Map<
    string,
    { remote: string; version: string; channel: CountedLoad['channel']; outcome: string; loads: number; total_ms: number }
  >();
  for (const load of loads) {
    const key = JSON.stringify([load.remote, load.version, load.channel, load.outcome]);
    const sum = sums.get(key) ?? { remote: load.remote, version: load.version, channel: load.channel, outcome: load.outcome, loads: 0, total_ms: 0 };
    sum.loads += 1;
    sum.total_ms += load.ms;
    sums.set(key, sum);
  }
  if (sums.size === 0) return;
  await db
    .insertInto('load_counts')
    .values([...sums.values()].map((sum) => ({ minute, ...sum })))
    .onConflict((conflict) =>
      conflict.columns(['remote', 'version', 'channel', 'outcome', 'minute']).doUpdateSet((eb) => ({
        loads: eb('load_counts.loads', '+', eb.ref('excluded.loads')),
        total_ms: eb('load_counts.total_ms', '+', eb.ref('excluded.total_ms')),
      })),
    )
    .execute();
}

/**
 * Deletes counters, metric histograms (vital-counts.ts) and rejection counts older than LOAD_COUNTS_KEPT_DAYS; the
 * number of load counter rows removed.
 */
export async function pruneLoadCounts(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = minuteOf(new Date(now.getTime() - LOAD_COUNTS_KEPT_DAYS * 24 * 3_600_000));
  const result = await db.deleteFrom('load_counts').where('minute', '<', cutoff).executeTakeFirst();
  await db.deleteFrom('vital_counts').where('minute', '<', cutoff).execute();
  await db.deleteFrom('load_rejections').where('minute', '<', cutoff).execute();
  return Number(result.numDeletedRows);
}

/**
 * Deletes what the guard no longer reads: per-source counts and histograms older than its window (so a source's trace lives no
 * longer than the window) and the claims of tickets too old to be counted.
 */
export async function pruneGuardCounts(db: Kysely<Database>, now: Date, windowMs: number): Promise<void> {
  // One minute more than the window: the guard reads whole minutes, the first one partly inside the window.
  const oldest = minuteOf(new Date(now.getTime() - windowMs - 60_000));
  await db.deleteFrom('guard_counts').where('minute', '<', oldest).execute();
  await db.deleteFrom('vital_guard_counts').where('minute', '<', oldest).execute();
  await db.deleteFrom('load_ticket_claims').where('expires_at', '<', now.toISOString()).execute();
}

/** Why a record was answered but not counted: its ticket's problem, or its own. */
export type RejectionReason =
  | TicketProblem
  /** The ticket gave the page load another release (or channel) of that remote, or none. */
  | 'not-assigned'
  /** The ticket has already reported this section, channel and outcome. */
  | 'replayed';

/** A record of a batch as readReportedLoads read it: the remote by folder name (mf-news) beside its federation name. */
export interface ReportedLoad extends CountedLoad {
  /** The federation name (mf_news), as the ticket names remotes. */
  federationName: string;
}

/**
 * The records of a batch as loads to count, or a 400 naming the first that cannot be: one naming a release the site
 * never published (`releases` is keyed by releaseKey(remote, version) of every release it has), or a failed load without
 * its phase, or a shown load with one. The schema has already checked each field and that the remote is the site's.
 */
export function readReportedLoads(records: readonly LoadReport[], releases: { has(key: string): boolean }): ReportedLoad[] {
  return records.map((record, index) => {
    const remote = remoteDirOf(record.remote);
    if (remote === undefined || !releases.has(releaseKey(remote, record.version)))
      throw badRequest(`records[${index}]: ${record.remote} has no release ${record.version} on this site.`);
    if (record.outcome === 'failed' && record.phase === undefined) throw badRequest(`records[${index}]: a failed load needs its phase.`);
    if (record.outcome === 'shown' && record.phase !== undefined) throw badRequest(`records[${index}]: a shown load has no phase.`);
    return {
      remote,
      federationName: record.remote,
      version: record.version,
      channel: record.channel,
      outcome: record.phase ?? 'shown',
      ms: record.ms,
    };
  });
}

export interface ReportOutcome {
  counted: number;
  rejected: number;
}

/**
 * Whether a ticket vouches for a section's release and channel: the one it gave the page load, or the stable
 * release the browser falls back to when a canary or preview fails. The canary run of a vouched section ('' off
 * the canary), undefined when the ticket does not vouch for it.
 */
function vouchedRun(ticket: LoadTicket, section: { federationName: string; version: string; channel: LoadReport['channel'] }): string | undefined {
  const given = ticket.releases[section.federationName];
  if (given === undefined) return undefined;
  const asGiven = section.channel === given.channel && section.version === given.version;
  const fellBack = section.channel === 'stable' && given.stable !== undefined && section.version === given.stable;
  if (!asGiven && !fellBack) return undefined;
  return section.channel === 'canary' && asGiven && given.run !== undefined ? new Date(given.run).toISOString() : '';
}

/**
 * What a load claims of its ticket: each section and channel is shown once, fails once while loading, and throws
 * once after it was shown (`runtime`, reported besides its `shown`, so it claims apart from a load failure).
 */
function loadClaim(load: ReportedLoad): string {
  const outcome = load.outcome === 'shown' || load.outcome === 'runtime' ? load.outcome : 'failed';
  return `${load.federationName}:${load.channel}:${outcome}`;
}

/**
 * Counts the records and metrics of one report that a valid load ticket vouches for, and only those:
 * - the ticket is signed with `secret`, and younger than LOAD_TICKET_LIFETIME_MS;
 * - each record names the release and channel the ticket gave its remote, or the stable release the browser
 *   falls back to when a canary or preview fails; each metric does so for every section it lists;
 * - each section, channel and outcome of a ticket counts once, and each metric of a route once (a claim row per
 *   ticket, shared by every process: `vital:INP:/index`).
 * Counted records go to the 30-day counters and, with their `source` and canary run, to the guard's counts; counted
 * metrics to the 30-day histograms and, with their `source`, to the vitals guard's (vital-counts.ts). The others are counted apart by reason (a metric under each
 * remote it lists), so an attempt to steer the guard shows in `status`.
 */
export async function acceptReports(
  db: Kysely<Database>,
  input: { secret: string; ticket: unknown; loads: readonly ReportedLoad[]; vitals?: readonly ReportedVital[]; source: string; now: Date },
): Promise<ReportOutcome> {
  const { loads, now } = input;
  const vitals = input.vitals ?? [];
  const rejections = new Map<string, { remote: string; reason: RejectionReason; records: number }>();
  const rejectRemote = (remote: string, reason: RejectionReason) => {
    const key = `${remote}\n${reason}`;
    const entry = rejections.get(key) ?? { remote, reason, records: 0 };
    entry.records += 1;
    rejections.set(key, entry);
  };
  const reject = (load: ReportedLoad, reason: RejectionReason) => rejectRemote(load.remote, reason);
  const rejectVital = (vital: ReportedVital, reason: RejectionReason) => {
    for (const section of vital.sections) rejectRemote(section.remote, reason);
  };

  const ticket = readLoadTicket(input.secret, input.ticket, now.getTime());
  const vouched: { load: ReportedLoad; claim: string; run: string }[] = [];
  const vouchedVitals: { vital: CountedVital; claim: string; reported: ReportedVital }[] = [];
  if (typeof ticket === 'string') {
    for (const load of loads) reject(load, ticket);
    for (const vital of vitals) rejectVital(vital, ticket);
  } else {
    const claimed = new Set<string>();
    for (const load of loads) {
      const run = vouchedRun(ticket, load);
      if (run === undefined) {
        reject(load, 'not-assigned');
        continue;
      }
      const claim = loadClaim(load);
      if (claimed.has(claim)) {
        reject(load, 'replayed');
        continue;
      }
      claimed.add(claim);
      vouched.push({ load, claim, run });
    }
    for (const vital of vitals) {
      const sections: CountedVital['sections'] = [];
      for (const section of vital.sections) {
        const run = vouchedRun(ticket, section);
        if (run !== undefined) sections.push({ ...section, run });
      }
      // A metric is the page's, not one section's: counted only when the ticket vouches for every section it lists.
      if (sections.length < vital.sections.length) {
        rejectVital(vital, 'not-assigned');
        continue;
      }
      const claim = `vital:${vital.metric}:${vital.route}`;
      if (claimed.has(claim)) {
        rejectVital(vital, 'replayed');
        continue;
      }
      claimed.add(claim);
      vouchedVitals.push({ vital: { ...vital, sections }, claim, reported: vital });
    }
    const claims = [...vouched.map(({ claim }) => claim), ...vouchedVitals.map(({ claim }) => claim)];
    if (claims.length > 0) {
      // Claimed in one statement: of two processes handed the same ticket at once, each claim goes to one.
      const expiresAt = new Date(ticket.issuedAt + LOAD_TICKET_LIFETIME_MS).toISOString();
      const won = await db
        .insertInto('load_ticket_claims')
        .values(claims.map((claim) => ({ nonce: ticket.nonce, claim, expires_at: expiresAt })))
        .onConflict((conflict) => conflict.columns(['nonce', 'claim']).doNothing())
        .returning('claim')
        .execute();
      const wonClaims = new Set(won.map((row) => row.claim));
      for (let index = vouched.length - 1; index >= 0; index -= 1) {
        const entry = vouched[index] as (typeof vouched)[number];
        if (wonClaims.has(entry.claim)) continue;
        reject(entry.load, 'replayed');
        vouched.splice(index, 1);
      }
      for (let index = vouchedVitals.length - 1; index >= 0; index -= 1) {
        const entry = vouchedVitals[index] as (typeof vouchedVitals)[number];
        if (wonClaims.has(entry.claim)) continue;
        rejectVital(entry.reported, 'replayed');
        vouchedVitals.splice(index, 1);
      }
    }
  }

  const minute = minuteOf(now);
  if (vouchedVitals.length > 0) {
    const counted = vouchedVitals.map(({ vital }) => vital);
    await countVitals(db, counted, minute);
    await countVitalSources(db, counted, input.source, minute);
  }
  if (vouched.length > 0) {
    await countLoads(
      db,
      vouched.map(({ load }) => load),
      now,
    );
    const perSource = new Map<
      string,
      { remote: string; version: string; channel: CountedLoad['channel']; run: string; outcome: string; loads: number }
    >();
    for (const { load, run } of vouched) {
      const key = JSON.stringify([load.remote, load.version, load.channel, run, load.outcome]);
      const sum = perSource.get(key) ?? { remote: load.remote, version: load.version, channel: load.channel, run, outcome: load.outcome, loads: 0 };
      sum.loads += 1;
      perSource.set(key, sum);
    }
    await db
      .insertInto('guard_counts')
      .values([...perSource.values()].map((sum) => ({ minute, source: input.source, ...sum })))
      .onConflict((conflict) =>
        conflict
          .columns(['remote', 'version', 'channel', 'run', 'source', 'outcome', 'minute'])
          .doUpdateSet((eb) => ({ loads: eb('guard_counts.loads', '+', eb.ref('excluded.loads')) })),
      )
      .execute();
  }
  if (rejections.size > 0) {
    await db
      .insertInto('load_rejections')
      .values([...rejections.values()].map((entry) => ({ minute, ...entry })))
      .onConflict((conflict) =>
        conflict
          .columns(['remote', 'reason', 'minute'])
          .doUpdateSet((eb) => ({ records: eb('load_rejections.records', '+', eb.ref('excluded.records')) })),
      )
      .execute();
  }
  const counted = vouched.length + vouchedVitals.length;
  return { counted, rejected: loads.length + vitals.length - counted };
}

/** One source's loads and failed loads of one release on one channel, in the guard's window. */
export interface SourceTally extends LoadTally {
  source: string;
}

/** The records of one remote answered but not counted since `from`, by reason. */
export async function tallyRejections(db: Kysely<Database>, remote: string, from: Date): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('load_rejections')
    .select(['reason', sql<number>`sum(records)`.as('records')])
    .where('remote', '=', remote)
    .where('minute', '>=', minuteOf(from))
    .groupBy('reason')
    .orderBy('reason')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.reason, Number(row.records)]));
}

/** Loads and failed loads of one release on one channel. */
export interface LoadTally {
  loads: number;
  failures: number;
}

export const emptyTally = (): LoadTally => ({ loads: 0, failures: 0 });
