import type { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type * as FailedReleasesModule from '../remotes/failed-releases';
import type * as LoadReportsModule from '../remotes/load-reports';
import type * as FallbackModule from '../remotes/fall-back-to-stable';
import type * as RegisterModule from '../remotes/register-remotes';
import type * as LoaderModule from '../remotes/remote-loader';
import type * as RuntimePluginModule from '../remotes/runtime-plugin';
import type { RemotesManifest } from '../remotes/manifest';

/** The shell's load-path modules a test drives: registering, loading and falling back. */
type RemotesModules = typeof RegisterModule & typeof LoaderModule & typeof FallbackModule;

// A failed load is reported with the step it failed at (entry script, container init, exposed module, the loader's
// time limit), read from the federation runtime's own hooks; a canary that fails is reported with its own release,
// remembered in this browser, and skipped for stable on the next page load.

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

interface Page {
  remotes: RemotesModules;
  reports: typeof LoadReportsModule;
  failedReleases: typeof FailedReleasesModule;
  plugin: ReturnType<typeof RuntimePluginModule.default>;
  runtime: { registerRemotes: jest.MockedFunction<typeof registerRemotes>; loadRemote: jest.MockedFunction<typeof loadRemote> };
}

/** The shell's modules as a new page load has them: nothing registered, nothing reported, nothing loaded. */
async function newPage(): Promise<Page> {
  let page: Page | undefined;
  await jest.isolateModulesAsync(async () => {
    const runtime = await import('@module-federation/enhanced/runtime');
    page = {
      remotes: {
        ...(await import('../remotes/register-remotes')),
        ...(await import('../remotes/remote-loader')),
        ...(await import('../remotes/fall-back-to-stable')),
      },
      reports: await import('../remotes/load-reports'),
      failedReleases: await import('../remotes/failed-releases'),
      plugin: (await import('../remotes/runtime-plugin')).default(),
      runtime: { registerRemotes: jest.mocked(runtime.registerRemotes), loadRemote: jest.mocked(runtime.loadRemote) },
    };
  });
  return page!;
}

const stable = { version: '1.0.0+0000aaaa', entry: '/remotes/mf-news/1.0.0/remoteEntry.js' };
const canary = { version: '1.1.0+ab12cd34', entry: '/remotes/mf-news/1.1.0/remoteEntry.js' };
const component = { default: () => null };

const onCanary = (): RemotesManifest => ({
  remotes: { mf_news: { stable, canary: { ...canary, percent: 5 }, assigned: { ...canary, channel: 'canary' } } },
  config: { apiBaseUrl: '/api' },
});
const onStable = (): RemotesManifest => ({ remotes: { mf_news: { stable, assigned: { ...stable, channel: 'stable' } } } });

type Plugin = Page['plugin'];
/** The one argument of a runtime hook. */
type HookArgument<K extends 'afterLoadEntry' | 'beforeInitRemote' | 'afterInitRemote'> = Parameters<NonNullable<Plugin[K]>>[0];

/**
 * What the federation runtime tells its plugins while it loads one remote entry, up to the step that fails. The
 * shell's hooks read the remote's name and entry and whether there was an error; the runtime's other arguments
 * (its instance, the container's exports) are stand-ins.
 */
async function runtimeGetsTo(plugin: Plugin, entry: string, failure: 'entry' | 'init' | 'module' | 'none'): Promise<void> {
  const remoteInfo = { name: 'mf_news', entry, type: 'global', entryGlobalName: 'mf_news', shareScope: 'default' };
  const origin = {};
  if (failure === 'entry') {
    await plugin.afterLoadEntry!({ origin, remoteInfo, error: new Error('ScriptNetworkError') } as unknown as HookArgument<'afterLoadEntry'>);
    return;
  }
  const remoteEntryExports = { init: () => undefined, get: () => undefined };
  await plugin.afterLoadEntry!({ origin, remoteInfo, remoteEntryExports } as unknown as HookArgument<'afterLoadEntry'>);
  await plugin.beforeInitRemote!({ origin, remoteInfo } as unknown as HookArgument<'beforeInitRemote'>);
  const initError = failure === 'init' ? new Error('RUNTIME_015 init failed') : undefined;
  await plugin.afterInitRemote!({ origin, remoteInfo, remoteEntryExports, error: initError } as unknown as HookArgument<'afterInitRemote'>);
}

/** A fake runtime whose load of `entry` fails at `failure` (after telling the plugin so) and succeeds elsewhere. */
function runtimeFailing(page: Page, failingEntry: string, failure: 'entry' | 'init' | 'module'): void {
  let registeredEntry = '';
  page.runtime.registerRemotes.mockImplementation((remotes) => {
    registeredEntry = String((remotes[0] as { entry: string }).entry);
  });
  page.runtime.loadRemote.mockImplementation(async () => {
    const entry = registeredEntry;
    if (entry !== failingEntry) {
      await runtimeGetsTo(page.plugin, entry, 'none');
      return component;
    }
    await runtimeGetsTo(page.plugin, entry, failure);
    throw new Error(`${failure} failed in the runtime`);
  });
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the phase of a failed load', () => {
  it.each([
    ['entry', 'the entry script never loaded'],
    ['init', 'the container init failed'],
    ['module', 'the exposed module could not be got'],
  ] as const)('is %s when %s', async (phase, _what) => {
    const page = await newPage();
    runtimeFailing(page, stable.entry, phase);
    page.remotes.registerManifest(onStable());

    await expect(page.remotes.loadRemoteComponent('mf_news', 'NewsListPage')).rejects.toThrow(`${phase} failed`);
    expect(page.reports.pendingLoadReports()).toEqual([
      { remote: 'mf_news', version: stable.version, channel: 'stable', outcome: 'failed', phase, ms: expect.any(Number) },
    ]);
  });

  it('is module when the exposed module has no component', async () => {
    const page = await newPage();
    page.remotes.registerManifest(onStable());
    page.runtime.loadRemote.mockImplementation(async () => {
      await runtimeGetsTo(page.plugin, stable.entry, 'none');
      return { default: 'not a component' };
    });
    await expect(page.remotes.loadRemoteComponent('mf_news', 'NewsListPage')).rejects.toThrow('has no component');
    expect(page.reports.pendingLoadReports()).toEqual([expect.objectContaining({ outcome: 'failed', phase: 'module' })]);
  });

  it("is timeout when the loader's time limit runs out, with the time it waited", async () => {
    jest.useFakeTimers();
    const page = await newPage();
    page.remotes.registerManifest(onStable());
    page.runtime.loadRemote.mockReturnValue(new Promise(() => undefined));

    const loading = page.remotes.loadRemoteComponent('mf_news', 'NewsListPage');
    const settled = expect(loading).rejects.toThrow('did not load within');
    await jest.advanceTimersByTimeAsync(page.remotes.REMOTE_LOAD_TIMEOUT_MS);
    await settled;
    expect(page.reports.pendingLoadReports()).toEqual([
      { remote: 'mf_news', version: stable.version, channel: 'stable', outcome: 'failed', phase: 'timeout', ms: page.remotes.REMOTE_LOAD_TIMEOUT_MS },
    ]);
  });

  it('starts again from nothing on Retry: a second failure of the entry is not taken for an init failure', async () => {
    const page = await newPage();
    runtimeFailing(page, stable.entry, 'init');
    page.remotes.registerManifest(onStable());
    await expect(page.remotes.loadRemoteComponent('mf_news', 'NewsListPage')).rejects.toThrow();
    runtimeFailing(page, stable.entry, 'entry');
    // A page load reports a release's failure once; as a new page load would, to see the second one's phase.
    page.reports.forgetReportedLoads();
    await expect(page.remotes.loadRemoteComponent('mf_news', 'NewsListPage', true)).rejects.toThrow();
    expect(page.reports.pendingLoadReports().map((record) => record.outcome === 'failed' && record.phase)).toEqual(['init', 'entry']);
  });
});

