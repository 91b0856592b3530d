import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRUNCATE } from '@ferrolink/shared';
import SupportPage from '../pages/SupportPage';
import { makeMaterial, pageOf, renderAt, requests, serve, useUserAgent, videoCategories } from './fake-api';

const TOTAL = 14;

function serveVideos() {
  serve(({ url, params }) => {
    if (url === 'Advertisement/GetPage') return { code: 200, response: { data: [] } };
    if (url === 'Dictionary/GetCategoryByType') return { code: 200, response: { Category: videoCategories, SubCategory: [] } };
    if (url === 'Material/GetListByTop') return { code: 200, response: [makeMaterial(100, 1)] };
    if (url === 'Material/GetPageList') return { code: 200, response: pageOf(TOTAL, 1, params) };
    return { code: 404, response: null };
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem');
const cut = (text: string, max: number) => `${text.slice(0, max).trimEnd()}...`;

beforeAll(() => {
  // jsdom does not play media; the page only needs play() to resolve.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

describe('Video Center', () => {
  beforeEach(() => useUserAgent('desktop'));

  it('shows the featured video with its title cut at 90 and its description at 400', async () => {
    serveVideos();
    renderAt(<SupportPage />, '/support?type=2');
    const featured = await screen.findByRole('region', { name: 'Featured video' });
    const top = makeMaterial(100, 1);
    expect(within(featured).getByRole('heading', { name: cut(top.Title, TRUNCATE.topVideoTitle) })).toBeInTheDocument();
    expect(within(featured).getByText(cut(top.Summary, TRUNCATE.topVideoDescription))).toBeInTheDocument();
    expect(requests.find((request) => request.url === 'Material/GetListByTop')?.params).toEqual({ pageSize: 1 });
  });

  it('lists nine videos per page with titles cut at 63 and summaries at 125, paged on desktop', async () => {
    serveVideos();
    const user = userEvent.setup();
    renderAt(<SupportPage />, '/support?type=2');
    await waitFor(() => expect(cards()).toHaveLength(9));
    const first = makeMaterial(1, 1);
    const card = within(cards()[0] as HTMLElement);
    expect(card.getByRole('heading', { name: cut(first.Title, TRUNCATE.videoTitle) })).toBeInTheDocument();
    expect(card.getByText(cut(first.Summary, TRUNCATE.videoSummary))).toBeInTheDocument();
    expect(requests.find((request) => request.url === 'Material/GetPageList')?.params).toMatchObject({ fileType: 1, PageSize: 9 });

    const pages = screen.getByRole('navigation', { name: 'Video pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cards()).toHaveLength(TOTAL - 9));
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('removes the play overlay once a video is played', async () => {
    serveVideos();
    const user = userEvent.setup();
    renderAt(<SupportPage />, '/support?type=2');
    const featured = await screen.findByRole('region', { name: 'Featured video' });
    const overlay = within(featured).getByRole('button', { name: /^Play video: / });
    await user.click(overlay);
    expect(within(featured).queryByRole('button', { name: /^Play video: / })).not.toBeInTheDocument();
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(within(cards()[0] as HTMLElement).getByRole('button', { name: /^Play video: / })).toBeInTheDocument();
  });

  it('filters by video category', async () => {
    serveVideos();
    const user = userEvent.setup();
    renderAt(<SupportPage />, '/support?type=2');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    await user.click(await within(filters).findByRole('checkbox', { name: 'Case Videos' }));
    await waitFor(() => expect([...requests].reverse().find((request) => request.url === 'Material/GetPageList')?.params.dictionaryId).toBe('63'));
  });

  it('uses Load More on a phone', async () => {
    useUserAgent('mobile');
    serveVideos();
    const user = userEvent.setup();
    renderAt(<SupportPage />, '/support?type=2');
    await waitFor(() => expect(cards()).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(TOTAL));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});

describe('Support tabs', () => {
  beforeEach(() => useUserAgent('desktop'));

  it.each([
    ['/support', 'Documentation Download'],
    ['/support?type=1', 'Documentation Download'],
    ['/support?type=2', 'Video Center'],
    ['/support?type=9', 'Documentation Download'],
  ])('%s opens the %s tab', async (path, tab) => {
    serveVideos();
    renderAt(<SupportPage />, path);
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('switching tabs writes the type to the address', async () => {
    serveVideos();
    const user = userEvent.setup();
    renderAt(<SupportPage />);
    await user.click(screen.getByRole('tab', { name: 'Video Center' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/support?type=2');
    expect(await screen.findByRole('region', { name: 'Featured video' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Documentation Download' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/support?type=1');
    expect(screen.getByRole('tab', { name: 'Documentation Download' })).toHaveAttribute('aria-selected', 'true');
  });
});
