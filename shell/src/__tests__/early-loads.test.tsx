import { act, render, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { openingModules } from '../app/opening-modules';
import { startEarlyLoad } from '../remotes/early-loads';
import { flushLoadReports, pendingLoadReports } from '../remotes/load-reports';
import { registerManifest } from '../remotes/register-remotes';
import { RemoteMount } from '../remotes/RemoteMount';

// The opening page's section starts loading while the shell boots. A mount that renders once that load is ready shows
// the section in its very first render (no skeleton frame, so the page is drawn once), and its load is reported once;
// a mount that renders before it is ready waits for that same load instead of starting another.

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const RELEASE = { version: '1.0.0+0000aaaa', entry: '/remotes/mf-catalog/1.0.0/remoteEntry.js' };
const featured = { default: () => <p>Featured products</p> };
const news = { default: () => <p>News list</p> };

jest.mocked(registerRemotes).mockImplementation(() => undefined);

beforeAll(() => {
  registerManifest({
    remotes: {
      mf_catalog: { stable: RELEASE, assigned: { ...RELEASE, channel: 'stable' } },
      mf_news: { stable: { ...RELEASE, entry: '/remotes/mf-news/1.0.0/remoteEntry.js' } },
    },
  });
});
afterEach(() => {
  flushLoadReports();
  jest.mocked(loadRemote).mockReset();
});

describe('early loads of the opening page', () => {
  it('names the modules each page mounts when it opens', () => {
    // The home page's solutions accordion is below a phone's first screen: it loads as the visitor nears it.
    expect(openingModules('/index')).toEqual([{ remote: 'mf_catalog', module: 'FeaturedProducts' }]);
    expect(openingModules('/newsList')).toEqual([expect.objectContaining({ remote: 'mf_news', module: 'NewsListPage' })]);
    expect(openingModules('/searchList')).toEqual([]);
    expect(openingModules('/no-such-page')).toEqual([]);
  });

  it('draws a section that is ready in the mount’s first render, loads it once and reports it shown once', async () => {
    jest.mocked(loadRemote).mockResolvedValue(featured);
    await startEarlyLoad('mf_catalog', 'FeaturedProducts');

    render(<RemoteMount remote="mf_catalog" module="FeaturedProducts" variant="widget" />);
    // No await: the first render already holds the section, not the skeleton.
    expect(screen.getByText('Featured products')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading FeaturedProducts')).toBeNull();
    await waitFor(() => expect(pendingLoadReports()).toHaveLength(1));
    expect(pendingLoadReports()[0]).toEqual({
      remote: 'mf_catalog',
      version: RELEASE.version,
      channel: 'stable',
      outcome: 'shown',
      ms: expect.any(Number),
    });
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('waits for an early load still under way instead of starting another, and a later mount loads as usual', async () => {
    let finish!: (module: typeof news) => void;
    jest
      .mocked(loadRemote)
      .mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
      .mockResolvedValue(news);
    void startEarlyLoad('mf_news', 'NewsListPage');

    const first = render(<RemoteMount remote="mf_news" module="NewsListPage" />);
    expect(screen.getByLabelText('Loading NewsListPage')).toBeInTheDocument();
    await act(async () => finish(news));
    expect(await screen.findByText('News list')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    first.unmount();

    render(<RemoteMount remote="mf_news" module="NewsListPage" />);
    expect(await screen.findByText('News list')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