describe('a canary that fails to load', () => {
  it('is reported with its own release and step, and the page gets stable', async () => {
    const page = await newPage();
    runtimeFailing(page, canary.entry, 'init');
    page.remotes.registerManifest(onCanary());

    await expect(page.remotes.loadRemoteComponent('mf_news', 'NewsListPage')).resolves.toBe(component);
    expect(page.reports.pendingLoadReports()).toEqual([
      { remote: 'mf_news', version: canary.version, channel: 'canary', outcome: 'failed', phase: 'init', ms: expect.any(Number) },
    ]);
    expect(page.remotes.registrationOf('mf_news')).toEqual({
      ...stable,
      channel: 'stable',
      fellBackFrom: { version: canary.version, channel: 'canary' },
    });
  });

  it('and stable failing too gives two records, the canary’s and stable’s', async () => {
    const page = await newPage();
    page.remotes.registerManifest(onCanary());
    page.runtime.loadRemote.mockImplementation(async () => {
      throw new Error('ScriptNetworkError: 404');
    });
    await expect(page.remotes.loadRemoteComponent('mf_news', 'NewsListPage')).rejects.toThrow('404');
    expect(page.reports.pendingLoadReports()).toEqual([
      expect.objectContaining({ version: canary.version, channel: 'canary', outcome: 'failed', phase: 'entry' }),
      expect.objectContaining({ version: stable.version, channel: 'stable', outcome: 'failed', phase: 'entry' }),
    ]);
  });
});

