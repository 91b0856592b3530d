import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@ferrolink/testing';
import { COMPARE_STORAGE_KEY } from '../compare-selection';
import { CompareToggle } from '../CompareToggle';
import { CompareTray } from '../CompareTray';

const PRODUCTS = [
  { Id: 501, Name: 'FL-MS5008G' },
  { Id: 502, Name: 'FL-MS5010G-2S' },
  { Id: 503, Name: 'FL-MS5028G-4S' },
  { Id: 504, Name: 'FL-MS5006G-2S-HV' },
  { Id: 505, Name: 'FL-MS5012-4M' },
];

/** A list of cards' toggles and the tray, as the catalogue's pages show them. */
function Catalogue() {
  return (
    <>
      <ul>
        {PRODUCTS.map((product) => (
          <li key={product.Id}>
            <CompareToggle product={product} />
          </li>
        ))}
      </ul>
      <CompareTray />
    </>
  );
}

const toggle = (name: string) => screen.getByRole('button', { name: `Compare ${name}` });
const tray = () => screen.getByRole('complementary', { name: 'Products to compare' });
const stored = () => JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  document.body.style.paddingBottom = '';
});

describe('the Compare toggles and the tray', () => {
  it('shows no tray until a product is picked, then lists the picks in order with a link to their comparison', async () => {
    renderPage(<Catalogue />, { url: '/producList?id=5', path: '/producList' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await userEvent.click(toggle('FL-MS5028G-4S'));
    await userEvent.click(toggle('FL-MS5008G'));
    expect(toggle('FL-MS5028G-4S')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('FL-MS5010G-2S')).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(tray())
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent),
    ).toEqual(['FL-MS5028G-4S', 'FL-MS5008G']);
    expect(within(tray()).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/productCompare?ids=503,501');
    expect(stored()).toEqual({
      products: [
        { id: 503, name: 'FL-MS5028G-4S' },
        { id: 501, name: 'FL-MS5008G' },
      ],
      folded: false,
    });
  });

  it('keeps the picks in localStorage: a page opened later shows them', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ products: [{ id: 502, name: 'FL-MS5010G-2S' }], folded: false }));
    renderPage(<Catalogue />, { url: '/producList?id=5', path: '/producList' });
    expect(toggle('FL-MS5010G-2S')).toHaveAttribute('aria-pressed', 'true');
    expect(within(tray()).getByRole('link', { name: 'Compare (1)' })).toHaveAttribute('href', '/productCompare?ids=502');
  });

  it('refuses a fifth product and says the tray is full and how to make room', async () => {
    renderPage(<Catalogue />, { url: '/producList?id=5', path: '/producList' });
    for (const product of PRODUCTS.slice(0, 4)) await userEvent.click(toggle(product.Name));
    await userEvent.click(toggle('FL-MS5012-4M'));
    expect(toggle('FL-MS5012-4M')).toHaveAttribute('aria-pressed', 'false');
    expect(within(tray()).getByRole('status')).toHaveTextContent(
      'The comparison is full: it holds 4 products. Remove one below to add FL-MS5012-4M.',
    );
    // Making room as it says lets the fifth in.
    await userEvent.click(within(tray()).getByRole('button', { name: 'Remove FL-MS5008G from the comparison' }));
    expect(within(tray()).getByRole('status')).toHaveTextContent('');
    await userEvent.click(toggle('FL-MS5012-4M'));
    expect(within(tray()).getByRole('link', { name: 'Compare (4)' })).toHaveAttribute('href', '/productCompare?ids=502,503,504,505');
  });

  it('takes a product out when its toggle is pressed again, and empties with Clear all', async () => {
    renderPage(<Catalogue />, { url: '/producList?id=5', path: '/producList' });
    await userEvent.click(toggle('FL-MS5008G'));
    await userEvent.click(toggle('FL-MS5010G-2S'));
    await userEvent.click(toggle('FL-MS5008G'));
    expect(within(tray()).getByRole('link', { name: 'Compare (1)' })).toHaveAttribute('href', '/productCompare?ids=502');
    await userEvent.click(within(tray()).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('folds to a tab and back, and leaves room below the page for itself while shown', async () => {
    renderPage(<Catalogue />, { url: '/producList?id=5', path: '/producList' });
    await userEvent.click(toggle('FL-MS5008G'));
    expect(document.body.style.paddingBottom).toMatch(/^\d+px$/);
    await userEvent.click(within(tray()).getByRole('button', { name: 'Hide the products to compare' }));
    const tab = within(tray()).getByRole('button', { name: 'Compare (1)' });
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    expect(within(tray()).queryByRole('list')).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ folded: true });
    await userEvent.click(tab);
    expect(within(tray()).getByRole('list')).toBeInTheDocument();
    await userEvent.click(within(tray()).getByRole('button', { name: 'Clear all' }));
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('follows a pick made in another tab (the storage event)', () => {
    renderPage(<Catalogue />, { url: '/producList?id=5', path: '/producList' });
    act(() => {
      localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ products: [{ id: 504, name: 'FL-MS5006G-2S-HV' }], folded: false }));
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    });
    expect(toggle('FL-MS5006G-2S-HV')).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores a stored value that is not a selection', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '{"products":[{"id":"x"},{"id":501,"name":"FL-MS5008G"},{"id":501,"name":"again"}]}');
    renderPage(<Catalogue />, { url: '/producList?id=5', path: '/producList' });
    expect(within(tray()).getAllByRole('listitem')).toHaveLength(1);
  });

  // Last: once storage has refused a write, this module keeps the selection in memory for the rest of the page.
  it('keeps the picks for the page where storage refuses them', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      renderPage(<Catalogue />, { url: '/producList?id=5', path: '/producList' });
      await userEvent.click(toggle('FL-MS5008G'));
      expect(toggle('FL-MS5008G')).toHaveAttribute('aria-pressed', 'true');
      expect(within(tray()).getByRole('link', { name: 'Compare (1)' })).toHaveAttribute('href', '/productCompare?ids=501');
    } finally {
      setItem.mockRestore();
    }
  });
});
