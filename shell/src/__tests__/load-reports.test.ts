import {
  configureLoadReports,
  flushLoadReports,
  forgetReportedLoads,
  loadTicketOf,
  MAX_PENDING_REPORTS,
  pendingLoadReports,
  RECORDS_PER_BEACON,
  REPORT_INTERVAL_MS,
  pendingVitalReports,
  reportRemoteLoad,
  reportVital,
  shownSections,
  VITALS_PER_BEACON,
  type RemoteLoadReport,
} from '../remotes/load-reports';
import { MAX_REPORT_BODY_BYTES, type VitalReport } from '@ferrolink/shared';

// Every section load is reported to the rollout guard: batched, in beacons of at most 20 records, at most every
// 10 s and when the page is hidden, without ever breaking the page it reports on.

/** A Blob that keeps what it was made of (jsdom's cannot be read back synchronously). */
class RecordingBlob {
  constructor(
    readonly parts: readonly string[],
    readonly options?: BlobPropertyBag,
  ) {}
}

interface Beacon {
  url: string;
  type: string | undefined;
  records: RemoteLoadReport[];
  ticket?: string;
}

const sendBeacon = jest.fn<boolean, [string, BodyInit?]>();

/** What the page sent, beacon by beacon. */
function beacons(): Beacon[] {
  return sendBeacon.mock.calls.map(([url, body]) => {
    const blob = body as unknown as RecordingBlob;
    const parsed = JSON.parse(blob.parts.join('')) as { records: RemoteLoadReport[]; ticket?: string };
    return { url, type: blob.options?.type, records: parsed.records, ...(parsed.ticket === undefined ? {} : { ticket: parsed.ticket }) };
  });
}

/** Each beacon's body as sent, parsed. */
function bodies(): Record<string, unknown>[] {
  return sendBeacon.mock.calls.map(([, body]) => JSON.parse((body as unknown as RecordingBlob).parts.join('')) as Record<string, unknown>);
}

/** A metric of a page view on `route`, with one section. */
const vital = (metric: VitalReport['metric'], value: number, route = '/index'): VitalReport => ({
  metric,
  value,
  route,
  device: 'mobile',
  sections: [{ remote: 'mf_catalog', version: '2.0.0', channel: 'stable' }],
});

/** A shown load; each duration its own release, as a page load reports each release's outcome once. */
const shown = (ms: number): RemoteLoadReport => ({ remote: 'mf_news', version: `1.1.0+${ms}`, channel: 'canary', outcome: 'shown', ms });

const realBlob = globalThis.Blob;
let visibility: DocumentVisibilityState = 'visible';

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  sendBeacon.mockReset().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: sendBeacon });
  globalThis.Blob = RecordingBlob as unknown as typeof Blob;
  configureLoadReports({});
  forgetReportedLoads();
});

afterEach(() => {
  // Nothing left for the next test, and no timer of this one firing in it.
  flushLoadReports();
  jest.useRealTimers();
  globalThis.Blob = realBlob;
});

