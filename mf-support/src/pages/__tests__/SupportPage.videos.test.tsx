import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRUNCATE } from '@ferrolink/shared';
import SupportPage from '../SupportPage';
import { fail, fakeApi, ok, renderPage, type SentRequest, setUserAgent } from '@ferrolink/testing';
import { makeMaterial, pageOf, SUPPORT_PAGE, videoCategories } from '../../features/materials/__tests__/material-fixtures';

let sent: SentRequest[] = [];

const TOTAL = 14;

function serveVideos() {
  sent = fakeApi(({ path, params }) => {
    if (path === 'Advertisement/GetPage') return ok({ data: [] });
    if (path === 'Dictionary/GetCategoryByType') return ok({ Category: videoCategories, SubCategory: [] });
    if (path === 'Material/GetListByTop') return ok([makeMaterial(100, 1)]);
    if (path === 'Material/GetPageList') return ok(pageOf(TOTAL, 1, params));
    return fail(404, `unexpected call ${path}`);
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem');
const cut = (text: string, max: number) => `${text.slice(0, max).trimEnd()}...`;

beforeAll(() => {
  // jsdom does not play media; the page only needs play() to resolve.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

describe('Video Center', () => {
  beforeEach(() => setUserAgent('desktop'));

  it('shows the featured video with its title cut at 90 and its description at 400', async () => {
    serveVideos();
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?type=2' });
    const featured = await screen.findByRole('region', { name: 'Featured video' });
    const top = makeMaterial(100, 1);
    expect(within(featured).getByRole('heading', { name: cut(top.Title, TRUNCATE.topVideoTitle) })).toBeInTheDocument();
    expect(within(featured).getByText(cut(top.Summary, TRUNCATE.topVideoDescription))).toBeInTheDocument();
    expect(sent.find((request) => request.path === 'Material/GetListByTop')?.params).toEqual({ pageSize: 1 });
  });

  it('lists nine videos per page with titles cut at 63 and summaries at 125, paged on desktop', async () => {
    serveVideos();
    const user = userEvent.setup();
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?type=2' });
    await waitFor(() => expect(cards()).toHaveLength(9));
    const first = makeMaterial(1, 1);
    const card = within(cards()[0] as HTMLElement);
    expect(card.getByRole('heading', { name: cut(first.Title, TRUNCATE.videoTitle) })).toBeInTheDocument();
    expect(card.getByText(cut(first.Summary, TRUNCATE.videoSummary))).toBeInTheDocument();
    expect(sent.find((request) => request.path === 'Material/GetPageList')?.params).toMatchObject({ fileType: 1, PageSize: 9 });

    const pages = screen.getByRole('navigation', { name: 'Video pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cards()).toHaveLength(TOTAL - 9));
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('removes the play overlay once a video is played', async () => {
    serveVideos();
    const user = userEvent.setup();
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?type=2' });
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
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?type=2' });
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    await user.click(await within(filters).findByRole('checkbox', { name: 'Case Videos' }));
    await waitFor(() => expect([...sent].reverse().find((request) => request.path === 'Material/GetPageList')?.params.dictionaryId).toBe('63'));
  });

  it('uses Load More on a phone', async () => {
    setUserAgent('mobile');
    serveVideos();
    const user = userEvent.setup();
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?type=2' });
    await waitFor(() => expect(cards()).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(TOTAL));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});

describe('Support tabs', () => {
  beforeEach(() => setUserAgent('desktop'));

  it.each([
    ['/support', 'Documentation Download'],
    ['/support?type=1', 'Documentation Download'],
    ['/support?type=2', 'Video Center'],
    ['/support?type=9', 'Documentation Download'],
  ])('%s opens the %s tab', async (path, tab) => {
    serveVideos();
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: path });
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('each tab is a link to its address, so it opens without JavaScript', async () => {
    serveVideos();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    expect(screen.getByRole('tab', { name: 'Documentation Download' })).toHaveAttribute('href', '/support?type=1');
    expect(screen.getByRole('tab', { name: 'Video Center' })).toHaveAttribute('href', '/support?type=2');
  });

  it('switching tabs writes the type to the address', async () => {
    serveVideos();
    const user = userEvent.setup();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    await user.click(screen.getByRole('tab', { name: 'Video Center' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/support?type=2');
    expect(await screen.findByRole('region', { name: 'Featured video' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Documentation Download' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/support?type=1');
    expect(screen.getByRole('tab', { name: 'Documentation Download' })).toHaveAttribute('aria-selected', 'true');
  });
});
