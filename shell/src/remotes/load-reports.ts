import {
  LOAD_REPORTS_PATH,
  LOAD_TICKET_TIMING_NAME,
  MAX_LOAD_TICKET_LENGTH,
  MAX_REPORTED_MS,
  MAX_REPORT_BODY_BYTES,
  MAX_REPORTS_PER_BATCH,
  MAX_SECTIONS_PER_VITAL,
  MAX_VITAL_VALUE,
  MAX_VITALS_PER_BATCH,
  type LoadFailurePhase,
  type VitalReport,
} from '@ferrolink/shared';
import type { ReleaseChannel } from './manifest';
import type { RemoteName } from './remote-names';

// Step 6 of a section's load path (docs/architecture.md, "The load path of a section"): what became of each load,
// sent to the rollout guard, and in the same beacons what the visitor felt of the pages the sections were on (the
// page's Core Web Vitals, measured by web-vitals.ts).

// The record's fields, phases and limits are the API's own contract (api/src/contracts/load-report.ts, through
// @ferrolink/shared): what this sends is what the server's schema accepts.
export { MAX_REPORTED_MS, type LoadFailurePhase };

/**
 * What became of one mount of a remote, as the server's rollout guard counts it: which release the visitor got
 * and whether it was shown. These are the only fields a report carries (no cookie, no address, no visitor).
 */
interface LoadReportBase {
  /** The federation name, as the manifest's keys have it. */
  remote: RemoteName;
  version: string;
  channel: ReleaseChannel;
  /** Whole milliseconds from the start of the load to shown or to the failure. */
  ms: number;
}

export type RemoteLoadReport = (LoadReportBase & { outcome: 'shown' }) | (LoadReportBase & { outcome: 'failed'; phase: LoadFailurePhase });

/** How often, at most, a page sends what it has collected while it stays visible. */
export const REPORT_INTERVAL_MS = 10_000;
/** Records in one beacon; the server refuses bigger batches. */
export const RECORDS_PER_BEACON = MAX_REPORTS_PER_BATCH;
/** Records a page keeps while waiting to send; beyond it the oldest go, so a stuck page cannot grow without end. */
export const MAX_PENDING_REPORTS = 100;
/** Metric records in one beacon, beside its load records; the server refuses more. */
export const VITALS_PER_BEACON = MAX_VITALS_PER_BATCH;
/** Shown loads a page remembers for the metrics measured on it (a long visit keeps the latest). */
export const MAX_SHOWN_HISTORY = 100;

/** A section load that was shown: where (the page's path then) and when, for the metrics measured while it was. */
export interface ShownSection {
  remote: RemoteName;
  version: string;
  channel: ReleaseChannel;
  /** `location.pathname` when it was shown. */
  path: string;
  /** loadClock() when it was shown, and when its load began. */
  shownAt: number;
  startedAt: number;
}

const DEFAULT_API_BASE_URL = '/api';

let reportsUrl = `${DEFAULT_API_BASE_URL}${LOAD_REPORTS_PATH}`;
let loadTicket: string | undefined;
let pending: RemoteLoadReport[] = [];
/** The sections, releases and outcomes this page load has reported: the server counts each once per ticket. */
const reported = new Set<string>();
let pendingVitals: VitalReport[] = [];
/** The metrics and routes this page load has sent: the server counts each once per ticket, the first one sent. */
const sentVitals = new Set<string>();
let shownHistory: ShownSection[] = [];
const shownListeners = new Set<(shown: ShownSection) => void>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let listeningForHide = false;

/**
 * Where reports go: `${apiBaseUrl}/rollout/reports`, from the manifest's config (the API may live elsewhere); and
 * the page load's ticket, which the server counts reports by (see loadTicketOf).
 */
export function configureLoadReports(options: { apiBaseUrl?: string | undefined; ticket?: string | undefined }): void {
  const base = typeof options.apiBaseUrl === 'string' && options.apiBaseUrl !== '' ? options.apiBaseUrl : DEFAULT_API_BASE_URL;
  reportsUrl = `${base.replace(/\/+$/, '')}${LOAD_REPORTS_PATH}`;
  loadTicket = options.ticket;
}

/** A ticket as the server writes it: base64url payload, a dot, a base64url signature. */
const TICKET = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The load ticket in a `Server-Timing` value (`fl-ticket;desc=<ticket>`, among other entries or not): the server
 * issues one with each page and each /remotes.json reply, naming the releases it gave. Undefined when absent.
 */
