import { registerRemotes } from '@module-federation/enhanced/runtime';
import { flushLoadReports, forgetReportedLoads, pendingLoadReports, reportRemoteLoad } from '../remotes/load-reports';
import { registerManifest } from '../remotes/register-remotes';
import { forgetRuntimeErrors, watchRuntimeErrors } from '../remotes/runtime-errors';

// An uncaught error or unhandled rejection whose stack points into a shown release's files is a failure of that
// release in the phase `runtime`, once per page load; an error anywhere else is not the release's.

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mocked(registerRemotes).mockImplementation(() => undefined);

const origin = window.location.origin;
/** A frame of a stack as Chromium writes it, in a file at `path` on this site or at an absolute address. */
const frame = (where: string) => `    at onClick (${where.startsWith('http') ? where : `${origin}${where}`}:1:4242)`;
const stackOf = (...frames: string[]) => ['TypeError: Cannot read properties of undefined', ...frames].join('\n');

function throwUncaught(stack: string, filename = ''): void {
  const error = new TypeError('Cannot read properties of undefined');
  error.stack = stack;
  window.dispatchEvent(new ErrorEvent('error', { error, filename, message: error.message }));
}

function rejectUnhandled(reason: unknown): void {
  // jsdom has no PromiseRejectionEvent: an event with the same reason field is what the listener reads.
  const event = Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
}

const runtimeFailures = () => pendingLoadReports().filter((report) => report.outcome === 'failed');

beforeAll(() => {
  registerManifest({
    remotes: {
      mf_catalog: {
        stable: { version: '2.0.0', entry: '/remotes/mf-catalog/2.0.0/remoteEntry.js' },
        assigned: { version: '2.1.0', entry: '/remotes/mf-catalog/2.1.0/remoteEntry.js', channel: 'canary' },
      },
      mf_news: { stable: { version: '1.0.0', entry: 'https://cdn.example.com/mf-news/1.0.0/remoteEntry.js' } },
      mf_support: { stable: { version: '3.0.0', entry: '/remotes/mf-support/3.0.0/remoteEntry.js' } },
    },
  });
  watchRuntimeErrors();
});

beforeEach(() => {
  forgetReportedLoads();
  forgetRuntimeErrors();
  flushLoadReports();
});

afterEach(() => flushLoadReports());

describe('runtime errors of a shown release', () => {
  it("counts an error whose stack points into the shown canary's files as its runtime failure, once per page load", () => {
    reportRemoteLoad({ remote: 'mf_catalog', version: '2.1.0', channel: 'canary', outcome: 'shown', ms: 300 });
    throwUncaught(stackOf(frame('/assets/shell.js'), frame('/remotes/mf-catalog/2.1.0/412.js')));
    throwUncaught(stackOf(frame('/remotes/mf-catalog/2.1.0/412.js')));
    rejectUnhandled(Object.assign(new Error('again'), { stack: stackOf(frame('/remotes/mf-catalog/2.1.0/99.js')) }));

    expect(runtimeFailures()).toEqual([
      { remote: 'mf_catalog', version: '2.1.0', channel: 'canary', outcome: 'failed', phase: 'runtime', ms: expect.any(Number) },
    ]);
    expect(runtimeFailures()[0]!.ms).toBeGreaterThanOrEqual(300);
  });

  it('counts an unhandled rejection in a release hosted elsewhere, and the file the browser names without a stack', () => {
    reportRemoteLoad({ remote: 'mf_news', version: '1.0.0', channel: 'stable', outcome: 'shown', ms: 10 });
    reportRemoteLoad({ remote: 'mf_support', version: '3.0.0', channel: 'stable', outcome: 'shown', ms: 10 });
    rejectUnhandled(Object.assign(new Error('fetch failed'), { stack: stackOf(frame('https://cdn.example.com/mf-news/1.0.0/main.js')) }));
    throwUncaught('', `${origin}/remotes/mf-support/3.0.0/remoteEntry.js`);
    expect(runtimeFailures().map(({ remote, phase }) => [remote, phase])).toEqual([
      ['mf_news', 'runtime'],
      ['mf_support', 'runtime'],
    ]);
  });

  it("does not count an error elsewhere: the shell's files, another version's folder, a release not shown yet", () => {
    reportRemoteLoad({ remote: 'mf_catalog', version: '2.1.0', channel: 'canary', outcome: 'shown', ms: 300 });
    throwUncaught(stackOf(frame('/assets/main.3f2a.js'), frame('/assets/vendor.js')));
    throwUncaught(stackOf(frame('/remotes/mf-catalog/2.1.01/412.js'), frame('/remotes/mf-catalog/2.0.0/412.js')));
    throwUncaught(stackOf(frame('/remotes/mf-support/3.0.0/1.js')));
    rejectUnhandled('a rejection without a stack');
    rejectUnhandled(undefined);
    expect(runtimeFailures()).toEqual([]);
  });

  it('blames the release of the first frame in a release, when a stack passes through two', () => {
    reportRemoteLoad({ remote: 'mf_catalog', version: '2.1.0', channel: 'canary', outcome: 'shown', ms: 1 });
    reportRemoteLoad({ remote: 'mf_support', version: '3.0.0', channel: 'stable', outcome: 'shown', ms: 1 });
    throwUncaught(stackOf(frame('/assets/shell.js'), frame('/remotes/mf-support/3.0.0/7.js'), frame('/remotes/mf-catalog/2.1.0/412.js')));
    expect(runtimeFailures().map(({ remote }) => remote)).toEqual(['mf_support']);
  });
});
