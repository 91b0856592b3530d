import { screen } from '@testing-library/react';
import { fakeApi, fail, ok, renderPage } from '@ferrolink/testing';
import { setPageData, type ProductDetail } from '@ferrolink/shared';
import ProductDetailsPage from '../ProductDetailsPage';

// A product page whose document carries the product (as the server writes it, and as the server's own render reads
// it): the first render draws the product, not a skeleton.

const PRODUCT: ProductDetail = {
  Id: 501,
  Name: 'FL-MS5008G',
  ShortName: '8-port Gigabit Managed Rail Switch',
  Summary: '<ul><li>EN 50155</li></ul>',
  EN_DictionaryName: 'Industrial Switch',
  EN_DictionaryName2: 'Managed DIN-Rail Switches',
  DictionaryId: 1,
  DictionaryId2: 5,
  Images: [{ ImageUrl: '/a.svg' }],
  Introduce: '<p>Introduce text</p>',
  Product_UL: '',
  InstallationRequirement: '',
  Specifications: '<table><tbody><tr><th>Ports</th><td>8</td></tr></tbody></table>',
  OutputCapability: '',
  DeratingCurve: '',
  Description: '',
  OrderingInformation: '<p>Ordering text</p>',
  FrontCategoryValue1: 1,
  FrontCategoryValue2: 0,
  Lifecycle: { State: 'active', Date: '', Successor: null },
};

beforeEach(() => {
  fakeApi(({ path }) => (path === 'Product/GetInfoById' ? ok(PRODUCT) : fail(404, `unexpected call ${path}`)));
});
afterEach(() => setPageData({}));

describe('ProductDetailsPage opened from a page that carries its product', () => {
  it('draws the product in its first render, with no skeleton', () => {
    // The spelling of the read as the page document keys it.
    setPageData({ 'Product/GetInfoById?id=501': PRODUCT });
    renderPage(<ProductDetailsPage />, { url: '/producDtetails?id=501', path: '/producDtetails' });
    // No await: what the first render drew, as the server's render draws it.
    expect(screen.getByRole('heading', { level: 1, name: 'FL-MS5008G' })).toBeInTheDocument();
    expect(screen.getByTestId('large-image')).toHaveAttribute('src', '/a.svg');
    expect(screen.queryByRole('status', { name: 'Loading product' })).not.toBeInTheDocument();
  });
});
