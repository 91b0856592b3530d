import type { AttributionReportOpts, MetricWithAttribution } from 'web-vitals/attribution';
import { flushLoadReports, forgetReportedLoads, pendingVitalReports, reportRemoteLoad } from '../remotes/load-reports';
import { forgetRealUserMetrics, startRealUserMetrics, type VitalsLibrary } from '../remotes/web-vitals';

// What the visitor felt of each page view, per section release: the records built from the web-vitals library's
// callbacks (here a stand-in that hands out the callbacks, as the library calls them) carry the route without its
// query, the device class the page was drawn for, the sections shown on it, and for INP and CLS the section whose
// mount held the element responsible.

type Callback = (metric: MetricWithAttribution) => void;

/** A stand-in for the library: keeps each metric's callback and the options it was given. */
function fakeLibrary() {
  const callbacks: Partial<Record<MetricWithAttribution['name'], Callback>> = {};
  let options: AttributionReportOpts | undefined;
  const keep = (name: MetricWithAttribution['name']) => (callback: Callback, given?: AttributionReportOpts) => {
    callbacks[name] = callback;
    options = given;
  };
  const library = {
    onLCP: keep('LCP'),
    onINP: keep('INP'),
    onCLS: keep('CLS'),
    onFCP: keep('FCP'),
    onTTFB: keep('TTFB'),
  } as unknown as VitalsLibrary;
  return {
    library,
    /** Calls the callback of `metric.name` as the library would. */
    report(metric: Partial<MetricWithAttribution> & Pick<MetricWithAttribution, 'name' | 'value'>) {
      const callback = callbacks[metric.name];
      if (!callback) throw new Error(`nothing listens to ${metric.name}`);
      callback({ navigationType: 'navigate', navigationId: 1, ...metric } as MetricWithAttribution);
    },
    /** The target the library would write for `node` in an INP or CLS attribution. */
    target(node: Node | null): string | undefined {
      return options?.generateTarget?.(node) ?? undefined;
    },
    get options() {
      return options;
    },
  };
}

/** Puts the page at `address`, as the browser's address bar has it. */
const goTo = (address: string) => window.history.pushState({}, '', address);

/** A section shown on the page the browser is at now. */
const show = (remote: 'mf_catalog' | 'mf_news' | 'mf_solutions', version: string, channel: 'stable' | 'canary' = 'stable') =>
  reportRemoteLoad({ remote, version, channel, outcome: 'shown', ms: 120 });

beforeEach(() => {
  forgetReportedLoads();
  forgetRealUserMetrics();
  flushLoadReports();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  goTo('/index');
});

afterEach(() => {
  flushLoadReports();
});

describe('a page view measured', () => {
  it('asks the library for LCP, INP, CLS, FCP and TTFB, of in-app navigations too, once per page load', async () => {
    const fake = fakeLibrary();
    const onLCP = jest.spyOn(fake.library, 'onLCP');
    await startRealUserMetrics(fake.library);
    await startRealUserMetrics(fake.library);
    expect(onLCP).toHaveBeenCalledTimes(1);
    expect(fake.options?.reportSoftNavs).toBe(true);
    for (const name of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const) expect(() => fake.report({ name, value: 1 })).not.toThrow();
  });

  it("is recorded with the route's path without its query, the server's device class and the sections shown", async () => {
    document.head.innerHTML = '<script id="ferrolink-render" type="application/json">{"device":"mobile","sections":{}}</script>';
    goTo('/producDtetails?id=501&email=ada@example.com');
    show('mf_catalog', '2.0.0');
    show('mf_news', '1.1.0', 'canary');
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    fake.report({ name: 'LCP', value: 2480.4, navigationURL: 'https://www.example.com/producDtetails?id=501&email=ada@example.com' });

    expect(pendingVitalReports()).toEqual([
      {
        metric: 'LCP',
        value: 2480,
        route: '/producDtetails',
        device: 'mobile',
        sections: [
          { remote: 'mf_catalog', version: '2.0.0', channel: 'stable' },
          { remote: 'mf_news', version: '1.1.0', channel: 'canary' },
        ],
      },
    ]);
  });

  it("takes the browser's own device class on a page the server did not draw", async () => {
    const agent = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36');
    show('mf_catalog', '2.0.0');
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    fake.report({ name: 'FCP', value: 900 });
    agent.mockRestore();
    expect(pendingVitalReports().map(({ device }) => device)).toEqual(['mobile']);
  });

  it("lists the sections shown on the metric's own route, and counts nothing on a page that is no route of the site", async () => {
    show('mf_catalog', '2.0.0');
    goTo('/about');
    show('mf_news', '1.0.0');
    goTo('/no-such-page');
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    fake.report({ name: 'LCP', value: 1500, navigationURL: 'http://localhost/index' });
    fake.report({ name: 'FCP', value: 700 });
    expect(pendingVitalReports().map(({ metric, route, sections }) => [metric, route, sections.map(({ remote }) => remote)])).toEqual([
      ['LCP', '/index', ['mf_catalog']],
    ]);
  });

  it('counts nothing for a route where no section was shown', async () => {
    goTo('/login');
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    fake.report({ name: 'LCP', value: 1500 });
    expect(pendingVitalReports()).toEqual([]);
  });

  it("gives INP and CLS of the page's load every section shown since, where the browser reports no in-app navigation", async () => {
    show('mf_catalog', '2.0.0');
    goTo('/newsList');
    show('mf_news', '1.1.0', 'canary');
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    fake.report({ name: 'INP', value: 412, navigationURL: 'http://localhost/index', attribution: {} as never });
    expect(pendingVitalReports().map(({ route, sections }) => [route, sections.map(({ remote }) => remote)])).toEqual([
      ['/index', ['mf_catalog', 'mf_news']],
    ]);
  });

  it("measures an in-app navigation from its own start, with its own route's sections, and skips its TTFB (always 0)", async () => {
    show('mf_catalog', '2.0.0');
    goTo('/newsList?page=2');
    const navigationStart = performance.now();
    show('mf_news', '1.1.0', 'canary');
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    const softNavigation = {
      navigationType: 'soft-navigation',
      navigationStartTime: navigationStart,
      navigationURL: 'http://localhost/newsList?page=2',
    } as const;
    fake.report({ name: 'LCP', value: 800, ...softNavigation });
    fake.report({ name: 'TTFB', value: 0, ...softNavigation });
    expect(pendingVitalReports().map(({ metric, route, sections }) => [metric, route, sections.map(({ remote }) => remote)])).toEqual([
      ['LCP', '/newsList', ['mf_news']],
    ]);
  });
});

