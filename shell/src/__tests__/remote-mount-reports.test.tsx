import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FAILED_RELEASES_KEY } from '../remotes/failed-releases';
import { flushLoadReports, pendingLoadReports, type RemoteLoadReport } from '../remotes/load-reports';
import type { ReleaseChannel } from '../remotes/manifest';
import { registerManifest, registrationOf } from '../remotes/register-remotes';
import { RemoteMount } from '../remotes/RemoteMount';
import type { RemoteName } from '../remotes/remote-names';
import shellRuntimePlugin from '../remotes/runtime-plugin';

// Each mount of a section is reported: shown once its component committed, or failed while rendering. A canary that
// throws while rendering is reported as the canary's failure and replaced by stable, which is reported as its own
// load; the visitor never sees the unavailable panel for it.

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

type ExposedModule = { default: (props: Record<string, unknown>) => React.ReactNode };

/** The entry each remote is registered at, as the fake runtime has it, and what loading from each entry gives. */
const registeredEntries = new Map<string, string>();
const entries = new Map<string, ExposedModule | 'entry fails'>();
const plugin = shellRuntimePlugin();

jest.mocked(registerRemotes).mockImplementation((remotes) => {
  for (const remote of remotes) registeredEntries.set(remote.name, String((remote as { entry: string }).entry));
});
jest.mocked(loadRemote).mockImplementation(async (id: string) => {
  const name = id.split('/')[0]!;
  const entry = registeredEntries.get(name) ?? '';
  const loaded = entries.get(entry);
  if (loaded === undefined || loaded === 'entry fails') {
    // As the runtime does when the script does not arrive: its plugins hear of it, then the load rejects.
    const remoteInfo = { name, entry, type: 'global', entryGlobalName: name, shareScope: 'default' };
    await plugin.afterLoadEntry!({ origin: {}, remoteInfo, error: new Error('ScriptNetworkError') } as unknown as Parameters<
      NonNullable<typeof plugin.afterLoadEntry>
    >[0]);
    throw new Error(`ScriptNetworkError: ${entry}`);
  }
  return loaded;
});

/** Puts one remote with a stable release (and an assigned one, when given) in the page, each release giving `modules`. */
function releases(
  remote: RemoteName,
  stable: ExposedModule | 'entry fails',
  assigned?: { channel: Exclude<ReleaseChannel, 'stable'>; module: ExposedModule | 'entry fails' },
): { stable: { version: string; entry: string }; assigned: { version: string; entry: string } } {
  const stableRelease = { version: '1.0.0+0000aaaa', entry: `/remotes/${remote}/1.0.0/remoteEntry.js` };
  const assignedRelease = assigned ? { version: '1.1.0+ab12cd34', entry: `/remotes/${remote}/1.1.0/remoteEntry.js` } : stableRelease;
  entries.set(stableRelease.entry, stable);
  if (assigned) entries.set(assignedRelease.entry, assigned.module);
  registerManifest({
    remotes: { [remote]: { stable: stableRelease, assigned: { ...assignedRelease, channel: assigned?.channel ?? 'stable' } } },
  });
  return { stable: stableRelease, assigned: assignedRelease };
}

const reportsOf = (remote: RemoteName): RemoteLoadReport[] => pendingLoadReports().filter((record) => record.remote === remote);

/** Whether the unavailable panel appeared at any moment, even for one commit. */
function watchForPanel(): { appeared: () => boolean; stop: () => void } {
  let appeared = false;
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes)
        if (
          node instanceof Element &&
          (node.matches('[data-testid="remote-unavailable"]') || node.querySelector('[data-testid="remote-unavailable"]'))
        )
          appeared = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { appeared: () => appeared || screen.queryByTestId('remote-unavailable') !== null, stop: () => observer.disconnect() };
}

function Exploding(): never {
  throw new Error('render failure inside the remote');
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  flushLoadReports();
  jest.restoreAllMocks();
});

