import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SolutionCase } from '@ferrolink/shared';
import { ApplicationCases } from '../ApplicationCases';

const LONG_NAME = 'Line 3 metro extension: onboard and station network for 38 trains and 14 stations';
const cases: SolutionCase[] = [
  { Name: LONG_NAME, Content: '<p>Dual 10G rings in every station.</p>', ImageUrl: '/media/solutions/case-24-1.svg' },
  { Name: 'Light-rail depot modernisation', Content: '<p>Serial test rigs on Modbus TCP.</p>', ImageUrl: '/media/solutions/case-24-2.svg' },
];

describe.each(['desktop', 'mobile'] as const)('ApplicationCases, %s layout', (layout) => {
  it('shows one tab per case, the first selected, and switches the content on click', async () => {
    render(<ApplicationCases cases={cases} layout={layout} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Application cases' })).getAllByRole('tab');
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Dual 10G rings in every station.');

    await userEvent.click(screen.getByRole('tab', { name: 'Light-rail depot modernisation' }));
    expect(screen.getByRole('tab', { name: 'Light-rail depot modernisation' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Light-rail depot modernisation' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Serial test rigs on Modbus TCP.');
    expect(panel).not.toHaveTextContent('Dual 10G rings');
  });

  it('cuts tab titles at 45 and headings at 54 characters', () => {
    render(<ApplicationCases cases={cases} layout={layout} />);
    expect(screen.getAllByRole('tab')[0]).toHaveTextContent(/^Line 3 metro extension: onboard and station n\.\.\.$/);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Line 3 metro extension: onboard and station network fo\.\.\.$/);
  });

  it('shows a cut heading whole on request, for a phone that shows no title attribute, and cuts the next case again', async () => {
    render(<ApplicationCases cases={cases} layout={layout} />);
    const fullTitle = screen.getByRole('button', { name: 'Full title' });
    expect(fullTitle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(fullTitle);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(LONG_NAME);
    expect(screen.getByRole('button', { name: 'Short title' })).toHaveAttribute('aria-expanded', 'true');

    // A heading that is not cut offers no button.
    await userEvent.click(screen.getByRole('tab', { name: 'Light-rail depot modernisation' }));
    expect(screen.queryByRole('button', { name: /title/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('tab')[0] as HTMLElement);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/fo\.\.\.$/);
  });
});

describe('ApplicationCases layouts differ by screen', () => {
  it('puts side tabs beside the panel on wide screens', () => {
    render(<ApplicationCases cases={cases} layout="desktop" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('puts a tab strip above a content list on narrow screens, with arrow keys moving along the strip', async () => {
    render(<ApplicationCases cases={cases} layout="mobile" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    expect(within(screen.getByRole('list')).getByRole('tabpanel')).toBeInTheDocument();
    screen.getAllByRole('tab')[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')[1]).toHaveFocus();
  });

  it('renders nothing for a solution without cases', () => {
    const { container } = render(<ApplicationCases cases={[]} layout="desktop" />);
    expect(container).toBeEmptyDOMElement();
  });
});
