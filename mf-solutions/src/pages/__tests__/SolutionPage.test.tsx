import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOLUTION_SECTORS, type SolutionSector, TRUNCATE } from '@ferrolink/shared';
import { fail, fakeApi, type FakeReply, NETWORK_ERROR, ok, renderPage, type SentRequest } from '@ferrolink/testing';
import SolutionPage from '../SolutionPage';

let sent: SentRequest[] = [];

/** The sector names in the order of the tabs, written out so the test checks the page against an independent copy. */
const SECTOR_NAMES = ['Intelligent Transportation', 'Intelligent Manufacturing', 'Smart City', 'Smart Energy'];

/** A card summary the page cuts (it keeps 150 characters). */
const LONG_SUMMARY = 'Rail Transit keeps trains, platforms and control rooms talking over ring networks that heal in milliseconds, '.repeat(3);
/** A solution name longer than TRUNCATE.solutionName (70). */
const LONG_NAME = 'Metallurgical plants: blast furnaces, converters and rolling mills on one ring';

/** What Solution/GetList answers: every sector of the shared table, with a summary and its solutions' pictures. */
function sectorList(): SolutionSector[] {
  return SOLUTION_SECTORS.map((sector) => ({
    Type: sector.type,
    Name: sector.name,
    Summary: `Why ${sector.name} runs on FerroLink.`,
    ImageUrl: `/media/solutions/sector-${sector.type}.svg`,
    BackgroundUrl: `/media/solutions/sector-${sector.type}-bg.svg`,
    Solutions: sector.solutions.map((entry) => ({
      Id: entry.id,
      Name: entry.id === 20 ? LONG_NAME : entry.name,
      Type: entry.type,
      Tag: entry.tag,
      Summary: entry.id === 24 ? LONG_SUMMARY : `${entry.name} in short.`,
      ImageUrl: `/media/solutions/solution-${entry.id}.jpg`,
    })),
  }));
}

/** Answers Solution/GetList with `reply` (by default the full list); the page asks for nothing else. */
function serveList(reply: () => FakeReply | Promise<FakeReply> = () => ok(sectorList())): void {
  sent = fakeApi(({ path }) => (path === 'Solution/GetList' ? reply() : fail(404, `unexpected call ${path}`)));
}

const sectorTabs = () => within(screen.getByRole('navigation', { name: 'Solution sectors' })).getAllByRole('button');
const highlighted = () =>
  sectorTabs()
    .filter((tab) => tab.getAttribute('aria-current') === 'true')
    .map((tab) => tab.textContent);
const sectorSection = (type: number) => screen.getByTestId(`sector-${type}`);
const cardTitles = (type: number) =>
  within(sectorSection(type))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const cardLinks = (type: number) =>
  within(sectorSection(type))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const listRequests = () => sent.filter((request) => request.path === 'Solution/GetList');

