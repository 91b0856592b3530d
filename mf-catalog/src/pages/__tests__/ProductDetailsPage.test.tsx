import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, type FakeReply, NETWORK_ERROR, ok, renderPage, type SentRequest } from '@ferrolink/testing';
import { MESSAGES, type ProductDetail, useToastStore } from '@ferrolink/shared';
import ProductDetailsPage from '../ProductDetailsPage';

/** The toasts on screen: the connection toast is raised inside the shared package, so the test reads what the visitor sees. */
const toastTexts = () => useToastStore.getState().toasts.map((toast) => toast.text);
let sent: SentRequest[] = [];

/** Answers the product read with `reply`; the page asks for nothing else. */
function serveProduct(reply: FakeReply): void {
  sent = fakeApi(({ path }) => (path === 'Product/GetInfoById' ? reply : fail(404, `unexpected call ${path}`)));
}

function product(overrides: Partial<ProductDetail>): ProductDetail {
  return {
    Id: 2202,
    Name: 'FL-PS6020BT',
    ShortName: '16 PoE++ 802.3bt and 4 SFP Managed Switch',
    Summary: '<ul><li>PoE budget 720&nbsp;W</li></ul>',
    EN_DictionaryName: 'Industrial Switch',
    EN_DictionaryName2: 'Industrial PoE Switches',
    DictionaryId: 1,
    DictionaryId2: 22,
    Images: [{ ImageUrl: '/a.svg' }, { ImageUrl: '/b.svg' }, { ImageUrl: '/c.svg' }, { ImageUrl: '/d.svg' }],
    Introduce: '<p>Introduce text</p>',
    Product_UL: '',
    InstallationRequirement: '<p>Installation text</p>',
    Specifications: '<table><tbody><tr><th>Ports</th><td>20</td></tr></tbody></table>',
    OutputCapability: '<p>Output text</p>',
    DeratingCurve: '<p>Derating text</p>',
    Description: '<p>Description text</p>',
    OrderingInformation: '<p>Ordering text</p>',
    FrontCategoryValue1: 1,
    FrontCategoryValue2: 0,
    Lifecycle: { State: 'active', Date: '', Successor: null },
    ...overrides,
  };
}

beforeEach(() => {
  sent = [];
  useToastStore.setState({ toasts: [] });
});