describe('the load report queue', () => {
  it('sends exactly the contract fields as JSON to the API base of the manifest', () => {
    configureLoadReports({ apiBaseUrl: 'https://api.example.com/v2/' });
    // What a caller's object might carry besides the record; none of it may leave the page.
    const withExtras = Object.assign(shown(41.6), { cookie: 'fl_sid=secret', user: 'ada@example.com' });
    reportRemoteLoad(withExtras);
    reportRemoteLoad({ remote: 'mf_catalog', version: '2.0.0', channel: 'stable', outcome: 'failed', phase: 'init', ms: 1_000_000 });
    reportRemoteLoad({ remote: 'mf_support', version: '1.0.0', channel: 'preview', outcome: 'failed', phase: 'entry', ms: -5 });
    flushLoadReports();

    expect(beacons()).toEqual([
      {
        url: 'https://api.example.com/v2/rollout/reports',
        type: 'application/json',
        records: [
          { remote: 'mf_news', version: '1.1.0+41.6', channel: 'canary', outcome: 'shown', ms: 42 },
          { remote: 'mf_catalog', version: '2.0.0', channel: 'stable', outcome: 'failed', phase: 'init', ms: 600_000 },
          { remote: 'mf_support', version: '1.0.0', channel: 'preview', outcome: 'failed', phase: 'entry', ms: 0 },
        ],
      },
    ]);
    expect(Object.keys(beacons()[0]!.records[0]!).sort()).toEqual(['channel', 'ms', 'outcome', 'remote', 'version']);
  });

  it('goes to /api when the manifest names no API base', () => {
    configureLoadReports({ apiBaseUrl: undefined });
    reportRemoteLoad(shown(1));
    flushLoadReports();
    expect(sendBeacon).toHaveBeenCalledWith('/api/rollout/reports', expect.anything());
  });

  it('puts at most 20 records in a beacon, and sends the rest in more beacons', () => {
    for (let index = 0; index < 45; index += 1) reportRemoteLoad(shown(index));
    flushLoadReports();
    expect(beacons().map(({ records }) => records.length)).toEqual([RECORDS_PER_BEACON, RECORDS_PER_BEACON, 5]);
    expect(beacons().flatMap(({ records }) => records.map(({ ms }) => ms))).toEqual(Array.from({ length: 45 }, (_, index) => index));
    expect(pendingLoadReports()).toEqual([]);
  });

  it('sends what is pending 10 s after the first record, not before, and nothing when nothing is pending', () => {
    reportRemoteLoad(shown(1));
    jest.advanceTimersByTime(REPORT_INTERVAL_MS / 2);
    reportRemoteLoad(shown(2));
    jest.advanceTimersByTime(REPORT_INTERVAL_MS / 2 - 1);
    expect(sendBeacon).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    expect(beacons().map(({ records }) => records.map(({ ms }) => ms))).toEqual([[1, 2]]);

    jest.advanceTimersByTime(REPORT_INTERVAL_MS * 3);
    expect(sendBeacon).toHaveBeenCalledTimes(1);

    reportRemoteLoad(shown(3));
    jest.advanceTimersByTime(REPORT_INTERVAL_MS);
    expect(beacons().map(({ records }) => records.map(({ ms }) => ms))).toEqual([[1, 2], [3]]);
  });

  it('sends at once when the page is hidden, and on pagehide', () => {
    reportRemoteLoad(shown(1));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons().map(({ records }) => records.length)).toEqual([1]);

    visibility = 'visible';
    reportRemoteLoad(shown(2));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons().map(({ records }) => records.length)).toEqual([1, 1]);

    // The flush on the way out also cancelled the timer: no empty beacon later.
    jest.advanceTimersByTime(REPORT_INTERVAL_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('keeps the newest 100 records when more are waiting', () => {
    for (let index = 0; index < MAX_PENDING_REPORTS + 30; index += 1) reportRemoteLoad(shown(index));
    expect(pendingLoadReports()).toHaveLength(MAX_PENDING_REPORTS);
    expect(pendingLoadReports()[0]!.ms).toBe(30);
    flushLoadReports();
    expect(sendBeacon).toHaveBeenCalledTimes(MAX_PENDING_REPORTS / RECORDS_PER_BEACON);
    expect(beacons().at(-1)!.records.at(-1)!.ms).toBe(MAX_PENDING_REPORTS + 29);
  });

  it('drops the records without throwing where the browser has no sendBeacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined });
    reportRemoteLoad(shown(1));
    expect(() => jest.advanceTimersByTime(REPORT_INTERVAL_MS)).not.toThrow();
    expect(() => flushLoadReports()).not.toThrow();
    expect(pendingLoadReports()).toEqual([]);
  });

  it('drops a refused beacon and does not send it again', () => {
    sendBeacon.mockReturnValue(false);
    reportRemoteLoad(shown(1));
    jest.advanceTimersByTime(REPORT_INTERVAL_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(REPORT_INTERVAL_MS * 5);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(pendingLoadReports()).toEqual([]);
  });

  it('never throws into the page when sendBeacon throws', () => {
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Refused to send beacon');
    });
    for (let index = 0; index < 30; index += 1) reportRemoteLoad(shown(index));
    expect(() => flushLoadReports()).not.toThrow();
    // Each beacon is tried once, the second even though the first threw.
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it("carries the page load's ticket beside the records, and none when the page has none", () => {
    configureLoadReports({ ticket: 'eyJhIjoxfQ.c2lnbmF0dXJl' });
    reportRemoteLoad(shown(1));
    flushLoadReports();
    configureLoadReports({});
    reportRemoteLoad(shown(2));
    flushLoadReports();
    expect(beacons().map(({ ticket }) => ticket)).toEqual(['eyJhIjoxfQ.c2lnbmF0dXJl', undefined]);
  });

  it('reports each release of a section once as shown and once as failed per page load', () => {
    const failed: RemoteLoadReport = { remote: 'mf_news', version: '1.1.0+1', channel: 'canary', outcome: 'failed', phase: 'render', ms: 5 };
    const fellBack: RemoteLoadReport = { remote: 'mf_news', version: '1.0.0+1', channel: 'stable', outcome: 'shown', ms: 9 };
    // A visitor moving from one page of the section to another mounts it again: still one load.
    for (const report of [shown(1), shown(1), failed, failed, fellBack, fellBack]) reportRemoteLoad(report);
    flushLoadReports();
    expect(beacons().flatMap(({ records }) => records.map((record) => `${record.channel}:${record.outcome}`))).toEqual([
      'canary:shown',
      'canary:failed',
      'stable:shown',
    ]);
  });
});

describe('metric records in the same beacons', () => {
  it('sends metrics beside the load records, with the ticket, exactly the contract fields', () => {
    configureLoadReports({ ticket: 'payload.signature' });
    reportRemoteLoad(shown(5));
    reportVital(Object.assign(vital('LCP', 2345.67), { address: 'https://www.example.com/index?email=ada@example.com' }));
    reportVital({ ...vital('CLS', 0.123456), heldBy: 'mf_catalog' });
    flushLoadReports();

    expect(bodies()).toEqual([
      {
        ticket: 'payload.signature',
        records: [{ remote: 'mf_news', version: '1.1.0+5', channel: 'canary', outcome: 'shown', ms: 5 }],
        vitals: [
          {
            metric: 'LCP',
            value: 2346,
            route: '/index',
            device: 'mobile',
            sections: [{ remote: 'mf_catalog', version: '2.0.0', channel: 'stable' }],
          },
          {
            metric: 'CLS',
            value: 0.1235,
            route: '/index',
            device: 'mobile',
            sections: [{ remote: 'mf_catalog', version: '2.0.0', channel: 'stable' }],
            heldBy: 'mf_catalog',
          },
        ],
      },
    ]);
  });

  it('sends a beacon of metrics alone without a records list, and one of records alone without a metrics list', () => {
    reportVital(vital('TTFB', 80));
    flushLoadReports();
    reportRemoteLoad(shown(6));
    flushLoadReports();
    expect(bodies().map((body) => Object.keys(body).sort())).toEqual([['vitals'], ['records']]);
  });

  it('puts at most 20 metrics and 20 records in a beacon', () => {
    for (let index = 0; index < 25; index += 1) reportRemoteLoad(shown(index));
    for (let index = 0; index < 45; index += 1) reportVital(vital('INP', 100 + index, `/route-${index}`));
    flushLoadReports();
    const sent = bodies().map((body) => [(body.records as unknown[] | undefined)?.length ?? 0, (body.vitals as unknown[] | undefined)?.length ?? 0]);
    expect(sent).toEqual([
      [RECORDS_PER_BEACON, VITALS_PER_BEACON],
      [5, VITALS_PER_BEACON],
      [0, 5],
    ]);
  });

  it('keeps one value per metric and route: a later one replaces one still waiting, and is dropped once one was sent', () => {
    reportVital(vital('INP', 120));
    reportVital(vital('INP', 340));
    reportVital(vital('INP', 90, '/about'));
    expect(pendingVitalReports().map(({ route, value }) => [route, value])).toEqual([
      ['/index', 340],
      ['/about', 90],
    ]);
    flushLoadReports();
    reportVital(vital('INP', 800));
    expect(pendingVitalReports()).toEqual([]);
    flushLoadReports();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends a metric reported while the page is hidden at once (INP and CLS come as the page is hidden)', () => {
    reportVital(vital('LCP', 1000));
    expect(sendBeacon).not.toHaveBeenCalled();
    visibility = 'hidden';
    reportVital(vital('CLS', 0.02));
    expect(bodies().map((body) => (body.vitals as VitalReport[]).map(({ metric }) => metric))).toEqual([['LCP', 'CLS']]);
  });

  it('sends waiting metrics 10 s after the first, and on pagehide', () => {
    reportVital(vital('FCP', 900));
    jest.advanceTimersByTime(REPORT_INTERVAL_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    reportVital(vital('LCP', 1900));
    window.dispatchEvent(new Event('pagehide'));
    expect(bodies().map((body) => (body.vitals as VitalReport[]).map(({ metric }) => metric))).toEqual([['FCP'], ['LCP']]);
  });

  it('splits a beacon whose body would be over the server limit, so that no batch is refused whole', () => {
    configureLoadReports({ ticket: `${'t'.repeat(1100)}.signature` });
    // Six sections of 20 metrics, each version long enough that the 20 together are over the limit.
    const longVersion = (index: number) => `1.0.0-${'x'.repeat(Math.ceil(MAX_REPORT_BODY_BYTES / 20 / 6))}.${index}`;
    for (let index = 0; index < 20; index += 1) {
      reportVital({
        ...vital('LCP', 1000 + index, `/route-${index}`),
        sections: Array.from({ length: 6 }, (_, section) => ({ remote: 'mf_solutions', version: longVersion(section), channel: 'preview' as const })),
      });
    }
    flushLoadReports();
    const sizes = sendBeacon.mock.calls.map(([, body]) => (body as unknown as RecordingBlob).parts.join('').length);
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(MAX_REPORT_BODY_BYTES);
    expect(bodies().flatMap((body) => (body.vitals as VitalReport[]).map(({ value }) => value))).toEqual(
      Array.from({ length: 20 }, (_, index) => 1000 + index),
    );
  });

  it('limits the sections of a metric to six, and the value to the contract limit', () => {
    reportVital({
      ...vital('TTFB', 10_000_000),
      sections: Array.from({ length: 8 }, (_, index) => ({ remote: 'mf_news', version: `1.0.${index}`, channel: 'stable' as const })),
    });
    const [sent] = pendingVitalReports();
    expect(sent?.value).toBe(600_000);
    expect(sent?.sections.map(({ version }) => version)).toEqual(['1.0.2', '1.0.3', '1.0.4', '1.0.5', '1.0.6', '1.0.7']);
  });

  it('remembers each shown load with the page it was shown on, for the metrics of that page', () => {
    window.history.pushState({}, '', '/producDtetails?id=501');
    reportRemoteLoad(shown(30));
    reportRemoteLoad(shown(30));
    expect(shownSections().map(({ remote, version, path }) => [remote, version, path])).toEqual([
      ['mf_news', '1.1.0+30', '/producDtetails'],
      ['mf_news', '1.1.0+30', '/producDtetails'],
    ]);
    window.history.pushState({}, '', '/');
  });
});

describe('loadTicketOf', () => {
  it('reads the ticket of a Server-Timing value, quoted or not, among other entries', () => {
    expect(loadTicketOf('fl-ticket;desc=abc_-1.DEF-_2')).toBe('abc_-1.DEF-_2');
    expect(loadTicketOf('db;dur=53, fl-ticket;desc="abc.def", app;dur=47.2')).toBe('abc.def');
  });

  it('reads nothing from an absent header, another entry, or a value that is no ticket', () => {
    expect(loadTicketOf(null)).toBeUndefined();
    expect(loadTicketOf('db;dur=53')).toBeUndefined();
    expect(loadTicketOf('fl-ticket;dur=1')).toBeUndefined();
    expect(loadTicketOf('fl-ticket;desc="<script>"')).toBeUndefined();
    expect(loadTicketOf(`fl-ticket;desc=${'a'.repeat(2000)}.b`)).toBeUndefined();
  });
});
