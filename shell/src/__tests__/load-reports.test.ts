import {
  configureLoadReports,
  flushLoadReports,
  forgetReportedLoads,
  loadTicketOf,
  MAX_PENDING_REPORTS,
  pendingLoadReports,
  RECORDS_PER_BEACON,
  REPORT_INTERVAL_MS,
  reportRemoteLoad,
  type RemoteLoadReport,
} from '../remotes/load-reports';

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
