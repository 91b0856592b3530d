import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_DICTIONARY, pageBannersKey, type SectorType, SOLUTION_SECTORS, type Solution } from '@ferrolink/shared';
import SolutionDetailsPage from '../SolutionDetailsPage';
import { renderPage } from '../../test-support/render-page';

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

const cached = (...solutions: Solution[]): [readonly unknown[], unknown][] => [
  ...solutions.map((item): [readonly unknown[], unknown] => [['solution', 'detail', item.Id], item]),
  ...[1, 2, 3, 4].map((type): [readonly unknown[], unknown] => [
    pageBannersKey(BANNER_DICTIONARY.solutionSector[type as SectorType]),
    [{ Id: type, Title: 'Banner', ImageUrl: `/banner-${type}.svg` }],
  ]),
];

describe('SolutionDetailsPage: the banner type picks the tab set', () => {
  it.each(SOLUTION_SECTORS.map((sector) => [sector.type, sector.name, sector.solutions] as const))(
    'type %i (%s) shows its own tabs with the selected one marked',
    async (type, name, solutions) => {
      const last = solutions[solutions.length - 1];
      if (!last) throw new Error('a sector without solutions');
      renderPage(<SolutionDetailsPage />, `/solutionDetails?type=${type}&tag=${last.tag}&id=${last.id}`, cached(solution(last.id)));
      expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
      const tabs = within(screen.getByRole('tablist', { name: 'Solutions of this sector' })).getAllByRole('tab');
      expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('data-subcategory')])).toEqual(
        solutions.map((entry) => [entry.name, String(entry.id)]),
      );
      expect(screen.getByRole('tab', { name: last.name })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('heading', { level: 2, name: last.name })).toBeInTheDocument();
    },
  );

  it('switching tabs puts type, tag and id of the new tab in the URL and shows that solution', async () => {
    renderPage(<SolutionDetailsPage />, '/solutionDetails?type=3&tag=1&id=8', cached(solution(8), solution(10)));
    await userEvent.click(screen.getByRole('tab', { name: 'Smart Elevator' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/solutionDetails?type=3&tag=3&id=10');
    expect(screen.getByRole('tab', { name: 'Smart Elevator' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Smart Elevator' })).toBeInTheDocument();
  });

  it("rewrites a link whose type and tag disagree with its id to the solution's own place", async () => {
    renderPage(<SolutionDetailsPage />, '/solutionDetails?type=1&tag=1&id=9', cached(solution(9)));
    expect(await screen.findByTestId('location')).toHaveTextContent('/solutionDetails?type=3&tag=4&id=9');
    expect(screen.getByRole('tab', { name: 'Smart Community' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Smart City' })).toBeInTheDocument();
  });

  it('shows the breadcrumb Home > Solutions > current', () => {
    renderPage(<SolutionDetailsPage />, '/solutionDetails?type=1&tag=2&id=17', cached(solution(17)));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
    expect(within(crumbs).getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/solution?type=1');
    expect(within(crumbs).getByText('High-speed Railway')).toHaveAttribute('aria-current', 'page');
  });
});

describe('SolutionDetailsPage content', () => {
  it('shows an empty feature grid for Water Conservancy and no Recommended Products when there are none', () => {
    renderPage(<SolutionDetailsPage />, '/solutionDetails?type=4&tag=2&id=21', cached(solution(21, { Points: [] })));
    expect(screen.getByRole('list', { name: 'Water Conservancy features' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Recommended Products' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Application Cases' })).toBeInTheDocument();
  });

  it('cuts a summary of 170 or more at 430 and links recommended products, names cut at 63, to their detail', async () => {
    const longName = `FL-TS9016-M12BP ${'x'.repeat(80)}`;
    renderPage(
      <SolutionDetailsPage />,
      '/solutionDetails?type=1&tag=1&id=24',
      cached(
        solution(24, {
          Summary: 'y'.repeat(500),
          Products: [{ ProductId: 902, Name: longName, ShortName: '16-Port M12 Railway Switch', Images: [{ FileUrl: '/902.svg' }] }],
        }),
      ),
    );
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
    renderPage(<SolutionDetailsPage />, url);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Solution not found' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Browse all solutions' })).toHaveAttribute('href', '/solution?type=1');
  });
});