describe('reports of <RemoteMount>', () => {
  it('reports a canary that throws while rendering, then mounts stable in its place and reports it as its own load', async () => {
    const { stable, assigned } = releases('mf_news', { default: () => <p>Stable news</p> }, { channel: 'canary', module: { default: Exploding } });
    const panel = watchForPanel();
    render(<RemoteMount remote="mf_news" module="NewsListPage" />);

    expect(await screen.findByText('Stable news')).toBeInTheDocument();
    await waitFor(() => expect(reportsOf('mf_news')).toHaveLength(2));
    panel.stop();
    expect(panel.appeared()).toBe(false);
    expect(reportsOf('mf_news')).toEqual([
      { remote: 'mf_news', version: assigned.version, channel: 'canary', outcome: 'failed', phase: 'render', ms: expect.any(Number) },
      { remote: 'mf_news', version: stable.version, channel: 'stable', outcome: 'shown', ms: expect.any(Number) },
    ]);
    // The page stays on stable, and the next page load goes there at once.
    expect(registrationOf('mf_news')).toEqual({ ...stable, channel: 'stable', fellBackFrom: { version: assigned.version, channel: 'canary' } });
    expect(Object.keys(JSON.parse(window.localStorage.getItem(FAILED_RELEASES_KEY) ?? '{}') as object)).toEqual([`mf_news@${assigned.version}`]);
  });

  it('reports a preview whose entry script never loads, and stable shown after it', async () => {
    const { stable, assigned } = releases('mf_solutions', { default: () => <p>Stable solutions</p> }, { channel: 'preview', module: 'entry fails' });
    render(<RemoteMount remote="mf_solutions" module="SolutionPage" />);

    expect(await screen.findByText('Stable solutions')).toBeInTheDocument();
    await waitFor(() => expect(reportsOf('mf_solutions')).toHaveLength(2));
    expect(reportsOf('mf_solutions')).toEqual([
      { remote: 'mf_solutions', version: assigned.version, channel: 'preview', outcome: 'failed', phase: 'entry', ms: expect.any(Number) },
      { remote: 'mf_solutions', version: stable.version, channel: 'stable', outcome: 'shown', ms: expect.any(Number) },
    ]);
  });

  it('shows the unavailable panel for a stable release that throws while rendering, and reports it; stable is not remembered', async () => {
    const { stable } = releases('mf_support', { default: Exploding });
    render(<RemoteMount remote="mf_support" module="SupportPage" />);

    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    expect(reportsOf('mf_support')).toEqual([
      { remote: 'mf_support', version: stable.version, channel: 'stable', outcome: 'failed', phase: 'render', ms: expect.any(Number) },
    ]);
    expect(window.localStorage.getItem(FAILED_RELEASES_KEY)).toBeNull();
    expect(registrationOf('mf_support')).toEqual({ ...stable, channel: 'stable' });
  });

  it('reports a shown section once, in whole milliseconds, however often it renders again', async () => {
    const { stable } = releases('mf_catalog', { default: ({ label }) => <p>{String(label)}</p> });
    const { rerender } = render(<RemoteMount remote="mf_catalog" module="FeaturedProducts" props={{ label: 'First' }} />);
    expect(await screen.findByText('First')).toBeInTheDocument();
    rerender(<RemoteMount remote="mf_catalog" module="FeaturedProducts" props={{ label: 'Second' }} />);
    expect(await screen.findByText('Second')).toBeInTheDocument();

    await waitFor(() => expect(reportsOf('mf_catalog')).toHaveLength(1));
    const [record] = reportsOf('mf_catalog');
    expect(record).toEqual({ remote: 'mf_catalog', version: stable.version, channel: 'stable', outcome: 'shown', ms: expect.any(Number) });
    expect(Number.isInteger(record!.ms) && record!.ms >= 0).toBe(true);
  });

  it('reports a canary that breaks after it was shown (on a click), and gives the visitor stable', async () => {
    function BreaksOnClick() {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error('the canary breaks on a click');
      return (
        <button type="button" onClick={() => setBroken(true)}>
          Canary account
        </button>
      );
    }
    const { stable, assigned } = releases(
      'mf_account',
      { default: () => <p>Stable account</p> },
      { channel: 'canary', module: { default: BreaksOnClick } },
    );
    render(<RemoteMount remote="mf_account" module="AccountPage" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Canary account' }));
    expect(await screen.findByText('Stable account')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-unavailable')).toBeNull();
    await waitFor(() => expect(reportsOf('mf_account')).toHaveLength(3));
    expect(
      reportsOf('mf_account').map(({ version, channel, outcome, ...rest }) => [version, channel, outcome, 'phase' in rest ? rest.phase : null]),
    ).toEqual([
      [assigned.version, 'canary', 'shown', null],
      [assigned.version, 'canary', 'failed', 'render'],
      [stable.version, 'stable', 'shown', null],
    ]);
  });
});
