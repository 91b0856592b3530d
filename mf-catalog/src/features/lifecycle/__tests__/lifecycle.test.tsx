import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok, renderPage, type SentRequest } from '@ferrolink/testing';
import {
  FILTER_START_DELAY_MS,
  FIRST_READS,
  readKey,
  setPageData,
  type ProductCard,
  type ProductDetail,
  type ProductLifecycle,
} from '@ferrolink/shared';
import ProductCenterPage from '../../../pages/ProductCenterPage';
import ProductDetailsPage from '../../../pages/ProductDetailsPage';
import ProductListPage from '../../../pages/ProductListPage';
import { CATEGORIES, card, page, TAGS } from '../../product-list/__tests__/product-fixtures';
import { activeFilterCount, differsFromInitial, INITIAL_FILTERS, readFilters, setHideDiscontinued, writeFilters } from '../../filters/filter-state';
import { LifecycleBadge } from '../LifecycleBadge';

// What a buyer sees of a product's lifecycle: the badge on cards and the product page, the link to its successor,
// and "Hide discontinued" on the product list, kept in the address.

const DISCONTINUED: ProductLifecycle = {
  State: 'discontinued',
  Date: '2025-06-30',
  Successor: { Id: 602, Name: 'FL-US1008G', ShortName: '8-Port Gigabit Unmanaged Switch' },
};
const PHASE_OUT: ProductLifecycle = { State: 'phase-out', Date: '2027-03-31', Successor: null };

const withLifecycle = (product: ProductCard, lifecycle: ProductLifecycle): ProductCard => ({ ...product, Lifecycle: lifecycle });

