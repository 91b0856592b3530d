import { onCLS, onFCP, onINP, onLCP, onTTFB, type AttributionReportOpts, type MetricWithAttribution } from 'web-vitals/attribution';
import { APP_ROUTES, detectDevice, type VitalDevice, type VitalReport, type VitalSection } from '@ferrolink/shared';
import { parseRenderInfo, RENDER_INFO_ELEMENT_ID } from '../app/render-info';
import { REMOTE_CONTRACT } from './contract';
import { reportVital, shownSections, type ShownSection } from './load-reports';

// What the visitor felt of each page view (Core Web Vitals, with FCP and TTFB), per section release, for the rollout
// guard: measured by the web-vitals library's attribution build and sent in the section-load reports' beacons. This
// module is loaded after the page's first frame is on screen (ShellApp), so it adds nothing to what comes before it;
// the library's observers ask the browser for what it buffered, so the metrics of that first frame are still seen.

/** The part of the web-vitals library this uses (the tests give their own). */
export interface VitalsLibrary {
  onLCP: typeof onLCP;
  onINP: typeof onINP;
  onCLS: typeof onCLS;
  onFCP: typeof onFCP;
  onTTFB: typeof onTTFB;
}

const WEB_VITALS: VitalsLibrary = { onLCP, onINP, onCLS, onFCP, onTTFB };

/**
 * The library names the element responsible for INP and CLS with what `generateTarget` gives; this gives the section
 * whose mount holds it, marked so that it cannot be taken for the library's own selector (which it falls back to when
 * this gives nothing).
 */
const HELD_BY_MARK = 'fl-held-by:';

const isRemoteName = (name: string) => Object.hasOwn(REMOTE_CONTRACT, name);

/**
 * The federation name of the section whose mount (RemoteMount's element, `data-remote`) holds `node`, 'shell' for the
 * layout around the sections. A node may have left the page by the time the library asks (the tap that led to another
 * page unmounted it): it is still inside its mount when the whole section went with it; otherwise where it was is not
 * known any more (undefined), rather than guessed to be the shell's.
 */
export function sectionHolding(node: Node | null): string | undefined {
  if (!node) return undefined;
  const element = node instanceof Element ? node : node.parentElement;
  if (!element) return undefined;
  const name = element.closest('[data-remote]')?.getAttribute('data-remote');
  if (name && isRemoteName(name)) return name;
  return node.isConnected ? 'shell' : undefined;
}

function markHolder(node: Node | null): string | undefined {
  const holder = sectionHolding(node);
  return holder === undefined ? undefined : `${HELD_BY_MARK}${holder}`;
}

const ROUTES_BY_LOWER_CASE = new Map(APP_ROUTES.map((route) => [route.toLowerCase(), route]));

/**
 * The site's route of an address: its path without the query, spelled as the route table spells it (the router reads
 * /INDEX and /index/ as /index). Undefined for an address that is no page of the site (a "Page not found"): the
 * server counts metrics of the site's routes only.
 */
export function routeOf(address: string): string | undefined {
  let path: string;
  try {
    path = new URL(address, document.baseURI).pathname;
  } catch {
    return undefined;
  }
  return ROUTES_BY_LOWER_CASE.get((path.replace(/\/+$/, '') || '/').toLowerCase());
}

/**
 * The device class the page was drawn for: the one the server names in a page it rendered (its first frame, whose
 * paints are measured, is that layout), else the browser's own, which the layout uses.
 */
export function pageDevice(): VitalDevice {
  const text = document.getElementById(RENDER_INFO_ELEMENT_ID)?.textContent;
  const info = text ? parseRenderInfo(text) : undefined;
  return info?.device ?? detectDevice(typeof navigator === 'undefined' ? '' : navigator.userAgent);
}

/** Whether this browser reports in-app navigations (the library then starts the metrics again at each). */
function browserReportsSoftNavigations(): boolean {
  try {
    return typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('soft-navigation');
  } catch {
    return false;
  }
}