describe('ProductDetailsPage', () => {
  it('shows the breadcrumb, name, highlight with spaces for &nbsp; and Project Consulting', async () => {
    serveProduct(ok(product({})));
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=2202', path: '/producDtetails' });
    expect(await screen.findByRole('heading', { level: 1, name: 'FL-PS6020BT' })).toBeInTheDocument();
    expect(sent).toContainEqual(expect.objectContaining({ path: 'Product/GetInfoById', params: { id: 2202 } }));
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
    expect(crumbs.getByRole('link', { name: 'Industrial Switch' })).toHaveAttribute('href', '/productCenter?type=1');
    expect(crumbs.getByRole('link', { name: 'Industrial PoE Switches' })).toHaveAttribute('href', '/producList?id=22');
    expect(screen.getByText('PoE budget 720 W')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Project Consulting' })).toHaveAttribute('href', '/about?type=1');
  });

  it('shows at most 3 thumbnails, which switch the large image on hover', async () => {
    serveProduct(ok(product({})));
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=2202', path: '/producDtetails' });
    const thumbs = within(await screen.findByRole('list', { name: 'Product images' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(screen.getByTestId('large-image')).toHaveAttribute('src', '/a.svg');
    fireEvent.mouseEnter(thumbs[2] as HTMLElement);
    expect(screen.getByTestId('large-image')).toHaveAttribute('src', '/c.svg');
    fireEvent.mouseEnter(thumbs[1] as HTMLElement);
    expect(screen.getByTestId('large-image')).toHaveAttribute('src', '/b.svg');
  });

  it('puts a heading between the h1 and the h3 headings of the tab content, so no level is skipped', async () => {
    serveProduct(ok(product({ Introduce: '<h3>Overview</h3><p>Introduce text</p>' })));
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=2202', path: '/producDtetails' });
    await screen.findByRole('heading', { level: 3, name: 'Overview' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    // The tab content's h3 follows the hidden h2; the sections after the tabs (Security advisories) are h2 again.
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    expect(levels.every((level, index) => index === 0 || level <= (levels[index - 1] ?? 0) + 1)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Product information' })).toHaveClass('fl-visually-hidden');
    expect(screen.getByRole('region', { name: 'Product information' })).toContainElement(screen.getByRole('tablist'));
  });

  it.each([
    [1, 0, ['Introduce', 'Specifications', 'Ordering Information']],
    [3, 2, ['Introduce', 'Specifications', 'Ordering Information']],
    [4, 1, ['Description', 'Ordering Information']],
    [4, 2, ['Introduce', 'Installation Requirement', 'Ordering Information']],
    [4, 3, ['Introduce', 'OutputCapability', 'DeratingCurve', 'Ordering Information']],
  ])('FrontCategoryValue1 %i and FrontCategoryValue2 %i show the tabs %j, each with its content', async (fcv1, fcv2, labels) => {
    serveProduct(ok(product({ FrontCategoryValue1: fcv1, FrontCategoryValue2: fcv2 })));
    const user = userEvent.setup();
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=2202', path: '/producDtetails' });
    const tablist = await screen.findByRole('tablist', { name: 'Product information' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(labels);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const expectedText: Record<string, string> = {
      Introduce: 'Introduce text',
      Specifications: 'Ports',
      'Ordering Information': 'Ordering text',
      Description: 'Description text',
      'Installation Requirement': 'Installation text',
      OutputCapability: 'Output text',
      DeratingCurve: 'Derating text',
    };
    for (const label of [...labels].reverse()) {
      await user.click(within(tablist).getByRole('tab', { name: label }));
      expect(within(tablist).getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      expect(within(screen.getByRole('tabpanel')).getByText(expectedText[label] as string)).toBeInTheDocument();
    }
  });

  it('makes each tab a link to the page opened on it, the first tab at the plain product address', async () => {
    serveProduct(ok(product({ FrontCategoryValue1: 4, FrontCategoryValue2: 3 })));
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=2202', path: '/producDtetails' });
    const tablist = await screen.findByRole('tablist', { name: 'Product information' });
    const addresses = within(tablist)
      .getAllByRole('tab')
      .map((tab) => [tab.tagName, tab.getAttribute('href')]);
    expect(addresses).toEqual([
      ['A', '/producDtetails?id=2202'],
      ['A', '/producDtetails?id=2202&tab=output'],
      ['A', '/producDtetails?id=2202&tab=derating'],
      ['A', '/producDtetails?id=2202&tab=ordering'],
    ]);
  });

  it("opens on the tab the address names, and on the first when it names none of the product's tabs", async () => {
    serveProduct(ok(product({})));
    const opened = renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=2202&tab=specifications', path: '/producDtetails' });
    const tablist = await screen.findByRole('tablist', { name: 'Product information' });
    expect(within(tablist).getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tablist).getByRole('tab', { name: 'Specifications' })).toHaveAttribute('tabindex', '0');
    expect(within(screen.getByRole('tabpanel')).getByRole('cell', { name: '20' })).toBeInTheDocument();
    opened.unmount();

    // Output capability is a tab of accessories, not of this product's family.
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=2202&tab=output', path: '/producDtetails' });
    const fallback = await screen.findByRole('tablist', { name: 'Product information' });
    expect(within(fallback).getByRole('tab', { name: 'Introduce' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('Introduce text')).toBeInTheDocument();
  });

  it('switches tabs in place on a click and with the arrow keys, the address following the open tab', async () => {
    serveProduct(ok(product({})));
    const user = userEvent.setup();
    // The visitor comes from the product list, so Back has somewhere to go.
    const page = renderPage(<ProductDetailsPage />, { url: '/producList?id=22', path: '/producDtetails', otherPages: { '/producList': 'The list' } });
    act(() => page.navigate('/producDtetails?id=2202'));
    const tablist = await screen.findByRole('tablist', { name: 'Product information' });
    const heading = screen.getByRole('heading', { level: 1 });
    await user.click(within(tablist).getByRole('tab', { name: 'Specifications' }));
    expect(within(tablist).getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('cell', { name: '20' })).toBeInTheDocument();
    expect(page.search().toString()).toBe('id=2202&tab=specifications');
    // The same page: nothing was drawn again.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(sent.filter((request) => request.path === 'Product/GetInfoById')).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Ordering Information' })).toHaveFocus();
    expect(within(tablist).getByRole('tab', { name: 'Ordering Information' })).toHaveAttribute('aria-selected', 'true');
    expect(page.search().toString()).toBe('id=2202&tab=ordering');
    await user.keyboard('{Home}');
    expect(within(tablist).getByRole('tab', { name: 'Introduce' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('Introduce text')).toBeInTheDocument();
    expect(page.search().toString()).toBe('id=2202');

    // The address was replaced, not added to: Back leaves the product.
    act(() => page.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'The list' })).toBeInTheDocument();
  });

  it("names the tab after the product once it is there, in the server's format, with its description", async () => {
    serveProduct(ok(product({})));
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=2202', path: '/producDtetails' });
    await screen.findByRole('heading', { level: 1, name: 'FL-PS6020BT' });
    expect(document.title).toBe('FL-PS6020BT 16 PoE++ 802.3bt and 4 SFP Managed Switch | Ferrolink Industrial Networks');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '16 PoE++ 802.3bt and 4 SFP Managed Switch: PoE budget 720 W',
    );
  });

  it("shows the site's not-found page with its ways on, and no toast, for a product the server says does not exist", async () => {
    serveProduct(fail(404, 'There is no product with id 999999.'));
    const user = userEvent.setup();
    renderPage(<ProductDetailsPage />, {
      url: '/producDtetails?id=999999',
      path: '/producDtetails',
      withToaster: true,
      otherPages: { '/productCenter': 'Product centre' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/index');
    expect(document.title).toBe('Page not found | Ferrolink Industrial Networks');
    expect(toastTexts()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Browse products' }));
    expect(await screen.findByRole('heading', { name: 'Product centre' })).toBeInTheDocument();
  });

  it.each<[string, FakeReply]>([
    ['a network failure', NETWORK_ERROR],
    ['a server error', fail(500, 'Something went wrong')],
  ])('on %s shows the connection toast and Try again, which reads the product again', async (_, reply) => {
    let failing = true;
    sent = fakeApi(({ path }) => (path === 'Product/GetInfoById' ? (failing ? reply : ok(product({}))) : fail(404, `unexpected call ${path}`)));
    const user = userEvent.setup();
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=2202', path: '/producDtetails' });
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(toastTexts()).toEqual([MESSAGES.cannotConnect]);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'FL-PS6020BT' })).toBeInTheDocument();
  });

  it('truncates a long product name to 70 characters', async () => {
    serveProduct(ok(product({ Name: 'X'.repeat(90) })));
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=2202', path: '/producDtetails' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`${'X'.repeat(70)}...`);
  });
});
