import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_DICTIONARY, MESSAGES, type SectorType, setPageData, SOLUTION_SECTORS, type Solution, useToastStore } from '@ferrolink/shared';
import { fail, fakeApi, type FakeReply, NETWORK_ERROR, ok, renderPage } from '@ferrolink/testing';
import SolutionDetailsPage from '../SolutionDetailsPage';

function solution(id: number, overrides: Partial<Solution> = {}): Solution {
  const entry = SOLUTION_SECTORS.flatMap((sector) => sector.solutions).find((item) => item.id === id);
  if (!entry) throw new Error(`no solution ${id} in the solutions table`);
  return {
    Id: id,
    Name: entry.name,
    DictionaryName2: '',
    Summary: `${entry.name} summary.`,
    BannerImageUrl: `/media/solutions/solution-${id}.svg`,
    Type: entry.type,
    Tag: entry.tag,
    Points: [{ Name: `${entry.name} point`, Content: '<p>Point text.</p>', ImageUrl: '/p.svg' }],
    Cases: [
      { Name: 'First case', Content: '<p>First case story.</p>', ImageUrl: '/c1.svg' },
      { Name: 'Second case', Content: '<p>Second case story.</p>', ImageUrl: '/c2.svg' },
    ],
    Products: [],
    ...overrides,
  };
}

/** The sector of a banner dictionary id (each sector has its own banner). */
const sectorOfBanner = (dictionaryId: unknown) =>
  ([1, 2, 3, 4] as SectorType[]).find((type) => BANNER_DICTIONARY.solutionSector[type] === dictionaryId);

/** Serves these solutions by id and one banner per sector; any other solution id is unknown. */
function serveSolutions(...solutions: Solution[]): void {
  fakeApi(({ path, params }) => {
    if (path === 'Solution/GetDetailById') {
      const found = solutions.find((item) => item.Id === params.id);
      return found ? ok(found) : fail(404, `There is no solution with id ${String(params.id)}.`);
    }
    if (path === 'Advertisement/GetPage') {
      const type = sectorOfBanner(params.dictionaryId);
      const banners =
        type === undefined ? [] : [{ Id: type, Title: 'Banner', Summary: `Summary of sector ${type}`, ImageUrl: `/banner-${type}.svg` }];
      return ok({ data: banners, page: 1, pageSize: 1, pageCount: 1, dataCount: banners.length });
    }
    return fail(404, `unexpected call ${path}`);
  });
}

