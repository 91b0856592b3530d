import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok, renderPage, type SentRequest } from '@ferrolink/testing';
import type { ComparedProduct, ProductCompareReply, SearchReply } from '@ferrolink/shared';
import ProductComparePage from '../ProductComparePage';

function product(id: number, name: string, specs: [string, string, string][]): ComparedProduct {
  return {
    Id: id,
    Name: name,
    ShortName: `${name} short name`,
    ImageUrl: `/media/catalog/product-${id}-1.svg`,
    DictionaryId: 1,
    EN_DictionaryName: 'Industrial Switch',
    DictionaryId2: 5,
    EN_DictionaryName2: 'Managed DIN-Rail Switches',
    Lifecycle: { State: 'active', Date: '', Successor: null },
    Specs: specs.map(([Section, Field, Value]) => ({ Section, Field, Value })),
  };
}

const CATALOGUE: Record<number, ComparedProduct> = {
  501: product(501, 'FL-MS5008G', [
    ['Interface', 'Copper ports', '8 x 10/100/1000BASE-T(X), RJ45'],
    ['Power', 'Input voltage', '12-48 VDC redundant'],
  ]),
  502: product(502, 'FL-MS5010G-2S', [
    ['Interface', 'Copper ports', '8 x 10/100/1000BASE-T(X), RJ45'],
    ['Interface', 'Fibre ports', '2 x 100/1000BASE-X SFP'],
    ['Power', 'Input voltage', '12-48 VDC redundant'],
  ]),
  503: product(503, 'FL-MS5028G-4S', [
    ['Interface', 'Copper ports', '24 x 10/100/1000BASE-T(X), RJ45'],
    ['Interface', 'Fibre ports', '4 x 100/1000BASE-X SFP'],
    ['Power', 'Input voltage', '24-48 VDC redundant'],
  ]),
  504: product(504, 'FL-MS5006G-2S-HV', [['Power', 'Input voltage', '88-300 VDC / 85-264 VAC']]),
};

let sent: SentRequest[] = [];

/** The compare read answers from CATALOGUE, as the API does (order asked, unknown ids listed); the search finds 504. */
function serveCatalogue(): void {
  sent = fakeApi(({ path, params }) => {
    if (path === 'Product/Compare') {
      const ids = String(params?.ids ?? '')
        .split(',')
        .map(Number);
      const reply: ProductCompareReply = {
        Products: ids.flatMap((id) => CATALOGUE[id] ?? []),
        UnknownIds: ids.filter((id) => !CATALOGUE[id]),
      };
      return ok(reply);
    }
    if (path === 'WebSite/Search') {
      const reply: SearchReply = {
        Data: {
          data: [
            { Id: 504, Title: 'FL-MS5006G-2S-HV 4+2G SFP Managed Switch', Summary: '', DataType: 'product' },
            { Id: 501, Title: 'FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch', Summary: '', DataType: 'product' },
          ],
          page: 1,
          pageSize: 10,
          pageCount: 1,
          dataCount: 2,
        },
        Counts: { products: 2, solutions: 0, supports: 0, news: 0, advisories: 0 },
      };
      return ok(reply);
    }
    return fail(404, `unexpected call ${path}`);
  });
}

const renderCompare = (url: string) => renderPage(<ProductComparePage />, { url, path: '/productCompare' });
const address = () => screen.getByTestId('location').textContent;
/** The column headings' product names, left to right (the first row's headings, past the field names' corner). */
const columns = (table: HTMLElement) =>
  within(within(table).getAllByRole('row')[0] as HTMLElement)
    .getAllByRole('columnheader')
    .slice(1)
    .map((cell) => within(cell).getByRole('link').textContent);
const rowNamed = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });

beforeEach(() => {
  sent = [];
  localStorage.clear();
});