const LIST_FAILED_NOTICE = 'Sector descriptions could not be loaded just now; the solutions below are still available.';

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  // jsdom has no layout: the sectors stand 1000 px apart (sector 1 at the top), so the page's scroll targets and the
  // tab that follows the scroll position can be read.
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const match = /^sector-(\d)$/.exec(this.id);
    const top = match ? (Number(match[1]) - 1) * 1000 : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('SolutionPage: the sectors and their solutions', () => {
  it('shows the four sector tabs and every sector with its summary and its solutions, first tab highlighted', async () => {
    serveList();
    renderPage(<SolutionPage />, { url: '/solution' });
    expect(screen.getByRole('heading', { level: 1, name: 'Solutions' })).toBeInTheDocument();
    expect(sectorTabs().map((tab) => tab.textContent)).toEqual(SECTOR_NAMES);

    expect(await within(sectorSection(4)).findByText('Why Smart Energy runs on FerroLink.')).toBeInTheDocument();
    for (const [index, name] of SECTOR_NAMES.entries()) {
      const section = sectorSection(index + 1);
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(name);
      expect(screen.getByRole('region', { name })).toBe(section);
      expect(within(section).getByText(`Why ${name} runs on FerroLink.`)).toBeInTheDocument();
    }
    expect(cardTitles(1)).toEqual(['Rail Transit', 'High-speed Railway', 'Expressway']);
    expect(cardTitles(3)).toEqual(['Utility Tunnel', 'Intelligent Monitoring', 'Smart Elevator', 'Smart Community']);
    expect(cardTitles(4)).toEqual(['Photovoltaic', 'Water Conservancy', 'Wind Energy', 'Electric Power']);
    expect(highlighted()).toEqual(['Intelligent Transportation']);
    // Without a type the page stays where it opened.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(sent.map((request) => request.path)).toEqual(['Solution/GetList']);
  });

  it('links every card to its solution detail by type, tag and id', async () => {
    serveList();
    renderPage(<SolutionPage />, { url: '/solution' });
    await within(sectorSection(1)).findByText('Why Intelligent Transportation runs on FerroLink.');
    expect(cardLinks(1)).toEqual([
      '/solutionDetails?type=1&tag=1&id=24',
      '/solutionDetails?type=1&tag=2&id=17',
      '/solutionDetails?type=1&tag=3&id=19',
    ]);
    expect(cardLinks(2)).toEqual(['/solutionDetails?type=2&tag=1&id=18', '/solutionDetails?type=2&tag=2&id=20']);
    expect(cardLinks(3)).toEqual([
      '/solutionDetails?type=3&tag=1&id=8',
      '/solutionDetails?type=3&tag=2&id=14',
      '/solutionDetails?type=3&tag=3&id=10',
      '/solutionDetails?type=3&tag=4&id=9',
    ]);
    expect(cardLinks(4)).toEqual([
      '/solutionDetails?type=4&tag=1&id=23',
      '/solutionDetails?type=4&tag=2&id=21',
      '/solutionDetails?type=4&tag=3&id=22',
      '/solutionDetails?type=4&tag=4&id=7',
    ]);
    expect(within(sectorSection(4)).getByRole('link', { name: /^Wind Energy/ })).toHaveAttribute('href', '/solutionDetails?type=4&tag=3&id=22');
  });

  it('shows each card with the name and summary the API gives, cut at 70 and 150 characters, and its picture', async () => {
    serveList();
    renderPage(<SolutionPage />, { url: '/solution' });
    const cutSummary = `${LONG_SUMMARY.slice(0, 150).trimEnd()}...`;
    const railTransit = within(sectorSection(1)).getByRole('link', { name: /^Rail Transit/ });
    expect(await within(railTransit).findByText(cutSummary)).toBeInTheDocument();
    expect(railTransit.querySelector('img')).toHaveAttribute('src', '/media/solutions/solution-24.jpg');
    expect(within(sectorSection(1)).getByRole('link', { name: /^Expressway/ })).toHaveTextContent('Expressway in short.');

    // 70 characters, less the space the cut leaves, plus the ellipsis.
    const cutName = 'Metallurgical plants: blast furnaces, converters and rolling mills on...';
    expect(LONG_NAME.length).toBeGreaterThan(TRUNCATE.solutionName);
    expect(cardTitles(2)).toEqual(['Factory Automation', cutName]);
    expect(within(sectorSection(2)).getByRole('link', { name: /^Metallurgical plants: .* on\.\.\./ })).toHaveAttribute(
      'href',
      '/solutionDetails?type=2&tag=2&id=20',
    );
  });

  it('lists every solution from the shared table while the API has not answered', () => {
    serveList(() => new Promise(() => undefined));
    renderPage(<SolutionPage />, { url: '/solution' });
    expect(cardTitles(3)).toEqual(['Utility Tunnel', 'Intelligent Monitoring', 'Smart Elevator', 'Smart Community']);
    expect(cardLinks(3)[1]).toBe('/solutionDetails?type=3&tag=2&id=14');
    expect(within(sectorSection(3)).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(within(sectorSection(3)).queryByText('Why Smart City runs on FerroLink.')).not.toBeInTheDocument();
    expect(screen.queryByText(LIST_FAILED_NOTICE, { exact: false })).not.toBeInTheDocument();
  });

  it('opens the solution detail when a card is clicked', async () => {
    serveList();
    const user = userEvent.setup();
    renderPage(<SolutionPage />, { url: '/solution', otherPages: { '/solutionDetails': 'Solution detail page' } });
    await user.click(await within(sectorSection(3)).findByRole('link', { name: /^Smart Elevator/ }));
    expect(await screen.findByRole('heading', { name: 'Solution detail page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(/^\/solutionDetails\?type=3&tag=3&id=10$/);
  });
});

describe('SolutionPage: the sector chosen by ?type', () => {
  it.each([1, 2, 3, 4])('type=%i scrolls to its sector once the list has answered and highlights its tab', async (type) => {
    serveList();
    renderPage(<SolutionPage />, { url: `/solution?type=${type}` });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: (type - 1) * 1000, behavior: 'smooth' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(highlighted()).toEqual([SECTOR_NAMES[type - 1]]);
    expect(screen.queryByText(/There is no solution sector/)).not.toBeInTheDocument();
  });

  it('a sector tab scrolls to its sector and becomes the highlighted one', async () => {
    serveList();
    const user = userEvent.setup();
    renderPage(<SolutionPage />, { url: '/solution' });
    await within(sectorSection(1)).findByText('Why Intelligent Transportation runs on FerroLink.');
    await user.click(screen.getByRole('button', { name: 'Smart City' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2000, behavior: 'smooth' });
    expect(highlighted()).toEqual(['Smart City']);
    await user.click(screen.getByRole('button', { name: 'Intelligent Manufacturing' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1000, behavior: 'smooth' });
    expect(highlighted()).toEqual(['Intelligent Manufacturing']);
  });
});

describe('SolutionPage: an unknown or hostile ?type', () => {
  it.each([
    ['9', '9'],
    ['0', '0'],
    ['5', '5'],
    ['-1', '-1'],
    ['2.5', '2.5'],
    ['abc', 'abc'],
    ['12345678901234567890123', '12345678901234567890...'],
  ])('type=%s says there is no such sector and shows all four, without scrolling', async (raw, shown) => {
    serveList();
    renderPage(<SolutionPage />, { url: `/solution?type=${encodeURIComponent(raw)}` });
    expect(screen.getByText(`There is no solution sector "${shown}"; here are all four sectors.`)).toBeInTheDocument();
    await within(sectorSection(4)).findByText('Why Smart Energy runs on FerroLink.');
    for (const type of [1, 2, 3, 4]) expect(cardLinks(type)).toHaveLength(SOLUTION_SECTORS[type - 1]?.solutions.length ?? -1);
    expect(highlighted()).toEqual(['Intelligent Transportation']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows markup in ?type as text, cut at 20 characters, and never as an element', async () => {
    serveList();
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const { container } = renderPage(<SolutionPage />, { url: `/solution?type=${encodeURIComponent(hostile)}` });
    expect(screen.getByText('There is no solution sector "<img src=x onerror=a..."; here are all four sectors.')).toBeInTheDocument();
    await within(sectorSection(1)).findByText('Why Intelligent Transportation runs on FerroLink.');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(cardTitles(1)).toEqual(['Rail Transit', 'High-speed Railway', 'Expressway']);
  });

  it('an empty type is no type: no notice, the first sector highlighted', async () => {
    serveList();
    renderPage(<SolutionPage />, { url: '/solution?type=' });
    await within(sectorSection(1)).findByText('Why Intelligent Transportation runs on FerroLink.');
    expect(screen.queryByText(/There is no solution sector/)).not.toBeInTheDocument();
    expect(highlighted()).toEqual(['Intelligent Transportation']);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('SolutionPage: when Solution/GetList fails', () => {
  it.each<[string, () => FakeReply]>([
    ['an error code', () => fail(500, 'Something went wrong')],
    ['a dropped connection', () => NETWORK_ERROR],
  ])('on %s it says what is missing, still links every solution and still scrolls to ?type', async (_, reply) => {
    serveList(reply);
    renderPage(<SolutionPage />, { url: '/solution?type=4' });
    expect(await screen.findByText(LIST_FAILED_NOTICE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(sectorSection(4)).getByRole('link', { name: /^Wind Energy/ })).toHaveAttribute('href', '/solutionDetails?type=4&tag=3&id=22');
    expect(cardTitles(4)).toEqual(['Photovoltaic', 'Water Conservancy', 'Wind Energy', 'Electric Power']);
    expect(within(sectorSection(4)).getByRole('list')).not.toHaveAttribute('aria-busy');
    expect(within(sectorSection(4)).queryByText('Why Smart Energy runs on FerroLink.')).not.toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 3000, behavior: 'smooth' }));
    expect(highlighted()).toEqual(['Smart Energy']);
  });

  it('Try again asks once more and, when the API answers, shows the descriptions and drops the notice', async () => {
    let answers: FakeReply[] = [NETWORK_ERROR, ok(sectorList())];
    serveList(() => {
      const [next, ...rest] = answers;
      answers = rest;
      return next ?? fail(500, 'no more answers');
    });
    const user = userEvent.setup();
    renderPage(<SolutionPage />, { url: '/solution' });
    const notice = await screen.findByText(LIST_FAILED_NOTICE, { exact: false });
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await within(sectorSection(2)).findByText('Why Intelligent Manufacturing runs on FerroLink.')).toBeInTheDocument();
    expect(screen.queryByText(LIST_FAILED_NOTICE, { exact: false })).not.toBeInTheDocument();
    expect(listRequests()).toHaveLength(2);
  });
});
