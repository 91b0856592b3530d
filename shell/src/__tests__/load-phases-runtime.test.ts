import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { flushLoadReports, pendingLoadReports } from '../remotes/load-reports';
import { registerManifest } from '../remotes/register-remotes';
import { loadRemoteComponent } from '../remotes/remote-loader';
import type { RemoteName } from '../remotes/remote-names';
import shellRuntimePlugin from '../remotes/runtime-plugin';

// The same phases with the real federation runtime (the version the shell ships), not a stand-in: only the script
// loading is replaced, by a plugin that hands the runtime a container object for each entry address. This holds the
// shell's plugin to the hooks the runtime really calls, with the arguments it really passes.

type Container = { init: () => void | Promise<void>; get: (expose: string) => Promise<(() => unknown) | undefined> };

const Component = () => null;
const working: Container = { init: () => undefined, get: async () => () => ({ default: Component }) };

/** What each entry address gives: a container, or a script that never arrives. */
const containers: Record<string, Container | 'no script'> = {
  '/remotes/mf-catalog/1.0.0/remoteEntry.js': 'no script',
  '/remotes/mf-solutions/1.0.0/remoteEntry.js': {
    init: () => {
      throw new Error('the shared scope was refused');
    },
    get: working.get,
  },
  '/remotes/mf-support/1.0.0/remoteEntry.js': { init: () => undefined, get: async () => undefined },
  '/remotes/mf-news/1.1.0/remoteEntry.js': {
    init: () => {
      throw new Error('the canary needs another React');
    },
    get: working.get,
  },
  '/remotes/mf-news/1.0.0/remoteEntry.js': working,
};

/** Loads no script: the container of the address, as a real remoteEntry.js would define it, or a network error. */
const fakeScripts: ModuleFederationRuntimePlugin = {
  name: 'test-fake-scripts',
  loadEntry({ remoteInfo }) {
    // The runtime hands over the address made absolute against the page's origin.
    const container = containers[new URL(remoteInfo.entry).pathname];
    if (!container || container === 'no script') return Promise.reject(new Error(`ScriptNetworkError: ${remoteInfo.entry}`));
    // The runtime types a container with its whole interface; these have the two members it calls.
    return Promise.resolve(container as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>);
  },
};

const release = (remote: string, version: string) => ({ version, entry: `/remotes/${remote}/${version}/remoteEntry.js` });

beforeAll(() => {
  init({ name: 'shell', remotes: [], plugins: [shellRuntimePlugin(), fakeScripts] });
  registerManifest({
    remotes: {
      mf_catalog: { stable: release('mf-catalog', '1.0.0') },
      mf_solutions: { stable: release('mf-solutions', '1.0.0') },
      mf_support: { stable: release('mf-support', '1.0.0') },
      mf_news: { stable: release('mf-news', '1.0.0'), assigned: { ...release('mf-news', '1.1.0'), channel: 'canary' } },
    },
  });
});
beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  flushLoadReports();
  jest.restoreAllMocks();
});

const phasesOf = (remote: RemoteName) =>
  pendingLoadReports().map((record) => record.remote === remote && [record.channel, record.outcome === 'failed' && record.phase]);

describe('the phase of a failed load, with the real federation runtime', () => {
  it.each([
    ['mf_catalog', 'entry'],
    ['mf_solutions', 'init'],
    ['mf_support', 'module'],
  ] as const)('is right for %s (%s)', async (remote, phase) => {
    await expect(loadRemoteComponent(remote, 'SomePage')).rejects.toThrow();
    expect(phasesOf(remote)).toEqual([['stable', phase]]);
  });

  it('is init for a canary whose container refuses to start, and stable loads after it', async () => {
    await expect(loadRemoteComponent('mf_news', 'NewsListPage')).resolves.toEqual({ default: Component });
    expect(phasesOf('mf_news')).toEqual([['canary', 'init']]);
  });
});
