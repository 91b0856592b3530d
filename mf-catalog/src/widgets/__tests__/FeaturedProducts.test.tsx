import { card, renderAt } from '../../test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet } from '@ferrolink/shared';
import FeaturedProducts from '../FeaturedProducts';

jest.mock('@ferrolink/shared', () => ({ ...jest.requireActual('@ferrolink/shared'), apiGet: jest.fn() }));
const mockedGet = apiGet as unknown as jest.Mock;

describe('FeaturedProducts', () => {
  it('shows a tab per top product, each with Learn More to its detail page', async () => {
    mockedGet.mockResolvedValue([card(2202, 'FL-PS6020BT'), card(502, 'FL-MS5010G-2S'), card(1301, 'FL-AP6200')]);
    const user = userEvent.setup();
    renderAt(<FeaturedProducts />, '/index', '/index');
    const tabs = within(await screen.findByRole('tablist', { name: 'Featured products' })).getAllByRole('tab');
    expect(mockedGet).toHaveBeenCalledWith('Product/GetProductListByTop', { pageSize: 3 }, expect.anything());
    expect(tabs).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Learn More about FL-PS6020BT' })).toHaveAttribute('href', '/producDtetails?id=2202');
    await user.click(tabs[2] as HTMLElement);
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Learn More about FL-AP6200' })).toHaveAttribute('href', '/producDtetails?id=1301');
  });
});