describe('ProductComparePage', () => {
  it('shows the products of the address in its order, each column linking to its product page', async () => {
    serveCatalogue();
    renderCompare('/productCompare?ids=503,501,502');
    const table = await screen.findByRole('table');
    expect(sent).toContainEqual(expect.objectContaining({ path: 'Product/Compare', params: { ids: '503,501,502' } }));
    expect(columns(table)).toEqual(['FL-MS5028G-4S', 'FL-MS5008G', 'FL-MS5010G-2S']);
    expect(within(table).getByRole('link', { name: 'FL-MS5008G' })).toHaveAttribute('href', '/producDtetails?id=501');
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeInTheDocument();
  });

  it('lines up the same fields in one row and says "not specified" where a datasheet has no value', async () => {
    serveCatalogue();
    renderCompare('/productCompare?ids=501,502');
    const table = await screen.findByRole('table');
    const fibre = rowNamed(table, /^Fibre ports/);
    const cells = within(fibre).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('—');
    expect(cells[0]).toHaveTextContent('not specified');
    expect(within(cells[0] as HTMLElement).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(cells[1]).toHaveTextContent('2 x 100/1000BASE-X SFP');
    expect(
      within(rowNamed(table, /^Copper ports/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8 x 10/100/1000BASE-T(X), RJ45', '8 x 10/100/1000BASE-T(X), RJ45']);
  });

  it('switches to the differing rows only, and keeps that in the address', async () => {
    serveCatalogue();
    renderCompare('/productCompare?ids=501,502');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: /^Copper ports/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show differences only' }));
    expect(address()).toBe('/productCompare?ids=501,502&diff=1');
    expect(screen.getByRole('switch', { name: 'Show differences only' })).toBeChecked();
    const filtered = screen.getByRole('table');
    expect(within(filtered).queryByRole('rowheader', { name: /^Copper ports/ })).not.toBeInTheDocument();
    expect(within(filtered).queryByRole('rowheader', { name: /^Input voltage/ })).not.toBeInTheDocument();
    expect(within(filtered).getByRole('rowheader', { name: /^Fibre ports/ })).toBeInTheDocument();
  });

  it('opens an address with diff=1 on the differing rows', async () => {
    serveCatalogue();
    renderCompare('/productCompare?ids=501,503&diff=1');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('switch', { name: 'Show differences only' })).toBeChecked();
    expect(within(table).getByRole('rowheader', { name: /^Copper ports/ })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: /^Category/ })).not.toBeInTheDocument();
  });

  it('removes a product by changing the address, keeping the order of the others', async () => {
    serveCatalogue();
    renderCompare('/productCompare?ids=503,501,502&diff=1');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Remove FL-MS5008G from the comparison' }));
    expect(address()).toBe('/productCompare?ids=503,502&diff=1');
    expect(await screen.findByRole('columnheader', { name: /^FL-MS5010G-2S/ })).toBeInTheDocument();
    expect(columns(screen.getByRole('table'))).toEqual(['FL-MS5028G-4S', 'FL-MS5010G-2S']);
  });

  it('adds a product found by name at the end of the address', async () => {
    serveCatalogue();
    renderCompare('/productCompare?ids=501,502');
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Model or name' }), 'HV');
    await userEvent.click(screen.getByRole('button', { name: 'Find products' }));
    // A product compared already is not offered again.
    expect(await screen.findByRole('button', { name: 'Add FL-MS5006G-2S-HV 4+2G SFP Managed Switch' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add FL-MS5008G/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add FL-MS5006G-2S-HV 4+2G SFP Managed Switch' }));
    expect(address()).toBe('/productCompare?ids=501,502,504');
    expect(await screen.findByRole('columnheader', { name: /^FL-MS5006G-2S-HV/ })).toBeInTheDocument();
  });

  it('offers no search once 4 products are compared, and says how to make room', async () => {
    serveCatalogue();
    renderCompare('/productCompare?ids=501,502,503,504');
    await screen.findByRole('table');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByText(/holds 4 products, the most it can show\. Remove one to add another/)).toBeInTheDocument();
  });

  it('names the ids that match no product and compares the rest', async () => {
    serveCatalogue();
    renderCompare('/productCompare?ids=501,999999,502');
    const table = await screen.findByRole('table');
    expect(columns(table)).toEqual(['FL-MS5008G', 'FL-MS5010G-2S']);
    expect(screen.getByRole('alert')).toHaveTextContent('No product has the id 999999: it is left out of this comparison.');
    await userEvent.click(screen.getByRole('button', { name: 'Take it out of the address' }));
    expect(address()).toBe('/productCompare?ids=501,502');
  });

  it.each([
    ['a repeated id', '/productCompare?ids=501,502,501', 'Product 501 is named twice: name each product once.'],
    ['five ids', '/productCompare?ids=501,502,503,504,505', 'At most 4 products can be compared; 5 were named.'],
    ['a word', '/productCompare?ids=501,abc', '"abc" is not a product id'],
  ])('explains %s in the address and reads nothing', async (_label, url, message) => {
    serveCatalogue();
    renderCompare(url);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Start a new comparison' })).toHaveAttribute('href', '/productCompare');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.path === 'Product/Compare')).toEqual([]);
  });

  it('explains how to pick products when the address names none', () => {
    serveCatalogue();
    renderCompare('/productCompare');
    expect(screen.getByText(/Put up to 4 products side by side: choose Compare on a product/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Model or name' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