describe('LifecycleBadge', () => {
  it('names the state and its date, and shows nothing for an active product', () => {
    const { rerender, container } = render(<LifecycleBadge lifecycle={PHASE_OUT} />);
    expect(screen.getByText('Phase-out: last order 2027-03-31')).toBeInTheDocument();
    rerender(<LifecycleBadge lifecycle={DISCONTINUED} />);
    expect(screen.getByText('Discontinued 2025-06-30')).toBeInTheDocument();
    rerender(<LifecycleBadge lifecycle={{ State: 'active', Date: '', Successor: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the hide-discontinued filter state', () => {
  it('reads and writes hideDiscontinued=1 in the address, counts as a filter and starts again at page 1', () => {
    const on = setHideDiscontinued({ ...INITIAL_FILTERS, page: 3 }, true);
    expect(on).toMatchObject({ hideDiscontinued: true, page: 1 });
    expect(differsFromInitial(on)).toBe(true);
    expect(activeFilterCount(on)).toBe(1);
    const written = writeFilters(new URLSearchParams('type=1'), on);
    expect(written.toString()).toBe('type=1&hideDiscontinued=1');
    expect(readFilters(written).hideDiscontinued).toBe(true);
    expect(writeFilters(written, setHideDiscontinued(on, false)).toString()).toBe('type=1');
    // Only the API's value for on counts.
    expect(readFilters(new URLSearchParams('hideDiscontinued=yes')).hideDiscontinued).toBe(false);
  });
});

describe('a product list with discontinued products', () => {
  let sent: SentRequest[] = [];
  const discontinuedCard = withLifecycle(card(601, 'FL-US1005'), DISCONTINUED);
  const phaseOutCard = withLifecycle(card(603, 'FL-US1016'), PHASE_OUT);
  const activeCard = card(602, 'FL-US1008G');
  const reply = (hide: boolean) => {
    const data = hide ? [activeCard, phaseOutCard] : [discontinuedCard, activeCard, phaseOutCard];
    return {
      data,
      page: 1,
      pageSize: 8,
      pageCount: 1,
      dataCount: data.length,
      DictionaryInfo: { Id: 6, Pid: 1, EN_Name: 'Industrial Switch', EN_Name2: 'Unmanaged Switches', Introduction: '', ImageUrl: '/c6.svg' },
    };
  };

  beforeEach(() => {
    sent = fakeApi(({ path, params }) =>
      path === 'Product/GetPage_' ? ok(reply(params.hideDiscontinued === 1)) : fail(404, `unexpected call ${path}`),
    );
  });
  afterEach(() => setPageData({}));

  it('shows the badges on the cards, and "Hide discontinued" asks for the list without them and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { search } = renderPage(<ProductListPage />, { url: '/producList?id=6', path: '/producList' });
    const list = await screen.findByRole('list', { name: 'Unmanaged Switches products' });
    expect(within(list).getByRole('link', { name: /^FL-US1005 Discontinued 2025-06-30/ })).toBeInTheDocument();
    expect(within(list).getByText('Phase-out: last order 2027-03-31')).toBeInTheDocument();

    const checkbox = screen.getByRole('checkbox', { name: 'Hide discontinued' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(search().get('hideDiscontinued')).toBe('1');
    expect(sent).toContainEqual(
      expect.objectContaining({ path: 'Product/GetPage_', params: { page: 1, PageSize: 8, dictionaryId: 6, hideDiscontinued: 1 } }),
    );
    expect(await screen.findByRole('checkbox', { name: 'Hide discontinued' })).toBeChecked();
    await screen.findByText('Phase-out: last order 2027-03-31');
    expect(screen.queryByRole('link', { name: /^FL-US1005/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Hide discontinued' }));
    expect(search().get('hideDiscontinued')).toBeNull();
    expect(await screen.findByRole('link', { name: /^FL-US1005/ })).toBeInTheDocument();
  });

  it('opens an address with hideDiscontinued=1 on the filtered list, from the reply the page carries for that read', async () => {
    const read = FIRST_READS.productListPage(6, 1, true);
    setPageData({ [readKey(read.path, read.params)]: reply(true) });
    renderPage(<ProductListPage />, { url: '/producList?id=6&hideDiscontinued=1', path: '/producList' });
    expect(screen.getByRole('checkbox', { name: 'Hide discontinued' })).toBeChecked();
    expect(screen.getByRole('link', { name: /^FL-US1008G/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^FL-US1005/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
  });

  it('does not draw the whole list the page may carry for an address that hides the discontinued ones', async () => {
    const whole = FIRST_READS.productListPage(6, 1);
    setPageData({ [readKey(whole.path, whole.params)]: reply(false) });
    renderPage(<ProductListPage />, { url: '/producList?id=6&hideDiscontinued=1', path: '/producList' });
    expect(screen.queryByRole('link', { name: /^FL-US1005/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^FL-US1008G/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^FL-US1005/ })).not.toBeInTheDocument();
    expect(sent).toContainEqual(expect.objectContaining({ path: 'Product/GetPage_', params: expect.objectContaining({ hideDiscontinued: 1 }) }));
  });
});

describe('a product list on a phone', () => {
  const desktopAgent = navigator.userAgent;
  const setAgent = (value: string) => Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
  beforeEach(() => setAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'));
  afterEach(() => setAgent(desktopAgent));

  it('keeps the title and "Hide discontinued" on screen while the list without the discontinued products loads', async () => {
    let release: (() => void) | undefined;
    const info = { Id: 6, Pid: 1, EN_Name: 'Industrial Switch', EN_Name2: 'Unmanaged Switches', Introduction: '', ImageUrl: '/c6.svg' };
    fakeApi(async ({ path, params }) => {
      if (path !== 'Product/GetPage_') return fail(404, `unexpected call ${path}`);
      if (params.hideDiscontinued === 1) await new Promise<void>((resolve) => (release = resolve));
      const data = params.hideDiscontinued === 1 ? [card(602, 'FL-US1008G')] : [withLifecycle(card(601, 'FL-US1005'), DISCONTINUED)];
      return ok({ data, page: 1, pageSize: 8, pageCount: 1, dataCount: data.length, DictionaryInfo: info });
    });
    const user = userEvent.setup();
    renderPage(<ProductListPage />, { url: '/producList?id=6', path: '/producList' });
    await user.click(await screen.findByRole('checkbox', { name: 'Hide discontinued' }));
    await screen.findByRole('status', { name: 'Loading products' });
    expect(screen.getByRole('heading', { level: 1, name: 'Unmanaged Switches' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hide discontinued' })).toBeChecked();
    await act(async () => release?.());
    expect(await screen.findByRole('link', { name: /^FL-US1008G/ })).toBeInTheDocument();
  });
});

describe('the product page of a discontinued product', () => {
  it('shows its badge and links its successor', async () => {
    const base = card(601, 'FL-US1005');
    const product: ProductDetail = {
      ...base,
      Lifecycle: DISCONTINUED,
      EN_DictionaryName: 'Industrial Switch',
      EN_DictionaryName2: 'Unmanaged Switches',
      DictionaryId: 1,
      DictionaryId2: 6,
      Introduce: '<p>Introduce text</p>',
      InstallationRequirement: '',
      Specifications: '',
      OutputCapability: '',
      DeratingCurve: '',
      Description: '',
      OrderingInformation: '',
      FrontCategoryValue1: 1,
      FrontCategoryValue2: 0,
    };
    fakeApi(({ path }) => (path === 'Product/GetInfoById' ? ok(product) : fail(404, `unexpected call ${path}`)));
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=601', path: '/producDtetails' });
    expect(await screen.findByRole('heading', { level: 1, name: 'FL-US1005' })).toBeInTheDocument();
    expect(screen.getByText('Discontinued 2025-06-30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Replaced by FL-US1008G' })).toHaveAttribute('href', '/producDtetails?id=602');
  });
});

describe('"Hide discontinued" in the Product Center', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches the family without the discontinued products and keeps the filter in the address', async () => {
    const sent = fakeApi(({ path, params }) => {
      switch (path) {
        case 'Product/GetProductTagItem':
          return ok(TAGS);
        case 'Dictionary/GetCategoryByType':
          return ok(CATEGORIES);
        case 'Advertisement/GetPage':
          return ok(page([]));
        case 'Product/GetPage':
          return ok(page(params.hideDiscontinued === 1 ? [card(602, 'FL-US1008G')] : [withLifecycle(card(601, 'FL-US1005'), DISCONTINUED)]));
        default:
          return fail(404, `unexpected call ${path}`);
      }
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { search } = renderPage(<ProductCenterPage />, { url: '/productCenter?type=1', path: '/productCenter' });
    await act(async () => {
      jest.advanceTimersByTime(FILTER_START_DELAY_MS);
    });
    const checkbox = await screen.findByRole('checkbox', { name: 'Hide discontinued' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(search().get('hideDiscontinued')).toBe('1');
    expect(await screen.findByRole('link', { name: /^FL-US1008G/ })).toBeInTheDocument();
    expect(sent.filter((request) => request.path === 'Product/GetPage').map((request) => request.params)).toEqual([
      expect.objectContaining({ type: 1, hideDiscontinued: 1 }),
    ]);
    expect(screen.getByRole('checkbox', { name: 'Hide discontinued' })).toBeChecked();
  });
});
