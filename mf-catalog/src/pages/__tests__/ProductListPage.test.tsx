import { card, productLinkName } from '../../features/product-list/__tests__/product-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, NETWORK_ERROR, ok, renderPage, type SentRequest } from '@ferrolink/testing';
import { MESSAGES, setPageData, useToastStore } from '@ferrolink/shared';
import ProductListPage from '../ProductListPage';

/** The toasts on screen: the connection toast is raised inside the shared package, so the test reads what the visitor sees. */
const toastTexts = () => useToastStore.getState().toasts.map((toast) => toast.text);
let sent: SentRequest[] = [];

function listReply(id: number, pageNumber: number) {
  const all = Array.from({ length: 11 }, (_, index) => card(id * 100 + index + 1));
  return {
    data: all.slice((pageNumber - 1) * 8, pageNumber * 8),
    page: pageNumber,
    pageSize: 8,
    pageCount: 2,
    dataCount: all.length,
    DictionaryInfo: {
      Id: id,
      Pid: 1,
      EN_Name: 'Industrial Switch',
      EN_Name2: id === 22 ? 'Industrial PoE Switches' : 'Managed DIN-Rail Switches',
      Introduction: 'Power cameras over the data cable.',
      ImageUrl: '/banner-4.svg',
    },
  };
}

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  sent = fakeApi(({ path, params }) =>
    path === 'Product/GetPage_' ? ok(listReply(Number(params.dictionaryId), Number(params.page))) : fail(404, `unexpected call ${path}`),
  );
});

describe('ProductListPage', () => {
  it('shows the breadcrumb, title, introduction for id 22, banner and 8 items with image, name and short name', async () => {
    renderPage(<ProductListPage />, { url: '/producList?id=22', path: '/producList' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Industrial PoE Switches' })).toBeInTheDocument();
    expect(sent).toContainEqual(expect.objectContaining({ path: 'Product/GetPage_', params: { page: 1, PageSize: 8, dictionaryId: 22 } }));
    expect(screen.getByText('Power cameras over the data cable.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Industrial Switch' })).toHaveAttribute('src', '/banner-4.svg');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Industrial Switch' })).toHaveAttribute(
      'href',
      '/productCenter?type=1',
    );
    const items = within(screen.getByRole('list', { name: 'Industrial PoE Switches products' })).getAllByRole('link');
    expect(items).toHaveLength(8);
    expect(items[0]).toHaveAttribute('href', '/producDtetails?id=2201');
    expect(items[0]).toHaveTextContent('Short 2201');
  });

  it('names each product link by the text it shows and heads each product one level below the h1', async () => {
    renderPage(<ProductListPage />, { url: '/producList?id=22', path: '/producList' });
    await screen.findByRole('heading', { level: 1, name: 'Industrial PoE Switches' });
    const list = within(screen.getByRole('list', { name: 'Industrial PoE Switches products' }));
    // WCAG 2.5.3: the name contains what a sighted visitor reads on the card, not the product name alone.
    const link = list.getByRole('link', { name: productLinkName('FL-2201') });
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveAccessibleName('FL-2201 Short 2201 One W; Two');
    // h1 then h2: no level skipped between the category and its products.
    expect(list.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toContain('FL-2201');
    expect(list.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('shows no introduction for another category', async () => {
    renderPage(<ProductListPage />, { url: '/producList?id=5', path: '/producList' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Managed DIN-Rail Switches' })).toBeInTheDocument();
    expect(screen.queryByText('Power cameras over the data cable.')).not.toBeInTheDocument();
  });

  it('toggles between card and list layout', async () => {
    const user = userEvent.setup();
    renderPage(<ProductListPage />, { url: '/producList?id=22', path: '/producList' });
    const list = await screen.findByRole('list', { name: 'Industrial PoE Switches products' });
    expect(list).toHaveAttribute('data-layout', 'card');
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(list).toHaveAttribute('data-layout', 'list');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages with Previous, numbers and Next', async () => {
    const user = userEvent.setup();
    const { search } = renderPage(<ProductListPage />, { url: '/producList?id=22', path: '/producList' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search().get('page')).toBe('2');
    expect(await screen.findByRole('link', { name: productLinkName('FL-2209') })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^FL-22/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('takes an address past the last page to the last page instead of calling the category empty', async () => {
    const { search } = renderPage(<ProductListPage />, { url: '/producList?id=22&page=999', path: '/producList' });
    expect(await screen.findByRole('link', { name: productLinkName('FL-2209') })).toBeInTheDocument();
    expect(search().get('page')).toBe('2');
    expect(screen.queryByText('There are no products in this category yet.')).not.toBeInTheDocument();
  });

  it('shows the connection toast when the list fails', async () => {
    sent = fakeApi(() => NETWORK_ERROR);
    renderPage(<ProductListPage />, { url: '/producList?id=22', path: '/producList' });
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(toastTexts()).toEqual([MESSAGES.cannotConnect]);
  });
});

describe('ProductListPage on a phone', () => {
  const desktopAgent = navigator.userAgent;
  const setAgent = (value: string) => Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
  beforeEach(() => setAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'));
  afterEach(() => setAgent(desktopAgent));

  it('appends the next page with Load More, leaves the address alone, and hides Load More on the last page', async () => {
    const user = userEvent.setup();
    const { search } = renderPage(<ProductListPage />, { url: '/producList?id=22', path: '/producList' });
    expect(await screen.findByRole('link', { name: productLinkName('FL-2201') })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^FL-22/ })).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: productLinkName('FL-2209') })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^FL-22/ })).toHaveLength(11);
    expect(screen.getByRole('link', { name: productLinkName('FL-2201') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(search().get('page')).toBeNull();
  });
});

describe('ProductListPage opened from a page that carries its first page', () => {
  const desktopAgent = navigator.userAgent;
  const setAgent = (value: string) => Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
  // The spelling of the read as the page document keys it (the API's path and its parameters sorted by name).
  const carriedKey = 'Product/GetPage_?PageSize=8&dictionaryId=22&page=1';
  afterEach(() => {
    setAgent(desktopAgent);
    setPageData({});
  });

  it.each([
    ['a desktop', desktopAgent],
    ['a phone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'],
  ])('draws the products in its first render on %s, with no skeleton', (_device, agent) => {
    setAgent(agent);
    setPageData({ [carriedKey]: listReply(22, 1) });
    renderPage(<ProductListPage />, { url: '/producList?id=22', path: '/producList' });
    // No await: what the first render drew, as the server's render draws it.
    expect(screen.getByRole('heading', { level: 1, name: 'Industrial PoE Switches' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Industrial PoE Switches products' })).getAllByRole('link')).toHaveLength(8);
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
  });
});