describe('a canary that failed in this browser', () => {
  it('is skipped for stable on the next page load', async () => {
    const first = await newPage();
    runtimeFailing(first, canary.entry, 'entry');
    first.remotes.registerManifest(onCanary());
    await first.remotes.loadRemoteComponent('mf_news', 'NewsListPage');

    const next = await newPage();
    next.runtime.registerRemotes.mockReset();
    next.remotes.registerManifest(onCanary());
    expect(next.runtime.registerRemotes.mock.calls).toEqual([[[{ name: 'mf_news', entry: stable.entry }], { force: false }]]);
    expect(next.remotes.registrationOf('mf_news')).toEqual({
      ...stable,
      channel: 'stable',
      fellBackFrom: { version: canary.version, channel: 'canary' },
    });
  });

  it('is tried again after 24 hours, and another canary version is tried at once', async () => {
    const page = await newPage();
    const dayAndASecondAgo = Date.now() - page.failedReleases.FAILED_RELEASE_MEMORY_MS - 1000;
    page.failedReleases.rememberFailedRelease('mf_news', canary.version, dayAndASecondAgo);
    page.failedReleases.rememberFailedRelease('mf_news', '1.0.9+ffff0000');
    page.remotes.registerManifest(onCanary());
    expect(page.runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_news', entry: canary.entry }], { force: false });
  });

  it('is never stable: a stable release that failed is loaded again on the next page', async () => {
    const page = await newPage();
    runtimeFailing(page, stable.entry, 'entry');
    page.remotes.registerManifest(onStable());
    await expect(page.remotes.loadRemoteComponent('mf_news', 'NewsListPage')).rejects.toThrow();
    page.remotes.fallBackToStable('mf_news', { version: stable.version, channel: 'stable' });
    expect(window.localStorage.getItem(page.failedReleases.FAILED_RELEASES_KEY)).toBeNull();
  });

  it('is remembered for at most 20 releases, the newest kept', async () => {
    const { failedReleases } = await newPage();
    const now = Date.now();
    for (let index = 0; index < 25; index += 1) failedReleases.rememberFailedRelease('mf_news', `1.${index}.0`, now + index);
    const stored = JSON.parse(window.localStorage.getItem(failedReleases.FAILED_RELEASES_KEY)!) as Record<string, number>;
    expect(Object.keys(stored)).toHaveLength(failedReleases.MAX_REMEMBERED_FAILURES);
    expect(failedReleases.releaseFailedHere('mf_news', '1.4.0', now + 30)).toBe(false);
    expect(failedReleases.releaseFailedHere('mf_news', '1.24.0', now + 30)).toBe(true);
  });

  it.each([
    ['broken JSON', () => window.localStorage.setItem('fl-failed-releases', '{"mf_news@1.1.0')],
    ['not a map', () => window.localStorage.setItem('fl-failed-releases', '["mf_news@1.1.0+ab12cd34"]')],
    [
      'storage that throws',
      () =>
        jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
          throw new DOMException('blocked', 'SecurityError');
        }),
    ],
  ])('is tolerated when the memory is %s: the assigned canary is loaded', async (_label, breakStorage) => {
    breakStorage();
    const page = await newPage();
    expect(() => page.remotes.registerManifest(onCanary())).not.toThrow();
    expect(page.runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_news', entry: canary.entry }], { force: false });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => page.failedReleases.rememberFailedRelease('mf_news', canary.version)).not.toThrow();
  });
});