describe('the section holding the element responsible (heldBy)', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header><a id="logo" href="/index">Ferrolink</a></header>
      <main><div data-remote="mf_catalog" class="fl-remote-page"><section><button id="filter">Filter</button>text</section></div></main>`;
    show('mf_catalog', '2.0.0', 'canary');
  });

  it("names the section whose mount holds an INP interaction's target", async () => {
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    const interactionTarget = fake.target(document.getElementById('filter'));
    fake.report({ name: 'INP', value: 412, attribution: { interactionTarget } as never });
    expect(pendingVitalReports().map(({ heldBy }) => heldBy)).toEqual(['mf_catalog']);
  });

  it("names the section of the largest shift's node (a text node too), and 'shell' for the layout around the sections", async () => {
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    const textNode = document.querySelector('section')?.lastChild ?? null;
    fake.report({ name: 'CLS', value: 0.2, attribution: { largestShiftTarget: fake.target(textNode) } as never });
    fake.report({ name: 'INP', value: 90, attribution: { interactionTarget: fake.target(document.getElementById('logo')) } as never });
    expect(pendingVitalReports().map(({ metric, heldBy }) => [metric, heldBy])).toEqual([
      ['CLS', 'mf_catalog'],
      ['INP', 'shell'],
    ]);
  });

  it('names the section of a target that left the page with its whole mount (the tap went to another page)', async () => {
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    const link = document.getElementById('filter');
    document.querySelector('[data-remote]')?.remove();
    fake.report({ name: 'INP', value: 180, attribution: { interactionTarget: fake.target(link) } as never });
    expect(pendingVitalReports().map(({ heldBy }) => heldBy)).toEqual(['mf_catalog']);
  });

  it("leaves heldBy out where the element has left the page, or the library's own selector names it", async () => {
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    const removed = document.getElementById('filter');
    removed?.remove();
    expect(fake.target(removed)).toBeUndefined();
    fake.report({ name: 'INP', value: 300, attribution: { interactionTarget: 'div.fl-remote-page>button' } as never });
    fake.report({ name: 'LCP', value: 1000, attribution: {} as never });
    expect(pendingVitalReports().map(({ metric, heldBy }) => [metric, heldBy])).toEqual([
      ['INP', undefined],
      ['LCP', undefined],
    ]);
    expect(Object.keys(pendingVitalReports()[0]!)).not.toContain('heldBy');
  });
});

describe('a page that must not break', () => {
  it('goes on, with the other metrics, when the library throws as one starts', async () => {
    show('mf_catalog', '2.0.0');
    const fake = fakeLibrary();
    const failing: VitalsLibrary = {
      ...fake.library,
      onTTFB: () => {
        throw new Error('no PerformanceObserver');
      },
    };
    await expect(startRealUserMetrics(failing)).resolves.toBeUndefined();
    fake.report({ name: 'LCP', value: 1200 });
    expect(pendingVitalReports().map(({ metric }) => metric)).toEqual(['LCP']);
  });

  it('drops a metric it cannot read instead of throwing into the library', async () => {
    show('mf_catalog', '2.0.0');
    const fake = fakeLibrary();
    await startRealUserMetrics(fake.library);
    expect(() => fake.report({ name: 'INP', value: 200, navigationURL: 'http://[bad' })).not.toThrow();
    expect(pendingVitalReports()).toEqual([]);
  });
});