describe('SolutionDetailsPage: the banner type picks the tab set', () => {
  it.each(SOLUTION_SECTORS.map((sector) => [sector.type, sector.name, sector.solutions] as const))(
    'type %i (%s) shows its own tabs with the selected one marked',
    async (type, name, solutions) => {
      const last = solutions[solutions.length - 1];
      if (!last) throw new Error('a sector without solutions');
      serveSolutions(solution(last.id));
      renderPage(<SolutionDetailsPage />, { url: `/solutionDetails?type=${type}&tag=${last.tag}&id=${last.id}` });
      expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
      const tabs = within(screen.getByRole('tablist', { name: 'Solutions of this sector' })).getAllByRole('tab');
      expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('data-subcategory')])).toEqual(
        solutions.map((entry) => [entry.name, String(entry.id)]),
      );
      expect(screen.getByRole('tab', { name: last.name })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('heading', { level: 2, name: last.name })).toBeInTheDocument();
    },
  );

  it("lays the sector's name (the h1) and its banner's summary over a picture without words", async () => {
    serveSolutions(solution(8));
    const { container } = renderPage(<SolutionDetailsPage />, { url: '/solutionDetails?type=3&tag=1&id=8' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Smart City' });
    expect(heading).not.toHaveClass('fl-visually-hidden');
    expect(await screen.findByText('Summary of sector 3')).toBeInTheDocument();
    expect(container.querySelector('img[src="/banner-3.svg"]')).toHaveAttribute('alt', '');
  });

  it('switching tabs puts type, tag and id of the new tab in the URL and shows that solution', async () => {
    serveSolutions(solution(8), solution(10));
    renderPage(<SolutionDetailsPage />, { url: '/solutionDetails?type=3&tag=1&id=8' });
    await userEvent.click(screen.getByRole('tab', { name: 'Smart Elevator' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/solutionDetails?type=3&tag=3&id=10');
    expect(screen.getByRole('tab', { name: 'Smart Elevator' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Smart Elevator' })).toBeInTheDocument();
  });

  it("rewrites a link whose type and tag disagree with its id to the solution's own place", async () => {
    serveSolutions(solution(9));
    renderPage(<SolutionDetailsPage />, { url: '/solutionDetails?type=1&tag=1&id=9' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/solutionDetails?type=3&tag=4&id=9');
    expect(screen.getByRole('tab', { name: 'Smart Community' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Smart City' })).toBeInTheDocument();
  });

  it('shows the breadcrumb Home > Solutions > current', () => {
    serveSolutions(solution(17));
    renderPage(<SolutionDetailsPage />, { url: '/solutionDetails?type=1&tag=2&id=17' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
    expect(within(crumbs).getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/solution?type=1');
    expect(within(crumbs).getByText('High-speed Railway')).toHaveAttribute('aria-current', 'page');
  });
});

describe('SolutionDetailsPage content', () => {
  it('shows an empty feature grid for Water Conservancy and no Recommended Products when there are none', async () => {
    serveSolutions(solution(21, { Points: [] }));
    renderPage(<SolutionDetailsPage />, { url: '/solutionDetails?type=4&tag=2&id=21' });
    expect(await screen.findByRole('list', { name: 'Water Conservancy features' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Recommended Products' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Application Cases' })).toBeInTheDocument();
  });

  it('cuts a summary of 170 or more at 430 and links recommended products, names cut at 63, to their detail', async () => {
    const longName = `FL-TS9016-M12BP ${'x'.repeat(80)}`;
    serveSolutions(
      solution(24, {
        Summary: 'y'.repeat(500),
        Products: [{ ProductId: 902, Name: longName, ShortName: '16-Port M12 Railway Switch', Images: [{ FileUrl: '/902.svg' }] }],
      }),
    );
    renderPage(<SolutionDetailsPage />, { url: '/solutionDetails?type=1&tag=1&id=24' });
    expect(await screen.findByTestId('solution-summary')).toHaveTextContent(`${'y'.repeat(430)}...`);
    // The rest can be read in place: Read more shows the whole summary, Show less cuts it again.
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByTestId('solution-summary')).toHaveTextContent(new RegExp(`^${'y'.repeat(500)}$`));
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByTestId('solution-summary')).toHaveTextContent(`${'y'.repeat(430)}...`);
    const product = screen.getByRole('link', { name: longName });
    expect(product).toHaveAttribute('href', '/producDtetails?id=902');
    expect(within(product).getByText(`${longName.slice(0, 63)}...`)).toBeInTheDocument();
    await userEvent.click(product);
    expect(screen.getByTestId('location')).toHaveTextContent('/producDtetails?id=902');
  });

  it.each([
    ['/solutionDetails?type=9', /no solution sector with this type/],
    ['/solutionDetails?type=1&tag=1&id=abc', /"abc" is not a valid solution id/],
    ['/solutionDetails?id=5', /no solution with id 5/],
  ])('explains a bad link (%s) instead of failing', (url, message) => {
    serveSolutions();
    renderPage(<SolutionDetailsPage />, { url });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Solution not found' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Browse all solutions' })).toHaveAttribute('href', '/solution?type=1');
  });
});

describe('SolutionDetailsPage: the tab title and a solution the server does not have', () => {
  const toastTexts = () => useToastStore.getState().toasts.map((toast) => toast.text);
  beforeEach(() => act(() => useToastStore.setState({ toasts: [] })));

  it("names the tab after the solution once it is there, in the server's format, and after choosing another tab", async () => {
    const [first, second] = SOLUTION_SECTORS[0]?.solutions ?? [];
    if (!first || !second) throw new Error('a sector with fewer than two solutions');
    serveSolutions(solution(first.id), solution(second.id));
    const user = userEvent.setup();
    renderPage(<SolutionDetailsPage />, { url: `/solutionDetails?type=${first.type}&tag=${first.tag}&id=${first.id}` });
    await screen.findByTestId('solution-summary');
    expect(document.title).toBe(`${first.name} | Ferrolink Industrial Networks`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', `${first.name} summary.`);
    await user.click(screen.getByRole('tab', { name: second.name }));
    await screen.findByText(`${second.name} point`);
    expect(document.title).toBe(`${second.name} | Ferrolink Industrial Networks`);
  });

  it("shows the site's not-found page with its ways on, and no toast, when the server says the solution does not exist", async () => {
    serveSolutions();
    const user = userEvent.setup();
    renderPage(<SolutionDetailsPage />, { url: '/solutionDetails?type=1&tag=1&id=24', withToaster: true, otherPages: { '/index': 'Home page' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/productCenter?type=1');
    expect(toastTexts()).toEqual([]);
    expect(document.title).toBe('Page not found | Ferrolink Industrial Networks');
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it.each<[string, FakeReply]>([
    ['a network failure', NETWORK_ERROR],
    ['a server error', fail(500, 'Something went wrong')],
  ])('on %s shows the connection toast and Try again, which reads the solution again', async (_, reply) => {
    let failing = true;
    fakeApi(({ path }) => {
      if (path === 'Solution/GetDetailById') return failing ? reply : ok(solution(24));
      return ok({ data: [], page: 1, pageSize: 1, pageCount: 1, dataCount: 0 });
    });
    const user = userEvent.setup();
    renderPage(<SolutionDetailsPage />, { url: '/solutionDetails?type=1&tag=1&id=24' });
    expect(await screen.findByRole('heading', { name: 'This solution could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(toastTexts()).toEqual([MESSAGES.cannotConnect]);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('solution-summary')).toBeInTheDocument();
  });
});

describe('SolutionDetailsPage opened from a page that carries its solution and banner', () => {
  afterEach(() => setPageData({}));

  it("draws the solution and the sector's banner in its first render, with no skeleton", () => {
    serveSolutions(solution(24));
    // The spellings of the reads as the page document keys them.
    setPageData({
      'Solution/GetDetailById?id=24': solution(24),
      'Advertisement/GetPage?dictionaryId=28&key=&page=1&pageSize=1': {
        data: [{ Id: 1, Title: 'Banner', Summary: 'Summary of sector 1', ImageUrl: '/banner-1.svg' }],
        page: 1,
        pageSize: 1,
        pageCount: 1,
        dataCount: 1,
      },
    });
    const { container } = renderPage(<SolutionDetailsPage />, { url: '/solutionDetails?type=1&tag=1&id=24' });
    // No await: what the first render drew, as the server's render draws it.
    expect(screen.getByTestId('solution-summary')).toBeInTheDocument();
    expect(screen.getByText('Summary of sector 1')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
