import type { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type * as ManifestModule from '../remotes/manifest';
import type * as FallbackModule from '../remotes/fall-back-to-stable';
import type * as RegisterModule from '../remotes/register-remotes';
import type * as LoaderModule from '../remotes/remote-loader';
import type { RemotesManifest } from '../remotes/manifest';

/** The shell's load-path modules a test drives: registering, loading and falling back. */
type RemotesModules = typeof RegisterModule & typeof LoaderModule & typeof FallbackModule;

// The shell takes the release the server chose for this visitor: from the manifest inside the page (no
// request), /remotes.json only when the page has none; and it goes back to stable alone when that release fails.

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** The two functions of the federation runtime the loader calls, as the mock above has them. */
interface RuntimeMock {
  registerRemotes: jest.MockedFunction<typeof registerRemotes>;
  loadRemote: jest.MockedFunction<typeof loadRemote>;
}

const stable = { version: '1.0.0', entry: '/remotes/mf-news/1.0.0/remoteEntry.js' };
const canary = { version: '1.1.0', entry: '/remotes/mf-news/1.1.0/remoteEntry.js' };
const preview = { version: '2.0.0-rc.1', entry: '/remotes/mf-news/2.0.0-rc.1/remoteEntry.js' };

const manifestWith = (remotes: RemotesManifest['remotes']): RemotesManifest => ({ remotes, config: { apiBaseUrl: '/api' } });

/** The modules as a new page load has them: nothing requested, nothing registered. */
async function freshModules(): Promise<{ manifest: typeof ManifestModule; remotes: RemotesModules; runtime: RuntimeMock }> {
  let modules: { manifest: typeof ManifestModule; remotes: RemotesModules; runtime: RuntimeMock } | undefined;
  await jest.isolateModulesAsync(async () => {
    const runtime = await import('@module-federation/enhanced/runtime');
    modules = {
      manifest: await import('../remotes/manifest'),
      remotes: {
        ...(await import('../remotes/register-remotes')),
        ...(await import('../remotes/remote-loader')),
        ...(await import('../remotes/fall-back-to-stable')),
      },
      runtime: { registerRemotes: jest.mocked(runtime.registerRemotes), loadRemote: jest.mocked(runtime.loadRemote) },
    };
  });
  return modules!;
}

function putInPage(text: string): void {
  const element = document.createElement('script');
  element.id = 'ferrolink-remotes';
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

/** What fetch resolves with, as far as the shell reads it (jsdom has no Response). */
const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ({ ok: status >= 200 && status < 300, status, headers: new Headers(headers), json: async () => body }) as unknown as Response;

const realFetch = globalThis.fetch;
beforeEach(() => {
  document.head.innerHTML = '';
  // A release that failed is remembered in the browser; each test is a visitor of its own.
  window.localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('the manifest of the page', () => {
  const inPage = manifestWith({ mf_news: { stable, canary: { ...canary, percent: 5 }, assigned: { ...canary, channel: 'canary' } } });

  it('is read from the page, without a request', async () => {
    putInPage(JSON.stringify(inPage));
    const { manifest } = await freshModules();
    await expect(manifest.requestManifest()).resolves.toEqual(inPage);
    // Every caller of the page load gets the same one.
    await expect(manifest.requestManifest()).resolves.toEqual(inPage);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{"remotes": {'],
    ['not a manifest', '["mf_news"]'],
    ['empty', ''],
  ])('is fetched from /remotes.json when the copy in the page is %s', async (_label, text) => {
    if (text !== undefined) putInPage(text);
    const served = manifestWith({ mf_news: { stable, assigned: { ...stable, channel: 'stable' } } });
    fetchMock.mockResolvedValue(reply(200, served));
    const { manifest } = await freshModules();
    await expect(manifest.requestManifest()).resolves.toEqual({ ...served, serverTiming: '' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/remotes.json');
  });

  it('keeps the Server-Timing header of /remotes.json, which holds the load ticket for the load reports', async () => {
    const served = manifestWith({ mf_news: { stable, assigned: { ...stable, channel: 'stable' } } });
    fetchMock.mockResolvedValue(reply(200, served, { 'Server-Timing': 'fl-ticket;desc=cGF5bG9hZA.c2lnbmF0dXJl' }));
    const { manifest } = await freshModules();
    await expect(manifest.requestManifest()).resolves.toEqual({ ...served, serverTiming: 'fl-ticket;desc=cGF5bG9hZA.c2lnbmF0dXJl' });
  });

  it('is empty when neither the page nor the server has one, so the shell still shows its own parts', async () => {
    fetchMock.mockResolvedValue(reply(503, 'down'));
    const { manifest } = await freshModules();
    await expect(manifest.requestManifest()).resolves.toEqual({ remotes: {} });
  });
});

describe('registering the remotes', () => {
  it('registers the release the server assigned, and tells which one it is', async () => {
    const { remotes, runtime } = await freshModules();
    remotes.registerManifest(
      manifestWith({
        mf_news: { stable, canary: { ...canary, percent: 50 }, assigned: { ...canary, channel: 'canary' } },
        mf_catalog: {
          stable: { version: '1.0.0', entry: '/remotes/mf-catalog/1.0.0/remoteEntry.js' },
          assigned: { version: '1.0.0', entry: '/remotes/mf-catalog/1.0.0/remoteEntry.js', channel: 'stable' },
        },
      }),
    );
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_news', entry: canary.entry }], { force: false });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_catalog', entry: '/remotes/mf-catalog/1.0.0/remoteEntry.js' }], {
      force: false,
    });
    expect(remotes.registrationOf('mf_news')).toEqual({ ...canary, channel: 'canary' });
    expect(remotes.registrationOf('mf_catalog')).toEqual({ version: '1.0.0', entry: '/remotes/mf-catalog/1.0.0/remoteEntry.js', channel: 'stable' });
    expect(remotes.registrationOf('mf_support')).toBeUndefined();
  });

  it('registers stable from a manifest without assignments (the earlier shape), even when it names a canary', async () => {
    const { remotes, runtime } = await freshModules();
    remotes.registerManifest(manifestWith({ mf_news: { stable, canary: { ...canary, percent: 100 } } }));
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_news', entry: stable.entry }], { force: false });
    expect(remotes.registrationOf('mf_news')).toEqual({ ...stable, channel: 'stable' });
  });

  it('keeps what it registered for the life of the page', async () => {
    const { remotes, runtime } = await freshModules();
    remotes.registerManifest(manifestWith({ mf_news: { stable, assigned: { ...stable, channel: 'stable' } } }));
    remotes.registerManifest(manifestWith({ mf_news: { stable, assigned: { ...canary, channel: 'canary' } } }));
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(remotes.registrationOf('mf_news')).toEqual({ ...stable, channel: 'stable' });
  });
});

describe('a release that fails to load', () => {
  const component = { default: () => null };

  it.each([
    ['canary', canary],
    ['preview', preview],
  ] as const)('falls back to stable when the assigned %s fails, for this visitor', async (channel, release) => {
    const { remotes, runtime } = await freshModules();
    remotes.registerManifest(manifestWith({ mf_news: { stable, assigned: { ...release, channel } } }));
    runtime.loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError: 404')).mockResolvedValue(component);

    await expect(remotes.loadRemoteComponent('mf_news', 'NewsListPage')).resolves.toBe(component);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_news', entry: stable.entry }], { force: true });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(remotes.registrationOf('mf_news')).toEqual({ ...stable, channel: 'stable', fellBackFrom: { version: release.version, channel } });

    // The next mount of the page loads stable straight away.
    await expect(remotes.loadRemoteComponent('mf_news', 'ContactForm')).resolves.toBe(component);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('moves to stable once when two mounts of the remote fail together', async () => {
    const { remotes, runtime } = await freshModules();
    remotes.registerManifest(manifestWith({ mf_news: { stable, assigned: { ...canary, channel: 'canary' } } }));
    runtime.loadRemote.mockRejectedValueOnce(new Error('404')).mockRejectedValueOnce(new Error('404')).mockResolvedValue(component);
    const [page, widget] = await Promise.all([
      remotes.loadRemoteComponent('mf_news', 'AboutPage'),
      remotes.loadRemoteComponent('mf_news', 'ContactForm'),
    ]);
    expect([page, widget]).toEqual([component, component]);
    expect(runtime.registerRemotes.mock.calls.filter(([, options]) => options?.force)).toEqual([
      [[{ name: 'mf_news', entry: stable.entry }], { force: true }],
    ]);
  });

  it('fails when stable itself fails (the section shows its unavailable panel): there is nothing to fall back to', async () => {
    const { remotes, runtime } = await freshModules();
    remotes.registerManifest(manifestWith({ mf_news: { stable, assigned: { ...stable, channel: 'stable' } } }));
    runtime.loadRemote.mockRejectedValue(new Error('ScriptNetworkError: 404'));
    await expect(remotes.loadRemoteComponent('mf_news', 'NewsListPage')).rejects.toThrow('404');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(remotes.registrationOf('mf_news')).toEqual({ ...stable, channel: 'stable' });
  });
});
