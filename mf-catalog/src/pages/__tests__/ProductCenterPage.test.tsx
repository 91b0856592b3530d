import { CATEGORIES, card, page, productLinkName, TAGS, WIRELESS_TAGS } from '../../features/product-list/__tests__/product-fixtures';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, type FakeServer, NETWORK_ERROR, ok, renderPage, type SentRequest, setUserAgent } from '@ferrolink/testing';
import { FILTER_START_DELAY_MS, MESSAGES, useToastStore } from '@ferrolink/shared';
import ProductCenterPage from '../ProductCenterPage';

/** The toasts on screen: the connection toast is raised inside the shared package, so the test reads what the visitor sees. */
const toastTexts = () => useToastStore.getState().toasts.map((toast) => toast.text);

/** Search replies can be held back to observe the page while a search loads. */
let holdSearch = false;
let releaseSearch: (() => void) | undefined;
let sent: SentRequest[] = [];

/** The catalogue as the page reads it: filter tags, the category tree, the page banner and one product per search. */
const catalogue: FakeServer = async ({ path, params }) => {
  switch (path) {
    case 'Product/GetProductTagItem':
      // Each family has its own groups; the page always names its family.
      if (params.type === 1) return ok(TAGS);
      if (params.type === 3) return ok(WIRELESS_TAGS);
      if (params.type === 2 || params.type === 4) return ok({ Tags: [], TagItems: [] });
      return fail(400, 'type must be a whole number from 1 to 4');
    case 'Dictionary/GetCategoryByType':
      return ok(CATEGORIES);
    case 'Advertisement/GetPage':
      return ok(page([{ Id: 4, Title: 'Industrial Switch banner', ImageUrl: '/banner-4.svg' }]));
    case 'Product/GetPage':
      if (holdSearch) await new Promise<void>((resolve) => (releaseSearch = resolve));
      return ok(page([card(2201, `Match for ${String(params.tags ?? '')} ${String(params.ports ?? '')}`.trim())]));
    default:
      return fail(404, `unexpected call ${path}`);
  }
};

/**
 * The banner of the family: its picture has no words and is no image to a screen reader (alt=""); the family's
 * name (the h1) and description are text over it.
 */
async function banner(name: string) {
  const region = await screen.findByRole('region', { name });
  await waitFor(() => expect(region.querySelector('img')).toHaveAttribute('src', '/banner-4.svg'));
  expect(region.querySelector('img')).toHaveAttribute('alt', '');
  return region;
}

const callsTo = (path: string) => sent.filter((request) => request.path === path);

function searchCalls() {
  return callsTo('Product/GetPage').map((request) => request.params);
}

beforeEach(() => {
  jest.useFakeTimers();
  holdSearch = false;
  useToastStore.setState({ toasts: [] });
  sent = fakeApi(catalogue);
});
afterEach(() => {
  jest.useRealTimers();
});

function setup(url = '/productCenter?type=1') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderPage(<ProductCenterPage />, { url, path: '/productCenter' });
  return { user, ...view };
}

async function pastStartDelay() {
  await act(async () => {
    jest.advanceTimersByTime(FILTER_START_DELAY_MS);
  });
}

async function chooseSelect(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  // antd renders the chosen option both in the selector and in the open list; the last one is in the list.
  await user.click(options[options.length - 1] as HTMLElement);
}

