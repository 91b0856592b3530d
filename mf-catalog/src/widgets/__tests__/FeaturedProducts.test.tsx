import { card } from '../../features/product-list/__tests__/product-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok, renderPage } from '@ferrolink/testing';
import FeaturedProducts from '../FeaturedProducts';

describe('FeaturedProducts', () => {
  it('shows a tab per top product, each with Learn More to its detail page', async () => {
    const topProducts = [card(2202, 'FL-PS6020BT'), card(502, 'FL-MS5010G-2S'), card(1301, 'FL-AP6200')];
    const sent = fakeApi(({ path }) => (path === 'Product/GetProductListByTop' ? ok(topProducts) : fail(404, `unexpected call ${path}`)));
    const user = userEvent.setup();
    renderPage(<FeaturedProducts />, { url: '/index' });
    const tabs = within(await screen.findByRole('tablist', { name: 'Featured products' })).getAllByRole('tab');
    expect(sent).toContainEqual(expect.objectContaining({ path: 'Product/GetProductListByTop', params: { pageSize: 3 } }));
    expect(tabs).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Learn More about FL-PS6020BT' })).toHaveAttribute('href', '/producDtetails?id=2202');
    await user.click(tabs[2] as HTMLElement);
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Learn More about FL-AP6200' })).toHaveAttribute('href', '/producDtetails?id=1301');
  });
});
