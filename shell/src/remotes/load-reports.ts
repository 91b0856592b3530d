import {
  LOAD_REPORTS_PATH,
  LOAD_TICKET_TIMING_NAME,
  MAX_LOAD_TICKET_LENGTH,
  MAX_REPORTED_MS,
  MAX_REPORTS_PER_BATCH,
  type LoadFailurePhase,
} from '@ferrolink/shared';
import type { ReleaseChannel } from './manifest';
import type { RemoteName } from './remote-names';

// Step 6 of a section's load path (docs/architecture.md, "The load path of a section"): what became of each load,
// sent to the rollout guard.

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

const DEFAULT_API_BASE_URL = '/api';

let reportsUrl = `${DEFAULT_API_BASE_URL}${LOAD_REPORTS_PATH}`;
let loadTicket: string | undefined;
let pending: RemoteLoadReport[] = [];
/** The sections, releases and outcomes this page load has reported: the server counts each once per ticket. */
const reported = new Set<string>();
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
 * Queues one record; it leaves with the next batch (at most 10 s later, or when the page is hidden). A page load
 * reports each section's release once as shown and once as failed: the server counts no more per ticket, and a
 * visitor moving between pages of one section is one load of it, not several.
 */
export function reportRemoteLoad(report: RemoteLoadReport): void {
  const key = `${report.remote}|${report.version}|${report.channel}|${report.outcome}`;
  if (reported.has(key)) return;
  reported.add(key);
  pending.push(contractRecord(report));
  if (pending.length > MAX_PENDING_REPORTS) pending = pending.slice(pending.length - MAX_PENDING_REPORTS);
  listenForHide();
  flushTimer ??= setTimeout(flushLoadReports, REPORT_INTERVAL_MS);
}

function sendBeacon(records: readonly RemoteLoadReport[]): void {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
    // A refused beacon (false) is dropped like a missing one: reports are statistics, and retrying from a page
    // that is going away could only pile them up.
    const body = loadTicket === undefined ? { records } : { ticket: loadTicket, records };
    navigator.sendBeacon(reportsUrl, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  } catch {
    // A browser that throws on a beacon (a blocked address, a full queue) must never break the page it reports on.
  }
}

/** Sends every pending record, at most RECORDS_PER_BEACON a beacon, and forgets them whether or not they went. */
export function flushLoadReports(): void {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  const batch = pending;
  pending = [];
  for (let start = 0; start < batch.length; start += RECORDS_PER_BEACON) sendBeacon(batch.slice(start, start + RECORDS_PER_BEACON));
}

/** Forgets which sections were reported, as a new page load does (for tests of this module). */
export function forgetReportedLoads(): void {
  reported.clear();
}

/** The records waiting to be sent, oldest first. */
export function pendingLoadReports(): readonly RemoteLoadReport[] {
  return [...pending];
}