describe('ProductCenterPage', () => {
  it('shows the banner, four advantages and the sub category cards with Learn more... while no filter differs', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Industrial Switch' })).toBeInTheDocument();
    const familyBanner = await banner('Industrial Switch');
    expect(within(familyBanner).getByRole('heading', { level: 1 })).toHaveTextContent('Industrial Switch');
    expect(await within(familyBanner).findByText('Switches for harsh places.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Advantages' })).getAllByRole('listitem')).toHaveLength(4);
    const poe = await screen.findByRole('link', { name: /Industrial PoE Switches/ });
    expect(poe).toHaveAttribute('href', '/producList?id=22');
    expect(poe).toHaveTextContent('Learn more...');
    expect(screen.queryByRole('link', { name: /Serial Device Servers/ })).not.toBeInTheDocument();
    await pastStartDelay();
    expect(searchCalls()).toHaveLength(0);
  });

  it.each([
    [2, 2],
    [3, 3],
  ])('shows %i advantages for type %i and none for type 4', async (type, count) => {
    setup(`/productCenter?type=${type}`);
    expect(within(await screen.findByRole('region', { name: 'Advantages' })).getAllByRole('listitem')).toHaveLength(count);
  });

  it.each(['9', 'abc'])('says which family it shows for an unknown type=%s', async (type) => {
    setup(`/productCenter?type=${type}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Industrial Switch' })).toBeInTheDocument();
    await banner('Industrial Switch');
    expect(screen.getByText(`There is no product category "${type}"; here is Industrial Switch.`)).toHaveAttribute('role', 'status');
  });

  it('hides the advantages for type 4', async () => {
    setup('/productCenter?type=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Software and Accessories' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Advantages' })).not.toBeInTheDocument();
  });

  it('starts every select on its first option, "All"', async () => {
    setup();
    for (const label of ['Managed/Unmanaged', 'Speed', 'Installation']) {
      const select = await screen.findByRole('combobox', { name: label });
      expect(select.closest('.ant-select')).toHaveTextContent('All');
    }
  });

  it('runs a filter from a shared link only after the 500 ms start delay, then shows product cards to the detail page', async () => {
    setup('/productCenter?type=1&tags=1%7CManaged');
    // No findBy* before the check: testing-library's waiting advances jest's fake clock.
    act(() => {
      jest.advanceTimersByTime(FILTER_START_DELAY_MS - 1);
    });
    expect(searchCalls()).toHaveLength(0);
    await pastStartDelay();
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    expect(searchCalls()[0]).toMatchObject({ tags: '1|Managed', type: 1, page: 1, pageSize: 40 });
    const product = await screen.findByRole('link', { name: productLinkName('Match for 1|Managed') });
    expect(product).toHaveAttribute('href', '/producDtetails?id=2201');
  });

  it('selecting an option searches with it; selecting it again clears it and brings the categories back', async () => {
    const { user, search } = setup();
    await pastStartDelay();
    await chooseSelect(user, 'Managed/Unmanaged', 'Managed');
    expect(search().get('tags')).toBe('1|Managed');
    expect(await screen.findByRole('link', { name: productLinkName('Match for 1|Managed') })).toBeInTheDocument();
    await chooseSelect(user, 'Managed/Unmanaged', 'Managed');
    expect(search().get('tags')).toBeNull();
    expect(await screen.findByRole('link', { name: /Industrial PoE Switches/ })).toBeInTheDocument();
  });

  it('keeps the Connections checkboxes mutually exclusive', async () => {
    const { user, search } = setup();
    await pastStartDelay();
    const group = within(await screen.findByRole('group', { name: 'Connections' }));
    await user.click(group.getByRole('checkbox', { name: 'RJ45' }));
    await screen.findByRole('link', { name: productLinkName('Match for 4|RJ45') });
    await user.click(group.getByRole('checkbox', { name: 'SFP' }));
    await screen.findByRole('link', { name: productLinkName('Match for 4|SFP') });
    expect(group.getByRole('checkbox', { name: 'SFP' })).toBeChecked();
    expect(group.getByRole('checkbox', { name: 'RJ45' })).not.toBeChecked();
    expect(search().get('tags')).toBe('4|SFP');
    await user.click(group.getByRole('checkbox', { name: 'SFP' }));
    expect(search().get('tags')).toBeNull();
  });

  it('toggles POE', async () => {
    const { user, search } = setup();
    await pastStartDelay();
    const poe = await screen.findByRole('checkbox', { name: 'POE' });
    await user.click(poe);
    expect(search().get('tags')).toBe('5|POE');
    await screen.findByRole('link', { name: productLinkName('Match for 5|POE') });
    await user.click(screen.getByRole('checkbox', { name: 'POE' }));
    expect(search().get('tags')).toBeNull();
  });

  it('moves the ports slider freely and searches only on release', async () => {
    const { search } = setup();
    await pastStartDelay();
    const minimum = await screen.findByRole('slider', { name: 'Total No. of Ports, minimum' });
    fireEvent.keyDown(minimum, { key: 'ArrowRight', keyCode: 39, which: 39 });
    fireEvent.keyDown(minimum, { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(minimum).toHaveAttribute('aria-valuenow', '2');
    expect(search().get('ports')).toBeNull();
    expect(searchCalls()).toHaveLength(0);
    fireEvent.keyUp(minimum, { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(search().get('ports')).toBe('2-52');
    expect(await screen.findByRole('link', { name: productLinkName('Match for 2-52') })).toBeInTheDocument();
  });

  it('disables the filters while a search loads', async () => {
    holdSearch = true;
    const { user } = setup();
    await pastStartDelay();
    await user.click(await screen.findByRole('checkbox', { name: 'POE' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'RJ45' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'POE' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Speed' })).toBeDisabled();
    await act(async () => releaseSearch?.());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'RJ45' })).toBeEnabled());
  });

  it('RESET reloads the filter data, clears the results and the filters', async () => {
    const { user, search } = setup('/productCenter?type=1&tags=5%7CPOE&ports=8-28');
    await pastStartDelay();
    await screen.findByRole('link', { name: productLinkName('Match for 5|POE 8-28') });
    const tagLoads = callsTo('Product/GetProductTagItem').length;
    const searches = searchCalls().length;
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    expect(search().get('tags')).toBeNull();
    expect(search().get('ports')).toBeNull();
    expect(search().get('type')).toBe('1');
    expect(screen.queryByRole('link', { name: /Match for/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Industrial PoE Switches/ })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('Product/GetProductTagItem').length).toBe(tagLoads + 1));
    expect(screen.getByRole('checkbox', { name: 'POE' })).not.toBeChecked();
    // Clearing the results asks for nothing: no last search with the filters being reset.
    expect(searchCalls()).toHaveLength(searches);
  });

  it('restores the filters when the browser goes back', async () => {
    const { user, back } = setup();
    await pastStartDelay();
    await user.click(await screen.findByRole('checkbox', { name: 'POE' }));
    await user.click(screen.getByRole('checkbox', { name: 'M12' }));
    expect(screen.getByRole('checkbox', { name: 'M12' })).toBeChecked();
    await act(async () => {
      await back();
    });
    expect(screen.getByRole('checkbox', { name: 'M12' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'POE' })).toBeChecked();
  });

  it('shows an empty state when nothing matches', async () => {
    sent = fakeApi(async (request) => (request.path === 'Product/GetPage' ? ok(page([])) : catalogue(request)));
    setup('/productCenter?type=1&tags=1%7CUnmanaged,6%7CRackmount');
    await pastStartDelay();
    expect(await screen.findByText(/No products match these filters/)).toBeInTheDocument();
  });

  it('shows the connection toast when the filter data fails', async () => {
    sent = fakeApi(async (request) => (request.path === 'Product/GetProductTagItem' ? NETWORK_ERROR : catalogue(request)));
    setup();
    expect(await screen.findByText('The filters could not be loaded.')).toBeInTheDocument();
    expect(toastTexts()).toEqual([MESSAGES.cannotConnect]);
  });

  it('shows the connection toast when a search answers with a non-200 code', async () => {
    sent = fakeApi(async (request) => (request.path === 'Product/GetPage' ? fail(500, 'The service failed.') : catalogue(request)));
    setup('/productCenter?type=1&tags=3%7CGigabit');
    await pastStartDelay();
    await waitFor(() => expect(toastTexts()).toEqual([MESSAGES.cannotConnect]));
    expect(await screen.findByText(/The products could not be loaded/)).toBeInTheDocument();
  });

  it("offers the wireless family its own groups, not the switches' managed, ports, connections or POE, and narrows with them", async () => {
    const { user, search } = setup('/productCenter?type=3');
    await pastStartDelay();
    for (const label of ['Wi-Fi standard', 'Frequency bands', 'Cellular'])
      expect(await screen.findByRole('combobox', { name: label })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Managed/Unmanaged' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'M12' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'POE' })).not.toBeInTheDocument();
    expect(callsTo('Product/GetProductTagItem').every((request) => request.params.type === 3)).toBe(true);
    await chooseSelect(user, 'Cellular', '5G');
    expect(search().get('tags')).toBe('33|5G');
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    expect(searchCalls()[0]).toMatchObject({ tags: '33|5G', type: 3 });
    expect(await screen.findByRole('link', { name: productLinkName('Match for 33|5G') })).toBeInTheDocument();
  });

  it('drops from a link the filters this family does not offer, and matches options as the API does, without regard to case', async () => {
    setup('/productCenter?type=3&tags=1%7CManaged,33%7C5g,31%7CWi-Fi%209&ports=8-24');
    await pastStartDelay();
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    expect(searchCalls()[0]).toMatchObject({ tags: '33|5G', type: 3 });
    expect(searchCalls()[0]?.ports).toBeUndefined();
    expect(await screen.findByRole('link', { name: productLinkName('Match for 33|5G') })).toBeInTheDocument();
  });

  it("shows the family's categories, and searches nothing, when a link's filters are all another family's", async () => {
    setup('/productCenter?type=3&tags=1%7CManaged,4%7CM12&ports=8-24');
    await pastStartDelay();
    expect(await screen.findByRole('combobox', { name: 'Cellular' })).toBeInTheDocument();
    expect(searchCalls()).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Industrial Wireless categories' })).toBeInTheDocument();
  });
});

describe('ProductCenterPage on a phone', () => {
  beforeEach(() => setUserAgent('mobile'));
  afterAll(() => setUserAgent('desktop'));

  it('puts the filters first, behind a full-width FILTERS button that says how many are set, and the advantages after the results', async () => {
    const { user } = setup('/productCenter?type=1&tags=5%7CPOE&ports=8-28');
    const button = await screen.findByRole('button', { name: /FILTERS/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('2 set');
    const advantages = screen.getByRole('region', { name: 'Advantages' });
    const results = screen.getByRole('region', { name: 'Matching products' });
    // DOCUMENT_POSITION_FOLLOWING: the second node comes after the first in the page.
    expect(button.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(results.compareDocumentPosition(advantages) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await pastStartDelay();
    expect(screen.queryByRole('checkbox', { name: 'POE' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const poe = await screen.findByRole('checkbox', { name: 'POE' });
    expect(poe).toBeChecked();
    await user.click(poe);
    expect(button).toHaveTextContent('1 set');
    await user.click(button);
    expect(screen.queryByRole('checkbox', { name: 'POE' })).not.toBeInTheDocument();
  });

  it('draws the filters only once the visitor opens them: a shut panel holds none of the antd controls', async () => {
    const { user } = setup('/productCenter?type=1');
    const button = await screen.findByRole('button', { name: /FILTERS/ });
    await pastStartDelay();
    // The filter data and the filters' code are there by now; the panel is shut, so nothing of it is drawn.
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('heading', { name: 'FILTERS', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'POE', hidden: true })).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'FILTERS' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'POE' })).not.toBeChecked();
  });
});
