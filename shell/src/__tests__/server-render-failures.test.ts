import { reportServerRenderFailures } from '../app/start-page';
import { rememberFailedRelease } from '../remotes/failed-releases';
import { pendingLoadReports } from '../remotes/load-reports';
import { registerManifest } from '../remotes/register-remotes';

// The federation runtime is not started here: registering a release only records it.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

// A section the server could not draw is reported as a failure of the release the server drew it with: the canary
// it assigned, also when this browser remembers that canary failing and loads stable in its place.

const STABLE = { version: '1.0.0+0000aaaa', entry: '/remotes/mf-catalog/1.0.0+0000aaaa/remoteEntry.js' };
const CANARY = { version: '1.1.0+0000bbbb', entry: '/remotes/mf-catalog/1.1.0+0000bbbb/remoteEntry.js' };

it('names the assigned canary, not the stable release the browser fell back to', () => {
  rememberFailedRelease('mf_catalog', CANARY.version);
  registerManifest({
    remotes: {
      mf_catalog: { stable: STABLE, assigned: { ...CANARY, channel: 'canary' } },
      mf_news: { stable: STABLE, assigned: { ...STABLE, channel: 'stable' } },
    },
  });
  reportServerRenderFailures([
    { remote: 'mf_catalog', module: 'ProductCenterPage', rendering: 'failed' },
    { remote: 'mf_news', module: 'NewsListPage', rendering: 'server' },
  ]);
  expect(pendingLoadReports()).toEqual([
    { remote: 'mf_catalog', version: CANARY.version, channel: 'canary', outcome: 'failed', phase: 'server-render', ms: 0 },
  ]);
});