export function loadTicketOf(serverTiming: string | null | undefined): string | undefined {
  if (!serverTiming) return undefined;
  for (const entry of serverTiming.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (name !== LOAD_TICKET_TIMING_NAME) continue;
    for (const parameter of parameters) {
      const match = /^desc=(?:"([^"]*)"|(\S*))$/i.exec(parameter);
      const value = match?.[1] ?? match?.[2];
      if (value && value.length <= MAX_LOAD_TICKET_LENGTH && TICKET.test(value)) return value;
    }
  }
  return undefined;
}

/** The ticket the server sent with this page, from the navigation's timing entry (undefined where not offered). */
export function navigationLoadTicket(): string | undefined {
  try {
    if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return undefined;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const entry = navigation?.serverTiming?.find((timing) => timing.name === LOAD_TICKET_TIMING_NAME);
    const value = entry?.description;
    return value && value.length <= MAX_LOAD_TICKET_LENGTH && TICKET.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A duration as the server takes it: whole, not negative, at most ten minutes. */
function reportedMilliseconds(milliseconds: number): number {
  if (!Number.isFinite(milliseconds) || milliseconds <= 0) return 0;
  return Math.min(MAX_REPORTED_MS, Math.round(milliseconds));
}

/** The time base of load durations: monotonic where the browser has it, so a clock change cannot make one negative. */
export function loadClock(): number {
  return typeof performance !== 'undefined' && typeof performance.now === 'function' ? performance.now() : Date.now();
}

/** Copies exactly the contract's fields, so that nothing else a caller's object carries can reach the server. */
function contractRecord(report: RemoteLoadReport): RemoteLoadReport {
  const base = { remote: report.remote, version: report.version, channel: report.channel };
  return report.outcome === 'shown'
    ? { ...base, outcome: 'shown', ms: reportedMilliseconds(report.ms) }
    : { ...base, outcome: 'failed', phase: report.phase, ms: reportedMilliseconds(report.ms) };
}

/** Sends now, on the way out: a hidden page may never run a timer again (a closed tab, a phone app switched away). */
function flushWhenHidden(): void {
  if (document.visibilityState === 'hidden') flushLoadReports();
}

function listenForHide(): void {
  if (listeningForHide || typeof window === 'undefined') return;
  listeningForHide = true;
  document.addEventListener('visibilitychange', flushWhenHidden);
  window.addEventListener('pagehide', flushLoadReports);
}

/**
 * Calls `listener` with each section load shown from now on (the runtime error watch learns the releases' files from
 * it). Returns what stops it.
 */
export function onSectionShown(listener: (shown: ShownSection) => void): () => void {
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}

/** The section loads shown on this page load, oldest first (at most MAX_SHOWN_HISTORY, the latest). */
export function shownSections(): readonly ShownSection[] {
  return [...shownHistory];
}

/**
 * Remembers a shown load for the metrics of its page. Every shown load counts, not only the first of a release: a
 * visitor who comes back to a section's page mounts it again, and the metrics of that page view are its too.
 */
function noteShown(report: RemoteLoadReport): void {
  const now = loadClock();
  const shown: ShownSection = {
    remote: report.remote,
    version: report.version,
    channel: report.channel,
    path: typeof location === 'undefined' ? '' : location.pathname,
    shownAt: now,
    startedAt: now - Math.max(0, Number.isFinite(report.ms) ? report.ms : 0),
  };
  shownHistory.push(shown);
  if (shownHistory.length > MAX_SHOWN_HISTORY) shownHistory = shownHistory.slice(shownHistory.length - MAX_SHOWN_HISTORY);
  for (const listener of shownListeners) {
    try {
      listener(shown);
    } catch {
      // What watches the page must never break the mount that reported it.
    }
  }
}

/**
 * Queues one record; it leaves with the next batch (at most 10 s later, or when the page is hidden). A page load
 * reports each section's release once as shown and once as failed: the server counts no more per ticket, and a
 * visitor moving between pages of one section is one load of it, not several.
 */
export function reportRemoteLoad(report: RemoteLoadReport): void {
  if (report.outcome === 'shown') noteShown(report);
  const key = `${report.remote}|${report.version}|${report.channel}|${report.outcome}`;
  if (reported.has(key)) return;
  reported.add(key);
  pending.push(contractRecord(report));
  if (pending.length > MAX_PENDING_REPORTS) pending = pending.slice(pending.length - MAX_PENDING_REPORTS);
  listenForHide();
  flushTimer ??= setTimeout(flushLoadReports, REPORT_INTERVAL_MS);
}

/** A metric's value as the server takes it: milliseconds whole, a layout-shift score to 4 places, within its limit. */
function reportedVitalValue(vital: VitalReport): number {
  if (!Number.isFinite(vital.value) || vital.value <= 0) return 0;
  const value = vital.metric === 'CLS' ? Math.round(vital.value * 10_000) / 10_000 : Math.round(vital.value);
  return Math.min(MAX_VITAL_VALUE[vital.metric], value);
}

/** Copies exactly the contract's fields of a metric record, as contractRecord does for a load. */
function contractVital(vital: VitalReport): VitalReport {
  const sections = vital.sections
    .slice(-MAX_SECTIONS_PER_VITAL)
    .map((section) => ({ remote: section.remote, version: section.version, channel: section.channel }));
  const record: VitalReport = { metric: vital.metric, value: reportedVitalValue(vital), route: vital.route, device: vital.device, sections };
  return typeof vital.heldBy === 'string' ? { ...record, heldBy: vital.heldBy } : record;
}

const vitalKey = (vital: VitalReport) => `${vital.metric}|${vital.route}`;

/**
 * Queues one metric of a page view. The server counts the first value of each metric and route per page load, so a
 * later one is dropped once the first has left; one still waiting is replaced by the later value, which covers more of
 * the page's life. A page that is hidden sends at once: the library reports INP and CLS as the page is hidden, and such
 * a page may never run the timer.
 */
export function reportVital(vital: VitalReport): void {
  const key = vitalKey(vital);
  if (sentVitals.has(key)) return;
  const record = contractVital(vital);
  const waiting = pendingVitals.findIndex((candidate) => vitalKey(candidate) === key);
  if (waiting >= 0) pendingVitals[waiting] = record;
  else pendingVitals.push(record);
  if (pendingVitals.length > MAX_PENDING_REPORTS) pendingVitals = pendingVitals.slice(pendingVitals.length - MAX_PENDING_REPORTS);
  listenForHide();
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') flushLoadReports();
  else flushTimer ??= setTimeout(flushLoadReports, REPORT_INTERVAL_MS);
}

/** Bytes of a text as UTF-8 (what the server's body limit counts). */
function utf8Length(text: string): number {
  return encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '-').length;
}

/** The body of one beacon: the ticket, and only the lists that have something (the server wants one at least). */
function beaconBody(records: readonly RemoteLoadReport[], vitals: readonly VitalReport[]): string {
  return JSON.stringify({
    ...(loadTicket === undefined ? {} : { ticket: loadTicket }),
    ...(records.length > 0 ? { records } : {}),
    ...(vitals.length > 0 ? { vitals } : {}),
  });
}

/**
 * Sends one beacon, or two halves of it when its body is over the server's limit (long versions on a page of many
 * sections): a body the server refuses would lose every record in it.
 */
function sendBeacon(records: readonly RemoteLoadReport[], vitals: readonly VitalReport[]): void {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
    if (records.length === 0 && vitals.length === 0) return;
    const body = beaconBody(records, vitals);
    if (utf8Length(body) > MAX_REPORT_BODY_BYTES) {
      if (records.length + vitals.length <= 1) return;
      const halfRecords = Math.ceil(records.length / 2);
      const halfVitals = Math.ceil(vitals.length / 2);
      sendBeacon(records.slice(0, halfRecords), vitals.slice(0, halfVitals));
      sendBeacon(records.slice(halfRecords), vitals.slice(halfVitals));
      return;
    }
    // A refused beacon (false) is dropped like a missing one: reports are statistics, and retrying from a page
    // that is going away could only pile them up.
    navigator.sendBeacon(reportsUrl, new Blob([body], { type: 'application/json' }));
  } catch {
    // A browser that throws on a beacon (a blocked address, a full queue) must never break the page it reports on.
  }
}

