import { sql, type Kysely } from 'kysely';
import { GUARDED_VITALS, type GuardedVital } from '../../config';
import type { LoadChannel } from '../../contracts/load-report';
import { MAX_VITAL_VALUE, vitalBucket, type VitalDevice, type VitalMetric, type VitalReport } from '../../contracts/web-vitals';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/envelope';
import { remoteDirOf } from '../../lib/remotes';
import { SPA_ROUTES } from '../../lib/spa-routes';
import { releaseKey } from '../releases/version';

// What visitors' browsers measured of their page views (LCP, INP, CLS, FCP, TTFB), counted into the fixed log-scale
// histogram of contracts/web-vitals.ts: one row per minute, route, device class, section release and channel (with
// its canary run), metric, the section that held the element responsible, and bucket. The rows grow with the site's
// routes, releases and the spread of the values, never with its visitors; they are kept as long as the load counts
// (load-reports.ts pruneLoadCounts deletes both). Minutes are the load counts' keys ("2026-11-23T09:41").

/** A section listed on a metric, as read from a batch: the remote by folder name beside its federation name. */
export interface ReportedVitalSection {
  /** Folder name (mf-news), as the counters key remotes. */
  remote: string;
  /** Federation name (mf_news), as the ticket names remotes. */
  federationName: string;
  version: string;
  channel: LoadChannel;
}

/** A metric of a batch as readReportedVitals read it, with the bucket its value is counted in. */
export interface ReportedVital {
  metric: VitalMetric;
  route: string;
  device: VitalDevice;
  bucket: number;
  /** The section that held the element responsible (INP and CLS only), or ''. */
  heldBy: string;
  sections: ReportedVitalSection[];
}

/** A metric ready to count: its sections, each with the canary run its ticket named ('' off the canary). */
export interface CountedVital extends Omit<ReportedVital, 'sections'> {
  sections: (ReportedVitalSection & { run: string })[];
}

const PAGE_ROUTES: ReadonlySet<string> = new Set(SPA_ROUTES);
/** Which metrics name the section that held the element responsible: the interaction's target, the largest shift's node. */
const HELD_METRICS: ReadonlySet<VitalMetric> = new Set<VitalMetric>(['INP', 'CLS']);

/**
 * The metrics of a batch as vitals to count, or a 400 naming the first that cannot be: a route that is not one of the
 * site's pages (a full address, a query, a made-up path), a value above its metric's limit, a section listed twice, or
 * a release the site never published (`releases` is keyed by releaseKey(remote, version)). The schema has already
 * checked each field's type, and that every remote is the site's. A `heldBy` on a metric other than INP and CLS says
 * nothing the histogram keeps, so it is dropped rather than refused.
 */
export function readReportedVitals(vitals: readonly VitalReport[], releases: { has(key: string): boolean }): ReportedVital[] {
  return vitals.map((vital, index) => {
    if (!PAGE_ROUTES.has(vital.route)) throw badRequest(`vitals[${index}]: "${vital.route}" is not a page route of this site.`);
    const limit = MAX_VITAL_VALUE[vital.metric];
    if (!(vital.value <= limit)) throw badRequest(`vitals[${index}]: a ${vital.metric} of ${vital.value} is above its limit of ${limit}.`);
    const listed = new Set<string>();
    const sections = vital.sections.map((section) => {
      const remote = remoteDirOf(section.remote);
      if (remote === undefined || !releases.has(releaseKey(remote, section.version)))
        throw badRequest(`vitals[${index}]: ${section.remote} has no release ${section.version} on this site.`);
      if (listed.has(remote)) throw badRequest(`vitals[${index}]: ${section.remote} is listed twice.`);
      listed.add(remote);
      return { remote, federationName: section.remote, version: section.version, channel: section.channel };
    });
    return {
      metric: vital.metric,
      route: vital.route,
      device: vital.device,
      bucket: vitalBucket(vital.metric, vital.value),
      heldBy: HELD_METRICS.has(vital.metric) ? (vital.heldBy ?? '') : '',
      sections,
    };
  });
}

