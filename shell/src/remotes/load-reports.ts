import { LOAD_REPORTS_PATH, MAX_REPORTED_MS, MAX_REPORTS_PER_BATCH, type LoadFailurePhase } from '@ferrolink/shared';
import type { ReleaseChannel } from './manifest';
import type { RemoteName } from './remote-names';

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
let pending: RemoteLoadReport[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let listeningForHide = false;

/** Where reports go: `${apiBaseUrl}/rollout/reports`, from the manifest's config (the API may live elsewhere). */
export function configureLoadReports(options: { apiBaseUrl?: string | undefined }): void {
  const base = typeof options.apiBaseUrl === 'string' && options.apiBaseUrl !== '' ? options.apiBaseUrl : DEFAULT_API_BASE_URL;
  reportsUrl = `${base.replace(/\/+$/, '')}${LOAD_REPORTS_PATH}`;
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

/** Queues one record; it leaves with the next batch (at most 10 s later, or when the page is hidden). */
export function reportRemoteLoad(report: RemoteLoadReport): void {
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
    navigator.sendBeacon(reportsUrl, new Blob([JSON.stringify({ records })], { type: 'application/json' }));
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

/** The records waiting to be sent, oldest first. */
export function pendingLoadReports(): readonly RemoteLoadReport[] {
  return [...pending];
}