/**
 * Sends every pending record and metric, at most RECORDS_PER_BEACON records and VITALS_PER_BEACON metrics a beacon,
 * and forgets them whether or not they went.
 */
export function flushLoadReports(): void {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  const records = pending;
  const vitals = pendingVitals;
  pending = [];
  pendingVitals = [];
  for (const vital of vitals) sentVitals.add(vitalKey(vital));
  const beacons = Math.max(Math.ceil(records.length / RECORDS_PER_BEACON), Math.ceil(vitals.length / VITALS_PER_BEACON));
  for (let beacon = 0; beacon < beacons; beacon += 1) {
    sendBeacon(
      records.slice(beacon * RECORDS_PER_BEACON, (beacon + 1) * RECORDS_PER_BEACON),
      vitals.slice(beacon * VITALS_PER_BEACON, (beacon + 1) * VITALS_PER_BEACON),
    );
  }
}

/** Forgets what was reported and shown, as a new page load does (for tests of this module). */
export function forgetReportedLoads(): void {
  reported.clear();
  sentVitals.clear();
  shownHistory = [];
}

/** The records waiting to be sent, oldest first. */
export function pendingLoadReports(): readonly RemoteLoadReport[] {
  return [...pending];
}

/** The metrics waiting to be sent, oldest first. */
export function pendingVitalReports(): readonly VitalReport[] {
  return [...pendingVitals];
}