/**
 * Adds counted metrics to the histograms of `minute`: one view in its value's bucket for each section the
 * metric lists. Summed in memory first, so one upsert per distinct row however many metrics repeat it, each adding to
 * the row (two processes adding to one row at once both count).
 */
export async function countVitals(db: Kysely<Database>, vitals: readonly CountedVital[], minute: string): Promise<void> {
  const rows = new Map<string, Database['vital_counts']>();
  for (const vital of vitals) {
    for (const section of vital.sections) {
      const row = {
        minute,
        route: vital.route,
        device: vital.device,
        remote: section.remote,
        version: section.version,
        channel: section.channel,
        run: section.run,
        metric: vital.metric,
        held_by: vital.heldBy,
        bucket: vital.bucket,
        views: 0,
      };
      const key = JSON.stringify([row.route, row.device, row.remote, row.version, row.channel, row.run, row.metric, row.held_by, row.bucket]);
      const existing = rows.get(key) ?? row;
      existing.views += 1;
      rows.set(key, existing);
    }
  }
  if (rows.size === 0) return;
  await db
    .insertInto('vital_counts')
    .values([...rows.values()])
    .onConflict((conflict) =>
      conflict
        .columns(['remote', 'version', 'channel', 'run', 'metric', 'device', 'route', 'held_by', 'bucket', 'minute'])
        .doUpdateSet((eb) => ({ views: eb('vital_counts.views', '+', eb.ref('excluded.views')) })),
    )
    .execute();
}

/** The metrics the vitals guard judges: the only ones it keeps per source. */
const isJudged = (metric: VitalMetric): metric is GuardedVital => (GUARDED_VITALS as readonly string[]).includes(metric);

/**
 * Adds counted metrics of the judged kinds (LCP, INP, CLS) to the vitals guard's per-source histograms of `minute`:
 * one view per section, as countVitals, without route or holder and with the report's `source` (a keyed hash of
 * the client's network). These rows live as long as the guard's window (load-reports.ts pruneGuardCounts).
 */
export async function countVitalSources(db: Kysely<Database>, vitals: readonly CountedVital[], source: string, minute: string): Promise<void> {
  const rows = new Map<string, Database['vital_guard_counts']>();
  for (const vital of vitals) {
    const { metric } = vital;
    if (!isJudged(metric)) continue;
    for (const section of vital.sections) {
      const row = {
        minute,
        remote: section.remote,
        version: section.version,
        channel: section.channel,
        run: section.run,
        source,
        device: vital.device,
        metric,
        bucket: vital.bucket,
        views: 0,
      };
      const key = JSON.stringify([row.remote, row.version, row.channel, row.run, row.device, row.metric, row.bucket]);
      const existing = rows.get(key) ?? row;
      existing.views += 1;
      rows.set(key, existing);
    }
  }
  if (rows.size === 0) return;
  await db
    .insertInto('vital_guard_counts')
    .values([...rows.values()])
    .onConflict((conflict) =>
      conflict
        .columns(['remote', 'version', 'channel', 'run', 'source', 'device', 'metric', 'bucket', 'minute'])
        .doUpdateSet((eb) => ({ views: eb('vital_guard_counts.views', '+', eb.ref('excluded.views')) })),
    )
    .execute();
}

/** Views by bucket. */
export type VitalHistogram = Map<number, number>;

/** One cohort's histograms: by device class, then metric. */
export type CohortHistograms = Map<VitalDevice, Map<VitalMetric, VitalHistogram>>;

/** The histogram of one device and metric of a cohort (empty when it has no views). */
export function histogramOf(cohort: CohortHistograms | undefined, device: VitalDevice, metric: VitalMetric): VitalHistogram {
  return cohort?.get(device)?.get(metric) ?? new Map();
}