/**
 * The sections a metric was measured over, each release once (the latest MAX_SECTIONS_PER_VITAL, as the contract
 * allows). Those shown on the metric's route since its navigation began; for INP and CLS of the page's own load in a
 * browser that does not report in-app navigations, every section shown since the page loaded: their value then covers
 * the page's whole life, whichever route the visitor was on.
 */
function sectionsOf(metric: MetricWithAttribution, route: string): VitalSection[] {
  const softNavigation = metric.navigationType === 'soft-navigation';
  const since = softNavigation ? (metric.navigationStartTime ?? 0) : 0;
  const wholeLife = (metric.name === 'INP' || metric.name === 'CLS') && !softNavigation && !browserReportsSoftNavigations();
  const onRoute = (shown: ShownSection) => wholeLife || routeOf(shown.path) === route;
  const releases = new Map<string, VitalSection>();
  for (const shown of shownSections()) {
    if (shown.shownAt < since || !onRoute(shown)) continue;
    const key = `${shown.remote}|${shown.version}|${shown.channel}`;
    // The latest showing last, so that a cut to the contract's limit keeps the releases shown most recently.
    releases.delete(key);
    releases.set(key, { remote: shown.remote, version: shown.version, channel: shown.channel });
  }
  return [...releases.values()];
}

/** The section named by the library's INP or CLS attribution, when this module's generateTarget named it. */
function heldByOf(metric: MetricWithAttribution): string | undefined {
  let target: string | undefined;
  if (metric.name === 'INP') target = metric.attribution.interactionTarget;
  else if (metric.name === 'CLS') target = metric.attribution.largestShiftTarget;
  return target?.startsWith(HELD_BY_MARK) ? target.slice(HELD_BY_MARK.length) : undefined;
}

/**
 * The record of one metric the library reported, or undefined when there is nothing to count: a route that is no page
 * of the site, no section shown on it (the server counts a metric for each section it lists), or the TTFB of an
 * in-app navigation (the library gives 0: no document was asked for).
 */
export function vitalOf(metric: MetricWithAttribution, device: VitalDevice): VitalReport | undefined {
  if (metric.name === 'TTFB' && metric.navigationType === 'soft-navigation') return undefined;
  const route = routeOf(metric.navigationURL ?? location.href);
  if (!route) return undefined;
  const sections = sectionsOf(metric, route);
  if (sections.length === 0) return undefined;
  const record: VitalReport = { metric: metric.name, value: metric.value, route, device, sections };
  const heldBy = heldByOf(metric);
  return heldBy === undefined ? record : { ...record, heldBy };
}

let started = false;

/**
 * A later task, behind whatever the browser has queued (a tap, a frame): the metrics are never urgent. Not
 * `scheduler.yield()`, which would put this ahead of the queue.
 */
const laterTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts measuring, once per page load. Each metric is reported when the library has it final (LCP at the first
 * input, INP and CLS when the page is hidden, each again for an in-app navigation where the browser reports those).
 * Each metric starts in a task of its own: one reads what the browser buffered of the page's paints, events and long
 * frames, and all five after the chunk's evaluation were one task of 60-80 ms on Lighthouse's slowed phone. Nothing here
 * may break the page: every call is guarded, and a page without its metrics works as before. Resolves once all started.
 */
export async function startRealUserMetrics(library: VitalsLibrary = WEB_VITALS): Promise<void> {
  if (started) return;
  started = true;
  let device: VitalDevice;
  try {
    device = pageDevice();
  } catch {
    return;
  }
  const report = (metric: MetricWithAttribution) => {
    try {
      const vital = vitalOf(metric, device);
      if (vital) reportVital(vital);
    } catch {
      // A metric that cannot be read is one not counted.
    }
  };
  const options: AttributionReportOpts = { reportSoftNavs: true, generateTarget: markHolder };
  const starts = [library.onTTFB, library.onFCP, library.onLCP, library.onINP, library.onCLS];
  for (const start of starts) {
    await laterTask();
    try {
      start(report, options);
    } catch {
      // A browser without the observers this metric needs: the others are still measured.
    }
  }
}

/** Lets startRealUserMetrics start again, as a new page load does (for tests of this module). */
export function forgetRealUserMetrics(): void {
  started = false;
}