/** The views of a histogram. */
export function viewsOf(histogram: ReadonlyMap<number, number>): number {
  let views = 0;
  for (const count of histogram.values()) views += count;
  return views;
}

/** The cohorts of one remote's releases in a window: "channel\nversion\nrun" -> histograms. */
export type WindowHistograms = Map<string, CohortHistograms>;

/** The key of a cohort in WindowHistograms. */
export const cohortKey = (channel: string, version: string, run: string): string => `${channel}\n${version}\n${run}`;

/**
 * The histograms of one remote's releases from the minute `fromMinute` on (and before `toMinute` when given), all
 * routes and sections holding the element together: per channel, version and canary run, then device and metric.
 */
export async function readVitalHistograms(db: Kysely<Database>, remote: string, fromMinute: string, toMinute?: string): Promise<WindowHistograms> {
  let query = db
    .selectFrom('vital_counts')
    .select(['channel', 'version', 'run', 'device', 'metric', 'bucket', sql<number>`sum(views)`.as('views')])
    .where('remote', '=', remote)
    .where('minute', '>=', fromMinute);
  if (toMinute !== undefined) query = query.where('minute', '<', toMinute);
  const rows = await query.groupBy(['channel', 'version', 'run', 'device', 'metric', 'bucket']).execute();
  const cohorts: WindowHistograms = new Map();
  for (const row of rows) {
    const key = cohortKey(row.channel, row.version, row.run);
    const cohort: CohortHistograms = cohorts.get(key) ?? new Map();
    const metrics = cohort.get(row.device) ?? new Map<VitalMetric, VitalHistogram>();
    const histogram = metrics.get(row.metric) ?? new Map<number, number>();
    // PostgreSQL's sum() of integers is a bigint, which pg hands over as text.
    histogram.set(Number(row.bucket), (histogram.get(Number(row.bucket)) ?? 0) + Number(row.views));
    metrics.set(row.metric, histogram);
    cohort.set(row.device, metrics);
    cohorts.set(key, cohort);
  }
  return cohorts;
}

/** Views by bucket of each source (a keyed hash of a client's network). */
export type SourceHistograms = Map<string, VitalHistogram>;

/** One cohort's per-source histograms of the judged metrics: by device class, then metric, then source. */
export type CohortSources = Map<VitalDevice, Map<GuardedVital, SourceHistograms>>;

/**
 * The vitals guard's per-source histograms of one remote's releases from the minute `fromMinute` on: per channel,
 * version and canary run (keyed as cohortKey), then device, metric and source.
 */
export async function readVitalSources(db: Kysely<Database>, remote: string, fromMinute: string): Promise<Map<string, CohortSources>> {
  const rows = await db
    .selectFrom('vital_guard_counts')
    .select(['channel', 'version', 'run', 'device', 'metric', 'source', 'bucket', sql<number>`sum(views)`.as('views')])
    .where('remote', '=', remote)
    .where('minute', '>=', fromMinute)
    .groupBy(['channel', 'version', 'run', 'device', 'metric', 'source', 'bucket'])
    .execute();
  const cohorts = new Map<string, CohortSources>();
  for (const row of rows) {
    const key = cohortKey(row.channel, row.version, row.run);
    const cohort: CohortSources = cohorts.get(key) ?? new Map();
    const metrics = cohort.get(row.device) ?? new Map<GuardedVital, SourceHistograms>();
    const sources = metrics.get(row.metric) ?? new Map<string, VitalHistogram>();
    const histogram = sources.get(row.source) ?? new Map<number, number>();
    // PostgreSQL's sum() of integers is a bigint, which pg hands over as text.
    histogram.set(Number(row.bucket), (histogram.get(Number(row.bucket)) ?? 0) + Number(row.views));
    sources.set(row.source, histogram);
    metrics.set(row.metric, sources);
    cohort.set(row.device, metrics);
    cohorts.set(key, cohort);
  }
  return cohorts;
}
